using System;
using System.Collections.Generic;
using System.Linq;
using JsonMatrix.Contracts.Cells;
using JsonMatrix.Orchestrator.Reporting.Model;

namespace JsonMatrix.Orchestrator.Reporting.Findings;

/// <summary>
/// Ratios between the report's figures with 95 % intervals, in log space: a figure's interval gives its standard error
/// (ln(upper / lower) / 2z, z of the interval's own level: BenchmarkDotNet's are 99.9 %), a ratio's error is both sides'
/// in quadrature, and a geometric mean over benchmarks keeps the
/// mean of their errors: the benchmarks of one cell share its processes, so their errors are not independent, and
/// assuming they are would claim a precision the run lacks.
/// </summary>
public static class FigureRatio
{
    private static readonly double Z = Merging.TrendInterval.Z(95);

    /// <summary>A log figure and its standard error; a null error: the figure has no interval.</summary>
    public readonly record struct LogFigure(double Log, double? Error);

    /// <summary>of / over. Both from the same run's rounds in one yardstick group: as the ratio to System.Text.Json divides
    /// (<see cref="Statistics.PairedFigure.RatioTo"/>, each process's time over its host level). Both with a floor ×:
    /// floor × over floor ×, which the yardstick paired in each process (the host's state cancels); otherwise median over
    /// median.</summary>
    public static LogFigure Of(ResultRow of, ResultRow over) =>
        of.Paired is { HostLevel: not null } a && over.Paired is { HostLevel: not null } b && a.YardstickGroup == b.YardstickGroup
            ? Paired(a.RatioTo(b))
            : FloorFigure(of) is { } x && FloorFigure(over) is { } y ? Divide(x, y) : Divide(TimeFigure(of), TimeFigure(over));

    /// <summary>A ratio with the relative half-width of its 95 % interval as a log figure with its standard error.</summary>
    private static LogFigure Paired((double Ratio, double HalfWidth) ratio) =>
        new(Math.Log(ratio.Ratio), ratio.HalfWidth > 0 ? Math.Log(1 + ratio.HalfWidth) / Z : 0);

    /// <summary>The faster's requests/s over the slower's (at least 1). Where both were paired round by round with the
    /// baseline serializer (one rotation), their paired ratios over each other, each with its median's interval, so the
    /// machine's moments divide out; otherwise requests/s over requests/s, the interval from the windows' extremes.</summary>
    public static LogFigure Of(WebResultRow slower, WebResultRow faster) =>
        PairedFigure(faster) is { } a && PairedFigure(slower) is { } b
            ? Divide(a, b)
            : new(Math.Log(faster.RequestsPerSecond / slower.RequestsPerSecond),
                FromRange(faster.RequestsPerSecondMin / slower.RequestsPerSecondMax, faster.RequestsPerSecondMax / slower.RequestsPerSecondMin));

    /// <summary>A web row's paired ratio to the baseline serializer; the baseline's own is exactly 1.</summary>
    private static LogFigure? PairedFigure(WebResultRow row) =>
        row.Ratio is not > 0 ? null
        : row.PairedRounds is null ? (row.Ratio == 1 && row.RatioInterval is null ? new LogFigure(0, 0) : null)
        : row.RatioInterval is { Upper: { } upper } interval ? new LogFigure(Math.Log(row.Ratio.Value), FromRange(interval.Lower, upper))
        : null;

    public static LogFigure GeometricMean(IReadOnlyList<LogFigure> figures) => new(
        figures.Average(f => f.Log),
        figures.All(f => f.Error is not null) ? figures.Average(f => f.Error!.Value) : null);

    public static Estimate ToEstimate(LogFigure figure) => figure.Error is { } error
        ? new Estimate(Math.Exp(figure.Log), Math.Exp(figure.Log - Z * error), Math.Exp(figure.Log + Z * error))
        : new Estimate(Math.Exp(figure.Log), null, null);

    private static LogFigure Divide(LogFigure a, LogFigure b) => new(a.Log - b.Log,
        a.Error is { } ea && b.Error is { } eb ? Math.Sqrt(ea * ea + eb * eb) : null);

    private static LogFigure? FloorFigure(ResultRow row) => row.FloorRatio is not > 0 ? null
        // The floor's own figure is exactly 1: the other side's interval carries the whole spread.
        : row.Serializer == KnownIds.Floor && row.FloorRatioInterval is null ? new LogFigure(Math.Log(row.FloorRatio.Value), 0)
        : row.FloorRatioInterval is { Upper: { } upper } interval ? new LogFigure(Math.Log(row.FloorRatio.Value), FromRange(interval.Lower, upper, LevelOf(row)))
        : null;

    private static LogFigure TimeFigure(ResultRow row) => new(Math.Log(row.MedianNs),
        row.Spread is { CiLowerNs: { } lower, CiUpperNs: { } upper } ? FromRange(lower, upper, LevelOf(row)) : null);

    /// <summary>The confidence level of a row's intervals: its spread's (and the ratios built from it), else 95 %.</summary>
    private static double LevelOf(ResultRow row) => row.Spread?.ConfidenceLevel is > 0 and < 100 and var level ? level : 95;

    private static double? FromRange(double lower, double upper, double level = 95) =>
        lower > 0 && upper >= lower && double.IsFinite(upper) ? Math.Log(upper / lower) / (2 * Merging.TrendInterval.Z(level)) : null;
}
