using System.Collections.Generic;
using System.Linq;
using JsonMatrix.Contracts.Web;

namespace JsonMatrix.Orchestrator.Reporting.Merging;

/// <summary>A serializer's requests/s over the baseline's, round by round: windows of one round ran within seconds of
/// each other (web/Running/RotationDriver), so a slow or fast spell of the whole machine moves both and cancels in their
/// ratio, where the ratio of two medians taken apart keeps it. A spell of one CPU does not: the two servers of a round
/// may run on different CPUs, so the rounds paired are those in which both windows ran at their server's fast speed
/// (<see cref="WebFastWindows"/>); AF1's .NET 8 source-generated GET served 3,827 to 4,318 requests/s in seven rounds
/// where System.Text.Json's served 6,060 to 6,971, and its ratio read 0.63 where AF2's read 1.04 (docs/web.md, "A
/// server's windows at its CPU's slow speed").</summary>
public static class WebRoundRatios
{
    /// <summary>One ratio per round both measured at their fast speed (every round both measured when fewer than
    /// <see cref="WebFastWindows.MinimumKept"/> are), in round order; empty when either side's windows carry no round
    /// (files written before rotation, or cells run apart) or a round appears twice (folders of different runs pooled).</summary>
    public static IReadOnlyList<double> Of(IReadOnlyList<WebRepeat> windows, IReadOnlyList<WebRepeat> baseline)
    {
        var mine = ByRound(windows);
        var theirs = ByRound(baseline);
        if (mine is null || theirs is null) return [];
        var rounds = mine.Keys.Where(theirs.ContainsKey).Order().Where(round => theirs[round] > 0).ToList();
        var (myFastest, theirFastest) = (mine.Values.Max(), theirs.Values.Max());
        var fast = rounds.Where(round => WebFastWindows.IsFast(mine[round], myFastest) && WebFastWindows.IsFast(theirs[round], theirFastest)).ToList();
        return [.. (fast.Count >= WebFastWindows.MinimumKept ? fast : rounds).Select(round => mine[round] / theirs[round])];
    }

    /// <summary>Requests/s by round; null when a window carries no round or a round appears twice.</summary>
    internal static Dictionary<int, double>? ByRound(IReadOnlyList<WebRepeat> windows)
    {
        if (windows.Count == 0 || windows.Any(w => w.Round is null)) return null;
        var rounds = windows.GroupBy(w => w.Round!.Value).ToList();
        return rounds.Any(g => g.Count() > 1) ? null : rounds.ToDictionary(g => g.Key, g => g.Single().RequestsPerSecond);
    }
}
