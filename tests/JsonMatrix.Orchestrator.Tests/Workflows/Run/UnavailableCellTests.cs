using System;
using System.Collections.Generic;
using System.IO;
using System.Linq;
using System.Threading.Tasks;
using JsonMatrix.Orchestrator.Cells;
using JsonMatrix.Orchestrator.Packages;
using JsonMatrix.Orchestrator.Tests.Fakes;
using JsonMatrix.Orchestrator.Workflows;
using JsonMatrix.Orchestrator.Workflows.Merge;
using Xunit;

namespace JsonMatrix.Orchestrator.Tests.Workflows.Run;

/// <summary>A cell whose runtime pack the NuGet source lacks is "unavailable" before anything runs, not "failed" after a
/// publish; `run` exits 1 only when a cell really failed.</summary>
public sealed class UnavailableCellTests : IDisposable
{
    private const string Matrix = """
        runtimes:
          - { id: net10.0, framework: net10.0, platform: linux, host: dotnet, label: .NET 10 }
          - { id: net6.0, framework: net6.0, platform: linux, host: dotnet, label: .NET 6 }
        serializers:
          - { id: newtonsoft, package: Newtonsoft.Json, version: 13.0.4 }
        escaping: [default]
        lifetimes: [cached]
        payloads: [small]
        operations: [serialize-string]
        job: quick
        baseline: { serializer: newtonsoft, runtime: net10.0 }
        limits: { cpuset: "1", memory: 2GiB }
        """;

    private const string Net6Cell = "net6.0_newtonsoft_default_cached";
    private readonly CliHarness _cli = new();
    private readonly string _matrix;

    public UnavailableCellTests()
    {
        _matrix = Path.Combine(Path.GetTempPath(), $"jsonmatrix-unavailable-{Guid.NewGuid():n}.yaml");
        File.WriteAllText(_matrix, Matrix);
        // The source this machine has: .NET 8 and 10 runtime packs, no 6.0.
        _cli.PackageVersions = FakePackageVersions.Serving(new Dictionary<string, IReadOnlyList<string>>
        {
            [RuntimePacks.NetCoreRuntime] = ["8.0.31", "10.0.12"],
            ["Newtonsoft.Json"] = ["13.0.4"],
        });
    }

    [Fact]
    public async Task Plan_names_the_missing_package_and_version_before_anything_runs()
    {
        Assert.Equal(ExitCodes.Success, await _cli.RunAsync("plan", "--matrix", _matrix));

        Assert.Contains("Unavailable here (1 cell, recorded as \"unavailable\" without running; not in the estimate):\n"
            + "  Microsoft.NETCore.App.Runtime.linux-x64 6.0.25 is not on the NuGet source (https://feed.example/v3/index.json; it serves no 6.0.x version): " + Net6Cell + "\n",
            _cli.Output, StringComparison.Ordinal);
        // Nothing is published or started: `dotnet --version` only, for the publish hash that tells what is cached.
        Assert.All(_cli.Processes.Requests, request => Assert.Equal(["--version"], request.Arguments));
    }

    [Fact]
    public async Task Plan_json_marks_the_cell_with_the_reason()
    {
        Assert.Equal(ExitCodes.Success, await _cli.RunAsync("plan", "--matrix", _matrix, "--format", "json"));

        Assert.Contains("\"unavailable\": \"Microsoft.NETCore.App.Runtime.linux-x64 6.0.25 is not on the NuGet source", _cli.Output, StringComparison.Ordinal);
    }

    [Fact]
    public async Task The_run_records_the_cell_as_unavailable_without_publishing_it_and_exits_0()
    {
        var exitCode = await _cli.RunAsync("--matrix", _matrix, "--out", _cli.OutDirectory, "--isolation", "process");

        Assert.Equal(ExitCodes.Success, exitCode);
        var record = CellFolderReader.Record(Path.Combine(_cli.OutDirectory, "cells", Net6Cell))!;
        Assert.Equal(CellStatus.Unavailable, record.Status);
        Assert.StartsWith("Microsoft.NETCore.App.Runtime.linux-x64 6.0.25 is not on the NuGet source", record.Reason, StringComparison.Ordinal);
        Assert.DoesNotContain(_cli.Processes.Requests, request => request.Arguments.Contains("net6.0"));
        Assert.Contains("2 cells: 1 ok, 0 failed, 0 unsupported, 1 unavailable, in", _cli.Output, StringComparison.Ordinal);
        Assert.Contains($"  unavailable {Net6Cell}: Microsoft.NETCore.App.Runtime.linux-x64 6.0.25", _cli.Output, StringComparison.Ordinal);
    }

