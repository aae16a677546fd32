using System;
using System.IO;
using JsonMatrix.Orchestrator.Packages;
using JsonMatrix.Orchestrator.Tests.Fakes;
using Xunit;

namespace JsonMatrix.Orchestrator.Tests.Packages;

public sealed class PackageVersionCacheFileTests : IDisposable
{
    private readonly string _folder = Path.Combine(Path.GetTempPath(), "jsonmatrix-versions-" + Guid.NewGuid().ToString("n"));

    [Fact]
    public void An_answer_is_remembered_beside_durations_json_for_a_day_then_probed_again()
    {
        var time = new ManualTimeProvider();
        new PackageVersionCacheFile(_folder, time).Remember("https://feed/v3/index.json|p", ["1.0.0", "2.0.0"]);

        var later = new PackageVersionCacheFile(_folder, time);
        Assert.Equal(["1.0.0", "2.0.0"], later.Find("https://feed/v3/index.json|p"));
        Assert.Null(later.Find("https://other/v3/index.json|p"));
        Assert.True(File.Exists(Path.Combine(_folder, "package-versions.json")));

        time.Advance(TimeSpan.FromHours(25));
        Assert.Null(later.Find("https://feed/v3/index.json|p"));
    }

    [Fact]
    public void A_package_version_s_frameworks_are_remembered_beside_the_versions_and_an_unread_package_is_not()
    {
        var time = new ManualTimeProvider();
        var cache = new PackageVersionCacheFile(_folder, time);
        cache.Remember("https://feed/v3/index.json|p", ["1.0.0"]);
        cache.RememberFrameworks("P", "1.0.0", new PackageFrameworks(["net462", "netstandard2.0"], ["netcoreapp2.0", "net6.0"], ["netcoreapp2.0"]));
        cache.RememberFrameworks("P", "2.0.0", PackageFrameworks.Unknown("offline"));

        var later = new PackageVersionCacheFile(_folder, time);
        var read = later.FindFrameworks("p", "1.0.0")!;
        Assert.Equal(["net462", "netstandard2.0"], read.Targets);
        Assert.Equal(["netcoreapp2.0", "net6.0"], read.BuildTargets);
        Assert.Equal(["netcoreapp2.0"], read.Refuses);
        Assert.Equal(["1.0.0"], later.Find("https://feed/v3/index.json|p"));
        Assert.Null(later.FindFrameworks("P", "2.0.0"));

        time.Advance(TimeSpan.FromHours(25));
        Assert.Null(later.FindFrameworks("P", "1.0.0"));
    }

    [Fact]
    public void An_entry_of_an_unknown_shape_is_skipped_and_the_others_kept()
    {
        Directory.CreateDirectory(_folder);
        File.WriteAllText(Path.Combine(_folder, PackageVersionCacheFile.FileName),
            $$"""{ "odd": 3, "x|q": { "probedUtc": "{{DateTimeOffset.UtcNow:O}}", "versions": [1] }, "x|p": { "probedUtc": "{{DateTimeOffset.UtcNow:O}}", "versions": ["1.0.0"] } }""");
        var cache = new PackageVersionCacheFile(_folder, TimeProvider.System);

        Assert.Equal(["1.0.0"], cache.Find("x|p"));
        Assert.Null(cache.Find("x|q"));
    }

    [Theory]
    [InlineData("""{ "versions": ["1.0.0"] }""")]
    [InlineData("""{ "probedUtc": "yesterday", "versions": ["1.0.0"] }""")]
    [InlineData("""{ "probedUtc": "{{now}}", "versions": ["1.0.0", null] }""")]
    [InlineData("""{ "probedUtc": "{{now}}", "versions": "1.0.0" }""")]
    public void An_entry_without_its_time_or_with_a_list_that_is_not_strings_is_skipped(string entry)
    {
        Directory.CreateDirectory(_folder);
        File.WriteAllText(Path.Combine(_folder, PackageVersionCacheFile.FileName),
            $$"""{ "x|q": {{entry.Replace("{{now}}", DateTimeOffset.UtcNow.ToString("O"), StringComparison.Ordinal)}}, "x|p": { "probedUtc": "{{DateTimeOffset.UtcNow:O}}", "versions": ["1.0.0"] } }""");
        var cache = new PackageVersionCacheFile(_folder, TimeProvider.System);

        cache.Remember("x|r", ["2.0.0"]);

        Assert.Null(cache.Find("x|q"));
        Assert.Equal(["1.0.0"], cache.Find("x|p"));
        Assert.DoesNotContain("x|q", File.ReadAllText(Path.Combine(_folder, PackageVersionCacheFile.FileName)), StringComparison.Ordinal);
    }

    [Fact]
    public void A_list_the_entry_record_does_not_name_is_neither_read_nor_written_back()
    {
        Directory.CreateDirectory(_folder);
        var path = Path.Combine(_folder, PackageVersionCacheFile.FileName);
        File.WriteAllText(path, $$"""{ "x|p": { "probedUtc": "{{DateTimeOffset.UtcNow:O}}", "versions": ["1.0.0"], "mirrors": ["a"] } }""");
        var cache = new PackageVersionCacheFile(_folder, TimeProvider.System);

        cache.Remember("x|r", ["2.0.0"]);

        Assert.Equal(["1.0.0"], cache.Find("x|p"));
        Assert.DoesNotContain("mirrors", File.ReadAllText(path), StringComparison.Ordinal);
    }

    [Fact]
    public void A_broken_file_is_an_empty_cache()
    {
        Directory.CreateDirectory(_folder);
        File.WriteAllText(Path.Combine(_folder, PackageVersionCacheFile.FileName), "{ not json");

        Assert.Null(new PackageVersionCacheFile(_folder, new ManualTimeProvider()).Find("x|p"));
    }

    [Fact]
    public void Enabled_sources_are_read_from_dotnet_nuget_list_source_short_format()
    {
        var sources = NuGetSourceList.ParseShort("E https://api.nuget.org/v3/index.json\nD https://disabled.example/v3/index.json\nEM /opt/feed\n");

        Assert.Equal(["https://api.nuget.org/v3/index.json", "/opt/feed"], sources);
    }

    public void Dispose()
    {
        if (Directory.Exists(_folder)) Directory.Delete(_folder, recursive: true);
    }
}
