using System.Collections.Generic;
using System.Linq;
using JsonMatrix.Orchestrator.Cells;
using JsonMatrix.Orchestrator.Matrix;
using JsonMatrix.Orchestrator.Reporting.Input;
using JsonMatrix.Orchestrator.Reporting.Model;
using JsonMatrix.Orchestrator.Reporting.Parsing;

namespace JsonMatrix.Orchestrator.Reporting.Merging;

/// <summary>Cell folders → one <see cref="MergedReport"/>: parse, keep the newest copy of each cell, compute ratios and trends.</summary>
public static class ReportMerger
{
    public static MergedReport Merge(IReadOnlyList<CellFolderText> folders, Baseline baseline, double noiseThreshold = Noise.NoiseRules.DefaultThreshold) =>
        Merge(folders.Select(CellFolderParser.Parse).ToList(), baseline, noiseThreshold);

    public static MergedReport Merge(IReadOnlyList<CellData> parsed, Baseline baseline, double noiseThreshold = Noise.NoiseRules.DefaultThreshold)
    {
        var (copies, notes) = CellDeduplicator.Deduplicate(parsed);
        // Every repeat of a cell (run --repeat), in repeat order; one representative per cell for what is per cell.
        var repeatsOf = copies.OrderBy(c => (c.Outcome.Runtime, c.Outcome.Serializer, c.Outcome.Escaping, c.Outcome.Lifetime), IdOrder.CellKeys)
            .ThenBy(c => c.Outcome.Id, System.StringComparer.Ordinal).ThenBy(c => c.Outcome.Repeat)
            .GroupBy(c => c.Outcome.Id).Select(g => g.ToList()).ToList();
        var cells = repeatsOf.Select(RepeatCombiner.Representative).ToList();

        var (results, host) = ResultRowBuilder.Build([.. repeatsOf.SelectMany(r => r)], baseline.Serializer, noiseThreshold);
        var (trends, trendNotes) = TrendCalculator.Compute(results, baseline.Runtime);
        var (environments, environmentOfCell) = EnvironmentCollector.Collect(cells);
        var resultCounts = results.GroupBy(r => r.Cell).ToDictionary(g => g.Key, g => g.Count());
        // Drift is judged per repeat (each ran at its own moment); a cell shows its representative's, flagged by any repeat's.
        var withDrift = repeatsOf.SelectMany(r => r).Where(c => c.Metadata?.Drift is not null).ToDictionary(RepeatCombiner.Key);
        var drift = Noise.DriftJudge.Judge(withDrift.ToDictionary(pair => pair.Key, pair => pair.Value.Metadata!.Drift!), key => withDrift[key].Outcome.Runtime, noiseThreshold);
        var driftFlags = repeatsOf.ToDictionary(r => r[0].Outcome.Id, r => RepeatCombiner.Flags(r, c => drift.GetValueOrDefault(RepeatCombiner.Key(c))?.Flag));
        var interferenceFlags = repeatsOf.ToDictionary(r => r[0].Outcome.Id, r => RepeatCombiner.Flags(r, c => Noise.InterferenceJudge.Flag(c.Outcome.Interference)));
        var summaries = repeatsOf.Select(r => Summarize(RepeatCombiner.Representative(r), environmentOfCell.GetValueOrDefault(r[0].Outcome.Id), resultCounts.GetValueOrDefault(r[0].Outcome.Id)) with
        {
            Drift = drift.GetValueOrDefault(RepeatCombiner.Key(RepeatCombiner.Representative(r))) is { } d ? d with { Flag = driftFlags[r[0].Outcome.Id] } : null,
            InterferenceFlag = interferenceFlags[r[0].Outcome.Id],
            Repeats = r.Count,
            RepeatDrifts = r.Count == 1 ? [] : [.. r.Select(c => new RepeatDrift(c.Outcome.Repeat, drift.GetValueOrDefault(RepeatCombiner.Key(c)), Noise.InterferenceJudge.Flag(c.Outcome.Interference)))],
        }).ToList();
        results = WithDriftFlags(results, repeatsOf.ToDictionary(r => r[0].Outcome.Id, r => RepeatCombiner.Flags(r, c => drift.GetValueOrDefault(RepeatCombiner.Key(c))?.Flag, ofMost: true)));
        results = WithDriftFlags(results, repeatsOf.ToDictionary(r => r[0].Outcome.Id, r => RepeatCombiner.Flags(r, c => Noise.InterferenceJudge.Concurrent(c.Outcome.Interference), ofMost: true)));
        notes = [.. notes, .. repeatsOf.Where(r => r.Count > 1).SelectMany(r => r.Where(c => c.Outcome.Status == CellStatus.Failed)
            .Select(c => $"cell {c.Outcome.Id}: repeat {c.Outcome.Repeat} of {r.Count} failed ({c.Outcome.Reason}); its figures come from the other repeats."))];

        if (results.Count > 0 && !results.Any(r => r.Serializer == baseline.Serializer))
            notes = [.. notes, $"no ratios: the baseline serializer {baseline.Serializer} has no results."];
        var cellEnvironments = CellEnvironments.Of(environments, environmentOfCell);
        results = CrossEnvironment.Results(results, baseline.Serializer, cellEnvironments);
        trends = CrossEnvironment.Trends(trends, results.GroupBy(r => (r.Serializer, r.Runtime))
            .ToDictionary(g => g.Key, g => (IReadOnlyList<string>)[.. g.Select(r => r.Cell).Distinct()]), cellEnvironments);
        var web = WebResultBuilder.Build([.. repeatsOf.SelectMany(r => r)], baseline, noiseThreshold);
        web = web with
        {
            Results = CrossEnvironment.WebResults(web.Results, baseline.Serializer, cellEnvironments),
            Trends = CrossEnvironment.Trends(web.Trends, web.Results.GroupBy(r => (r.Serializer, r.Runtime))
                .ToDictionary(g => g.Key, g => (IReadOnlyList<string>)[.. g.Select(r => r.Cell).Distinct()]), cellEnvironments),
        };
        return new MergedReport(MergedReport.CurrentSchemaVersion, baseline, environments, summaries, results,
            ResultRowBuilder.NotApplicable(cells), trends, [.. notes, .. trendNotes])
        {
            NoiseThreshold = noiseThreshold,
            Web = web,
            ColdStart = ColdStartBuilder.Build([.. repeatsOf.SelectMany(r => r)], noiseThreshold),
            Steadiness = SteadinessBuilder.Build(host, [.. repeatsOf.SelectMany(r => r)]),
        };
    }

