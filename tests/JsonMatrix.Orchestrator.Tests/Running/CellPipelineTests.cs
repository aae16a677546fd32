using System;
using System.IO;
using System.Linq;
using System.Threading;
using System.Threading.Tasks;
using JsonMatrix.Orchestrator.Cells;
using JsonMatrix.Orchestrator.Running.Execution;
using JsonMatrix.Orchestrator.Tests.Fakes;
using Xunit;
using static JsonMatrix.Orchestrator.Tests.Fakes.TestCells;

namespace JsonMatrix.Orchestrator.Tests.Running;

public sealed class CellPipelineTests
{
    [Fact]
    public async Task A_failed_publish_fails_every_cell_of_its_runtime_once_with_the_error_line_and_the_other_runtime_still_runs()
    {
        using var run = new RunHarness();

        var records = await run.RunAsync(Make(Net6, Stj), Make(Net6, NewtonsoftJson), Make(Net8, Stj));

        // A pass takes the runtimes in turn: net6.0, net8.0, net6.0.
        Assert.Equal(["failed", "ok", "failed"], records.Select(record => record.Status));
        Assert.All(records.Where(record => record.Runtime == "net6.0"), record => Assert.Equal(
            "publish of net6.0 (net6.0) failed: error NU1102: Unable to find package Microsoft.NETCore.App.Runtime.linux-x64 with version (= 6.0.36)",
            record.Reason));
        Assert.Single(run.Publishes, request => request.Arguments.Contains("net6.0"));
        Assert.All(records, record => Assert.True(File.Exists(Path.Combine(run.Repository.Out, "cells", record.Id, "cell.json"))));
    }

    [Fact]
    public async Task A_second_run_with_nothing_changed_publishes_nothing_and_says_publish_cached()
    {
        using var run = new RunHarness();
        await run.RunAsync(Make(Net8, Stj));
        var publishesBefore = run.Publishes.Count();

        var second = await run.RunAsync(Make(Net8, NewtonsoftJson));

        Assert.Equal(1, publishesBefore);
        Assert.Single(run.Publishes);
        var publish = second[0].Steps.Single(step => step.Name == "publish");
        Assert.True(publish.Cached);
        Assert.Equal($"publish cached ({second[0].PublishHash})", publish.Detail);
        Assert.Contains($"note {second[0].Id} publish cached ({second[0].PublishHash})", run.Progress.Lines);
    }

    [Fact]
    public async Task A_changed_bench_source_is_published_again_under_a_new_hash()
    {
        using var run = new RunHarness();
        var first = await run.RunAsync(Make(Net8, Stj));
        File.WriteAllText(Path.Combine(run.Repository.Root, "bench", "Program.cs"), "class P { int changed; }");

        var second = await run.RunAsync(Make(Net8, Stj));

        Assert.Equal(2, run.Publishes.Count());
        Assert.NotEqual(first[0].PublishHash, second[0].PublishHash);
    }

    [Fact]
    public async Task The_cells_of_one_runtime_share_one_publish_and_one_image_which_every_cell_checks()
    {
        using var run = new RunHarness();

        var records = await run.RunAsync(Make(Net8, Stj), Make(Net8, NewtonsoftJson));

        Assert.Single(run.Publishes);
        Assert.Single(run.Engine.Builds);
        Assert.Equal(2, run.Engine.Calls.Count(call => call.StartsWith("inspect jsonmatrix-bench:net8.0-", StringComparison.Ordinal)));
        Assert.Equal(records[0].Image, records[1].Image);
        Assert.Equal([false, true], records.Select(record => record.Steps.Single(step => step.Name == "image").Cached));
    }

    [Fact]
    public async Task The_publish_pins_the_runtime_and_passes_every_serializer_version_with_inbox_as_empty()
    {
        using var run = new RunHarness();

        await run.RunAsync(Make(Net8, NewtonsoftJson));

        var arguments = run.Publishes.Single().Arguments;
        Assert.Contains("-p:RuntimeFrameworkVersion=8.0.31", arguments);
        Assert.Contains("-p:SystemTextJsonVersion=", arguments);
        Assert.Contains("-p:NewtonsoftJsonVersion=13.0.4", arguments);
        Assert.Contains("--self-contained", arguments);
    }

    [Fact]
    public async Task A_validation_mismatch_makes_a_failed_cell_whose_reason_holds_the_diff()
    {
        using var run = new RunHarness();
        run.Engine.Bench = (_, output, _) =>
        {
            BenchOutput.WriteMismatch(output);
            return Task.FromResult(1);
        };

        var record = (await run.RunAsync(Make(Net8, Stj)))[0];

        Assert.Equal("failed", record.Status);
        Assert.Equal("validation mismatch: small: isVIP differs ($.isVIP: expected true, got false)", record.Reason);
        Assert.Equal(1, record.ExitCode);
        Assert.NotNull(record.LogExcerpt);
    }

