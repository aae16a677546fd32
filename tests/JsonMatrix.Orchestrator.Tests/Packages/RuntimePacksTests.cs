using System.IO;
using System.Linq;
using System.Text.RegularExpressions;
using JsonMatrix.Orchestrator.Packages;
using JsonMatrix.Orchestrator.Tests.Support;
using Xunit;

namespace JsonMatrix.Orchestrator.Tests.Packages;

public sealed class RuntimePacksTests
{
    [Fact]
    public void The_pinned_patches_are_those_bench_build_RuntimePacks_targets_pins()
    {
        var targets = File.ReadAllText(Path.Combine(RepositoryFiles.RepositoryRoot, "bench", "build", "RuntimePacks.targets"));
        var pinned = Regex.Matches(targets, @"'\$\(TargetFramework\)' == '(?<tfm>[^']+)' And '\$\(RuntimeFrameworkVersion\)' == ''"">\s*<RuntimeFrameworkVersion>(?<version>[^<]+)<")
            .ToDictionary(m => m.Groups["tfm"].Value, m => m.Groups["version"].Value);

        Assert.Equal(pinned.OrderBy(p => p.Key), RuntimePacks.PinnedByBuild.OrderBy(p => p.Key));
    }

    [Fact]
    public void A_cell_needs_the_dotnet_pack_a_web_cell_the_aspnetcore_pack_too_at_the_matrix_s_version_first()
    {
        Assert.Equal([new PackageNeed(RuntimePacks.NetCoreRuntime, "6.0.25")], RuntimePacks.For(CellAvailabilityTests.Micro("net6.0")));
        Assert.Equal([new PackageNeed(RuntimePacks.NetCoreRuntime, "6.0.36")], RuntimePacks.For(CellAvailabilityTests.Micro("net6.0", "6.0.36")));
        Assert.Equal([new PackageNeed(RuntimePacks.NetCoreRuntime, "3.1.3"), new PackageNeed(RuntimePacks.AspNetCoreRuntime, "3.1.3")],
            RuntimePacks.For(CellAvailabilityTests.Web("netcoreapp3.1", "3.1.3")));
    }

    [Fact]
    public void Cells_whose_patch_the_sdk_chooses_or_that_need_no_runtime_pack_need_nothing_known()
    {
        Assert.Empty(RuntimePacks.For(CellAvailabilityTests.Micro("net8.0")));
        Assert.Empty(RuntimePacks.For(CellAvailabilityTests.Micro("mono", host: "mono")));
        Assert.Empty(RuntimePacks.For(CellAvailabilityTests.Micro("net48", "4.8", platform: "windows")));
    }
}
