namespace JsonMatrix.Orchestrator.Reporting.Merging;

/// <summary>One figure a trend compares across runtimes: a serializer's value in one scenario on one runtime (a micro
/// result's median time, or a web scenario's requests/s), with the interval it lies in (null when it has none) and that
/// interval's confidence level in percent, which <see cref="TrendInterval"/> needs to turn it into a standard error.</summary>
public sealed record TrendPoint(string Serializer, string Runtime, string Scenario, double Value,
    double? Lower = null, double? Upper = null, double ConfidenceLevel = TrendInterval.Level);
