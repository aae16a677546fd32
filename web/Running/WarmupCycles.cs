using System;

namespace JsonMatrix.Web.Running;

/// <summary>
/// How a rotation warms its servers up: in cycles, each a one-second burst of load on every (server, scenario) at
/// once, spread over every CPU of the set, then a pause with no load at all.
/// <para>A server on one CPU tiers its code up only while it is idle. The runtime starts counting calls for tier 1 once
/// no method has been compiled at tier 0 for 100 ms, ten times that on one CPU, and a saturated server keeps compiling
/// new methods, so continuous load postpones tier 1. Measured on this project's 2-core host (.NET 10): three servers
/// loaded together without a pause still served their first rates after 30 s; with 1.2 s pauses their rates jumped
/// after 10 to 12 bursts and their methods compiled levelled off after about 15. Progress is counted in pauses, not in
/// seconds of load, so the servers take their bursts together (docs/web.md, "Warm-up in cycles").</para>
/// </summary>
public static class WarmupCycles
{
    /// <summary>Longer than the runtime's call-counting delay on one CPU (100 ms × 10), so every pause lets it pass.</summary>
    public static readonly TimeSpan TieringPause = TimeSpan.FromMilliseconds(1200);

    /// <summary>Connections per burst: the cell's connections shared by the bursts that run at once (at least one
    /// each). The bursts only have to call every hot method, not saturate a server.</summary>
    public static int Connections(int connections, int bursts) => Math.Max(1, connections / Math.Max(1, bursts));

    /// <summary>Where the bursts run: every CPU of the server's and the load generator's lists, so the servers' own
    /// background compilers get the CPUs between bursts; null when either list is missing (nothing is pinned then).</summary>
    public static string? Spread(string? serverCpus, string? clientCpus) =>
        serverCpus is null || clientCpus is null ? null : serverCpus == clientCpus ? serverCpus : serverCpus + "," + clientCpus;
}
