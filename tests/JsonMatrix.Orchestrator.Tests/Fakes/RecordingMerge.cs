using System.Collections.Generic;
using System.IO;
using JsonMatrix.Orchestrator.Matrix;
using JsonMatrix.Orchestrator.Reports;

namespace JsonMatrix.Orchestrator.Tests.Fakes;

/// <summary>Remembers what it was asked to merge and claims a report file, writing nothing.</summary>
public sealed class RecordingMerge : IFolderMerge
{
    public List<(IReadOnlyList<string> Inputs, string Output, Baseline Baseline)> Calls { get; } = [];

    public MergeOutcome Run(IReadOnlyList<string> inputFolders, string outputFolder, Baseline baseline, double noiseThreshold = JsonMatrix.Orchestrator.Reports.Noise.NoiseRules.DefaultThreshold)
    {
        Calls.Add((inputFolders, outputFolder, baseline));
        return new MergeOutcome(null, [Path.Combine(outputFolder, "report.md")], []);
    }

    public MergeOutcome RunCells(IReadOnlyList<string> cellFolders, string outputFolder, Baseline baseline, double noiseThreshold = JsonMatrix.Orchestrator.Reports.Noise.NoiseRules.DefaultThreshold)
    {
        Calls.Add((cellFolders, outputFolder, baseline));
        return new MergeOutcome(null, [Path.Combine(outputFolder, "report.md")], []);
    }
}
