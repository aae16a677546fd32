using System;
using System.Collections.Generic;
using System.Linq;
using System.Threading;
using System.Threading.Tasks;
using JsonMatrix.Orchestrator.Matrix;

namespace JsonMatrix.Orchestrator.Packages;

/// <summary>Which cells cannot be published here because the NuGet source does not serve a runtime pack they need, decided
/// before anything runs. Such a cell is "unavailable" (not "failed"): the run records it without spending time on it.
/// A source that cannot be asked decides nothing: its cells run, and a publish that fails is a failure.</summary>
/// <param name="Unavailable">Cell id → why (the missing package and version, and what the source serves instead).</param>
/// <param name="Notes">Packages that could not be probed, and why.</param>
public sealed record CellAvailability(IReadOnlyDictionary<string, string> Unavailable, IReadOnlyList<string> Notes)
{
    public static readonly CellAvailability AllAvailable = new(new Dictionary<string, string>(), []);

    /// <summary>Cell id → why it does not apply at all (a reflection serializer on a NativeAOT runtime): recorded as
    /// "unsupported" (n/a) without running, wherever the run is.</summary>
    public IReadOnlyDictionary<string, string> NotApplicable { get; init; } = new Dictionary<string, string>();

    /// <summary>False for a cell that is unavailable here or not applicable: the run spends no time on it.</summary>
    public bool IsAvailable(Cell cell) => !Unavailable.ContainsKey(cell.Id) && !NotApplicable.ContainsKey(cell.Id);

    /// <summary>Why a cell is not run: not applicable first (true everywhere), then unavailable here; null when it runs.</summary>
    public string? WhyNotRun(Cell cell) => NotApplicable.GetValueOrDefault(cell.Id) ?? Unavailable.GetValueOrDefault(cell.Id);

    /// <summary>Adds the NativeAOT decisions (<see cref="NativeAotCells"/>): reflection serializers on an AOT runtime are
    /// not applicable; every other cell of one is unavailable while the machine lacks a native tool it links with.</summary>
    public CellAvailability WithNativeAot(IReadOnlyList<Cell> cells, IReadOnlyList<string> missingTools)
    {
        var notApplicable = new Dictionary<string, string>(NotApplicable);
        var unavailable = new Dictionary<string, string>(Unavailable);
        foreach (var cell in cells)
        {
            if (NativeAotCells.WhyNotApplicable(cell) is { } why) notApplicable[cell.Id] = why;
            else if (NativeAotCells.WhyUnavailable(cell, missingTools) is { } missing) unavailable[cell.Id] = missing;
        }

        return this with { Unavailable = unavailable, NotApplicable = notApplicable };
    }

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
