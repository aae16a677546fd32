using System;
using System.Collections.Generic;
using System.Linq;
using System.Threading;
using System.Threading.Tasks;
using JsonMatrix.Orchestrator.Matrix;
using JsonMatrix.Orchestrator.Matrix.Planning;

namespace JsonMatrix.Orchestrator.Packages;

/// <summary>Decides a <see cref="CellAvailability"/> by asking the NuGet source for the runtime packs the cells need
/// (<see cref="RuntimePacks"/>): the edge that asks here, the pure decision beside it.</summary>
public static class CellAvailabilityProbe
{
    /// <summary>Asks the source once per package, whatever the number of cells that need it.</summary>
    public static async Task<CellAvailability> ProbeAsync(IReadOnlyList<Cell> cells, IPackageVersionSource source, CancellationToken cancellationToken)
    {
        var needs = cells.ToDictionary(cell => cell.Id, RuntimePacks.For);
        var answers = new Dictionary<string, PackageVersions>(StringComparer.OrdinalIgnoreCase);
        foreach (var id in needs.Values.SelectMany(list => list).Select(need => need.Id).Distinct(StringComparer.OrdinalIgnoreCase))
        {
            answers[id] = await source.VersionsAsync(id, cancellationToken).ConfigureAwait(false);
        }

        return Decide(needs, answers);
    }

    /// <summary>The pure part: each cell's needs against the versions served.</summary>
    public static CellAvailability Decide(IReadOnlyDictionary<string, IReadOnlyList<PackageNeed>> needs, IReadOnlyDictionary<string, PackageVersions> answers)
    {
        var unavailable = new Dictionary<string, string>();
        foreach (var (cellId, cellNeeds) in needs)
        {
            var missing = cellNeeds.Select(need => WhyMissing(need, answers[need.Id])).OfType<string>().ToList();
            if (missing.Count > 0)
            {
                unavailable[cellId] = string.Join("; ", missing);
            }
        }

        var notes = answers.Where(answer => answer.Value.Error is not null).OrderBy(answer => answer.Key, StringComparer.Ordinal)
            .Select(answer => $"{answer.Key}: not probed ({answer.Value.Error}); cells that need it run and fail at publish if the source lacks it")
            .ToList();
        return new CellAvailability(unavailable, notes);
    }

    private static string? WhyMissing(PackageNeed need, PackageVersions served)
    {
        if (served.Error is not null || served.Versions.Contains(need.Version, StringComparer.OrdinalIgnoreCase))
        {
            return null;
        }

        // The same major.minor is what a user could pin instead (-p:RuntimeFrameworkVersion or the matrix's runtimeVersion).
        var prefix = string.Join('.', need.Version.Split('.').Take(2)) + ".";
        var near = served.Versions.Where(v => v.StartsWith(prefix, StringComparison.Ordinal)).ToList();
        var instead = near.Count == 0 ? $"it serves no {prefix}x version" : $"its {prefix}x versions: {string.Join(", ", near)}";
        return $"{need} is not on the NuGet source ({served.Source}; {instead})";
    }
}
