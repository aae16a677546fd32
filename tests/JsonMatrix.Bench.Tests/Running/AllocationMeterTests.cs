using System;
using JsonMatrix.Bench.Benchmarks;
using JsonMatrix.Bench.Payloads;
using JsonMatrix.Bench.Running;
using JsonMatrix.Bench.Serializers;
using Xunit;

namespace JsonMatrix.Bench.Tests.Running;

/// <summary>Alone: steadiness waits for a stretch without JIT compilation anywhere in the process, which tests
/// running in parallel would keep from coming.</summary>
[CollectionDefinition(nameof(AllocationMeterTests), DisableParallelization = true)]
public class AllocationMeterCollection
{
}

[Collection(nameof(AllocationMeterTests))]
public class AllocationMeterTests
{
    [Fact]
    public void One_off_allocations_of_the_first_batches_are_left_out_once_batches_repeat()
    {
        var probe = new FakeProbe();
        var calls = 0;
        var result = AllocationMeter.Measure(() => probe.Allocated += ++calls <= 70 ? 1_000 : 100, probe);

        Assert.Null(result.Failure);
        Assert.Equal(100.0, result.BytesPerOperation);
        Assert.Equal(5, result.Batches);
    }

    [Fact]
    public void Allocations_that_never_repeat_are_a_failure_listing_every_batch()
    {
        var probe = new FakeProbe();
        var calls = 0;
        var result = AllocationMeter.Measure(() => probe.Allocated += ++calls, probe);

        Assert.Null(result.BytesPerOperation);
        Assert.Contains($" {result.BatchBytes})", result.Failure);
        Assert.Equal(AllocationMeter.MaxBatches, result.Batches);
    }

    [Fact]
    public void Batches_during_which_the_jit_compiled_or_the_gc_collected_do_not_count_as_steady()
    {
        var probe = new FakeProbe();
        var calls = 0;
        var result = AllocationMeter.Measure(
            () =>
            {
                calls++;
                probe.Allocated += 100;
                probe.Compiled += calls <= 100 ? 1 : 0;
                probe.Collected |= calls > 150 && calls <= 200;
            },
            probe);

        Assert.Equal(100.0, result.BytesPerOperation);
        Assert.Equal(7, result.Batches);
    }

    [Fact]
    public void Six_equal_batches_count_though_the_jit_compiled_elsewhere_in_the_process_during_them()
    {
        // The runtime's background tier-ups went on through every batch: the bytes never moved, so they are the figure.
        var probe = new FakeProbe();
        var result = AllocationMeter.Measure(
            () =>
            {
                probe.Allocated += 24_752;
                probe.Compiled++;
            },
            probe);

        Assert.Null(result.Failure);
        Assert.Equal(24_752.0, result.BytesPerOperation);
        Assert.Equal(AllocationMeter.RequiredEqualBatchesWithJit, result.Batches);
    }

    [Fact]
    public void A_compilation_that_changes_the_bytes_restarts_the_count_and_a_collection_breaks_it()
    {
        // Tier-up at the fourth batch: fewer bytes from then on (escape analysis); a collection in the eighth.
        var probe = new FakeProbe();
        var calls = 0;
        var result = AllocationMeter.Measure(
            () =>
            {
                calls++;
                probe.Allocated += calls <= 1 + (3 * 64) ? 200 : 100;
                probe.Compiled++;
                probe.Collected |= calls > 1 + (7 * 64) && calls <= 1 + (8 * 64);
            },
            probe);

        Assert.Equal(100.0, result.BytesPerOperation);
        Assert.Equal(8 + AllocationMeter.RequiredEqualBatchesWithJit, result.Batches);
    }

    [Fact]
    public void An_allocation_every_so_many_operations_is_spread_over_its_cycle()
    {
        var probe = new FakeProbe();
        var calls = 0;
        var result = AllocationMeter.Measure(() => probe.Allocated += ++calls % 192 == 0 ? 484 : 100, probe);

        Assert.Null(result.Failure);
        Assert.Equal(100.0 + 384.0 / 192, result.BytesPerOperation);
    }

