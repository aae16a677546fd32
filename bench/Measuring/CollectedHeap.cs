using System;

namespace JsonMatrix.Bench.Measuring;

/// <summary>The heap the lean job's rounds start from: collected after the warm-up, as BenchmarkDotNet forces a collection
/// before each iteration (GcMode.Force), so the memory the warm-up allocated is in reach again. Without it, a process
/// whose gen-0 budget the warm-up never filled (.NET Core 3.1 in a container with a memory limit sizes it at 150 MB and
/// more) measured its rounds in memory never touched before, at half speed (docs/performance.md, "Runs Q1 and Q2").
/// The rounds collect so again before each sample of a call whose result lands on the large object heap
/// (<see cref="LargeResult"/>).</summary>
public static class CollectedHeap
{
    /// <summary>Collects the heap, runs the finalizers, collects what they freed; returns the full collections that took.</summary>
    public static int Collect()
    {
        var before = GC.CollectionCount(2);
        GC.Collect();
        GC.WaitForPendingFinalizers();
        GC.Collect();
        return GC.CollectionCount(2) - before;
    }
}
