using System;
using System.Collections.Generic;
using System.Linq;
using JsonMatrix.Bench.Measuring;
using Xunit;

namespace JsonMatrix.Bench.Tests.Measuring;

/// <summary>The lean job's rounds, driven by a sampler that times nothing: it logs which call it was given and answers
/// with a fixed time per call for each, so the order, the pairing and the calls per sample can be checked exactly.</summary>
public sealed class RoundSchedulerTests
{
    private static readonly RoundSettings Settings = new(Rounds: 12, SampleTarget: TimeSpan.FromMilliseconds(2));

    [Fact]
    public void Every_benchmark_has_one_sample_per_round_and_its_yardstick_one_beside_it()
    {
        var (entries, _) = Entries(3, withYardstick: true);

        var result = RoundScheduler.Run(entries, Settings, seed: 1, () => 0, new FakeSampler(Ns).Sample);

        Assert.Equal(12, result.Rounds);
        Assert.All(result.Benchmarks, b =>
        {
            Assert.Equal(12, b.Ns.Count);
            Assert.Equal(12, b.YardstickNs!.Count);
        });
        Assert.Equal("floor", result.Yardstick);
        Assert.Equal(0, result.CompiledMethods);
    }

    [Fact]
    public void A_gate_is_passed_before_every_pair_and_each_pairs_cpu_probe_and_the_rounds_wait_are_recorded()
    {
        var (entries, _) = Entries(2, withYardstick: true);
        var sampler = new FakeSampler(Ns);
        var host = new FakeHost(cpus: 2) { Log = sampler.Log };
        var gate = host.Gate();

        var result = RoundScheduler.Run(entries, Settings, seed: 3, () => 0, sampler.Sample, gate: gate);

        // The unrecorded first round passes the gate too; every pair follows a gate.
        var log = sampler.Log.SkipWhile(name => name != "gate").ToList();
        Assert.Equal(Enumerable.Repeat(3, (Settings.Rounds + 1) * 2), Chunks(log, "gate").Select(chunk => chunk.Count));
        Assert.All(result.Order, o =>
        {
            Assert.Equal(new[] { 1, 1 }, o.Cpus);
            Assert.Equal(new[] { 0.5, 0.5 }, o.ProbeNs);
            Assert.Equal(0, o.WaitedMs);
        });
    }

    [Fact]
    public void Without_a_gate_no_round_has_cpus()
    {
        var (entries, _) = Entries(2, withYardstick: true);

        var result = RoundScheduler.Run(entries, Settings, seed: 3, () => 0, new FakeSampler(Ns).Sample);

        Assert.All(result.Order, o => Assert.Null(o.Cpus));
    }

    [Fact]
    public void The_fastest_cpu_is_the_smallest_probe_and_the_first_of_equals()
    {
        Assert.Equal(1, FastCpu.Fastest([0.9, 0.6]));
        Assert.Equal(0, FastCpu.Fastest([0.6, 0.6, 0.7]));
        Assert.Equal(2, FastCpu.Fastest([0.9, 0.8, 0.7]));
    }

    /// <summary>The log cut at each <paramref name="marker"/>: each chunk is the marker and what followed it.</summary>
    private static List<List<string>> Chunks(IReadOnlyList<string> log, string marker)
    {
        var chunks = new List<List<string>>();
        foreach (var name in log)
        {
            if (name == marker) chunks.Add([]);
            chunks[^1].Add(name);
        }

        return chunks;
    }

    [Fact]
    public void In_the_yardsticks_own_cell_there_are_no_yardstick_samples()
    {
        var (entries, _) = Entries(2, withYardstick: false);

        var result = RoundScheduler.Run(entries, Settings, seed: 1, () => null, new FakeSampler(Ns).Sample);

        Assert.Null(result.Yardstick);
        Assert.All(result.Benchmarks, b => Assert.Null(b.YardstickNs));
        Assert.Null(result.CompiledMethods);
    }

    [Fact]
    public void Each_sample_is_taken_right_before_or_right_after_its_yardstick_and_the_round_order_is_recorded()
    {
        var (entries, names) = Entries(4, withYardstick: true);
        var sampler = new FakeSampler(Ns);

        var result = RoundScheduler.Run(entries, Settings, seed: 7, () => 0, sampler.Sample);

        // The timed samples follow the calibration and the unrecorded first round; each recorded round is 8 samples.
        var timed = sampler.Log.Skip(sampler.Log.Count - (Settings.Rounds * 8)).ToList();
        for (var round = 0; round < Settings.Rounds; round++)
        {
            var order = result.Order[round];
            Assert.Equal(new[] { 0, 1, 2, 3 }, order.Benchmarks.OrderBy(i => i));
            for (var position = 0; position < 4; position++)
            {
                var pair = timed.Skip((round * 8) + (position * 2)).Take(2).ToList();
                var benchmark = names[order.Benchmarks[position]];
                Assert.Equal(order.YardstickFirst[position] ? new[] { "y:" + benchmark, benchmark } : new[] { benchmark, "y:" + benchmark }, pair);
            }
        }
    }

