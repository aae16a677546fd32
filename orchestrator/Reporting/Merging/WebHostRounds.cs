using System;
using System.Collections.Generic;
using System.Linq;
using JsonMatrix.Contracts.Web;
using JsonMatrix.Orchestrator.Statistics;

namespace JsonMatrix.Orchestrator.Reporting.Merging;

/// <summary>
/// The rounds of a web rotation in which the host ran slow. A run's web servers take their windows of a round within
/// seconds of each other (web/Running/RotationDriver), so a round in which every server served markedly less than in
/// the run's fastest round is the host's, not a serializer's: Y1's GET windows of rounds 5 to 9 read about 40 % below
/// rounds 1 to 4 on all six servers at once, and a median over nine windows landed in either level (docs/web.md,
/// "Rounds at the host's fast speed"). As the micro cells' times leave out the rounds their yardstick found slow
/// (<see cref="HostState"/>), requests/s and latencies leave these rounds out; the ratios to the baseline pair the rounds
/// in which both servers ran at their fast speed (<see cref="WebRoundRatios"/>).
/// </summary>
public static class WebHostRounds
{
    /// <summary>Fewer servers in a rotation cannot tell the host from one server's own moment.</summary>
    public const int MinimumServers = 3;

    /// <summary>A figure keeps at least this many rounds; a rotation whose fast rounds are fewer leaves out none.</summary>
    public const int MinimumKept = 3;

    /// <summary>The rounds to leave out, per (cell, scenario): for each rotation (the cells of one run and scenario whose
    /// windows all carry rounds, each once), the rounds whose host index (the geometric mean over the servers of their
    /// window over their own median) lies more than <see cref="HostState.SlowLimit"/> times below the rotation's best.
    /// Cells outside such a rotation get none.</summary>
    public static IReadOnlyDictionary<(string Cell, string Scenario), IReadOnlyList<int>> SlowRounds(
        IReadOnlyDictionary<(string Cell, string Scenario), IReadOnlyList<WebRepeat>> windows, Func<string, string?> runOf)
    {
        var slow = new Dictionary<(string Cell, string Scenario), IReadOnlyList<int>>();
        foreach (var rotation in windows.Keys.GroupBy(key => (Run: runOf(key.Cell), key.Scenario)))
        {
            var byRound = rotation.ToDictionary(key => key, key => WebRoundRatios.ByRound(windows[key]));
            if (byRound.Count < MinimumServers || byRound.Values.Any(rounds => rounds is null)) continue;
            var rounds = byRound.Values.Select(r => (IEnumerable<int>)r!.Keys).Aggregate((a, b) => a.Intersect(b)).Order().ToList();
            if (rounds.Count <= MinimumKept) continue;
            var medians = byRound.ToDictionary(s => s.Key, s => Median.Of(rounds.Select(round => s.Value![round])));
            if (medians.Values.Any(median => median <= 0)) continue;
            var index = rounds.ToDictionary(round => round,
                round => Math.Exp(byRound.Average(s => Math.Log(Math.Max(s.Value![round], 1e-9) / medians[s.Key]))));
            var best = index.Values.Max();
            var left = rounds.Where(round => index[round] * HostState.SlowLimit < best).ToList();
            if (left.Count == 0 || rounds.Count - left.Count < MinimumKept) continue;
            foreach (var key in rotation) slow[key] = left;
        }

        return slow;
    }
}
