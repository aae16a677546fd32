using System.Collections.Generic;
using System.IO;
using JsonMatrix.Orchestrator.Matrix;
using JsonMatrix.Orchestrator.Workflows.Merge;

namespace JsonMatrix.Orchestrator.Tests.Fakes;

/// <summary>Remembers what it was asked to merge and claims a report file, writing nothing.</summary>
public sealed class RecordingMerge : IFolderMerge
{
    public List<(IReadOnlyList<string> Inputs, string Output, Baseline Baseline, double NoiseThreshold)> Calls { get; } = [];

    /// <summary>A report asked for in this folder "cannot be written" (as on a full disk), so the run falls back.</summary>
    public string? UnwritableOutput { get; set; }

    public MergeOutcome Run(IReadOnlyList<string> inputFolders, string outputFolder, Baseline baseline, double noiseThreshold = JsonMatrix.Orchestrator.Reporting.Noise.NoiseRules.DefaultThreshold, IReadOnlyList<Study>? studies = null, string? previousRun = null) =>
        Record(inputFolders, outputFolder, baseline, noiseThreshold);

    public MergeOutcome RunCells(IReadOnlyList<string> cellFolders, string outputFolder, Baseline baseline, double noiseThreshold = JsonMatrix.Orchestrator.Reporting.Noise.NoiseRules.DefaultThreshold, IReadOnlyList<Study>? studies = null, string? previousRun = null) =>
        Record(cellFolders, outputFolder, baseline, noiseThreshold);

    private MergeOutcome Record(IReadOnlyList<string> inputs, string outputFolder, Baseline baseline, double noiseThreshold)
    {
        Calls.Add((inputs, outputFolder, baseline, noiseThreshold));
        return outputFolder == UnwritableOutput
            ? new MergeOutcome(null, [], [$"cannot write the report to '{outputFolder}': No space left on device"])
            : new MergeOutcome(null, [Path.Combine(outputFolder, "report.md")], []);
    }
}