    [Fact]
    public void The_same_seed_gives_the_same_order_and_another_seed_another()
    {
        var (entries, _) = Entries(6, withYardstick: true);

        var first = RoundScheduler.Schedule(entries, 20, seed: 42);
        var again = RoundScheduler.Schedule(entries, 20, seed: 42);
        var other = RoundScheduler.Schedule(entries, 20, seed: 43);

        Assert.Equal(Flatten(first), Flatten(again));
        Assert.NotEqual(Flatten(first), Flatten(other));
        Assert.True(first.Select(o => string.Join(",", o.Benchmarks)).Distinct().Count() > 10, "each round draws a fresh order");
    }

    [Theory]
    [InlineData(1_000, 2_000)]
    [InlineData(1_000_000, 2)]
    [InlineData(5_000_000, 1)]
    public void A_sample_takes_as_many_calls_as_fill_its_target(double nanosecondsPerCall, long expectedCalls)
    {
        var calls = RoundScheduler.CallsPerSample(() => { }, targetNs: 2_000_000, (_, _) => nanosecondsPerCall);

        Assert.Equal(expectedCalls, calls);
    }

    [Fact]
    public void A_slow_first_timing_does_not_set_the_count_the_median_of_the_calibration_samples_does()
    {
        // The first call met a collection or a slow spell (600 µs); the code takes 100 µs a call, one calibration sample of
        // the six ran slow again and one fast.
        var timings = 0;
        RoundScheduler.Sampler sampler = (_, _) => ++timings switch { 1 => 600_000, 4 => 250_000, 6 => 80_000, _ => 100_000 };

        var calls = RoundScheduler.CallsPerSample(() => { }, targetNs: 2_000_000, sampler);

        Assert.Equal(20, calls);
        Assert.Equal(1 + RoundScheduler.CalibrationSamples, timings);
    }

    [Fact]
    public void A_yardstick_s_count_comes_from_its_fastest_timing_so_a_slow_spell_beside_it_does_not_shorten_its_samples()
    {
        // Right after a per-call cell's calls the floor ran three times slower for most of its calibration (3 µs a call in
        // the batches that find the count and four of the six samples, then 1 µs): the median would give a third of the
        // calls, the fastest gives the count its rounds run at.
        var timings = 0;
        RoundScheduler.Sampler sampler = (_, _) => ++timings <= 9 ? 3_000 : 1_000;

        var yardstick = RoundScheduler.CallsPerSample(() => { }, targetNs: 2_000_000, sampler, fromFastest: true);
        timings = 0;
        var benchmark = RoundScheduler.CallsPerSample(() => { }, targetNs: 2_000_000, sampler);

        Assert.Equal(2_000, yardstick);
        Assert.Equal(667, benchmark);
    }

    [Fact]
    public void The_rounds_take_each_yardstick_s_count_from_its_fastest_timing_and_each_benchmark_s_from_the_median()
    {
        var slowFirst = new Dictionary<Action, int>();
        Action benchmark = () => { };
        Action yardstick = () => { };
        RoundScheduler.Sampler sampler = (action, _) =>
        {
            var n = slowFirst[action] = slowFirst.GetValueOrDefault(action) + 1;
            return n <= 9 ? 3_000 : 1_000;
        };

        var result = RoundScheduler.Run([new RoundEntry("small", "serialize-string", benchmark, yardstick)],
            new RoundSettings(3, TimeSpan.FromMilliseconds(2)), seed: 1, () => null, sampler);

        Assert.Equal(667, result.Benchmarks[0].Calls);
        Assert.Equal(2_000, result.Benchmarks[0].YardstickCalls);
    }

    [Theory]
    [InlineData(0.0, 2)]   // no collection: a sample of two calls
    [InlineData(0.34, 2)]  // one sample in three holds a collection: an outlier the median sets aside
    [InlineData(0.7, 6)]   // nearly every other sample would: three times as many calls, two collections a sample
    [InlineData(1.0, 4)]
    [InlineData(3.0, 2)]   // several in every sample already
    public void A_call_that_allocates_enough_for_a_collection_every_other_sample_gets_longer_samples(double collectionsPerSample, long expectedCalls)
    {
        // A call takes 1 ms, so a sample of the 2 ms target is two calls; no allocation counter: the collections are counted.
        var count = 0.0;
        RoundScheduler.Sampler sampler = (_, calls) =>
        {
            count += collectionsPerSample * calls / 2;
            return 1_000_000;
        };

        var calls = RoundScheduler.CallsPerSample(() => { }, targetNs: 2_000_000, sampler, () => (int)Math.Floor(count));

        Assert.Equal(expectedCalls, calls);
    }

