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
}
