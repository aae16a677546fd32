using System;
using System.Collections.Generic;
using System.IO;
using System.Linq;
using System.Threading.Tasks;
using JsonMatrix.Orchestrator.Packages;
using JsonMatrix.Orchestrator.Tests.Fakes;
using JsonMatrix.Orchestrator.Workflows;
using Xunit;

namespace JsonMatrix.Orchestrator.Tests.Cli;

/// <summary>A serializer version that cannot target its runtime stops `plan` and `run` with exit 2 before anything runs,
/// as a version the source does not serve does.</summary>
public sealed class FrameworkMisfitTests : IDisposable
{
    private const string Matrix = """
        runtimes:
          - { id: netcoreapp3.1, framework: netcoreapp3.1, platform: linux, host: dotnet, runtimeVersion: 3.1.3, label: .NET Core 3.1 }
        serializers:
          - { id: system-text-json, package: System.Text.Json, version: 8.0.6 }
        escaping: [default]
        lifetimes: [cached]
        payloads: [small]
        operations: [serialize-string]
        job: quick
        baseline: { serializer: system-text-json, runtime: netcoreapp3.1 }
        limits: { cpuset: "1", memory: 2GiB }
        """;

    private const string Expected = "serializer 'system-text-json' on netcoreapp3.1: System.Text.Json 8.0.6 does not support netcoreapp3.1: its buildTransitive/netcoreapp2.0 targets "
        + "call it unsupported, though NuGet alone would take its netstandard2.0 assets. Use one that does in ";

    private readonly CliHarness _cli = new();
    private readonly string _matrix = Path.Combine(Path.GetTempPath(), $"jsonmatrix-misfit-{Guid.NewGuid():n}.yaml");

    public FrameworkMisfitTests()
    {
        File.WriteAllText(_matrix, Matrix);
        _cli.PackageVersions = FakePackageVersions.Serving(new Dictionary<string, IReadOnlyList<string>>
        {
            ["System.Text.Json"] = ["6.0.11", "8.0.6"],
            [RuntimePacks.NetCoreRuntime] = ["3.1.3"],
        });
        _cli.PackageVersions.Frameworks["System.Text.Json 6.0.11"] = new(["net461", "netcoreapp3.1", "net6.0", "netstandard2.0"], ["netstandard2.0", "netcoreapp3.1", "netcoreapp2.0"], ["netcoreapp2.0"]);
        _cli.PackageVersions.Frameworks["System.Text.Json 8.0.6"] = new(["net462", "net6.0", "net7.0", "net8.0", "netstandard2.0"], ["netstandard2.0", "net6.0", "net462", "netcoreapp2.0", "net461"], ["netcoreapp2.0", "net461"]);
    }

    [Theory]
    [InlineData("text")]
    [InlineData("json")]
    public async Task Plan_exits_2_naming_the_version_the_runtime_and_the_newest_served_version_that_fits(string format)
    {
        Assert.Equal(ExitCodes.InvalidOptions, await _cli.RunAsync("plan", "--matrix", _matrix, "--format", format));

        Assert.Contains(Expected, _cli.Errors, StringComparison.Ordinal);
        Assert.Contains("e.g. versionOn: { netcoreapp3.1: 6.0.11 } (6.0.11 is the newest served version that does).", _cli.Errors, StringComparison.Ordinal);
        Assert.Equal(string.Empty, _cli.Output);
    }

    [Fact]
    public async Task Run_exits_2_before_publishing_anything()
    {
        Assert.Equal(ExitCodes.InvalidOptions, await _cli.RunAsync("--matrix", _matrix, "--out", _cli.OutDirectory, "--isolation", "process"));

        Assert.Contains(Expected, _cli.Errors, StringComparison.Ordinal);
        Assert.DoesNotContain(_cli.Processes.Requests, request => request.Arguments.Contains("publish") || request.Arguments.Contains("build"));
    }

    [Fact]
    public async Task The_version_that_fits_plans_clean()
    {
        File.WriteAllText(_matrix, Matrix.Replace("version: 8.0.6", "version: 6.0.11", StringComparison.Ordinal));

        Assert.Equal(ExitCodes.Success, await _cli.RunAsync("plan", "--matrix", _matrix));
        Assert.Equal(string.Empty, _cli.Errors);
    }

    public void Dispose()
    {
        _cli.Dispose();
        File.Delete(_matrix);
    }
}
