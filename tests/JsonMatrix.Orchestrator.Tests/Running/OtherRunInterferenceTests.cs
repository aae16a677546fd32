using System;
using System.Collections.Generic;
using System.IO;
using System.Linq;
using System.Threading;
using System.Threading.Tasks;
using JsonMatrix.Orchestrator.Cells;
using JsonMatrix.Orchestrator.Matrix;
using JsonMatrix.Orchestrator.Running.Execution;
using JsonMatrix.Orchestrator.Running.Locks;
using JsonMatrix.Orchestrator.Tests.Fakes;
using JsonMatrix.Orchestrator.Tests.Support;
using JsonMatrix.Orchestrator.Workflows;
using JsonMatrix.Orchestrator.Workflows.Merge;
using Xunit;
using static JsonMatrix.Orchestrator.Tests.Fakes.TestCells;

namespace JsonMatrix.Orchestrator.Tests.Running;

/// <summary>Two real runs holding real core-set locks of one machine cache: each cell records the other run.</summary>
public sealed class OtherRunInterferenceTests : IDisposable
{
    private readonly CliHarness _first = new();
    private readonly CliHarness _second = new();

    /// <summary>A measured benchmark with a narrow interval: noisy only when the cell is flagged.</summary>
    private static readonly SyntheticCell Measured = new("net10.0", "system-text-json", "default", "cached", [new("small", "serialize-string", 100, 128, ErrorPercent: 1)]);

    public OtherRunInterferenceTests() => _second.MachineCacheDirectory = _first.MachineCacheDirectory;

    [Fact]
    public async Task Two_runs_on_disjoint_core_sets_at_once_each_record_the_other_and_the_report_flags_the_cells_and_marks_their_results_noisy()
    {
        // Both benches wait until both run (then both locks are held), and neither run ends (releasing its lock) until
        // both cells have ended: the overlap is proven, not hoped for.
        using var bothBenchesRunning = new CountdownEvent(2);
        using var bothCellsEnded = new CountdownEvent(2);
        foreach (var cli in new[] { _first, _second })
        {
            cli.BenchRan = artifacts =>
            {
                File.WriteAllText(Path.Combine(artifacts, "bdn", "results", "Bench-report-full.json"), SyntheticResults.ReportJson(Measured, 0));
                Assert.True(bothBenchesRunning.Signal() || bothBenchesRunning.Wait(TimeSpan.FromSeconds(30)), "the other run's bench never started");
            };
            cli.RealReports = new GatedReportWriter(bothCellsEnded);
        }

        var runs = await Task.WhenAll(
            Task.Run(() => _first.RunAsync("--matrix", Matrix(_first, "1"), "--out", _first.OutDirectory, "--isolation", "process", "--filter", "serializer=system-text-json")),
            Task.Run(() => _second.RunAsync("--matrix", Matrix(_second, "2"), "--out", _second.OutDirectory, "--isolation", "process", "--filter", "serializer=system-text-json")));

        Assert.True(runs.All(code => code == ExitCodes.Success), _first.Errors + _second.Errors);
        var first = CellFolderReader.Record(Path.Combine(_first.OutDirectory, "cells", "net10.0_system-text-json_default_cached"))!;
        var second = CellFolderReader.Record(Path.Combine(_second.OutDirectory, "cells", "net10.0_system-text-json_default_cached"))!;
        var seenByFirst = Assert.Single(first.Interference!.OtherRunsDuringCell);
        var seenBySecond = Assert.Single(second.Interference!.OtherRunsDuringCell);
        Assert.Equal((second.RunId, Environment.ProcessId, "2"), (seenByFirst.RunId, seenByFirst.ProcessId, string.Join(",", seenByFirst.Cpus)));
        Assert.Equal((first.RunId, Environment.ProcessId, "1"), (seenBySecond.RunId, seenBySecond.ProcessId, string.Join(",", seenBySecond.Cpus)));
        Assert.Equal(0, first.Interference.WaitedSeconds);

        var markdown = File.ReadAllText(Path.Combine(_first.OutDirectory, "report.md"));
        var reason = $"another JsonMatrix run was running on this machine during the cell (run {second.RunId}, pid {Environment.ProcessId}, on CPU 2)";
        var drift = markdown.Split("## Drift and interference")[1].Split("## Failed")[0];
        Assert.Contains($"| net10.0_system-text-json_default_cached |", drift);
        Assert.Contains(reason, drift);
        Assert.Contains(reason, markdown.Split("## Noisy results")[1].Split("## Drift")[0]);
    }

