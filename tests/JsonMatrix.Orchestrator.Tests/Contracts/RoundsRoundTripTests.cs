using System.IO;
using System.Linq;
using System.Text;
using JsonMatrix.Contracts.Cells;
using Xunit;

namespace JsonMatrix.Orchestrator.Tests.Contracts;

/// <summary>rounds.json through the bench's writer and back through the merge's reader, and what the reader refuses.</summary>
public sealed class RoundsRoundTripTests
{
    [Fact]
    public void Every_field_reads_back_as_written_samples_to_a_hundredth_of_a_nanosecond()
    {
        var written = Result(yardstick: true);

        var (read, error) = RoundsResultJson.Read(Text(written));

        Assert.Null(error);
        Assert.Equal((written.Seed, written.SampleTargetMs, written.Rounds, written.Yardstick, written.YardstickVersion, written.CompiledMethods, written.MeasurementMs),
            (read!.Seed, read.SampleTargetMs, read.Rounds, read.Yardstick, read.YardstickVersion, read.CompiledMethods, read.MeasurementMs));
        Assert.Equal(new[] { 1234.57, 1200.0, 1250.25 }, read.Benchmarks[0].Ns);
        Assert.Equal(new[] { 800.0, 790.5, 810.0 }, read.Benchmarks[0].YardstickNs!);
        Assert.Equal(written.Benchmarks.Select(b => (b.Payload, b.Operation, b.Calls, b.YardstickCalls)), read.Benchmarks.Select(b => (b.Payload, b.Operation, b.Calls, b.YardstickCalls)));
        Assert.Equal(written.Order.Select(o => string.Join(",", o.Benchmarks) + string.Join(",", o.YardstickFirst)),
            read.Order.Select(o => string.Join(",", o.Benchmarks) + string.Join(",", o.YardstickFirst)));
    }

    [Fact]
    public void A_benchmark_sampled_on_a_collected_heap_reads_back_so_and_one_written_before_reads_false()
    {
        var written = Result(yardstick: true);
        written = written with { Benchmarks = [written.Benchmarks[0] with { CollectedBefore = true }, .. written.Benchmarks.Skip(1)] };

        var text = Text(written);
        var (read, error) = RoundsResultJson.Read(text);

        Assert.Null(error);
        Assert.True(read!.Benchmarks[0].CollectedBefore);
        Assert.All(read.Benchmarks.Skip(1), b => Assert.False(b.CollectedBefore));
        Assert.Equal(1, text.Split("collectedBefore").Length - 1);
    }

    [Fact]
    public void Each_pairs_cpu_and_probe_and_the_rounds_wait_read_back_and_a_round_without_a_gate_reads_null()
    {
        var written = Result(yardstick: true);
        written = written with
        {
            Order = [written.Order[0] with { Cpus = [1, 0], ProbeNs = [0.60341, 0.871], WaitedMs = 20.5 }, written.Order[1], written.Order[2]],
        };

        var (read, error) = RoundsResultJson.Read(Text(written));

        Assert.Null(error);
        Assert.Equal(new[] { 1, 0 }, read!.Order[0].Cpus);
        Assert.Equal(new[] { 0.6034, 0.871 }, read.Order[0].ProbeNs);
        Assert.Equal(20.5, read.Order[0].WaitedMs);
        Assert.Equal((null, null, null), (read.Order[1].Cpus, read.Order[1].ProbeNs, read.Order[1].WaitedMs));
    }

    [Theory]
    [InlineData("\"cpus\":[1,0]", "\"cpus\":[1]", "$.order[0] has 1 CPUs and 2 probes for 2 pairs")]
    [InlineData("\"cpus\":[1,0]", "\"cpus\":[1,-3]", "$.order[0].cpus must hold CPU numbers")]
    [InlineData("\"probeNs\":[0.6,0.9]", "\"probeNs\":[0.6,0]", "$.order[0].probeNs must hold positive numbers of nanoseconds")]
    [InlineData("\"waitedMs\":0", "\"waitedMs\":\"long\"", "$.order[0].waitedMs")]
    public void A_gate_record_that_does_not_fit_its_round_is_refused(string find, string replace, string expected)
    {
        var written = Result(yardstick: true);
        var text = Text(written with { Order = [written.Order[0] with { Cpus = [1, 0], ProbeNs = [0.6, 0.9], WaitedMs = 0 }, written.Order[1], written.Order[2]] });
        Assert.Contains(find, text);

        var (read, error) = RoundsResultJson.Read(text.Replace(find, replace));

        Assert.Null(read);
        Assert.Contains(expected, error);
    }

    [Fact]
    public void The_yardsticks_own_cell_reads_back_without_yardstick_samples()
    {
        var (read, error) = RoundsResultJson.Read(Text(Result(yardstick: false)));

        Assert.Null(error);
        Assert.Null(read!.Yardstick);
        Assert.All(read.Benchmarks, b => Assert.Null(b.YardstickNs));
    }

    [Theory]
    [InlineData("\"ns\":[1234.57,1200,1250.25]", "\"ns\":[1234.57,1200]", "$.benchmarks[0].ns has 2 samples for 3 rounds")]
    [InlineData("\"ns\":[1234.57,1200,1250.25]", "\"ns\":[1234.57,-1,1250.25]", "$.benchmarks[0].ns[1] must be a positive number of nanoseconds")]
    [InlineData("\"ns\":[1234.57,1200,1250.25]", "\"ns\":\"fast\"", "$.benchmarks[0].ns must be an array")]
    [InlineData("\"schemaVersion\":1", "\"schemaVersion\":9", "has schemaVersion 9")]
    public void A_damaged_file_is_refused_with_the_path_and_the_problem(string find, string replace, string expected)
    {
        var text = Text(Result(yardstick: true));
        Assert.Contains(find, text);

        var (read, error) = RoundsResultJson.Read(text.Replace(find, replace));

        Assert.Null(read);
        Assert.Contains(expected, error);
    }

    private static RoundsResult Result(bool yardstick) => new(RoundsResult.CurrentSchemaVersion, 42, 2, 3, yardstick ? "floor" : null, "8.0.1125.51716",
        [
            new RoundsBenchmark("person", "serialize-string", 1600, yardstick ? 2400 : null, [1234.5678, 1200, 1250.25], yardstick ? [800, 790.5, 810] : null),
            new RoundsBenchmark("person", "deserialize-string", 700, yardstick ? 650 : null, [3000, 3100, 2950], yardstick ? [3300, 3350, 3290] : null),
        ],
        [new RoundOrder([1, 0], [true, false]), new RoundOrder([0, 1], [false, false]), new RoundOrder([0, 1], [true, true])],
        12, 345);

    private static string Text(RoundsResult result)
    {
        using var stream = new MemoryStream();
        RoundsResultJson.Write(stream, result);
        return Encoding.UTF8.GetString(stream.ToArray());
    }
}
