using System.Collections.Generic;
using System.Text.Json.Serialization;

namespace JsonMatrix.Orchestrator.Formats;

/// <summary>`plan --format json` (docs/running.md): the run's repeats and estimated totals, then every cell with the
/// estimate of one run of it.</summary>
internal sealed record PlanDocument(string Job, int Repeats, int CoreSets, int CellRuns, PlanEstimateDocument Estimate, IReadOnlyList<PlanCellDocument> Cells);

/// <summary>Seconds rounded to one decimal, as the text plan counts them; learned when past runs' durations were used.</summary>
internal sealed record PlanEstimateDocument(double CellsSeconds, double SetupSeconds, double TotalSeconds, bool Learned);

/// <param name="Unavailable">Why the NuGet source cannot publish the cell; absent (not null) for a cell that runs.</param>
internal sealed record PlanCellDocument(
    string Id,
    string Runtime,
    string Serializer,
    string Workload,
    string? Escaping,
    string? Lifetime,
    string Platform,
    string Host,
    string? Framework,
    string? RuntimeVersion,
    string? Label,
    string? Package,
    string? Version,
    string Job,
    int Benchmarks,
    double EstimatedSeconds,
    [property: JsonIgnore(Condition = JsonIgnoreCondition.WhenWritingNull)] string? Unavailable)
{
    /// <summary>Why the cell does not apply at all (a reflection serializer on a NativeAOT runtime); absent for a cell that runs.</summary>
    [JsonIgnore(Condition = JsonIgnoreCondition.WhenWritingNull)]
    public string? NotApplicable { get; init; }
}