    [Fact]
    public async Task On_a_source_that_serves_the_pack_the_same_cell_runs()
    {
        _cli.PackageVersions = FakePackageVersions.ServesEverything();

        Assert.Equal(ExitCodes.Success, await _cli.RunAsync("--matrix", _matrix, "--out", _cli.OutDirectory, "--isolation", "process"));

        Assert.Equal(CellStatus.Ok, CellFolderReader.Record(Path.Combine(_cli.OutDirectory, "cells", Net6Cell))!.Status);
        Assert.Contains(_cli.Processes.Requests, request => request.Arguments.Contains("net6.0"));
    }

    [Fact]
    public async Task A_cell_that_really_failed_makes_the_run_exit_1_and_the_summary_counts_each_status()
    {
        _cli.Engine.Bench = (_, output, _) => Task.FromResult(137);

        var exitCode = await _cli.RunAsync("--matrix", _matrix, "--out", _cli.OutDirectory, "--isolation", "container");

        Assert.Equal(ExitCodes.Failed, exitCode);
        Assert.Contains("2 cells: 0 ok, 1 failed, 0 unsupported, 1 unavailable, in", _cli.Output, StringComparison.Ordinal);
        Assert.Contains(Path.Combine(_cli.OutDirectory, "report.md"), _cli.Output, StringComparison.Ordinal);
    }

    [Fact]
    public async Task The_reports_list_the_cell_apart_from_failures_with_its_reason_and_merge_counts_only_real_failures()
    {
        _cli.RealReports = new FolderMerge();
        // The net10.0 cell's process ends ok but leaves no BenchmarkDotNet report the merge accepts: the report fails
        // it, and so do the run's summary and exit code; the unavailable cell counts for neither.
        _cli.BenchRan = artifacts => File.WriteAllText(Directory.EnumerateFiles(artifacts, "*.json", SearchOption.AllDirectories).First(file => file.Contains("bdn", StringComparison.Ordinal)), "{}");
        Assert.Equal(ExitCodes.Failed, await _cli.RunAsync("--matrix", _matrix, "--out", _cli.OutDirectory, "--isolation", "process"));
        Assert.Contains(": 0 ok, 1 failed, 0 unsupported, 1 unavailable", _cli.Output, StringComparison.Ordinal);

        var markdown = File.ReadAllText(Path.Combine(_cli.OutDirectory, "report.md"));
        var unavailable = markdown.IndexOf("## Unavailable here", StringComparison.Ordinal);
        Assert.True(unavailable > 0, markdown);
        Assert.Contains($"| {Net6Cell} | Microsoft.NETCore.App.Runtime.linux-x64 6.0.25 is not on the NuGet source", markdown[unavailable..], StringComparison.Ordinal);
        var failures = markdown.IndexOf("## Failed and n/a", StringComparison.Ordinal);
        Assert.DoesNotContain(Net6Cell, markdown[failures..unavailable], StringComparison.Ordinal);
        var html = File.ReadAllText(Path.Combine(_cli.OutDirectory, "report.html"));
        Assert.Contains("<h2 id=\"unavailable\">Unavailable here</h2>", html, StringComparison.Ordinal);
        Assert.Contains("\"unavailable\": 1", File.ReadAllText(Path.Combine(_cli.OutDirectory, "report.json")), StringComparison.Ordinal);
        Assert.Contains($"{Net6Cell},net6.0,newtonsoft,default,cached,", File.ReadAllText(Path.Combine(_cli.OutDirectory, "report.csv")), StringComparison.Ordinal);

        // Only the failed cell counts.
        Assert.Equal(ExitCodes.Failed, await _cli.RunAsync("merge", _cli.OutDirectory, "--fail-on-failed-cells"));
        Assert.Contains("1 cell(s) failed: net10.0_newtonsoft_default_cached (the reports say why).", _cli.Errors, StringComparison.Ordinal);
    }

    [Fact]
    public async Task Merge_with_fail_on_failed_cells_exits_1_after_writing_the_reports_when_a_cell_failed()
    {
        _cli.RealReports = new FolderMerge();
        _cli.PackageVersions = FakePackageVersions.ServesEverything();
        _cli.Engine.Bench = (_, output, _) => Task.FromResult(137);
        Assert.Equal(ExitCodes.Failed, await _cli.RunAsync("--matrix", _matrix, "--out", _cli.OutDirectory, "--isolation", "container"));
        File.Delete(Path.Combine(_cli.OutDirectory, "report.md"));

        Assert.Equal(ExitCodes.Success, await _cli.RunAsync("merge", _cli.OutDirectory));
        Assert.Equal(ExitCodes.Failed, await _cli.RunAsync("merge", _cli.OutDirectory, "--fail-on-failed-cells"));

        Assert.True(File.Exists(Path.Combine(_cli.OutDirectory, "report.md")));
        Assert.Contains("2 cell(s) failed: net6.0_newtonsoft_default_cached, net10.0_newtonsoft_default_cached (the reports say why).", _cli.Errors, StringComparison.Ordinal);
    }

    public void Dispose()
    {
        _cli.Dispose();
        File.Delete(_matrix);
    }
}
