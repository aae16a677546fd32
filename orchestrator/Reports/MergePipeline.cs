using System.Collections.Generic;
using System.Linq;
using JsonMatrix.Orchestrator.Matrix;
using JsonMatrix.Orchestrator.Rendering.Reports;
using JsonMatrix.Orchestrator.Reports.Input;
using JsonMatrix.Orchestrator.Reports.Merging;
using JsonMatrix.Orchestrator.Reports.Model;
using JsonMatrix.Orchestrator.Reports.Parsing;

namespace JsonMatrix.Orchestrator.Reports;

/// <summary>What `merge` did: the report and the files written, or the errors that stopped it before writing anything.</summary>
public sealed record MergeOutcome(MergedReport? Report, IReadOnlyList<string> Files, IReadOnlyList<string> Errors)
{
    /// <summary>What was not looked into (links, unreadable folders), each naming the path and why.</summary>
    public IReadOnlyList<string> Skipped { get; init; } = [];

    public bool Succeeded => Errors.Count == 0;
}

/// <summary>`merge DIR... --out OUT`: read every cell folder below the inputs, merge, write report.{md,html,json,csv}.</summary>
public static class MergePipeline
{
    public static MergeOutcome Run(IReadOnlyList<string> inputFolders, string outputFolder, Baseline baseline, double noiseThreshold = Noise.NoiseRules.DefaultThreshold)
    {
        var (cellFiles, errors, skipped) = ResultsFolderReader.FindWithSkipped(inputFolders);
        if (errors.Count > 0) return new MergeOutcome(null, [], errors) { Skipped = skipped };
        // Each folder is parsed as soon as it is read, so its texts can be dropped at once; folders are independent.
        var cells = cellFiles.AsParallel().AsOrdered()
            .Select((file, order) => CellFolderParser.Parse(ResultsFolderReader.ReadCell(file, order)))
            .ToList();
        var report = ReportMerger.Merge(cells, baseline, noiseThreshold);
        var written = ReportWriter.Write(outputFolder, report, ReportWriter.AllRenderers);
        return new MergeOutcome(report, written.Files, written.Error is null ? [] : [written.Error]) { Skipped = skipped };
    }
}
