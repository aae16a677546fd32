using System.Collections.Generic;
using System.Linq;
using JsonMatrix.Orchestrator.Matrix;
using JsonMatrix.Orchestrator.Matrix.Planning;

namespace JsonMatrix.Orchestrator.Reporting.Rendering.Plan;

/// <summary>`plan --format text`: the cells as a table, and how long running them one after another may take.</summary>
public static class PlanTextRenderer
{
    private static readonly string[] Headers = ["cell", "runtime", "serializer", "version", "escaping", "lifetime", "platform", "host", "benchmarks"];

    public static string Render(MatrixDefinition matrix, IReadOnlyList<Cell> cells) => Render(matrix, cells, DurationEstimate.BuiltIn);

    /// <param name="repeats">run --repeat: every cell's time counts that many times; publishing and images once.</param>
    /// <param name="availability">Cells the NuGet source cannot publish: listed with the missing package, not estimated.</param>
    public static string Render(MatrixDefinition matrix, IReadOnlyList<Cell> cells, DurationEstimate estimate, int repeats = 1, CellAvailability? availability = null)
    {
        availability ??= CellAvailability.AllAvailable;
        var rows = cells.Select(cell => (IReadOnlyList<string>)
        [
            cell.Id, cell.Runtime.Id + (cell.Runtime.RuntimeVersion is { } v ? $" ({v})" : ""), cell.Serializer.Id,
            cell.Serializer.VersionFor(cell.Runtime.Id), cell.Escaping, cell.Lifetime, cell.Runtime.Platform, cell.Runtime.Host,
            cell.IsWeb ? $"{WebLoadSettings.Scenarios} web" : matrix.BenchmarksOf(cell).Count.ToString(System.Globalization.CultureInfo.InvariantCulture),
        ]).ToList();
        var micro = cells.Where(cell => !cell.IsWeb).ToList();
        var benchmarks = micro.Sum(cell => matrix.BenchmarksOf(cell).Count);
        var totals = PlanTotals.Of(matrix, [.. cells.Where(availability.IsAvailable)], estimate, repeats);
        var webCells = cells.Count - micro.Count == 1 ? "1 web cell" : $"{cells.Count - micro.Count} web cells";
        var shape = micro.Count == 0 ? webCells
            : matrix.Studies.Count == 0
            ? $"{micro.Count} cells x {benchmarks / System.Math.Max(1, micro.Count)} benchmarks ({matrix.Payloads.Count} payloads x {matrix.Operations.Count} operations)"
            : $"{micro.Count} cells, {benchmarks} benchmarks (studies: {string.Join(", ", matrix.Studies.Select(s => s.Id))})";
        shape += micro.Count == 0 || micro.Count == cells.Count ? $", job '{matrix.Job}'" : $", job '{matrix.Job}'; {webCells}";
        var more = repeats == 1 ? string.Empty : string.Concat(micro.Where(cell => cell.ProcessFactor > 1).Select(cell => $", {cell.Id} in {cell.ProcessesOf(repeats, matrix.Job)}"));
        shape += repeats == 1 ? string.Empty : matrix.Job == JsonMatrix.Contracts.Cells.KnownIds.LeanJob
            ? $"; each micro cell in {repeats} processes (rounds in a fresh random order; passes in alternating order, the runtimes in turn; a slow process rerun within the budget){more}, the floor's cells and web cells once"
            : $"; each micro cell in {repeats} processes (forward, reverse{(repeats > 2 ? ", rotated" : "")} order; passes in alternating order, the runtimes in turn){more}, web cells once";
        var web = (micro.Count == cells.Count ? string.Empty : WebLine(matrix)) + ColdStartLine(matrix, [.. micro.Where(availability.IsAvailable)]);
        var source = estimate.IsLearned
            ? "figures learned from earlier runs on this machine"
            : $"built-in figures: about {Tenths(DurationEstimate.PerBenchmark[matrix.Job])} per benchmark"
              + (DurationEstimate.FirstProcessPerBenchmark.TryGetValue(matrix.Job, out var first) ? $" ({Tenths(first)} in a cell's first process, which also counts allocations)" : string.Empty)
              + $" plus {Tenths(DurationEstimate.PerCellOverhead)} per cell and process"
              + (micro.Count == cells.Count ? string.Empty : $", a web cell's load plus {DurationEstimate.Format(DurationEstimate.WebOverhead)}");
        return TextTable.Render(Headers, rows) + "\n" +
            $"{shape}.\n" + web + UnavailableLines(cells, availability) +
            $"Estimated time: {DurationEstimate.Format(totals.Total)} {(totals.CoreSets == 1 ? "one cell after another" : $"on {totals.CoreSets} core sets at once")} " +
            $"({DurationEstimate.Format(totals.Cells)} of cells, {DurationEstimate.Format(totals.Setup)} of publishing and image builds before the first cell, {DurationEstimate.SetupLanesCount} at a time{SetupNote(estimate)}; {source}).\n";
    }

