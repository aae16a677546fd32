using System.Collections.Generic;
using System.Linq;
using JsonMatrix.Orchestrator.Running.Execution;

namespace JsonMatrix.Orchestrator.Running.Web;

/// <summary>Which passes run together: a run's web cells, every runtime's, run as one web app, one server process each
/// (each runtime's from its own publish), their windows in rotating rounds (docs/web.md), so the machine's slow and fast
/// spells fall on every serializer and every runtime alike: the ratio to System.Text.Json and the trend across runtimes
/// compare windows of the same minutes. Every other pass runs alone. Pure: the coordinator runs the units in the order
/// given here.</summary>
public static class WebGroups
{
    /// <summary>The passes' indices in units, in the order of each unit's first pass; a web group takes the place of its
    /// first cell. A stand-in (rerun) never joins a group.</summary>
    public static IReadOnlyList<IReadOnlyList<int>> Units(IReadOnlyList<CellPass> passes)
    {
        var units = new List<List<int>>();
        var groups = new Dictionary<int, List<int>>();
        for (var i = 0; i < passes.Count; i++)
        {
            var pass = passes[i];
            if (!pass.Cell.IsWeb || pass.Rerun is not null)
            {
                units.Add([i]);
                continue;
            }

            // Every runtime's web cells of one pass share a group: measured apart, the trend across runtimes carried the
            // machine's change between the groups (docs/web.md, "The web trend across runtimes").
            if (groups.TryGetValue(pass.Repeat, out var group))
            {
                group.Add(i);
            }
            else
            {
                groups[pass.Repeat] = [i];
                units.Add(groups[pass.Repeat]);
            }
        }

        return units.Select(unit => (IReadOnlyList<int>)unit).ToList();
    }
}
