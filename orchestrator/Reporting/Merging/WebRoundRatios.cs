using System.Collections.Generic;
using System.Linq;
using JsonMatrix.Contracts.Web;

namespace JsonMatrix.Orchestrator.Reporting.Merging;

/// <summary>A serializer's requests/s over the baseline's, round by round: windows of one round ran within seconds of
/// each other (web/Running/RotationDriver), so a slow or fast spell of the machine moves both and cancels in their
/// ratio, where the ratio of two medians taken apart keeps it.</summary>
public static class WebRoundRatios
{
    /// <summary>One ratio per round both measured, in round order; empty when either side's windows carry no round
    /// (files written before rotation, or cells run apart) or a round appears twice (folders of different runs pooled).</summary>
    public static IReadOnlyList<double> Of(IReadOnlyList<WebRepeat> windows, IReadOnlyList<WebRepeat> baseline)
    {
        var mine = ByRound(windows);
        var theirs = ByRound(baseline);
        if (mine is null || theirs is null) return [];
        return [.. mine.Keys.Where(theirs.ContainsKey).Order()
            .Where(round => theirs[round] > 0)
            .Select(round => mine[round] / theirs[round])];
    }

    /// <summary>Requests/s by round; null when a window carries no round or a round appears twice.</summary>
    internal static Dictionary<int, double>? ByRound(IReadOnlyList<WebRepeat> windows)
    {
        if (windows.Count == 0 || windows.Any(w => w.Round is null)) return null;
        var rounds = windows.GroupBy(w => w.Round!.Value).ToList();
        return rounds.Any(g => g.Count() > 1) ? null : rounds.ToDictionary(g => g.Key, g => g.Single().RequestsPerSecond);
    }
}