    /// <summary>What the set-up figure covers: every runtime, or only those not yet in the publish cache.</summary>
    private static string SetupNote(DurationEstimate estimate) => estimate.PublishedSetups switch
    {
        0 => " when nothing is cached",
        1 => " (1 publish already in the cache: not counted)",
        var n => $" ({n} publishes already in the cache: not counted)",
    };

    /// <summary>The unavailable cells grouped by what is missing, so 12 cells of one runtime read as one line.</summary>
    private static string UnavailableLines(IReadOnlyList<Cell> cells, CellAvailability availability)
    {
        var text = new System.Text.StringBuilder();
        var notApplicable = cells.Where(cell => availability.NotApplicable.ContainsKey(cell.Id)).ToList();
        if (notApplicable.Count > 0)
        {
            text.Append($"Not applicable ({(notApplicable.Count == 1 ? "1 cell" : $"{notApplicable.Count} cells")}, recorded as \"n/a\" without running; not in the estimate):\n");
            foreach (var group in notApplicable.GroupBy(cell => availability.NotApplicable[cell.Id]))
            {
                text.Append($"  {group.Key}: {string.Join(", ", group.Select(cell => cell.Id))}\n");
            }
        }

        var unavailable = cells.Where(cell => availability.Unavailable.ContainsKey(cell.Id) && !availability.NotApplicable.ContainsKey(cell.Id)).ToList();
        if (unavailable.Count > 0)
        {
            text.Append($"Unavailable here ({(unavailable.Count == 1 ? "1 cell" : $"{unavailable.Count} cells")}, recorded as \"unavailable\" without running; not in the estimate):\n");
            foreach (var group in unavailable.GroupBy(cell => availability.Unavailable[cell.Id]))
            {
                text.Append($"  {group.Key}: {string.Join(", ", group.Select(cell => cell.Id))}\n");
            }
        }

        foreach (var note in availability.Notes)
        {
            text.Append($"Note: {note}.\n");
        }

        return text.ToString();
    }

    /// <param name="runnable">The micro cells that will run: an unavailable or n/a cell starts no process.</param>
    private static string ColdStartLine(MatrixDefinition matrix, IReadOnlyList<Cell> runnable)
    {
        if (matrix.ColdStart is not { } c) return string.Empty;
        var hosts = runnable.Where(cell => cell.ColdStartProcesses > 0).ToList();
        var serializers = hosts.Sum(cell => cell.ColdStartSerializers?.Count ?? 1);
        return $"Cold start: {hosts.Count} cells (escaping {ColdStartSettings.Escaping}, {ColdStartSettings.Lifetime}), one per build, time the cold start of {serializers} cells' serializers, their rounds spread over the host's processes, " +
               $"{hosts.Sum(cell => cell.ColdStartProcesses)} fresh processes in all: per payload ({string.Join(", ", c.Payloads)}) and round ({c.Processes}), one start-up that the build's serializers share and each one's first serialize and first deserialize, interleaved " +
               $"(the estimate counts this machine's last figures per process, or {ColdStartSettings.BuiltInSecondsPerProcess.ToString("0.##", System.Globalization.CultureInfo.InvariantCulture)} s before a run has taught them).\n";
    }

    private static string WebLine(MatrixDefinition matrix)
    {
        var w = matrix.Web;
        var line = $"Web cells: GET and POST list-1000; every runtime's servers warm up together, in one container, until every one stops compiling ({w.Warmup.TotalSeconds:0} to {w.MaxWarmup.TotalSeconds:0} cycles of a 1 s burst and a pause; the estimate counts {w.EstimatedWarmupCycles}), then {w.Repeats} x {WebLoadSettings.Seconds(w.Duration)} per scenario at {w.Connections} connections, every server's windows in the same rounds.\n";
        return WebCells.WhyNotExpanded(matrix) is { } why ? line + why + "\n" : line;
    }

    /// <summary>"0.6 s", "2.5 s": the built-in figures below a few seconds, which whole seconds would round away.</summary>
    private static string Tenths(System.TimeSpan duration) =>
        duration.TotalSeconds.ToString("0.#", System.Globalization.CultureInfo.InvariantCulture) + " s";
}
