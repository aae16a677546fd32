namespace JsonMatrix.Orchestrator.Reporting.Model;

/// <summary>
/// How far a result can be trusted: BenchmarkDotNet's confidence interval of the mean (<paramref name="ConfidenceLevel"/>
/// percent), its half-width relative to the mean (<paramref name="ErrorPercent"/>, shown as "±2 %"), Perfolizer's mvalue of
/// the measured iterations, and why the result is too noisy to rank (null when it is not).
/// </summary>
public sealed record ResultSpread(
    double? ConfidenceLevel,
    double? CiLowerNs,
    double? CiUpperNs,
    double? ErrorPercent,
    double? MValue,
    string? Noise)
{
    public bool Noisy => Noise is not null;
}

/// <summary>The interval a ratio lies in when both results lie in their confidence intervals; Upper is null when the
/// baseline's interval reaches zero (no upper bound).</summary>
public sealed record RatioInterval(double Lower, double? Upper);