    [Fact]
    public void A_holder_seen_before_it_named_itself_is_the_run_seen_later_on_the_same_cpus()
    {
        // At the cell's start the other run held CPU 2 but had not written its owner note yet; at the end it had.
        var union = OtherRun.Union([new OtherRun(null, null, [2]), new OtherRun("run-b", 42, [2]), new OtherRun(null, null, [3])]);

        Assert.Equal([("run-b", (int?)42, "2"), (null, null, "3")], union.Select(r => (r.RunId, r.ProcessId, string.Join(",", r.Cpus))));
    }

    [Fact]
    public async Task A_run_alone_on_the_machine_records_no_other_run_and_is_not_flagged()
    {
        _first.RealReports = new FolderMerge();

        Assert.Equal(ExitCodes.Success, await _first.RunAsync("--matrix", Matrix(_first, "1"), "--out", _first.OutDirectory, "--isolation", "process"));

        foreach (var cell in Directory.EnumerateDirectories(Path.Combine(_first.OutDirectory, "cells")))
        {
            var interference = CellFolderReader.Record(cell)!.Interference!;
            Assert.Empty(interference.OtherRunsDuringCell);
            Assert.Equal((0.0, (string?)null), (interference.WaitedSeconds, interference.WaitedFor));
        }

        Assert.DoesNotContain("was running on this machine during the cell", File.ReadAllText(Path.Combine(_first.OutDirectory, "report.md")));
    }

    [Fact]
    public async Task The_runs_wait_for_its_core_set_is_recorded_by_the_first_cell_of_each_set_only()
    {
        using var run = new RunHarness(Isolation.Process) { Limits = new ContainerLimits("1", 1L << 31) { CpuSets = ["1", "2"] } };
        run.CoreSetWait = new CoreSetWait(12.5, "run 20260101T000000Z-100 (pid 100, started 10:00:00 UTC, output /results/a)");
        // Each set's first cell waits for the other set's: both first cells are known to be first on their set.
        using var firstTwo = new CountdownEvent(2);
        run.LocalBench = request =>
        {
            if (firstTwo.TrySignal()) firstTwo.Wait(TimeSpan.FromSeconds(30));
            BenchOutput.WriteSuccess(request.Arguments[request.Arguments.ToList().IndexOf("--artifacts") + 1]);
            return FakeProcessRunner.Succeeded();
        };

        var records = await run.RunAsync(Make(Net8, Stj), Make(Net8, NewtonsoftJson), Make(Net8, Stj, lifetime: "per-call"), Make(Net8, NewtonsoftJson, lifetime: "per-call"));

        var waited = records.Where(r => r.Interference?.WaitedSeconds > 0).ToList();
        Assert.Equal(2, waited.Count);
        Assert.Equal(["1", "2"], waited.Select(r => r.Limits.Cpuset!).Order());
        Assert.All(waited, r => Assert.StartsWith("run 20260101T000000Z-100", r.Interference!.WaitedFor));
        Assert.All(records.Except(waited), r => Assert.Null(r.Interference)); // no probe here: only the wait is recorded
    }

    public void Dispose()
    {
        _first.Dispose();
        _second.Dispose();
    }

    private static string Matrix(CliHarness cli, string cpuset)
    {
        var path = Path.Combine(Path.GetDirectoryName(cli.OutDirectory)!, "matrix.yaml");
        Directory.CreateDirectory(Path.GetDirectoryName(path)!);
        File.WriteAllText(path, File.ReadAllText(Path.Combine(RepositoryFiles.TestsRoot, "Integration", "two-cells.matrix.yaml")).Replace("cpuset: \"1\"", $"cpuset: \"{cpuset}\""));
        return path;
    }

    /// <summary>The real report writer, entered only once both runs' cells have ended (a run lets go of its core set
    /// after its report).</summary>
    private sealed class GatedReportWriter(CountdownEvent bothCellsEnded) : IFolderMerge
    {
        public MergeOutcome Run(IReadOnlyList<string> inputFolders, string outputFolder, Baseline baseline, double noiseThreshold, IReadOnlyList<Study>? studies = null, string? previousRun = null)
        {
            bothCellsEnded.Signal();
            Assert.True(bothCellsEnded.Wait(TimeSpan.FromSeconds(30)), "the other run's cell never ended");
            return new FolderMerge().Run(inputFolders, outputFolder, baseline, noiseThreshold);
        }

        public MergeOutcome RunCells(IReadOnlyList<string> cellFolders, string outputFolder, Baseline baseline, double noiseThreshold, IReadOnlyList<Study>? studies = null, string? previousRun = null)
        {
            bothCellsEnded.Signal();
            Assert.True(bothCellsEnded.Wait(TimeSpan.FromSeconds(30)), "the other run's cell never ended");
            return new FolderMerge().RunCells(cellFolders, outputFolder, baseline, noiseThreshold);
        }
    }
}
