using System.Collections.Generic;
using System.Linq;
using JsonMatrix.Orchestrator.Reporting.Findings;

namespace JsonMatrix.Orchestrator.Reporting.Rendering.Reports.Findings;

/// <summary>The words and numbers of a finding, shared by the Markdown, HTML and terminal renderings.</summary>
public static class FindingText
{
    /// <summary>"2.04× (1.93–2.16)"; "1.02× (0.97–1.08), no difference shown" when the interval holds 1.</summary>
    public static string Estimate(Estimate estimate) =>
        estimate.HasInterval
            ? $"{Units.Ratio(estimate.Value)}× ({Units.Ratio(estimate.Lower)}–{Units.Ratio(estimate.Upper)})" + (estimate.Differs ? "" : ", no difference shown")
            : $"{Units.Ratio(estimate.Value)}×";

    /// <summary>What a ratio study's figures mean, in a sentence.</summary>
    public static string RatioMeaning(Finding finding) =>
        $"{finding.Answer}: time with {finding.Definition?.Of} divided by time with {finding.Definition?.Over}, all else equal; below 1 is faster. "
        + "Each figure is the geometric mean over the study's payloads (all: over every benchmark), with its 95 % interval.";

    public const string RankMeaning = "Serializers fastest to slowest on each runtime: by time per operation (the geometric mean over the study's payloads), "
        + "then by requests/s behind ASP.NET Core; each after the first with its time over the fastest's (or the fastest's requests/s over its own) and the 95 % interval. "
        + "≈ marks one that cannot be ranked against the one before it: their interval holds 1.";

    /// <summary>"system-text-json 1.47 μs, then newtonsoft 1.91× (1.80–2.02), ≈ data-contract-json 1.95× (…)": ≈ marks a
    /// serializer that cannot be ranked against the one before it (their interval holds 1).</summary>
    public static string Places(RankLine line) => string.Join(", ", line.Places.Select((p, i) => i == 0
        ? $"{p.Serializer} {Value(line, p.Value)}"
        : $"{(p.TiedWithPrevious ? "≈ " : "then ")}{p.Serializer} {Estimate(p.VersusFastest).Replace(", no difference shown", "")}"));

    public static string Value(RankLine line, double value) => line.Unit == "time" ? Units.Time(value) : $"{Units.Integer((long)System.Math.Round(value))} req/s";

    public static string Context(RatioLine line) => line.Context.Length == 0 ? line.RuntimeLabel : $"{line.RuntimeLabel} · {line.Context}";

    /// <summary>One line per study for the end of `run`: each runtime's headline.</summary>
    public static string Headline(Finding finding)
    {
        if (finding.Kind == Reporting.Findings.Finding.RankKind)
        {
            var fastest = finding.Ranks.GroupBy(l => (l.RuntimeLabel, Web: l.Unit != "time"))
                .Select(g => $"{g.Key.RuntimeLabel}{(g.Key.Web ? " behind ASP.NET Core" : "")} {Fastest(g.ToList())}");
            return $"{finding.Study} (fastest): {Joined(fastest)}";
        }
        var lines = finding.Ratios.GroupBy(l => l.Context).FirstOrDefault()?.ToList() ?? [];
        var context = lines.Count > 0 && lines[0].Context.Length > 0 ? $" [{lines[0].Context}]" : "";
        return $"{finding.Study} ({finding.Answer}{context}): {Joined(lines.Select(l => $"{l.RuntimeLabel} {Estimate(l.Overall)}"))}";
    }

    private static string Fastest(IReadOnlyList<RankLine> lines)
    {
        var firsts = lines.Select(l => l.Places.Count > 1 && l.Places[1].TiedWithPrevious ? null : l.Places[0].Serializer).ToList();
        var top = firsts.OfType<string>().GroupBy(s => s).OrderByDescending(g => g.Count()).FirstOrDefault();
        return top is null ? "no clear fastest" : $"{top.Key} in {top.Count()} of {lines.Count} {(lines[0].Unit == "time" ? "operations" : "scenarios")}";
    }

    private static string Joined(IEnumerable<string> parts) => parts.Any() ? string.Join("; ", parts) : "no answer (the report says why)";
}
