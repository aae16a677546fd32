using System;

namespace JsonMatrix.Bench.Measuring;

/// <summary>
/// How many bytes this process allocates per gen-0 collection, counted over the whole warm-up: seconds of every
/// benchmark, tens to hundreds of collections. With a call's exact bytes, it says how many collections a sample of that
/// call holds. Six samples' own count could not: one collection in one process and two in the next (0.17 or 0.33 a
/// sample, either side of the 0.2 at which a sample grows fivefold) made a tenth of a cell's calls take five times
/// longer samples in some processes than in others, and whether a sample held a collection then decided their figure
/// (docs/performance.md, "A sample's length from its bytes").
/// </summary>
public readonly record struct CollectionBudget(long Bytes, long Collections)
{
    /// <summary>The collections a sample of <paramref name="calls"/> calls of <paramref name="bytesPerCall"/> bytes holds on
    /// average; 0 when the warm-up met none.</summary>
    public double CollectionsIn(double bytesPerCall, long calls) =>
        Collections <= 0 || Bytes <= 0 ? 0 : bytesPerCall * calls * Collections / Bytes;

    /// <summary>Runs <paramref name="work"/> and counts what it allocated and the collections it met.</summary>
    public static (T Result, CollectionBudget Budget) Measure<T>(Func<T> work, Func<long> allocatedBytes, Func<int> collections)
    {
        var bytes = allocatedBytes();
        var count = collections();
        var result = work();
        return (result, new CollectionBudget(allocatedBytes() - bytes, collections() - count));
    }
}
