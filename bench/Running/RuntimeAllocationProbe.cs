using System;
using System.Runtime;

namespace JsonMatrix.Bench.Running;

/// <summary>The runtime's counters behind <see cref="AllocationMeter"/>. .NET Core only: .NET Framework and Mono have
/// no per-thread allocation counter.</summary>
public sealed class RuntimeAllocationProbe : IAllocationProbe
{
    public static readonly RuntimeAllocationProbe Instance = new();

    public static bool IsAvailable
    {
        get
        {
#if NETCOREAPP
            return true;
#else
            return false;
#endif
        }
    }

    /// <summary>The calling thread's counter on .NET 5 and later. On .NET Core 3.x that counter leaves out
    /// large-object-heap allocations (seen: System.Text.Json 4.7's SerializeToUtf8Bytes of person-array-200 counted
    /// 18064 B/op there, against 195694 B/op process-wide), so the process-wide precise counter stands in: during a
    /// measured batch no other thread of the bench runs managed code.</summary>
    public long AllocatedBytes()
    {
#if NET5_0_OR_GREATER
        return GC.GetAllocatedBytesForCurrentThread();
#elif NETCOREAPP
        return GC.GetTotalAllocatedBytes(precise: true);
#else
        throw new PlatformNotSupportedException("GC.GetAllocatedBytesForCurrentThread does not exist on .NET Framework or Mono.");
#endif
    }

    /// <summary>Constant 0 before .NET 6 (no such counter): steadiness then rests on equal batches alone, after
    /// BenchmarkDotNet's own warm-up of the same code.</summary>
    public long CompiledMethods()
    {
#if NET6_0_OR_GREATER
        return System.Runtime.JitInfo.GetCompiledMethodCount(currentThread: false);
#else
        return 0;
#endif
    }

    public bool TryPauseGarbageCollection(long bytes)
    {
        try
        {
            return GC.TryStartNoGCRegion(bytes);
        }
        catch (ArgumentOutOfRangeException)
        {
            return false;
        }
        catch (InvalidOperationException)
        {
            return false;
        }
    }

    public bool ResumeGarbageCollection()
    {
        if (GCSettings.LatencyMode != GCLatencyMode.NoGCRegion)
        {
            return false;
        }

        try
        {
            GC.EndNoGCRegion();
            return true;
        }
        catch (InvalidOperationException)
        {
            return false;
        }
    }
}
