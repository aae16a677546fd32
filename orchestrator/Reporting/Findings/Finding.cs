using System.Collections.Generic;

namespace JsonMatrix.Orchestrator.Reporting.Findings;

/// <summary>
/// One study's answer, computed from the report's figures (<see cref="FindingsBuilder"/>) so every format shows the same
/// numbers: a ratio study has one <see cref="RatioLine"/> per runtime and setting, a rank study one
/// <see cref="RankLine"/> per runtime and operation (and per web scenario); <see cref="Gaps"/> says where no answer
/// could be given and why, and <see cref="Basis"/> what the figures rest on.
/// </summary>
/// <param name="Answer">What is divided or ranked, in words ("per-call over cached", "fastest to slowest").</param>
/// <param name="Columns">A ratio study's operations, the columns of its table (<see cref="RatioLine.ByOperation"/>).</param>
public sealed record Finding(
    string Study,
    string? Question,
    string Kind,
    string Answer,
    IReadOnlyList<string> Columns,
    IReadOnlyList<RatioLine> Ratios,
    IReadOnlyList<RankLine> Ranks,
    IReadOnlyList<string> Gaps,
    string Basis)
{
    public const string RankKind = Matrix.StudyAnswer.Rank;

    /// <summary>The matrix's answer the finding computes (its dimension and of/over for a ratio).</summary>
    public Matrix.StudyAnswer? Definition { get; init; }

    /// <summary>The earlier run of the same matrix its lines are set beside (<see cref="RatioLine.Previous"/>,
    /// <see cref="RankLine.PreviousOrder"/>), or null when there was none: how far a second run moved the answer.</summary>
    public string? PreviousRun { get; init; }
}

/// <summary>A ratio with its 95 % interval (null bounds: the figures had none). Below 1 is less time (or fewer bytes).</summary>
public sealed record Estimate(double Value, double? Lower, double? Upper)
{
    /// <summary>The interval lies wholly on one side of 1: the figures tell the two apart.</summary>
    public bool Differs => Lower is { } lower && Upper is { } upper && (upper < 1 || lower > 1);

    public bool HasInterval => Lower is not null && Upper is not null;
}

/// <summary>One runtime and setting of a ratio study: the geometric mean over the study's benchmarks, the same per
/// operation (over its payloads; null where that operation has no pair), and the allocations' ratio.</summary>
/// <param name="Context">The settings that vary between the study's lines ("system-text-json, unicode-ranges-all"); empty when none does.</param>
/// <param name="Noisy">How many of the benchmarks' figures on either side are marked noisy.</param>
public sealed record RatioLine(
    string Runtime,
    string RuntimeLabel,
    string Context,
    Estimate Overall,
    IReadOnlyList<Estimate?> ByOperation,
    double? Allocations,
    int Benchmarks,
    int Noisy)
{
    /// <summary>The same line's figure in the previous run, or null (no previous run, or it had no such line).</summary>
    public Estimate? Previous { get; init; }
}

/// <summary>One runtime and operation (or web scenario) of a rank study: the serializers from fastest to slowest.</summary>
/// <param name="Unit">"time" (micro results, geometric mean over the payloads) or "requests/s" (web results).</param>
public sealed record RankLine(string Runtime, string RuntimeLabel, string Scenario, string Unit, IReadOnlyList<RankPlace> Places)
{
    /// <summary>The serializers in the previous run's order, or null (no previous run, or it had no such line).</summary>
    public IReadOnlyList<string>? PreviousOrder { get; init; }
}

/// <summary>A serializer's place: its figure (ns, or requests/s), how it compares with the fastest (time over the
/// fastest's, or the fastest's requests/s over its own: at least 1 either way), and whether its interval against the one
/// before it includes 1, so the two cannot be ranked.</summary>
public sealed record RankPlace(string Serializer, double Value, Estimate VersusFastest, bool TiedWithPrevious);
