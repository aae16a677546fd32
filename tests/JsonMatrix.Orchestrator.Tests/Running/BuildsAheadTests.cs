using System;
using System.Collections.Generic;
using System.IO;
using System.Linq;
using System.Threading;
using System.Threading.Tasks;
using JsonMatrix.Orchestrator.Running.Execution;
using JsonMatrix.Orchestrator.Running.Publishing;
using JsonMatrix.Orchestrator.Tests.Fakes;
using Xunit;
using static JsonMatrix.Orchestrator.Tests.Fakes.TestCells;

namespace JsonMatrix.Orchestrator.Tests.Running;

/// <summary>The set-up before the first cell: every build published (and imaged) a few at a time, each step handed to
/// the first cell of its build as if that cell had done it.</summary>
public sealed class BuildsAheadTests
{
    private static PublishSpec Spec(string runtime) => new(runtime, runtime, "dotnet", null, []);

    [Fact]
    public async Task Builds_run_two_at_a_time_in_the_order_given_and_each_is_handed_out_once()
    {
        var ahead = new BuildsAhead();
        var (running, most, order) = (0, 0, new List<string>());
        async Task<AheadBuild> Build(PublishSpec spec, CancellationToken _)
        {
            lock (order) { order.Add(spec.RuntimeId); most = Math.Max(most, ++running); }
            // b outlasts a and c together, so c takes a's lane 50 ms before d takes it from c: the starts are in the order
            // given with room to spare (two lanes freed at the same moment would start their next builds in either order).
            await Task.Delay(spec.RuntimeId == "b" ? 300 : 50);
            lock (order) running--;
            return new AheadBuild(new AheadStep<PublishedBench>(StepResult<PublishedBench>.Failed($"{spec.RuntimeId} failed"), 50), null);
        }

        var finished = new List<string>();
        await ahead.RunAsync([Spec("a"), Spec("b"), Spec("c"), Spec("d"), Spec("b")], Build, (spec, _) => { lock (finished) finished.Add(spec.RuntimeId); }, CancellationToken.None);

        Assert.Equal(2, most);
        Assert.Equal(["a", "b", "c", "d"], order);
        Assert.Equal(4, finished.Count);
        Assert.Equal("b failed", (await ahead.ClaimPublishAsync(Spec("b")))!.Result.Failure);
        Assert.Null(await ahead.ClaimPublishAsync(Spec("b")));
        Assert.Null(await ahead.ClaimImageAsync(Spec("a")));
        Assert.Null(await ahead.ClaimPublishAsync(Spec("z")));
    }

    [Fact]
    public async Task The_first_cell_of_a_build_reports_its_publish_and_image_with_their_time_and_the_others_are_cached()
    {
        using var run = new RunHarness { BuildAhead = true, PublishDelay = TimeSpan.FromMilliseconds(300) };

        var records = await run.RunAsync(Make(Net8, Stj), Make(Net8, NewtonsoftJson), Make(TestCells.Mono, Stj));

        Assert.Equal(2, run.Publishes.Count());
        Assert.Equal(2, run.Engine.Builds.Count);
        Assert.Equal("Set-up: 2 builds of the bench and the web app, 2 at a time, before the first cell.", run.SetupLines[0]);
        Assert.Contains(run.SetupLines, line => line.StartsWith("Set-up [", StringComparison.Ordinal) && line.Contains("mono: published mono", StringComparison.Ordinal));
        Assert.StartsWith("Set-up done in ", run.SetupLines[^1], StringComparison.Ordinal);
        Assert.All(records, record => Assert.Equal("ok", record.Status));
        var byId = records.ToDictionary(record => record.Id);
        foreach (var first in new[] { byId[Make(Net8, Stj).Id], byId[Make(TestCells.Mono, Stj).Id] })
        {
            Assert.Equal([false, false], first.Steps.Where(step => step.Name is "publish" or "image").Select(step => step.Cached));
            // The set-up's time counts in the cell that reports it, so its overhead stays its own.
            var setUp = first.Steps.Where(step => step.Shared).Sum(step => step.Milliseconds);
            var ownMs = (first.FinishedUtc!.Value - first.StartedUtc!.Value).TotalMilliseconds;
            Assert.True(setUp >= 300 && Math.Abs(first.WallMs!.Value - ownMs - setUp) < 100, $"wall {first.WallMs} ms, the cell's own {ownMs} ms, set-up {setUp} ms");
            Assert.Equal(first.WallMs - setUp - first.BenchMs, first.OverheadMs);
        }

        Assert.Equal([true, true], byId[Make(Net8, NewtonsoftJson).Id].Steps.Where(step => step.Name is "publish" or "image").Select(step => step.Cached));
    }

    [Fact]
    public async Task A_build_that_fails_ahead_fails_its_cells_with_its_line_and_the_others_run()
    {
        using var run = new RunHarness { BuildAhead = true };

        var records = await run.RunAsync(Make(Net6, Stj), Make(Net6, NewtonsoftJson), Make(Net8, Stj));

        Assert.Equal(["failed", "ok", "failed"], records.Select(record => record.Status));
        Assert.All(records.Where(record => record.Runtime == "net6.0"), record => Assert.Equal(
            "publish of net6.0 (net6.0) failed: error NU1102: Unable to find package Microsoft.NETCore.App.Runtime.linux-x64 with version (= 6.0.36)",
            record.Reason));
        Assert.Single(run.Publishes, request => request.Arguments.Contains("net6.0"));
        Assert.Contains(run.SetupLines, line => line.Contains("net6.0: publish of net6.0 (net6.0) failed", StringComparison.Ordinal)
            && line.EndsWith("(its cells fail with this line; the others run)", StringComparison.Ordinal));
        Assert.All(records, record => Assert.True(File.Exists(Path.Combine(run.Repository.Out, "cells", record.Id, "cell.json"))));
    }

    [Fact]
    public async Task Two_builds_of_one_runtime_are_told_apart_by_the_package_version_they_differ_in()
    {
        using var run = new RunHarness { BuildAhead = true };
        var sourceGen = new JsonMatrix.Orchestrator.Matrix.SerializerSpec("system-text-json-sourcegen", "System.Text.Json", "6.0.11");

        await run.RunAsync(Make(Net8, Stj), Make(Net8, sourceGen));

        Assert.Equal(2, run.Publishes.Count());
        // Side by side, each in its own bin/ and obj/.
        var artifacts = run.Publishes.Select(request => request.Arguments[request.Arguments.ToList().IndexOf("--artifacts-path") + 1]).ToList();
        Assert.Equal(2, artifacts.Distinct().Count());
        Assert.All(artifacts, path => Assert.StartsWith(Path.Combine(run.Repository.Cache, "build", "net8.0-"), path, StringComparison.Ordinal));
        Assert.True(run.SetupLines.Any(line => line.Contains("] net8.0: published net8.0", StringComparison.Ordinal)), string.Join("\n", run.SetupLines));
        Assert.Contains(run.SetupLines, line => line.Contains("] net8.0 (SystemTextJsonVersion=6.0.11): published net8.0", StringComparison.Ordinal));
    }

    [Fact]
    public async Task Cells_that_cannot_run_here_need_no_build()
    {
        using var run = new RunHarness { BuildAhead = true };

        var records = await run.RunAsync(Make(Net48, Stj));

        Assert.Equal("unsupported", records[0].Status);
        Assert.Empty(run.Publishes);
        Assert.Empty(run.SetupLines);
    }
}