    [Theory]
    [InlineData(new long[] { 5, 7, 7, 7 }, 1)]
    [InlineData(new long[] { 7, 7, 9, 7, 7, 9, 7, 7, 9 }, 3)]
    [InlineData(new long[] { 7, 9, 7, 9, 7 }, 0)]
    [InlineData(new long[] { 7, 7 }, 0)]
    public void A_cycle_counts_once_it_repeated_three_times_in_a_row(long[] batches, int period) =>
        Assert.Equal(period, AllocationMeter.Period(batches));

    [Theory]
    [InlineData(1_000, 64)]
    [InlineData(1_000_000, 32)]
    [InlineData(40_000_000, 1)]
    public void Batches_of_big_operations_hold_fewer_operations(long bytes, int operations) =>
        Assert.Equal(operations, AllocationMeter.OperationsPerBatch(bytes));

    [Theory]
    [InlineData("newtonsoft", "list-1000", nameof(SerializerBenchmarks.SerializeToString))]
    [InlineData("newtonsoft", "person", nameof(SerializerBenchmarks.DeserializeFromUtf8Bytes))]
    [InlineData("system-text-json", "person-array-200", nameof(SerializerBenchmarks.DeserializeFromStream))]
    [InlineData("system-text-json", "list-1000", nameof(SerializerBenchmarks.SerializeToUtf8Bytes))]
    [InlineData("system-text-json", "person-array-200", nameof(SerializerBenchmarks.SerializeToStream))]
    public void Two_measurements_of_a_real_operation_give_exactly_the_same_bytes(string serializer, string payload, string method)
    {
        var configuration = new SerializerConfiguration(Ids.ParseEscaping("default")!.Value, Ids.ParseLifetime("cached")!.Value);
        var session = new BenchmarkSession(SerializerCatalog.Find(serializer)!, configuration, new[] { PayloadCatalog.Find(payload)! });

        // The test host compiles methods of its own now and then, which voids a batch; the bench process does not.
        AllocationMeasurement Measure()
        {
            var measurement = AllocationMeter.Measure(OperationInvoker.For(session.Runner(payload), method)!, RuntimeAllocationProbe.Instance);
            for (var attempt = 1; attempt < 5 && measurement.Failure != null; attempt++)
            {
                measurement = AllocationMeter.Measure(OperationInvoker.For(session.Runner(payload), method)!, RuntimeAllocationProbe.Instance);
            }

            return measurement;
        }

        var first = Measure();
        var second = Measure();

        Assert.True(first.Failure == null, first.Failure);
        Assert.True(first.BytesPerOperation > 0);
        Assert.Equal(first.BytesPerOperation, second.BytesPerOperation);
    }

    [Fact]
    public void Every_benchmark_method_has_an_operation_and_other_names_have_none()
    {
        var configuration = new SerializerConfiguration(Ids.ParseEscaping("default")!.Value, Ids.ParseLifetime("cached")!.Value);
        var runner = new BenchmarkSession(SerializerCatalog.Find("newtonsoft")!, configuration, new[] { PayloadCatalog.Find("small")! })
            .Runner("small");
        foreach (var (_, method) in Operations.All)
        {
            Assert.NotNull(OperationInvoker.For(runner, method));
        }

        Assert.Null(OperationInvoker.For(runner, "Setup"));
    }

    private sealed class FakeProbe : IAllocationProbe
    {
        public long Allocated { get; set; }

        public long Compiled { get; set; }

        public bool Collected { get; set; }

        public long AllocatedBytes() => Allocated;

        public long CompiledMethods() => Compiled;

        public bool TryPauseGarbageCollection(long bytes)
        {
            Collected = false;
            return true;
        }

        public bool ResumeGarbageCollection() => !Collected;
    }
}
