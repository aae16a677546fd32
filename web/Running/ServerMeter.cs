using System;
using JsonMatrix.Web.Server;

namespace JsonMatrix.Web.Running;

/// <summary>The server's own view of a window: requests it finished, those not 2xx, bytes the whole process
/// allocated (GC.GetTotalAllocatedBytes, precise) and methods the JIT compiled (JitInfo, .NET 6 and later; tier-up
/// recompilations count, and the log shows them: a server still compiling is still speeding up). The driver shares the process but allocates little while wrk
/// runs (it waits for one child process), so the bytes are the server's to within a few kilobytes per window. A server
/// process of a rotation (<see cref="ServerChild"/>) reads its own and sends it to the driver.</summary>
public readonly struct ServerMeter
{
    public ServerMeter(long completed, long non2xx, long allocatedBytes, long? compiledMethods = null)
    {
        Completed = completed;
        Non2xx = non2xx;
        AllocatedBytes = allocatedBytes;
        CompiledMethods = compiledMethods;
    }

    public long Completed { get; }
    public long Non2xx { get; }
    public long AllocatedBytes { get; }

    /// <summary>Null where the runtime cannot say (.NET Core 3.1).</summary>
    public long? CompiledMethods { get; }

    public static ServerMeter Read(RequestCounter counter) =>
        new(counter.Completed, counter.Non2xx, GC.GetTotalAllocatedBytes(precise: true), CompiledSoFar());

    public ServerMeter Since(ServerMeter start) =>
        new(Completed - start.Completed, Non2xx - start.Non2xx, AllocatedBytes - start.AllocatedBytes, CompiledMethods - start.CompiledMethods);

    private static long? CompiledSoFar() =>
#if NET6_0_OR_GREATER
        System.Runtime.JitInfo.GetCompiledMethodCount(currentThread: false);
#else
        null;
#endif

    public double? BytesPerRequest => Completed > 0 ? (double)AllocatedBytes / Completed : null;
}
