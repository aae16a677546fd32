using System.Collections.Generic;

namespace JsonMatrix.Orchestrator.Matrix.Planning;

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
}
