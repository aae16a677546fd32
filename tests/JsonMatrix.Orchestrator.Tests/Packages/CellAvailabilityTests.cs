using System.Collections.Generic;
using System.Linq;
using System.Threading;
using System.Threading.Tasks;
using JsonMatrix.Orchestrator.Matrix;
using JsonMatrix.Orchestrator.Packages;
using JsonMatrix.Orchestrator.Tests.Fakes;
using Xunit;

namespace JsonMatrix.Orchestrator.Tests.Packages;

public sealed class CellAvailabilityTests
{
    private static readonly SerializerSpec Newtonsoft = new("newtonsoft", "Newtonsoft.Json", "13.0.4");

    internal static Cell Micro(string framework, string? runtimeVersion = null, string host = "dotnet", string platform = "linux") =>
        new($"{framework}_newtonsoft_default_cached", new RuntimeSpec(framework, framework, platform, host, runtimeVersion, framework), Newtonsoft, "default", "cached");

    internal static Cell Web(string framework, string? runtimeVersion = null) =>
        new($"{framework}_newtonsoft_web", new RuntimeSpec(framework, framework, "linux", "dotnet", runtimeVersion, framework), Newtonsoft, "-", "-") { Workload = "web" };

    [Fact]
    public async Task A_cell_whose_pinned_runtime_pack_the_source_lacks_is_unavailable_naming_the_package_version_and_what_the_source_has()
    {
        var source = FakePackageVersions.Serving(new Dictionary<string, IReadOnlyList<string>>
        {
            [RuntimePacks.NetCoreRuntime] = ["3.1.3", "8.0.31", "10.0.12"],
            [RuntimePacks.AspNetCoreRuntime] = ["8.0.31"],
        });
        Cell[] cells = [Micro("netcoreapp3.1", "3.1.3"), Micro("net6.0"), Web("netcoreapp3.1", "3.1.3"), Micro("net8.0"), Micro("mono", host: "mono")];

        var availability = await CellAvailabilityProbe.ProbeAsync(cells, source, CancellationToken.None);

        Assert.Equal(["net6.0_newtonsoft_default_cached", "netcoreapp3.1_newtonsoft_web"], availability.Unavailable.Keys.Order());
        Assert.Equal("Microsoft.NETCore.App.Runtime.linux-x64 6.0.25 is not on the NuGet source (https://feed.example/v3/index.json; it serves no 6.0.x version)",
            availability.Unavailable["net6.0_newtonsoft_default_cached"]);
        Assert.Equal("Microsoft.AspNetCore.App.Runtime.linux-x64 3.1.3 is not on the NuGet source (https://feed.example/v3/index.json; it serves no 3.1.x version)",
            availability.Unavailable["netcoreapp3.1_newtonsoft_web"]);
        Assert.True(availability.IsAvailable(cells[0]));
        Assert.Empty(availability.Notes);
    }

    [Fact]
    public async Task Each_package_is_asked_once_whatever_the_number_of_cells_that_need_it()
    {
        var source = FakePackageVersions.Serving(new Dictionary<string, IReadOnlyList<string>>());
        Cell[] cells = [Micro("net6.0"), Micro("net6.0") with { Id = "other" }, Web("net6.0"), Micro("netcoreapp3.1", "3.1.3")];

        var availability = await CellAvailabilityProbe.ProbeAsync(cells, source, CancellationToken.None);

        Assert.Equal([RuntimePacks.NetCoreRuntime, RuntimePacks.AspNetCoreRuntime], source.Asked);
        Assert.Equal(4, availability.Unavailable.Count);
    }

    [Fact]
    public async Task A_source_that_serves_the_pack_leaves_the_same_cells_to_run()
    {
        Cell[] cells = [Micro("net6.0"), Web("netcoreapp3.1", "3.1.3")];

        var availability = await CellAvailabilityProbe.ProbeAsync(cells, FakePackageVersions.ServesEverything(), CancellationToken.None);

        Assert.Empty(availability.Unavailable);
    }

    [Fact]
    public async Task A_source_that_cannot_be_asked_decides_nothing_and_says_so()
    {
        var availability = await CellAvailabilityProbe.ProbeAsync([Micro("net6.0")], FakePackageVersions.Unreachable("connection refused"), CancellationToken.None);

        Assert.Empty(availability.Unavailable);
        Assert.Equal("Microsoft.NETCore.App.Runtime.linux-x64: not probed (connection refused); cells that need it run and fail at publish if the source lacks it",
            Assert.Single(availability.Notes));
    }

    [Fact]
    public void Versions_of_the_same_major_and_minor_are_named_as_what_could_be_pinned_instead()
    {
        var needs = new Dictionary<string, IReadOnlyList<PackageNeed>> { ["c"] = [new PackageNeed(RuntimePacks.NetCoreRuntime, "6.0.36")] };
        var answers = new Dictionary<string, PackageVersions> { [RuntimePacks.NetCoreRuntime] = new(["6.0.25", "6.0.30", "8.0.31"], "feed") };

        var availability = CellAvailabilityProbe.Decide(needs, answers);

        Assert.Equal("Microsoft.NETCore.App.Runtime.linux-x64 6.0.36 is not on the NuGet source (feed; its 6.0.x versions: 6.0.25, 6.0.30)", availability.Unavailable["c"]);
    }
}
