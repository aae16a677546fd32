using System.Collections.Generic;
using System.Linq;
using System.Threading;
using System.Threading.Tasks;
using JsonMatrix.Orchestrator.Matrix;
using JsonMatrix.Orchestrator.Packages;
using JsonMatrix.Orchestrator.Tests.Fakes;
using Xunit;

namespace JsonMatrix.Orchestrator.Tests.Packages;

/// <summary>A served serializer version that cannot target a cell's runtime is an error naming the newest served one that
/// can. The frameworks below are what the project's NuGet source's System.Text.Json packages say (nuspec groups,
/// buildTransitive folders, those with a NETStandardCompatError target).</summary>
public sealed class SerializerFrameworkCheckTests
{
    private static readonly PackageFrameworks Stj6 = new(["net461", "netcoreapp3.1", "net6.0", "netstandard2.0"], ["netstandard2.0", "netcoreapp3.1", "netcoreapp2.0"], ["netcoreapp2.0"]);
    private static readonly PackageFrameworks Stj7 = new(["net462", "net6.0", "net7.0", "netstandard2.0"], ["netstandard2.0", "net6.0", "net462", "netcoreapp2.0", "net461"], ["netcoreapp2.0", "net461"]);
    private static readonly PackageFrameworks Stj8 = new(["net462", "net6.0", "net7.0", "net8.0", "netstandard2.0"], ["netstandard2.0", "net6.0", "net462", "netcoreapp2.0", "net461"], ["netcoreapp2.0", "net461"]);

    private static Cell CellOf(string runtime, string framework, string version, string host = "dotnet") =>
        new($"{runtime}_system-text-json_default_cached", new RuntimeSpec(runtime, framework, "linux", host, null, runtime),
            new SerializerSpec("system-text-json", "System.Text.Json", version), "default", "cached");

    private static FakePackageVersions Source(params string[] served)
    {
        var source = FakePackageVersions.Serving(new Dictionary<string, IReadOnlyList<string>> { ["System.Text.Json"] = served });
        source.Frameworks["System.Text.Json 6.0.11"] = Stj6;
        source.Frameworks["System.Text.Json 7.0.3"] = Stj7;
        source.Frameworks["System.Text.Json 8.0.6"] = Stj8;
        return source;
    }

    [Fact]
    public async Task A_version_whose_build_calls_the_runtime_unsupported_is_an_error_naming_the_newest_served_version_that_fits()
    {
        var source = Source("6.0.10", "6.0.11", "7.0.3", "8.0.0-rc.1", "8.0.6");

        var errors = await SerializerVersionCheck.ErrorsAsync([CellOf("netcoreapp3.1", "netcoreapp3.1", "8.0.6")], source, "matrix.yaml", CancellationToken.None);

        Assert.Equal(["serializer 'system-text-json' on netcoreapp3.1: System.Text.Json 8.0.6 does not support netcoreapp3.1: its buildTransitive/netcoreapp2.0 "
            + "targets call it unsupported, though NuGet alone would take its netstandard2.0 assets. Use one that does in matrix.yaml, "
            + "e.g. versionOn: { netcoreapp3.1: 6.0.11 } (6.0.11 is the newest served version that does)."], errors);
        // The newest release of each major, newest first, until one fits; each version read once.
        Assert.Equal(["System.Text.Json 8.0.6", "System.Text.Json 7.0.3", "System.Text.Json 6.0.11"], source.FrameworksAsked);
    }

    [Theory]
    [InlineData("net6.0", "net6.0", "dotnet")]   // its own net6.0 build folder, not the refusing netcoreapp2.0 one
    [InlineData("net8.0", "net8.0", "dotnet")]
    [InlineData("mono", "net48", "mono")]         // Mono runs the net48 build: net462 is nearest, not the refusing net461
    public async Task The_same_version_fits_the_runtimes_it_supports(string runtime, string framework, string host)
    {
        Assert.Empty(await SerializerVersionCheck.ErrorsAsync([CellOf(runtime, framework, "8.0.6", host)], Source("8.0.6"), "matrix.yaml", CancellationToken.None));
    }

    [Fact]
    public void A_version_none_of_whose_groups_fits_cannot_target_the_runtime_and_a_runtime_is_named_by_its_id()
    {
        var needs = SerializerFrameworkCheck.Needs([CellOf("mono", "net48", "9.0.0", "mono")]);
        var served = new Dictionary<string, PackageVersions> { ["System.Text.Json"] = new(["9.0.0"], FakePackageVersions.SourceName) };
        var known = new Dictionary<(string, string), PackageFrameworks> { [("System.Text.Json", "9.0.0")] = new(["net8.0", "net9.0"], [], []) };

        Assert.Equal(["serializer 'system-text-json' on mono: System.Text.Json 9.0.0 cannot target net48 (it targets net8.0, net9.0). "
            + "No served version read does (the newest of each major): leave 9.0.0 out of mono's versions in matrix.yaml (versionOn), or exclude the serializer there."],
            SerializerFrameworkCheck.Errors(needs, served, known, "matrix.yaml"));
    }

    [Fact]
    public async Task A_package_that_cannot_be_read_or_lists_no_groups_decides_nothing()
    {
        var source = Source("9.0.0", "10.0.0");
        source.Frameworks["System.Text.Json 10.0.0"] = new([], [], []);

        Assert.Empty(await SerializerVersionCheck.ErrorsAsync(
            [CellOf("net8.0", "net8.0", "9.0.0"), CellOf("netcoreapp3.1", "netcoreapp3.1", "10.0.0")], source, "matrix.yaml", CancellationToken.None));
        Assert.Equal(["System.Text.Json 9.0.0", "System.Text.Json 10.0.0"], source.FrameworksAsked);
    }

    [Fact]
    public async Task A_version_not_served_or_a_source_that_cannot_be_asked_reads_no_package()
    {
        var notServed = Source("6.0.11");
        var offline = FakePackageVersions.Unreachable("offline");

        Assert.Single(await SerializerVersionCheck.ErrorsAsync([CellOf("netcoreapp3.1", "netcoreapp3.1", "8.0.6")], notServed, "matrix.yaml", CancellationToken.None));
        Assert.Empty(await SerializerVersionCheck.ErrorsAsync([CellOf("netcoreapp3.1", "netcoreapp3.1", "8.0.6")], offline, "matrix.yaml", CancellationToken.None));
        Assert.Empty(notServed.FrameworksAsked);
        Assert.Empty(offline.FrameworksAsked);
    }

    [Fact]
    public void Candidates_are_the_newest_release_of_each_major_newest_first_and_bounded()
    {
        Assert.Equal(["10.0.2", "9.0.10", "6.0.11"], SerializerFrameworkCheck.Candidates(["6.0.2", "6.0.11", "9.0.9", "9.0.10", "10.0.0", "10.0.2", "11.0.0-preview.1"]));
        var twelveMajors = Enumerable.Range(1, 12).Select(major => $"{major}.0.0").ToList();
        Assert.Equal(twelveMajors.AsEnumerable().Reverse().Take(SerializerFrameworkCheck.SuggestionProbes), SerializerFrameworkCheck.Candidates(twelveMajors));
    }
}
