using System;
using System.Collections.Generic;
using System.Linq;
using JsonMatrix.Bench.Measuring;
using Xunit;

namespace JsonMatrix.Bench.Tests.Measuring;

/// <summary>A call whose result lands on the large object heap is sampled on a collected heap, a fixed number of calls
/// on both sides (<see cref="LargeResult"/>).</summary>
public sealed class LargeResultTests
{
    // A JSON of 110,000 characters: a 220 KB string, twice list-1000's.
    private static readonly string ListJson = new('x', 110_000);

    [Theory]
    [InlineData("serialize-string", 220_000)]
    [InlineData("round-trip", 220_000)]
    [InlineData("serialize-utf8", 110_000)]
    [InlineData("serialize-stream", 0)]
    [InlineData("deserialize-string", 0)]
    [InlineData("deserialize-utf8", 0)]
    public void Only_a_result_of_85_000_bytes_or_more_is_large(string operation, int bytes)
    {
        Assert.Equal(bytes, LargeResult.BytesOf(operation, ListJson));
        Assert.Equal(0, LargeResult.BytesOf(operation, new string('x', 1_000)));
    }

    [Fact]
    public void Strings_count_two_bytes_a_character_against_the_threshold()
    {
        Assert.Equal(0, LargeResult.BytesOf("serialize-utf8", new string('x', 50_000)));
        Assert.Equal(100_000, LargeResult.BytesOf("serialize-string", new string('x', 50_000)));
    }

    [Theory]
    [InlineData(110_000, 3)]    // list-1000's string
    [InlineData(85_000, 4)]
    [InlineData(2_000_000, 1)]  // larger than a sample's share: one call
    public void A_sample_holds_as_many_results_as_fit_in_its_bytes_and_at_least_one(int bytes, long calls) =>
        Assert.Equal(calls, LargeResult.CallsPerSample(bytes));

    [Fact]
    public void A_large_result_is_sampled_the_same_number_of_calls_on_both_sides_without_a_calibration()
    {
        var timed = new List<(Action Action, long Calls)>();
        Action benchmark = () => { };
        Action yardstick = () => { };
        RoundScheduler.Sampler sampler = (action, calls) =>
        {
            timed.Add((action, calls));
            return action == benchmark ? 300_000 : 50_000;
        };

        var result = RoundScheduler.Run([new RoundEntry("list-1000", "serialize-string", benchmark, yardstick, 220_000)],
            new RoundSettings(3, TimeSpan.FromMilliseconds(2)), seed: 1, () => null, sampler);

        Assert.Equal(LargeResult.SampleBytes / 220_000, result.Benchmarks[0].Calls);
        Assert.Equal(result.Benchmarks[0].Calls, result.Benchmarks[0].YardstickCalls);
        // One unrecorded round of single calls, then three rounds of the same count a side: nothing timed to calibrate.
        Assert.Equal(2 + (3 * 2), timed.Count);
        Assert.All(timed.Skip(2), t => Assert.Equal(result.Benchmarks[0].Calls, t.Calls));
        Assert.True(result.Benchmarks[0].CollectedBefore);
    }

    [Fact]
    public void Each_sample_of_a_large_result_and_of_its_yardstick_starts_on_a_collected_heap_and_no_other_does()
    {
        var log = new List<string>();
        Action large = () => { };
        Action largeYardstick = () => { };
        Action small = () => { };
        Action smallYardstick = () => { };
        var names = new Dictionary<Action, string> { [large] = "large", [largeYardstick] = "large:y", [small] = "small", [smallYardstick] = "small:y" };
        RoundScheduler.Sampler sampler = (action, calls) =>
        {
            log.Add(names[action]);
            return 1_000;
        };

        RoundScheduler.Run(
            [new RoundEntry("list-1000", "serialize-string", large, largeYardstick, 220_000), new RoundEntry("small", "serialize-string", small, smallYardstick)],
            new RoundSettings(4, TimeSpan.FromMilliseconds(2)), seed: 5, () => null, sampler, collectHeap: () => log.Add("collect"));

        // The rounds (one unrecorded, four recorded) follow the small entry's calibration, which never collects.
        var rounds = log.Skip(log.IndexOf("collect") - 2).ToList();
        Assert.Equal(5 * 2, rounds.Count(name => name == "collect"));
        for (var i = 0; i < rounds.Count; i++)
        {
            if (rounds[i].StartsWith("large", StringComparison.Ordinal)) Assert.Equal("collect", rounds[i - 1]);
            if (rounds[i].StartsWith("small", StringComparison.Ordinal) && i > 0) Assert.NotEqual("collect", rounds[i - 1]);
        }
    }
}
