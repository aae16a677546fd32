using System.Collections.Generic;
using System.Linq;
using JsonMatrix.Orchestrator.Cleanup;
using JsonMatrix.Orchestrator.Docker;
using Xunit;
using static JsonMatrix.Orchestrator.Tests.Fakes.FakeImages;

namespace JsonMatrix.Orchestrator.Tests.Cleanup;

public sealed class ImageCleanupTests
{
    private const string Current = "jsonmatrix-bench:net8.0-000000000001";
    private const string Old = "jsonmatrix-bench:net8.0-000000000000";

    // debian (base, 100) under every image; two builds of net8.0 share their runtime layer "dotnet" (50).
    private static readonly ImageSummary Base = Image("sha256:debian", ["debian:bookworm-slim"], NoLabels, ("base", 100));
    private static readonly ImageSummary CurrentImage = Image("sha256:current", [Current], Labels("jsonmatrix.image", "jsonmatrix.publish"), ("base", 100), ("dotnet", 50), ("app1", 10));
    private static readonly ImageSummary OldImage = Image("sha256:old", [Old], Labels("jsonmatrix.publish"), ("base", 100), ("dotnet", 50), ("app0", 10));
    private static readonly ImageSummary Unlabelled = Image("sha256:prelabel", ["jsonmatrix-bench:mono-aaaaaaaaaaaa"], NoLabels, ("base", 100), ("mono", 300));
    private static readonly ImageSummary Dangling = Image("sha256:dangling", [], Labels("jsonmatrix.image"), ("base", 100), ("apt", 20));
    private static readonly ImageSummary Foreign = Image("sha256:foreign", ["other-project:latest"], Labels("com.example.app"), ("base", 100), ("other", 70));
    private static readonly ImageSummary ForeignDangling = Image("sha256:foreign-none", [], NoLabels, ("base", 100), ("junk", 5));

    // A build interrupted before the label existed: untagged, unlabelled, but with the web app's entrypoint.
    private static readonly ImageSummary Interrupted = Image("sha256:interrupted", [], NoLabels, ("base", 100), ("wrk", 80)) with { Entrypoint = ["/app/JsonMatrix.Web"] };
    private static readonly ImageSummary ForeignApp = Image("sha256:foreign-app", [], NoLabels, ("base", 100), ("app", 3)) with { Entrypoint = ["/usr/bin/app/JsonMatrix.Web"] };

    private static IReadOnlyList<ImageSummary> All => [Base, CurrentImage, OldImage, Unlabelled, Dangling, Foreign, ForeignDangling, Interrupted, ForeignApp];

    [Fact]
    public void Old_builds_pre_label_builds_and_dangling_leftovers_go_while_current_images_and_other_projects_images_stay()
    {
        var plan = ImageCleanup.Plan(All, [], new HashSet<string> { Current }, includeCurrent: false);

        Assert.Equal(["sha256:dangling", "sha256:interrupted", "sha256:old", "sha256:prelabel"], plan.Remove.Select(choice => choice.Image.Id).Order());
        Assert.Equal("not what the current sources and matrix build", plan.Remove.Single(choice => choice.Image == OldImage).Reason);
        Assert.Equal("dangling, left by a build", plan.Remove.Single(choice => choice.Image == Dangling).Reason);
        Assert.Equal("<none> sha256:dangling", plan.Remove.Single(choice => choice.Image == Dangling).Name);
        Assert.Equal(("sha256:current", "current: `run` would use it"), (plan.Keep.Single().Image.Id, plan.Keep.Single().Reason));
        // The old build frees only its own app layer: the current image still uses "dotnet", debian still uses "base".
        Assert.Equal(10 + 300 + 20 + 80, plan.FreedBytes);
        // JsonMatrix's own bytes: every layer of its images that no other project's image uses.
        Assert.Equal(50 + 10 + 10 + 300 + 20 + 80, plan.JsonMatrixBytes);
    }

    [Fact]
    public void All_removes_the_current_images_too_and_then_the_layers_they_shared_are_freed()
    {
        var plan = ImageCleanup.Plan(All, [], new HashSet<string> { Current }, includeCurrent: true);

        Assert.Equal("current (--all)", plan.Remove.Single(choice => choice.Image == CurrentImage).Reason);
        Assert.Empty(plan.Keep);
        Assert.Equal(50 + 10 + 10 + 300 + 20 + 80, plan.FreedBytes);
    }

    [Fact]
    public void An_image_a_container_uses_is_kept_even_with_all_and_so_is_one_another_repository_tagged()
    {
        var retagged = OldImage with { Id = "sha256:retagged", Tags = [Old, "mine:kept"] };
        var containers = new List<ContainerSummary> { new("0123456789abcdef", "running", NoLabels, "sha256:old") };

        var plan = ImageCleanup.Plan([Base, OldImage, retagged], containers, new HashSet<string>(), includeCurrent: true);

        Assert.Empty(plan.Remove);
        Assert.Equal("used by container 0123456789ab (running)", plan.Keep.Single(choice => choice.Image == OldImage).Reason);
        Assert.Equal("also tagged mine:kept", plan.Keep.Single(choice => choice.Image == retagged).Reason);
        Assert.Equal(0, plan.FreedBytes);
    }

    [Fact]
    public void A_scope_narrows_the_images_considered_without_hiding_the_layers_others_share()
    {
        var plan = ImageCleanup.Plan(All, [], new HashSet<string>(), includeCurrent: false, scope: image => image == OldImage);

        Assert.Equal([OldImage], plan.Remove.Select(choice => choice.Image));
        Assert.Equal(10, plan.FreedBytes);
    }
}
