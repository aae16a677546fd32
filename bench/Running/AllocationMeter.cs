using System;
using System.Collections.Generic;

namespace JsonMatrix.Bench.Running;

/// <summary>The outcome of <see cref="AllocationMeter.Measure"/>: bytes per operation once steady, or why not.</summary>
public sealed class AllocationMeasurement
{
    private AllocationMeasurement(double? bytesPerOperation, long batchBytes, int batches, string? failure)
    {
        BytesPerOperation = bytesPerOperation;
        BatchBytes = batchBytes;
        Batches = batches;
        Failure = failure;
    }

    /// <summary>Bytes of the steady batch divided by its operation count; null on failure.</summary>
    public double? BytesPerOperation { get; }

    /// <summary>Bytes allocated by the last batch measured.</summary>
    public long BatchBytes { get; }

    /// <summary>Batches run, warm-up included.</summary>
    public int Batches { get; }

    public string? Failure { get; }

    public static AllocationMeasurement Steady(long batchBytes, int operations, int batches) =>
        new((double)batchBytes / operations, batchBytes, batches, null);

    public static AllocationMeasurement Failed(long batchBytes, int batches, string failure) =>
        new(null, batchBytes, batches, failure);
}

/// <summary>What <see cref="AllocationMeter"/> reads from the runtime (an interface so the logic is testable).</summary>
public interface IAllocationProbe
{
    /// <summary>Bytes allocated so far by the calling thread (process-wide where the runtime cannot count per thread).</summary>
    long AllocatedBytes();

    /// <summary>Methods the JIT has compiled so far in the process (constant where the runtime cannot tell).</summary>
    long CompiledMethods();

    /// <summary>Starts a stretch without garbage collection able to hold <paramref name="bytes"/>; false if impossible.</summary>
    bool TryPauseGarbageCollection(long bytes);

    /// <summary>Ends the stretch; false if a collection happened anyway (the stretch was too small).</summary>
    bool ResumeGarbageCollection();
}

/// <summary>Bytes an operation allocates once the caches and pools it uses are warm. Batches of operations run until
/// the bytes per batch repeat exactly: <see cref="RequiredEqualBatches"/> equal batches in a row, or that many repeats
/// of a cycle of up to <see cref="MaxPeriod"/> batches (the figure is then the cycle's mean), counted by a per-thread
/// counter on .NET 5 and later (see <see cref="IAllocationProbe"/>). A batch counts only if no garbage collection
/// happened during it (batches with a collection in them counted more bytes than the same batches without, by an
/// amount that depends on where the collection fell: 216 B per 64 operations for Newtonsoft.Json's
/// DeserializeFromUtf8Bytes of person on .NET 10) and no method was compiled by the
/// JIT (a tier-up changes what the code allocates: escape analysis puts objects on the stack), unless
/// <see cref="RequiredEqualBatchesWithJit"/> batches in a row, collections aside, allocated exactly the same bytes: a
/// method compiled elsewhere in the process (the runtime's background tier-ups, which on a slow host went on through
/// all 40 batches of .NET 10 System.Text.Json's nested serialize-string, every one of them 1,584,128 bytes) changed
/// nothing the operation allocates, while one compiled for it would have changed its bytes and broken the run.</summary>
public static class AllocationMeter
{
    public const int MaxOperationsPerBatch = 64;

    /// <summary>Bytes a batch may allocate: batches of big operations hold fewer operations (a power of two).</summary>
    public const long MaxBatchBytes = 32L * 1024 * 1024;

    public const int RequiredEqualBatches = 3;

    public const int MaxPeriod = 8;

    /// <summary>Equal batches in a row that count though the JIT compiled during some of them (twice the clean rule).</summary>
    public const int RequiredEqualBatchesWithJit = 2 * RequiredEqualBatches;

    public const int MaxBatches = 40;

    public static AllocationMeasurement Measure(Action operation, IAllocationProbe probe)
    {
        var first = probe.AllocatedBytes();
        operation();
        var operations = OperationsPerBatch(probe.AllocatedBytes() - first);
        var history = new List<string>();
        var clean = new List<long>();
        var equalRun = 0;
        long last = -1;
        for (var batch = 1; batch <= MaxBatches; batch++)
        {
            var paused = probe.TryPauseGarbageCollection(MaxBatchBytes * 2);
            var methodsBefore = probe.CompiledMethods();
            var before = probe.AllocatedBytes();
            for (var i = 0; i < operations; i++)
            {
                operation();
            }

            var bytes = probe.AllocatedBytes() - before;
            var jitted = probe.CompiledMethods() != methodsBefore;
            var collected = !paused || !probe.ResumeGarbageCollection();
            history.Add(bytes + (jitted ? "j" : "") + (collected ? "c" : ""));
            equalRun = collected ? 0 : bytes == last && equalRun > 0 ? equalRun + 1 : 1;
            last = bytes;
            if (jitted && equalRun >= RequiredEqualBatchesWithJit)
            {
                return AllocationMeasurement.Steady(bytes, operations, batch);
            }

            if (jitted || collected)
            {
                clean.Clear();
                continue;
            }

            clean.Add(bytes);
            var period = Period(clean);
            if (period > 0)
            {
                var cycle = 0L;
                for (var i = clean.Count - period; i < clean.Count; i++)
                {
                    cycle += clean[i];
                }

                return AllocationMeasurement.Steady(cycle, operations * period, batch);
            }
        }

        return AllocationMeasurement.Failed(last, MaxBatches,
            $"allocations did not repeat: no {RequiredEqualBatches} repeats of a cycle of up to {MaxPeriod} batches of {operations} operations " +
            $"without a garbage collection or JIT compilation, nor {RequiredEqualBatchesWithJit} equal batches without a collection, within {MaxBatches} batches " +
            $"(bytes per batch, j = JIT compiled, c = collected: {string.Join(" ", history)})");
    }

    /// <summary>The shortest cycle (1 to <see cref="MaxPeriod"/> batches) that the last clean batches repeated
    /// <see cref="RequiredEqualBatches"/> times in a row, or 0. Some code allocates a little every so many calls (a
    /// buffer grown or replaced now and then); its steady cost per operation is then the cycle's mean.</summary>
    public static int Period(IReadOnlyList<long> cleanBatches)
    {
        for (var period = 1; period <= MaxPeriod; period++)
        {
            var window = period * RequiredEqualBatches;
            if (cleanBatches.Count < window)
            {
                return 0;
            }

            var repeats = true;
            for (var i = cleanBatches.Count - window + period; i < cleanBatches.Count && repeats; i++)
            {
                repeats = cleanBatches[i] == cleanBatches[i - period];
            }

            if (repeats)
            {
                return period;
            }
        }

        return 0;
    }

    /// <summary>The largest power of two up to <see cref="MaxOperationsPerBatch"/> whose batch stays within
    /// <see cref="MaxBatchBytes"/>, given what one operation allocated.</summary>
    public static int OperationsPerBatch(long bytesOfOneOperation)
    {
        var operations = MaxOperationsPerBatch;
        while (operations > 1 && operations * Math.Max(bytesOfOneOperation, 1) > MaxBatchBytes)
        {
            operations /= 2;
        }

        return operations;
    }
}
