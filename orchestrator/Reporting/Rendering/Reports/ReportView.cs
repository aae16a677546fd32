using System.Collections.Generic;
using System.Linq;
using JsonMatrix.Contracts.Cells;
using JsonMatrix.Orchestrator.Cells;
using JsonMatrix.Orchestrator.Matrix;
using JsonMatrix.Orchestrator.Reporting.Merging;
using JsonMatrix.Orchestrator.Reporting.Model;

namespace JsonMatrix.Orchestrator.Reporting.Rendering.Reports;

/// <summary>A scenario: what a serializer × runtime table compares.</summary>
public sealed record Scenario(string Payload, string Operation, string Escaping, string Lifetime)
{
    public string Title => $"{Payload} · {Operation} · escaping {Escaping} · {Lifetime}";

    public string Anchor => $"{Payload}-{Operation}-{Escaping}-{Lifetime}".Replace('.', '-');
}

/// <summary>What one table cell of a scenario shows: a result, or why there is none.</summary>
public sealed record ScenarioEntry(ResultRow? Result, string? Missing)
{
    /// <summary>The run never asked for it: no result was due, so there is nothing to explain beyond the legend.</summary>
    public bool NotAsked => Missing is ReportView.OutsideStudies or ReportView.OutsideMatrix;
}

/// <summary>The report arranged for tables: ordered axes, and lookups by scenario, serializer and runtime.</summary>
public sealed class ReportView
{
    private readonly Dictionary<(Scenario, string Serializer, string Runtime), ResultRow> _results;
    private readonly Dictionary<(string Cell, string Payload, string Operation), NotApplicableRow> _notApplicable;
    private readonly Dictionary<(string Runtime, string Serializer, string Escaping, string Lifetime), CellSummary> _cells;

    /// <summary>Whether any result has a ratio to the floor (the run measured the floor beside it).</summary>
    public bool HasFloor => Report.Results.Any(r => r.FloorRatio is not null);

    public ReportView(MergedReport report)
    {
        Report = report;
        // The micro tables' axes: a runtime or serializer only web cells have would be an empty column or row there.
        var micro = report.Cells.Where(c => !c.IsWeb).ToList();
        Runtimes = IdOrder.Runtimes(micro.Select(c => c.Runtime)).ToList();
        Serializers = IdOrder.Serializers(micro.Select(c => c.Serializer)).ToList();
        RuntimeLabels = report.Cells.GroupBy(c => c.Runtime).ToDictionary(g => g.Key, g => g.First().RuntimeLabel);
        _results = new();
        foreach (var r in report.Results) _results.TryAdd((ScenarioOf(r), r.Serializer, r.Runtime), r);
        _notApplicable = new();
        foreach (var n in report.NotApplicable) _notApplicable.TryAdd((n.Cell, n.Payload, n.Operation), n);
        _cells = new();
        foreach (var c in report.Cells) _cells.TryAdd((c.Runtime, c.Serializer, c.Escaping, c.Lifetime), c);
        Scenarios = report.Results.Select(ScenarioOf).Distinct()
            .OrderBy(s => IdOrder.Rank(KnownIds.Payloads, s.Payload)).ThenBy(s => s.Payload, System.StringComparer.Ordinal)
            .ThenBy(s => IdOrder.Rank(KnownIds.Operations, s.Operation)).ThenBy(s => s.Operation, System.StringComparer.Ordinal)
            .ThenBy(s => IdOrder.Rank(KnownIds.Escaping, s.Escaping)).ThenBy(s => s.Escaping, System.StringComparer.Ordinal)
            .ThenBy(s => IdOrder.Rank(KnownIds.Lifetimes, s.Lifetime)).ThenBy(s => s.Lifetime, System.StringComparer.Ordinal)
            .ToList();
    }

    public MergedReport Report { get; }

    public IReadOnlyList<string> Runtimes { get; }

    public IReadOnlyList<string> Serializers { get; }

    public IReadOnlyDictionary<string, string> RuntimeLabels { get; }

    /// <summary>Every scenario with at least one result.</summary>
    public IReadOnlyList<Scenario> Scenarios { get; }

    public string LabelOf(string runtime) => RuntimeLabels.TryGetValue(runtime, out var label) ? label : runtime;

    /// <summary>The rows of a scenario's table: the serializers that ran it, or were to and say why not, on some runtime.
    /// A serializer the run never asked for this scenario would be a row of "not in this run's …" only.</summary>
    public IReadOnlyList<string> SerializersOf(Scenario scenario) =>
        Serializers.Where(s => Runtimes.Any(r => !Entry(scenario, s, r).NotAsked)).ToList();

    public const string OutsideStudies = "not in this run's studies";

    public const string OutsideMatrix = "not in this run's matrix";

    /// <summary>The result, or "n/a", "failed", "no result", <see cref="OutsideStudies"/> (the cell was not asked to run
    /// this benchmark), or <see cref="OutsideMatrix"/> (the matrix has no such cell: an exclusion, or no study asks it).</summary>
    public ScenarioEntry Entry(Scenario scenario, string serializer, string runtime)
    {
        if (_results.TryGetValue((scenario, serializer, runtime), out var result)) return new ScenarioEntry(result, null);
        if (!_cells.TryGetValue((runtime, serializer, scenario.Escaping, scenario.Lifetime), out var cell)) return new ScenarioEntry(null, OutsideMatrix);
        if (cell.Benchmarks is { } asked && !asked.Contains(CellBenchmarks.PairId(scenario.Payload, scenario.Operation)))
            return new ScenarioEntry(null, OutsideStudies);
        if (_notApplicable.TryGetValue((cell.Id, scenario.Payload, scenario.Operation), out var na)
            || _notApplicable.TryGetValue((cell.Id, scenario.Payload, "*"), out na))
            return new ScenarioEntry(null, na.Status == CellStatus.Unsupported ? "n/a" : "failed");
        return new ScenarioEntry(null, cell.Status switch
        {
            CellStatus.Failed => "failed",
            CellStatus.Unsupported => "n/a",
            CellStatus.Unavailable => "unavailable",
            _ => "no result",
        });
    }

    /// <summary>The trend ratio of a serializer on a runtime, and the number of scenarios behind it.</summary>
    public TrendRow? Trend(string serializer, string runtime) =>
        Report.Trends.FirstOrDefault(t => t.Serializer == serializer && t.Runtime == runtime);

    private static Scenario ScenarioOf(ResultRow r) => new(r.Payload, r.Operation, r.Escaping, r.Lifetime);
}
