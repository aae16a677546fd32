using System.Linq;
using JsonMatrix.Orchestrator.Matrix;
using JsonMatrix.Orchestrator.Running.Publishing;
using JsonMatrix.Orchestrator.Tests.Fakes;
using Xunit;
using static JsonMatrix.Orchestrator.Tests.Fakes.TestCells;

namespace JsonMatrix.Orchestrator.Tests.Running;

public sealed class PublishSpecTests
{
    [Fact]
    public void Cells_of_one_runtime_share_one_spec_whatever_their_serializer()
    {
        SerializerSpec[] serializers = [Stj, NewtonsoftJson, DataContract];

        var specs = serializers.Select(serializer => PublishSpec.ForCell(Make(Net8, serializer), serializers)).Distinct().ToList();

        Assert.Single(specs);
        Assert.Equal(
            [new("NewtonsoftJsonVersion", "13.0.4"), new("SystemTextJsonVersion", "")],
            specs[0].VersionProperties);
    }

    [Fact]
    public void A_serializer_asking_for_another_version_of_a_shared_package_gets_a_publish_of_its_own()
    {
        var pinned = new SerializerSpec("system-text-json-sourcegen", "System.Text.Json", "8.0.6");
        SerializerSpec[] serializers = [Stj, pinned];

        var inbox = PublishSpec.ForCell(Make(Net8, Stj), serializers);
        var package = PublishSpec.ForCell(Make(Net8, pinned), serializers);

        Assert.NotEqual(inbox, package);
        Assert.Contains(new("SystemTextJsonVersion", "8.0.6"), package.VersionProperties);
    }

    [Fact]
    public void The_mono_runtime_builds_net48_framework_dependent_and_runs_it_with_mono()
    {
        var spec = PublishSpec.ForCell(Make(TestCells.Mono, Stj), [Stj]);

        var arguments = PublishArguments.For(spec, "bench/JsonMatrix.Bench.csproj", "/cache/app", "/cache/build");

        Assert.Equal("build", arguments[0]);
        Assert.DoesNotContain("--self-contained", arguments);
        Assert.Contains("-p:TargetFrameworks=net48", arguments);
        Assert.Equal("mono", new PublishedBench(spec, "abc", "/cache/app", Cached: false).LocalCommand[0]);
    }
}
