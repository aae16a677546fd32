using System.Collections.Generic;
using System.IO;
using JsonMatrix.Orchestrator.Cli;
using JsonMatrix.Orchestrator.Matrix;

namespace JsonMatrix.Orchestrator.Tests.Fakes;

/// <summary>Remembers what it was asked to merge and claims the four report files.</summary>
public sealed class RecordingReportWriter : IReportWriter
{
    public List<(IReadOnlyList<string> Inputs, string Output, Baseline Baseline)> Calls { get; } = [];

    public ReportFiles Write(IReadOnlyList<string> inputDirectories, string outputDirectory, Baseline baseline, double noiseThreshold = JsonMatrix.Orchestrator.Reports.Noise.NoiseRules.DefaultThreshold)
    {
        Calls.Add((inputDirectories, outputDirectory, baseline));
        return new ReportFiles([Path.Combine(outputDirectory, "report.md")], []);
    }
}
