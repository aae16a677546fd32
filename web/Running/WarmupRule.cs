using System;
using System.Collections.Generic;
using System.Linq;
using JsonMatrix.Contracts.Web;

namespace JsonMatrix.Web.Running;

/// <summary>When a scenario's warm-up ends: after at least the least warm-up, once requests/s have stopped rising (the
/// mean of the last <see cref="Span"/> one-second windows within <see cref="WebWarmup.SteadyTolerance"/> of the mean of
/// the <see cref="Span"/> before), or at the most warm-up whatever they say.</summary>
/// <remarks>Two windows in a row agreeing are not enough: on one core .NET 10 served ~1,200 GET requests/s for two
/// seconds, then ~4,700 for two more, before ~8,700 (docs/performance.md), and a busy machine stretches such plateaus.
/// Three-second means compared with the three seconds before pass over plateaus shorter than six seconds, and one noisy
/// second moves a mean a third as much.</remarks>
public static class WarmupRule
{
    public const int Span = 3;

    /// <param name="windows">Requests/s of the one-second warm-up windows so far, in order.</param>
    public static bool IsDone(IReadOnlyList<double> windows, int leastSeconds, int mostSeconds) =>
        windows.Count >= mostSeconds || (windows.Count >= leastSeconds && IsSteady(windows));

    /// <summary>The last <see cref="Span"/> windows serve, on average, what the ones before them served.</summary>
    public static bool IsSteady(IReadOnlyList<double> windows)
    {
        var n = windows.Count;
        if (n < 2 * Span) return false;
        var recent = windows.Skip(n - Span).Average();
        var earlier = windows.Skip(n - (2 * Span)).Take(Span).Average();
        return earlier > 0 && Math.Abs(recent - earlier) <= WebWarmup.SteadyTolerance * earlier;
    }

    /// <summary>The share of a server's compiled methods its last <see cref="Span"/> warm-up cycles may add and still be
    /// done compiling: a tiered-up server adds tens to its 6,000–7,500, one still tiering up hundreds a cycle.</summary>
    public const double QuietShare = 0.02;

    /// <summary>A rotation's warm-up (<see cref="WarmupCycles"/>): done after at least the least cycles once every
    /// server has stopped compiling (<see cref="IsQuiet"/>), or at the most cycles whatever they say.</summary>
    /// <remarks>Its bursts share two CPUs among every server and load generator, so their requests/s move ±20 % from one
    /// cycle to the next even when the servers are warm: the rule above, at 5 %, judged none of them steady after 16
    /// cycles. What the bursts are for is tiering up, and the server's compiled methods show it directly.</remarks>
    public static bool IsDone(int cycles, IEnumerable<IReadOnlyList<long>?> compiledPerServer, int leastCycles, int mostCycles) =>
        cycles >= mostCycles || (cycles >= leastCycles && compiledPerServer.All(IsQuiet));

    /// <summary>The server compiled at most <see cref="QuietShare"/> of its methods over its last <see cref="Span"/>
    /// cycles. <paramref name="compiled"/> is its count after each cycle; null where the runtime cannot count them
    /// (.NET Core 3.1): such a server never holds the warm-up up, and its scenarios are judged by their requests/s.</summary>
    public static bool IsQuiet(IReadOnlyList<long>? compiled) =>
        compiled is null || (compiled.Count > Span && compiled[^1] - compiled[^(Span + 1)] <= QuietShare * compiled[^1]);
}
