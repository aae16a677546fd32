using System.Collections.Generic;
using System.Linq;
using JsonMatrix.Orchestrator.Matrix;

namespace JsonMatrix.Orchestrator.Running.Publishing;

/// <summary>
/// Which cell times whose cold start (docs/matrix.md, "coldStart"). The cold-start cells that share one published build
/// (<see cref="PublishSpec.ForCell"/>: same runtime, same package versions) are sampled together, interleaved, by the
/// processes of one of them, the host (each a share of the rounds, <see cref="ColdStartSettings.RoundsOf"/>): the first in matrix order. It samples every one of them with one start-up floor
/// per round; the others time no cold start. A cell with a build of its own (netcoreapp3.1's system-text-json-sourcegen,
/// on System.Text.Json 6.0.11; a further version of a serializer) hosts itself alone. Cells that cannot run (NativeAOT's
/// n/a ones) host nothing. Applied to the cells a run or plan has after its filters, so a filtered run still times the
/// cold start of every cold-start cell it keeps.
/// </summary>
public static class ColdStartHosts
{
    public static IReadOnlyList<Cell> Assign(IReadOnlyList<Cell> cells, IReadOnlyList<SerializerSpec> serializers)
    {
        var groups = cells
            .Where(cell => cell.ColdStart is not null && NativeAotCells.WhyNotApplicable(cell) is null)
            .GroupBy(cell => BuildOf(cell, serializers))
            .ToDictionary(group => group.First().Id, group => (IReadOnlyList<string>)[.. group.Select(cell => cell.Serializer.BenchId)]);
        return [.. cells.Select(cell => cell.ColdStart is null ? cell
            : groups.TryGetValue(cell.Id, out var sampled) ? cell with { ColdStartSerializers = sampled }
            : cell with { ColdStart = null, ColdStartSerializers = null })];
    }

    /// <summary>The build a cell's cold start runs in. The bench names a sample by its serializer's bench id, which names a
    /// further version's cell only when that cell samples itself alone: such a cell is a group of its own.</summary>
    private static string BuildOf(Cell cell, IReadOnlyList<SerializerSpec> serializers) =>
        cell.Serializer.Id != cell.Serializer.BenchId
            ? "alone\n" + cell.Id
            : $"{PublishSpec.ForCell(cell, serializers).Key}\n{cell.Escaping}\n{cell.Lifetime}";
}
