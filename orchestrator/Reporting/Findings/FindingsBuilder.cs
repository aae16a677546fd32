using System.Collections.Generic;
using System.Linq;
using JsonMatrix.Orchestrator.Cells;
using JsonMatrix.Orchestrator.Matrix;
using JsonMatrix.Orchestrator.Reporting.Model;

namespace JsonMatrix.Orchestrator.Reporting.Findings;

/// <summary>The report's first section: each study of the matrix that says how to answer it, answered from the merged
/// figures (the same ones report.json holds), so the Markdown, HTML, JSON and the end of `run` show the same numbers.</summary>
public static class FindingsBuilder
{
    /// <param name="previous">The previous run of the same matrix, merged the same way, and its name: each line is set
    /// beside its figure there, so a reader sees how far a second run moved it.</param>
    public static IReadOnlyList<Finding> Build(MergedReport report, IReadOnlyList<Study> studies, (MergedReport Report, string Name)? previous = null)
    {
        var findings = studies.Where(s => s.Answer is not null).Select(s => Build(report, s)).ToList();
        if (previous is not { } before) return findings;
        var earlier = studies.Where(s => s.Answer is not null).Select(s => Build(before.Report, s)).ToDictionary(f => f.Study);
        return [.. findings.Select(f => Beside(f, earlier[f.Study], before.Name))];
    }

    private static Finding Beside(Finding finding, Finding earlier, string name)
    {
        var ratios = earlier.Ratios.GroupBy(l => (l.Runtime, l.Context)).ToDictionary(g => g.Key, g => g.First().Overall);
        var ranks = earlier.Ranks.GroupBy(l => (l.Runtime, l.Scenario)).ToDictionary(g => g.Key, g => g.First().Places.Select(p => p.Serializer).ToList());
        var lines = finding.Ratios.Where(l => ratios.ContainsKey((l.Runtime, l.Context))).ToList();
        var within = lines.Count(l => System.Math.Abs(l.Overall.Value / ratios[(l.Runtime, l.Context)].Value - 1) <= 0.05);
        var orders = finding.Ranks.Where(l => ranks.ContainsKey((l.Runtime, l.Scenario))).ToList();
        var same = orders.Count(l => l.Places.Select(p => p.Serializer).SequenceEqual(ranks[(l.Runtime, l.Scenario)]));
        var against = finding.Kind == Finding.RankKind
            ? $"{same} of {orders.Count} rankings in the same order as in the previous run of this matrix ({name})"
            : $"{within} of {lines.Count} answers within 5 % of the previous run of this matrix ({name})";
        return finding with
        {
            Basis = $"{finding.Basis}; {against}",
            PreviousRun = name,
            Ratios = [.. finding.Ratios.Select(l => l with { Previous = ratios.GetValueOrDefault((l.Runtime, l.Context)) })],
            Ranks = [.. finding.Ranks.Select(l => l with { PreviousOrder = ranks.GetValueOrDefault((l.Runtime, l.Scenario)) })],
        };
    }

    private static Finding Build(MergedReport report, Study study)
    {
        var answer = study.Answer!;
        var rows = StudyRows.Results(report, study);
        var cells = StudyRows.Cells(report, study);
        if (answer.Kind == StudyAnswer.Rank)
        {
            var ranks = RankFinding.Build(report, rows);
            var gaps = Gaps(cells, ranks.Select(l => l.Runtime), "no two serializers with results")
                .Concat(WebGaps(report, ranks)).ToList();
            return new Finding(study.Id, study.Question, answer.Kind, "fastest to slowest", [], [], ranks, gaps, Basis(report, rows)) { Definition = answer };
        }

        var (columns, lines) = RatioFinding.Build(report, study, rows);
        return new Finding(study.Id, study.Question, answer.Kind, $"{answer.Of} over {answer.Over}", columns, lines, [],
            [.. Gaps(cells, lines.Select(l => l.Runtime), $"no {answer.Of} result beside a {answer.Over} one")], Basis(report, rows)) { Definition = answer };
    }

    /// <summary>Each runtime of the study's cells that has no line, and why: its cells' status, or what is missing.</summary>
    private static IEnumerable<string> Gaps(IReadOnlyList<CellSummary> cells, IEnumerable<string> answered, string missing)
    {
        var done = answered.ToHashSet();
        foreach (var runtime in cells.GroupBy(c => c.Runtime).Where(g => !done.Contains(g.Key)))
        {
            var label = runtime.First().RuntimeLabel;
            var notOk = runtime.FirstOrDefault(c => c.Status != CellStatus.Ok);
            yield return runtime.All(c => c.Status != CellStatus.Ok) && notOk is not null
                ? $"{label}: {notOk.Status}{(notOk.Reason is { } reason ? $" ({reason})" : "")}"
                : $"{label}: {missing}" + (notOk is not null ? $"; {notOk.Id} is {notOk.Status}{(notOk.Reason is { } r ? $" ({r})" : "")}" : "");
        }
    }

    private static IEnumerable<string> WebGaps(MergedReport report, IReadOnlyList<RankLine> ranks)
    {
        var answered = ranks.Where(l => l.Unit == "requests/s").Select(l => l.Runtime).ToHashSet();
        return report.Cells.Where(c => c.IsWeb && !answered.Contains(c.Runtime)).GroupBy(c => c.Runtime)
            .Select(g => g.FirstOrDefault(c => c.Status != CellStatus.Ok) is { } cell
                ? $"{cell.RuntimeLabel} behind ASP.NET Core: {cell.Status}{(cell.Reason is { } reason ? $" ({reason})" : "")}"
                : $"{g.First().RuntimeLabel} behind ASP.NET Core: fewer than two serializers with results");
    }

    /// <summary>What the study's figures rest on: how many processes each comes from, and how many are too noisy to trust.</summary>
    private static string Basis(MergedReport report, IReadOnlyList<ResultRow> rows)
    {
        if (rows.Count == 0) return "no results";
        var (fewest, most) = (rows.Min(r => r.N), rows.Max(r => r.N));
        var processes = fewest == most ? $"{most}" : $"{fewest}–{most}";
        var rounds = rows.Select(r => r.Paired).OfType<Statistics.PairedFigure>().Where(p => p.Processes > 0).Select(p => p.Rounds / p.Processes).ToList();
        var paired = rounds.Count > 0
            ? $" of {(rounds.Min() == rounds.Max() ? $"{rounds.Max()}" : $"{rounds.Min()}–{rounds.Max()}")} rounds, each sample paired with one of the floor"
            : "";
        var noisy = rows.Count(r => r.Spread?.Noisy == true);
        return $"{rows.Count} figures, each from {processes} processes{paired}; {noisy} of them noisy (a 95 % interval wider than ±{report.NoiseThreshold * 100:0.#} %)";
    }
}
