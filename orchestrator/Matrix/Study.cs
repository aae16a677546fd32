using System.Collections.Generic;

namespace JsonMatrix.Orchestrator.Matrix;

/// <summary>A question the matrix answers: the cells it concerns (a rule over the cell keys; an empty rule is every
/// cell) and the payloads × operations those cells run for it. A cell runs the union of the benchmarks of every study
/// that matches it, so a cell several studies share measures each benchmark once.</summary>
public sealed record Study(string Id, CellRule Cells, IReadOnlyList<string> Payloads, IReadOnlyList<string> Operations)
{
    /// <summary>The study's question in a sentence, shown above its finding; null when the matrix gives none.</summary>
    public string? Question { get; init; }

    /// <summary>How the report answers it (Reporting/Findings); null: the report has no finding for it.</summary>
    public StudyAnswer? Answer { get; init; }
}

/// <summary>
/// What a study's finding computes from the results: <see cref="Rank"/> orders the serializers fastest to slowest per
/// runtime and operation (and by requests/s behind ASP.NET Core where the run has web results); a ratio divides the
/// results whose <paramref name="Dimension"/> (serializer, escaping or lifetime) is <paramref name="Of"/> by those where
/// it is <paramref name="Over"/>, all else equal ("per-call over cached").
/// </summary>
public sealed record StudyAnswer(string Kind, string? Dimension = null, string? Of = null, string? Over = null)
{
    public const string Rank = "rank";
    public const string Ratio = "ratio";

    public static readonly IReadOnlyList<string> Dimensions = ["serializer", "escaping", "lifetime"];
}
