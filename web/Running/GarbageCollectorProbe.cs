using System.Runtime;
using JsonMatrix.Contracts.Web;

namespace JsonMatrix.Web.Running;

/// <summary>The garbage collector this process runs with (web-result.json's runtime): read after start, when the
/// runtime has chosen it for the CPUs the process may use.</summary>
public static class GarbageCollectorProbe
{
    public static WebGarbageCollector Describe() =>
        new(GCSettings.IsServerGC, GCSettings.LatencyMode != GCLatencyMode.Batch, GCSettings.LatencyMode.ToString());
}