    [Theory]
    [InlineData(4, 0.3, 2)] // the six samples met four collections (counted: two in three samples); the bytes say one in three, rare
    [InlineData(0, 0.7, 6)] // they met none; the bytes say nearly every other sample holds one
    public void With_an_allocation_counter_a_call_s_bytes_decide_how_many_collections_a_sample_holds_not_the_six_samples_count(
        int counted, double collectionsPerSampleByBytes, long expectedCalls)
    {
        // A call takes 1 ms and allocates 1 MB; the warm-up allocated 2 MB / collectionsPerSampleByBytes per collection.
        long bytes = 0;
        var sampled = 0;
        var collections = 0;
        RoundScheduler.Sampler sampler = (_, calls) =>
        {
            bytes += calls * 1_000_000;
            if (++sampled == 2) collections += counted;
            return 1_000_000;
        };
        var budget = new CollectionBudget(Bytes: (long)(200_000_000 / collectionsPerSampleByBytes), Collections: 100);

        var calls = RoundScheduler.CallsPerSample(() => { }, targetNs: 2_000_000, sampler, () => collections, new GcMeter(() => bytes, budget));

        Assert.Equal(expectedCalls, calls);
    }

    [Theory]
    [InlineData(0.46, 1_000, 652)]   // just under the rule's edge: the rule keeps 1,000 calls, a per-call yardstick 0.3 collections' worth
    [InlineData(0.54, 4_000, 556)]   // just over it: the rule makes 4,000, a per-call yardstick the same 0.3 collections' worth
    [InlineData(0.2, 1_000, 1_000)]  // already fewer: the count its timing gave
    [InlineData(0.0, 1_000, 1_000)]  // the warm-up met no collection
    public void A_per_call_cells_yardstick_holds_at_most_0_3_collections_a_sample_on_either_side_of_the_rules_edge(
        double collectionsPerSample, long ruleCalls, long perCallCalls)
    {
        // A floor call takes 2 µs and allocates 1 KB: the 2 ms target is 1,000 calls, 1 MB a sample.
        long bytes = 0;
        RoundScheduler.Sampler sampler = (_, calls) =>
        {
            bytes += calls * 1_000;
            return 2_000;
        };
        var budget = collectionsPerSample == 0 ? new CollectionBudget(1, 0) : new CollectionBudget(Bytes: (long)(100_000_000 / collectionsPerSample), Collections: 100);
        var meter = new GcMeter(() => bytes, budget);

        Assert.Equal(ruleCalls, RoundScheduler.CallsPerSample(() => { }, targetNs: 2_000_000, sampler, () => 0, meter, fromFastest: true));
        Assert.Equal(perCallCalls, RoundScheduler.CallsPerSample(() => { }, targetNs: 2_000_000, sampler, () => 0, meter, fromFastest: true, perCallYardstick: true));
    }

    [Fact]
    public void The_warm_up_s_budget_is_its_bytes_per_collection()
    {
        long bytes = 0;
        var collections = 0;

        var (_, budget) = CollectionBudget.Measure(() => { bytes += 30_000_000; collections += 3; return 0; }, () => bytes, () => collections);

        Assert.Equal(new CollectionBudget(30_000_000, 3), budget);
        Assert.Equal(1.0, budget.CollectionsIn(bytesPerCall: 1_000_000, calls: 10), 6);
        Assert.Equal(0, new CollectionBudget(30_000_000, 0).CollectionsIn(1_000_000, 10));
    }

    [Fact]
    public void Samples_are_what_the_sampler_measured()
    {
        var (entries, names) = Entries(2, withYardstick: true);

        var result = RoundScheduler.Run(entries, Settings, seed: 3, () => 0, new FakeSampler(Ns).Sample);

        Assert.All(result.Benchmarks.Select((b, i) => (b, i)), x =>
        {
            Assert.All(x.b.Ns, ns => Assert.Equal(Ns(names[x.i]), ns));
            Assert.All(x.b.YardstickNs!, ns => Assert.Equal(Ns("y:" + names[x.i]), ns));
        });
    }

    private static double Ns(string name) => name.StartsWith("y:", StringComparison.Ordinal) ? 500 : 1000 + name.Length;

    private static string Flatten(IReadOnlyList<JsonMatrix.Contracts.Cells.RoundOrder> order) =>
        string.Join("|", order.Select(o => string.Join(",", o.Benchmarks) + ":" + string.Join(",", o.YardstickFirst)));

    /// <summary>Benchmarks "b0", "b1", … whose calls the sampler recognises by their target (a name box).</summary>
    private static (IReadOnlyList<RoundEntry> Entries, IReadOnlyList<string> Names) Entries(int count, bool withYardstick)
    {
        var names = Enumerable.Range(0, count).Select(i => "b" + i).ToList();
        var entries = names.Select(n => new RoundEntry("person", n, new Named(n).Call, withYardstick ? new Named("y:" + n).Call : null)).ToList();
        return (entries, names);
    }

    private sealed class Named(string name)
    {
        public string Name { get; } = name;

        public void Call()
        {
        }
    }

    private sealed class FakeSampler(Func<string, double> nanoseconds)
    {
        public List<string> Log { get; } = [];

        public double Sample(Action action, long calls)
        {
            var name = ((Named)action.Target!).Name;
            Log.Add(name);
            return nanoseconds(name);
        }
    }
}
