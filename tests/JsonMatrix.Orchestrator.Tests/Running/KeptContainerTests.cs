using System;
using System.IO;
using System.Linq;
using System.Threading;
using System.Threading.Tasks;
using JsonMatrix.Orchestrator.Cells;
using JsonMatrix.Orchestrator.Matrix;
using JsonMatrix.Orchestrator.Running.Execution;
using JsonMatrix.Orchestrator.Tests.Fakes;
using Xunit;
using static JsonMatrix.Orchestrator.Tests.Fakes.TestCells;

namespace JsonMatrix.Orchestrator.Tests.Running;

/// <summary>A micro cell's processes run as commands in one container of the cell's, kept until the run ends.</summary>
public sealed class KeptContainerTests
{
    [Fact]
    public async Task A_cells_processes_run_in_one_container_each_in_a_folder_of_its_own_and_the_run_removes_it_at_its_end()
    {
        using var run = new RunHarness { Repeats = 3 };
        Cell a = Make(Net8, Stj), b = Make(Net8, NewtonsoftJson);

        var records = await run.RunAsync(CellPass.Alternating([a, b], 3));

        Assert.All(records, record => Assert.Equal("ok", record.Status));
        // Two cells, two containers, six commands; each container removed once, after its cell's last process.
        Assert.Equal(2, run.Engine.Started.Count);
        Assert.All(run.Engine.Started, spec => Assert.True(spec.Kept));
        Assert.Equal(6, run.Engine.Execs.Count);
        Assert.Equal(2, run.Engine.Calls.Count(call => call.StartsWith("remove", StringComparison.Ordinal)));
        var lastExec = run.Engine.Calls.FindLastIndex(call => call.StartsWith("exec", StringComparison.Ordinal));
        Assert.True(run.Engine.Calls.FindIndex(call => call.StartsWith("remove", StringComparison.Ordinal)) > lastExec);
        Assert.All(run.Engine.Execs, exec =>
        {
            var command = exec.Command.ToList();
            Assert.Equal(KeptContainers.ProcessOutputPath, command[command.IndexOf("--artifacts") + 1]);
            Assert.Equal("/app/JsonMatrix.Bench", command[command.IndexOf(KeptContainers.ProcessOutputPath) + 1]);
        });
        // Each process's outputs land in its own repeat folder: the folder a command writes is emptied before it runs.
        foreach (var record in records)
        {
            Assert.True(File.Exists(Path.Combine(run.Repository.Out, "cells", record.Id, $"repeat-{record.Repeat}", "metadata.json")));
        }
    }

    [Fact]
    public async Task A_process_that_times_out_takes_its_container_with_it_and_the_cells_next_process_gets_a_new_one()
    {
        using var run = new RunHarness(timeout: TimeSpan.FromMilliseconds(300)) { Repeats = 2 };
        var calls = 0;
        run.Engine.Bench = async (_, output, cancellationToken) =>
        {
            if (Interlocked.Increment(ref calls) == 1)
            {
                await Task.Delay(Timeout.Infinite, cancellationToken);
            }

            BenchOutput.WriteSuccess(output);
            return 0;
        };

        var records = await run.RunAsync(CellPass.Alternating([Make(Net8, Stj)], 2));

        Assert.Equal(["failed", "ok"], records.Select(record => record.Status));
        Assert.StartsWith("timed out after", records[0].Reason, StringComparison.Ordinal);
        Assert.Equal(2, run.Engine.Started.Count);
        Assert.True(run.Engine.Calls.IndexOf("remove c1") < run.Engine.Calls.IndexOf("start c2 " + run.Engine.Started[1].Image));
        Assert.Contains("remove c2", run.Engine.Calls);
    }

    [Fact]
    public async Task At_the_runs_end_its_kept_containers_are_removed_at_once_not_one_after_another()
    {
        var engine = new FakeContainerEngine();
        var kept = new KeptContainers(engine);
        var spec = new JsonMatrix.Orchestrator.Docker.ContainerSpec("n", "jsonmatrix-bench:net8.0-1", [], new System.Collections.Generic.Dictionary<string, string>(),
            "10001:10001", "0-1", 1L << 31, "/out", new System.Collections.Generic.Dictionary<string, string>()) { Kept = true };
        foreach (var cell in new[] { "a", "b", "c" })
        {
            Assert.True((await kept.GetAsync(KeptContainers.Key(cell, spec), spec, CancellationToken.None)).IsSuccess);
        }

        // Each removal waits until all three have begun: one after another, the first would wait for ever.
        var begun = 0;
        var all = new TaskCompletionSource(TaskCreationOptions.RunContinuationsAsynchronously);
        engine.BeforeRemove = async _ =>
        {
            if (Interlocked.Increment(ref begun) == 3) all.SetResult();
            await all.Task.WaitAsync(TimeSpan.FromSeconds(10));
        };

        await kept.RemoveAllAsync();

        Assert.Equal(3, engine.Removed.Count);
    }

    [Fact]
    public void A_cell_keeps_a_container_per_core_set_image_and_memory_limit_it_runs_with()
    {
        var spec = new JsonMatrix.Orchestrator.Docker.ContainerSpec("n", "jsonmatrix-bench:net8.0-1", [], new System.Collections.Generic.Dictionary<string, string>(),
            "10001:10001", "1", 1L << 31, "/out", new System.Collections.Generic.Dictionary<string, string>());

        Assert.Equal(KeptContainers.Key("cell", spec), KeptContainers.Key("cell", spec with { Name = "other" }));
        Assert.NotEqual(KeptContainers.Key("cell", spec), KeptContainers.Key("cell", spec with { CpuSet = "2-3" }));
        Assert.NotEqual(KeptContainers.Key("cell", spec), KeptContainers.Key("cell", spec with { Image = "jsonmatrix-bench:net8.0-2" }));
        Assert.NotEqual(KeptContainers.Key("cell", spec), KeptContainers.Key("cell", spec with { MemoryBytes = 1L << 30 }));
        Assert.NotEqual(KeptContainers.Key("cell", spec), KeptContainers.Key("other", spec));
    }

    [Fact]
    public void The_command_empties_the_process_folder_and_keeps_a_shell_as_the_bench_s_parent()
    {
        var command = KeptContainers.Command(["mono", "/app/JsonMatrix.Bench.exe"], ["--serializer", "newtonsoft"]);

        // `"$@"; exit $?`: the bench is not the shell's last command, so the shell waits for it rather than becoming it.
        Assert.Equal(["sh", "-c", "rm -rf \"$0\" && mkdir -p \"$0\" && \"$@\"; exit $?", KeptContainers.ProcessOutputPath,
            "mono", "/app/JsonMatrix.Bench.exe", "--serializer", "newtonsoft"], command);
    }
}
