namespace JsonMatrix.Orchestrator.Reporting.Merging;

/// <summary>One figure a trend compares across runtimes: a serializer's value in one scenario on one runtime (a micro
/// result's median time, or a web scenario's requests/s), with the interval it lies in (null when it has none) and that
/// interval's confidence level in percent, which <see cref="TrendInterval"/> needs to turn it into a standard error.</summary>
public sealed record TrendPoint(string Serializer, string Runtime, string Scenario, double Value,
    double? Lower = null, double? Upper = null, double ConfidenceLevel = TrendInterval.Level)
{
    /// <summary>A paired time's error in two parts (log standard errors), when it has them: its own (floor ×, which each
    /// benchmark's processes measure apart) and its yardstick group's floor time (<see cref="SharedGroup"/>), which every
    /// benchmark of the group shares, since a process's speed moves all its yardstick samples together. Null: the
    /// interval above is all there is.</summary>
    public (double Own, double Shared)? LogStandardErrors { get; init; }

    /// <summary>The yardstick group whose floor time <see cref="LogStandardErrors"/>' shared part is (it names its runtime).</summary>
    public string? SharedGroup { get; init; }
}