    [Fact]
    public async Task A_cell_folder_holds_cell_json_log_txt_and_the_bench_outputs_and_the_container_is_removed()
    {
        using var run = new RunHarness();

        var record = (await run.RunAsync(Make(Net8, Stj)))[0];

        var folder = Path.Combine(run.Repository.Out, "cells", record.Id);
        Assert.True(File.Exists(Path.Combine(folder, "cell.json")));
        Assert.True(File.Exists(Path.Combine(folder, "metadata.json")));
        Assert.True(File.Exists(Path.Combine(folder, "bdn", "results", "Bench-report-full.json")));
        Assert.Contains("bench output", File.ReadAllText(Path.Combine(folder, "log.txt")));
        Assert.Equivalent(record, CellFolderReader.Record(folder), strict: true);
        Assert.Equal(["small:serialize-string", "small:deserialize-string"], CellFolderReader.Record(folder)!.Benchmarks);
        Assert.Contains("remove c1", run.Engine.Calls);
        Assert.Equal(["publish", "image", "run", "collect"], record.Steps.Select(step => step.Name));
    }

    [Fact]
    public async Task A_cell_that_outlives_its_timeout_fails_and_its_container_is_still_removed()
    {
        using var run = new RunHarness(timeout: TimeSpan.FromMilliseconds(200));
        run.Engine.Bench = async (_, _, cancellationToken) =>
        {
            await Task.Delay(Timeout.Infinite, cancellationToken);
            return 0;
        };

        var record = (await run.RunAsync(Make(Net8, Stj)))[0];

        Assert.Equal("failed", record.Status);
        Assert.StartsWith("timed out after", record.Reason, StringComparison.Ordinal);
        Assert.Contains("remove c1", run.Engine.Calls);
    }

    [Fact]
    public async Task An_unexpected_error_in_one_cell_fails_that_cell_only()
    {
        using var run = new RunHarness();
        var calls = 0;
        run.Engine.Bench = (_, output, _) =>
        {
            if (++calls == 1)
            {
                throw new IOException("disk full");
            }

            BenchOutput.WriteSuccess(output);
            return Task.FromResult(0);
        };

        var records = await run.RunAsync(Make(Net8, Stj), Make(Net8, NewtonsoftJson));

        Assert.Equal(["failed", "ok"], records.Select(record => record.Status));
        Assert.Contains("disk full", records[0].Reason, StringComparison.Ordinal);
    }

    [Fact]
    public async Task Overhead_is_wall_time_minus_one_time_set_up_and_the_bench_durations()
    {
        using var run = new RunHarness();

        var record = (await run.RunAsync(Make(Net8, Stj)))[0];

        Assert.Equal(2100, record.BenchMs);
        var setUp = record.Steps.Where(step => step.Shared).Sum(step => step.Milliseconds);
        Assert.Equal(["publish", "image"], record.Steps.Where(step => step.Shared).Select(step => step.Name));
        Assert.Equal(record.WallMs - setUp - 2100, record.OverheadMs);
    }

    [Fact]
    public async Task A_net48_cell_on_linux_is_unsupported_and_says_where_it_runs()
    {
        using var run = new RunHarness();

        var record = (await run.RunAsync(Make(Net48, Stj)))[0];

        Assert.Equal("unsupported", record.Status);
        Assert.Contains("Windows", record.Reason, StringComparison.Ordinal);
        Assert.Empty(run.Publishes);
    }

    [Fact]
    public async Task Process_isolation_runs_the_same_published_bench_with_the_same_arguments_pinned_to_the_cpu_set()
    {
        using var run = new RunHarness(Isolation.Process);

        var record = (await run.RunAsync(Make(Net8, Stj)))[0];

        Assert.Equal("ok", record.Status);
        Assert.Equal("process", record.Isolation);
        var bench = run.Processes.Requests.Single(request => request.FileName == "taskset");
        Assert.Equal(["-c", "1"], bench.Arguments.Take(2));
        Assert.EndsWith("JsonMatrix.Bench", bench.Arguments[2], StringComparison.Ordinal);
        var folder = Path.Combine(run.Repository.Out, "cells", record.Id);
        Assert.Equal(
            ["--serializer", "system-text-json", "--escaping", "default", "--lifetime", "cached", "--job", "quick",
             "--payloads", "small", "--operations", "serialize-string,deserialize-string", "--artifacts", Path.GetFullPath(folder),
             "--order", "forward", "--seed", BenchInvocation.Seed(record.RunId!, record.Id, 1)],
            bench.Arguments.Skip(3));
        Assert.Equal(new CellLimits("1", null), record.Limits);
        Assert.Empty(run.Engine.Calls);
    }
}
