using System.Collections.Generic;
using JsonMatrix.Orchestrator.Matrix;

namespace JsonMatrix.Orchestrator.Cli;

/// <summary>Merges cell folders into report.{md,html,json,csv}. Reading, merging and rendering are the core's
/// (Reports/MergePipeline); this is the seam the commands call, so command tests need no report files.</summary>
public interface IReportWriter
{
    /// <param name="inputDirectories">Folders with cell folders anywhere below them (a run's --out, downloaded artifacts).</param>
    /// <param name="baseline">What ratios are computed against (the matrix's baseline).</param>
    /// <param name="noiseThreshold">The matrix's noiseThreshold: results with a wider confidence interval are marked noisy.</param>
    ReportFiles Write(IReadOnlyList<string> inputDirectories, string outputDirectory, Baseline baseline, double noiseThreshold = Reports.Noise.NoiseRules.DefaultThreshold);
}

/// <summary>The files written, or every error that stopped the merge.</summary>
public sealed record ReportFiles(IReadOnlyList<string> Files, IReadOnlyList<string> Errors)
{
    /// <summary>What the merge did not look into (links, unreadable folders), each naming the path and why.</summary>
    public IReadOnlyList<string> Skipped { get; init; } = [];

    /// <summary>True when the input folders were refused (no cell.json below one), so nothing was written.</summary>
    public bool InputRejected { get; init; }
}
