using System.Collections.Generic;
using System.Linq;
using JsonMatrix.Orchestrator.Matrix;
using JsonMatrix.Orchestrator.Reporting.Input;
using JsonMatrix.Orchestrator.Reporting.Merging;
using JsonMatrix.Orchestrator.Reporting.Model;
using JsonMatrix.Orchestrator.Reporting.Parsing;
using JsonMatrix.Orchestrator.Reporting.Rendering.Reports;

namespace JsonMatrix.Orchestrator.Workflows.Merge;

/// <summary>What a merge did: the report and the files written, or every error that stopped it.</summary>
public sealed record MergeOutcome(MergedReport? Report, IReadOnlyList<string> Files, IReadOnlyList<string> Errors)
{
    /// <summary>What was not looked into (links, unreadable folders), each naming the path and why.</summary>
    public IReadOnlyList<string> Skipped { get; init; } = [];

    /// <summary>True when the input folders were refused (no cell.json below one), so nothing was written.</summary>
    public bool InputRejected { get; init; }

    public bool Succeeded => Errors.Count == 0;
}

/// <summary>The seam `merge` and `run` call, so command tests need no report files.</summary>
public interface IFolderMerge
{
    /// <param name="inputFolders">Folders with cell folders anywhere below them (a run's --out, downloaded artifacts).</param>
    /// <param name="baseline">What ratios are computed against (the matrix's baseline).</param>
    /// <param name="noiseThreshold">The matrix's noiseThreshold: results with a wider confidence interval are marked noisy.</param>
    /// <param name="studies">The matrix's studies: those that say how to answer them get a finding, first in the report.</param>
    MergeOutcome Run(IReadOnlyList<string> inputFolders, string outputFolder, Baseline baseline, double noiseThreshold = Reporting.Noise.NoiseRules.DefaultThreshold, IReadOnlyList<Study>? studies = null, string? previousRun = null);

    /// <summary>A run's own report: exactly the cell folders given (those its run.json lists), nothing else found below
    /// its folder; a listed folder without a cell.json (a cell that never ran) is left out.</summary>
    /// <param name="previousRun">An earlier run folder of the same matrix: the findings set each answer beside its figure there.</param>
    MergeOutcome RunCells(IReadOnlyList<string> cellFolders, string outputFolder, Baseline baseline, double noiseThreshold = Reporting.Noise.NoiseRules.DefaultThreshold, IReadOnlyList<Study>? studies = null, string? previousRun = null);
}

/// <summary>Cell folders on disk to report files: read every cell folder below the inputs, merge them
/// (<see cref="ReportMerger.Merge(IReadOnlyList{CellData}, Baseline, double)"/>, pure) and write report.{md,html,json,csv}
/// (<see cref="ReportWriter.Write"/>, the only code that writes them).</summary>
public sealed class FolderMerge : IFolderMerge
{
    public MergeOutcome Run(IReadOnlyList<string> inputFolders, string outputFolder, Baseline baseline, double noiseThreshold = Reporting.Noise.NoiseRules.DefaultThreshold, IReadOnlyList<Study>? studies = null, string? previousRun = null)
    {
        var (cellFiles, errors, skipped) = ResultsFolderReader.FindWithSkipped(inputFolders);
        if (errors.Count > 0) return new MergeOutcome(null, [], errors) { Skipped = skipped, InputRejected = true };
        return Merge(cellFiles, outputFolder, baseline, noiseThreshold, studies ?? [], previousRun) with { Skipped = skipped };
    }

    public MergeOutcome RunCells(IReadOnlyList<string> cellFolders, string outputFolder, Baseline baseline, double noiseThreshold = Reporting.Noise.NoiseRules.DefaultThreshold, IReadOnlyList<Study>? studies = null, string? previousRun = null) =>
        Merge([.. cellFolders.Select(Cells.CellFolderReader.RecordEntry).OfType<string>()], outputFolder, baseline, noiseThreshold, studies ?? [], previousRun);

    private static MergeOutcome Merge(IReadOnlyList<string> cellFiles, string outputFolder, Baseline baseline, double noiseThreshold, IReadOnlyList<Study> studies, string? previousRun = null)
    {
        // Each folder is parsed as soon as it is read, so its texts can be dropped at once; folders are independent.
        var cells = Parse(cellFiles);
        var merged = ReportMerger.Merge(cells, baseline, noiseThreshold);
        var previous = previousRun is null || studies.Count == 0 ? null : Previous(previousRun, baseline, noiseThreshold);
        var report = merged with { Findings = Reporting.Findings.FindingsBuilder.Build(merged, studies, previous) };
        var written = ReportWriter.Write(outputFolder, report, ReportWriter.AllRenderers);
        return new MergeOutcome(report, written.Files, written.Error is null ? [] : [written.Error]);
    }

    /// <summary>The previous run merged as this one is; null when its folder cannot be read (the findings then stand alone).</summary>
    private static (MergedReport, string)? Previous(string runFolder, Baseline baseline, double noiseThreshold)
    {
        var (cellFiles, errors, _) = ResultsFolderReader.FindWithSkipped([runFolder]);
        if (errors.Count > 0 || cellFiles.Count == 0) return null;
        return (ReportMerger.Merge(Parse(cellFiles), baseline, noiseThreshold), System.IO.Path.GetFileName(System.IO.Path.TrimEndingDirectorySeparator(runFolder)));
    }

    private static List<CellData> Parse(IReadOnlyList<string> cellFiles) => cellFiles.AsParallel().AsOrdered()
        .Select((file, order) => CellFolderParser.Parse(ResultsFolderReader.ReadCell(file, order)))
        .ToList();
}
