using System;
using System.Collections.Concurrent;
using System.Linq;
using System.Threading;
using System.Threading.Tasks;
using JsonMatrix.Orchestrator.Matrix;
using JsonMatrix.Orchestrator.Running.Execution;
using JsonMatrix.Orchestrator.Tests.Fakes;
using Xunit;
using static JsonMatrix.Orchestrator.Tests.Fakes.TestCells;

namespace JsonMatrix.Orchestrator.Tests.Running;

public sealed class ParallelCoreSetTests
{
    [Fact]
    public async Task With_two_core_sets_two_cells_run_at_once_never_two_on_one_set_and_records_keep_the_cells_order()
    {
        using var run = new RunHarness(Isolation.Process) { Limits = new ContainerLimits("1", 1L << 31) { CpuSets = ["1", "2-3"] } };
        var running = new ConcurrentDictionary<string, int>();
        var overlaps = 0;
        var mostAtOnce = 0;
        var atOnce = 0;
        // The first two cells wait for each other (a sleep would only make overlap likely, and a loaded machine
        // can run them one after another): two at once is then proven, not hoped for.
        using var firstTwo = new CountdownEvent(2);
        run.LocalBench = request =>
        {
            // taskset -c <set> <bench> ... --artifacts DIR
            var set = request.Arguments[1];
            if (running.AddOrUpdate(set, 1, (_, count) => count + 1) > 1) Interlocked.Increment(ref overlaps);
            var now = Interlocked.Increment(ref atOnce);
            InterlockedMax(ref mostAtOnce, now);
            if (firstTwo.TrySignal())
            {
                firstTwo.Wait(TimeSpan.FromSeconds(30));
            }

            Thread.Sleep(20);
            Interlocked.Decrement(ref atOnce);
            running.AddOrUpdate(set, 0, (_, count) => count - 1);
            BenchOutput.WriteSuccess(request.Arguments[request.Arguments.ToList().IndexOf("--artifacts") + 1]);
            return FakeProcessRunner.Succeeded("bench output\n");
        };
        var cells = new[]
        {
            Make(Net8, Stj), Make(Net8, NewtonsoftJson), Make(Net8, Stj, lifetime: "per-call"), Make(Net8, NewtonsoftJson, lifetime: "per-call"),
            Make(Net8, Stj, escaping: "relaxed"), Make(Net8, NewtonsoftJson, escaping: "relaxed"),
        };

        var records = await run.RunAsync(cells);

        Assert.Equal(cells.Select(c => c.Id), records.Select(r => r.Id));
        Assert.All(records, record => Assert.Equal("ok", record.Status));
        Assert.Equal(0, overlaps);
        Assert.Equal(2, mostAtOnce);
        Assert.Equal(["1", "2-3"], records.Select(r => r.Limits.Cpuset!).Distinct().Order());
    }

    [Fact]
    public async Task With_one_core_set_cells_run_strictly_one_after_another_on_it()
    {
        using var run = new RunHarness(Isolation.Process);
        var atOnce = 0;
        var mostAtOnce = 0;
        run.LocalBench = request =>
        {
            InterlockedMax(ref mostAtOnce, Interlocked.Increment(ref atOnce));
            Thread.Sleep(50);
            Interlocked.Decrement(ref atOnce);
            BenchOutput.WriteSuccess(request.Arguments[request.Arguments.ToList().IndexOf("--artifacts") + 1]);
            return FakeProcessRunner.Succeeded();
        };

        var records = await run.RunAsync(Make(Net8, Stj), Make(Net8, NewtonsoftJson), Make(Net8, Stj, lifetime: "per-call"));

        Assert.Equal(1, mostAtOnce);
        Assert.All(records, record => Assert.Equal("1", record.Limits.Cpuset));
    }

    private static void InterlockedMax(ref int target, int value)
    {
        int seen;
        while ((seen = Volatile.Read(ref target)) < value && Interlocked.CompareExchange(ref target, value, seen) != seen)
        {
        }
    }
}

internal static class CountdownEventExtensions
{
    /// <summary>Signals once if the count has not reached zero yet; false once it has.</summary>
    public static bool TrySignal(this CountdownEvent countdown)
    {
        if (countdown.IsSet)
        {
            return false;
        }

        try
        {
            countdown.Signal();
            return true;
        }
        catch (InvalidOperationException)
        {
            return false; // another cell took the last signal between IsSet and Signal
        }
    }
}