    /// <summary>Every result of a flagged cell is noisy for that reason too: its machine was not the run's machine.</summary>
    private static IReadOnlyList<ResultRow> WithDriftFlags(IReadOnlyList<ResultRow> results, IReadOnlyDictionary<string, string?> flags) =>
        results.Select(r => flags.GetValueOrDefault(r.Cell) is { } flag && r.Spread is { } spread
            ? r with { Spread = spread with { Noise = spread.Noise is null ? flag : $"{spread.Noise}; {flag}" } }
            : r).ToList();

    private static CellSummary Summarize(CellData cell, string? environment, int resultCount)
    {
        var o = cell.Outcome;
        var m = cell.Metadata;
        var web = cell.Web;
        var versions = new CellVersions(o.Package, o.PackageVersion, o.RuntimeVersion, m?.Runtime.FrameworkDescription ?? web?.Runtime.FrameworkDescription,
            m?.Runtime.TargetFramework ?? web?.Runtime.TargetFramework, m?.Runtime.IsMono, cell.Host?.RuntimeVersion,
            m?.Assemblies ?? web?.Assemblies ?? [],
            m?.SourceGenerationFastPath);
        return new CellSummary(o.Id, o.Runtime, o.RuntimeLabel ?? o.Runtime, o.Serializer, o.Escaping, o.Lifetime, o.Platform, o.Host,
            o.Framework, o.Job ?? m?.Job, o.Status, o.Reason, o.Isolation, environment, o.FinishedUtc, cell.Folder, versions,
            m?.Emulated ?? [], o.Steps, o.LogExcerpt, resultCount) 
        {
            Benchmarks = o.Benchmarks,
            Interference = o.Interference,
            InterferenceFlag = Noise.InterferenceJudge.Flag(o.Interference),
            Workload = o.Workload,
            NativeAot = o.NativeAot is null ? null
                : new NativeAotProof(m?.Compilation?.IsDynamicCodeSupported, m?.Compilation?.CompiledMethods, o.NativeAot.BinaryBytes, o.NativeAot.PublishWarnings),
        };
    }
}
