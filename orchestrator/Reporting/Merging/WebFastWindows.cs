using System.Collections.Generic;
using System.Linq;
using JsonMatrix.Contracts.Web;
using JsonMatrix.Orchestrator.Statistics;

namespace JsonMatrix.Orchestrator.Reporting.Merging;

/// <summary>
/// The windows a server served at its CPU's fast speed. The rotation places a server on one CPU of the set window by
/// window, and a vCPU here runs memory-heavy code at full or about half speed for seconds at a time, which the
/// rotation's placement probe (an integer loop) sees only in part: in AE1 every one of the 12 GET windows more than 1.25
/// times below its server's fastest had the server on CPU 1, and none of the 42 on CPU 0 (docs/web.md, "A server's
/// windows at its CPU's slow speed"). A round in which every server ran slow is the host's too and goes first
/// (<see cref="WebHostRounds"/>). As the micro cells' times keep the rounds their yardstick ran fast in
/// (<see cref="HostState"/>), requests/s and the latencies keep the windows within <see cref="HostState.SlowLimit"/> of
/// the server's fastest; the ratios to the baseline pair the rounds in which both windows did (<see cref="WebRoundRatios"/>).
/// </summary>
public static class WebFastWindows
{
    /// <summary>A figure keeps at least this many windows; fewer at the fast speed, and it keeps every window.</summary>
    public const int MinimumKept = 2;

    /// <summary>The windows within <see cref="HostState.SlowLimit"/> of the fastest, and how many were left out; every
    /// window when fewer than <see cref="MinimumKept"/> would be kept, or when the windows did not run in a rotation
    /// (without rounds: an older web-result.json, whose server kept one CPU).</summary>
    public static (IReadOnlyList<WebRepeat> Kept, int LeftOut) Keep(IReadOnlyList<WebRepeat> windows)
    {
        if (windows.Count == 0 || windows.Any(w => w.Round is null)) return (windows, 0);
        var fastest = windows.Max(w => w.RequestsPerSecond);
        var kept = windows.Where(w => IsFast(w.RequestsPerSecond, fastest)).ToList();
        return kept.Count < MinimumKept || kept.Count == windows.Count ? (windows, 0) : (kept, windows.Count - kept.Count);
    }

    /// <summary>A window at its server's fast speed: within <see cref="HostState.SlowLimit"/> of the server's fastest.</summary>
    public static bool IsFast(double requestsPerSecond, double fastest) => requestsPerSecond * HostState.SlowLimit >= fastest;
}
