using System.Collections.Generic;
using JsonMatrix.Orchestrator.Matrix;
using JsonMatrix.Orchestrator.Reports;

namespace JsonMatrix.Orchestrator.Cli;

/// <summary>The report writer of the core: <see cref="MergePipeline"/>.</summary>
public sealed class CoreReportWriter : IReportWriter
{
    public ReportFiles Write(IReadOnlyList<string> inputDirectories, string outputDirectory, Baseline baseline, double noiseThreshold = Reports.Noise.NoiseRules.DefaultThreshold)
    {
        var outcome = MergePipeline.Run(inputDirectories, outputDirectory, baseline, noiseThreshold);
        return new ReportFiles(outcome.Files, outcome.Errors) { Skipped = outcome.Skipped, InputRejected = outcome.Report is null };
    }
}
