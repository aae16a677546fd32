using System;
using System.Collections.Generic;
using System.IO;
using JsonMatrix.Orchestrator.Comparing;
using JsonMatrix.Orchestrator.Matrix.Planning;
using JsonMatrix.Orchestrator.Packages;
using JsonMatrix.Orchestrator.Reporting.Model;
using JsonMatrix.Orchestrator.Reporting.Rendering.History;
using JsonMatrix.Orchestrator.Reporting.Rendering.Plan;
using JsonMatrix.Orchestrator.Running.Durations;
using JsonMatrix.Orchestrator.Statistics;
using JsonMatrix.Orchestrator.Tests.Fakes;
using JsonMatrix.Orchestrator.Tests.Support;
using Xunit;
using static JsonMatrix.Orchestrator.Tests.Fakes.TestCells;

namespace JsonMatrix.Orchestrator.Tests.Formats;

/// <summary>The bytes of `history --format json`, `plan --format github` and the machine cache's durations.json and
/// package-versions.json, pinned like the other formats' (FormatSnapshotTests): text that needs escaping, missing values
/// and figures that are not finite are in the inputs, so a change of encoder, null handling, order or number format
/// fails here.</summary>
public sealed class HistoryAndCacheSnapshotTests : IDisposable
{
    private const string Awkward = "naïve \"<b>&'+\" 🙂 \u0001 – end";
    private readonly string _cache = Path.Combine(Path.GetTempPath(), "jsonmatrix-cache-snapshot-" + Guid.NewGuid().ToString("n"));

    public void Dispose()
    {
        if (Directory.Exists(_cache)) Directory.Delete(_cache, recursive: true);
    }

    [Fact]
    public void The_json_history_of_two_runs_matches_its_snapshot()
    {
        var key = new BenchmarkKey("net8.0_newtonsoft_default_cached", "SerializeToString", "small");
        var other = new BenchmarkKey("net8.0_jil_default_cached", "DeserializeFromString", Awkward);
        var runs = new[]
        {
            new HistoryRun("R1", "runs/" + Awkward, new DateTimeOffset(2026, 1, 2, 12, 30, 15, 250, TimeSpan.Zero), null)
            {
                FailedCells = [new FailedCell("net6.0_jil_default_cached", Awkward)],
                FailedBenchmarks = [new FailedBenchmarkFigure(other, "no figure")],
            },
            new HistoryRun("R2", "runs/b", null, "abc123"),
        };
        var series = new[]
        {
            new BenchmarkSeries(key, [new HistoryPoint(1234.5678, "Newtonsoft.Json 13.0.4", null, null), new HistoryPoint(1e-3, null, Verdict.Slower, double.NaN)]),
            new BenchmarkSeries(other, [null, new HistoryPoint(100, Awkward, Verdict.Same, 1.0000001)]),
        };
        var history = new HistoryReport(runs, series, [new HistoryRegression(key, "R1", "R2", 1.5)], 0.05);

        Snapshot.Match(HistoryRenderers.Json(history) + HistoryRenderers.Json(new HistoryReport([], [], [], 0.1)), "history.json");
    }

    [Fact]
    public void The_github_plan_matches_its_snapshot()
    {
        var plan = new GithubMatrixPlan(
            [
                new GithubMatrixEntry("net8.0 " + Awkward, "ubuntu-24.04", "runtime=net8.0 serializer=newtonsoft", [Make(Net8, Stj), Make(Net8, NewtonsoftJson, lifetime: "per-call")]),
                new GithubMatrixEntry("net48", "windows-2022", "", []),
            ],
            null);

        Snapshot.Match(PlanGithubRenderer.Render(plan) + "\n" + PlanGithubRenderer.Render(new GithubMatrixPlan([], null)), "plan-github.json");
    }

    [Fact]
    public void Durations_json_matches_its_snapshot()
    {
        var history = new DurationHistory(
            new Dictionary<string, double> { ["net8.0|small:serialize-string"] = 1.23456, ["net8.0|" + Awkward] = 2, ["bad"] = double.NaN, ["negative"] = -1 },
            new Dictionary<string, double> { ["net8.0"] = 12.0004 },
            new Dictionary<string, double>(),
            new Dictionary<string, double> { ["net48"] = 1e-7 })
        {
            ColdStartSecondsPerProcess = new Dictionary<string, double> { ["net10.0-aot|floor"] = 0.01234 },
        };

        DurationHistoryFile.Write(_cache, history);
        DurationHistoryFile.Write(Path.Combine(_cache, "empty"), DurationHistory.Empty);

        Snapshot.Match(File.ReadAllText(DurationHistoryFile.PathIn(_cache)) + "\n" + File.ReadAllText(DurationHistoryFile.PathIn(Path.Combine(_cache, "empty"))), "durations.json");
    }

    [Fact]
    public void Package_versions_json_matches_its_snapshot()
    {
        var time = new ManualTimeProvider();
        var cache = new PackageVersionCacheFile(_cache, time);
        cache.Remember("https://api.nuget.org/v3/index.json|microsoft.netcore.app.runtime.linux-x64", ["3.1.32", "8.0.11", Awkward]);
        time.Advance(TimeSpan.FromMilliseconds(1234.5));
        cache.RememberFrameworks("Newtonsoft.Json", "13.0.3", new PackageFrameworks(["net6.0", "netstandard2.0"], [], [Awkward]));
        cache.Remember("a|empty", []);

        Snapshot.Match(File.ReadAllText(Path.Combine(_cache, PackageVersionCacheFile.FileName)), "package-versions.json");
    }
}
