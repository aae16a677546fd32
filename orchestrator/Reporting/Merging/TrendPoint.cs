namespace JsonMatrix.Orchestrator.Reporting.Merging;

/// <summary>One figure a trend compares across runtimes: a serializer's value in one scenario on one runtime (a micro
/// result's median time, or a web scenario's requests/s).</summary>
public sealed record TrendPoint(string Serializer, string Runtime, string Scenario, double Value);
