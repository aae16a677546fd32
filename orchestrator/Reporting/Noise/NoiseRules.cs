using JsonMatrix.Orchestrator.Matrix;

namespace JsonMatrix.Orchestrator.Reporting.Noise;

/// <summary>When a result is too noisy to rank (docs/matrix.md, `noiseThreshold`).</summary>
public static class NoiseRules
{
    /// <summary>The noise threshold when the matrix names none (<see cref="MatrixDefinition.DefaultNoiseThreshold"/>).</summary>
    public const double DefaultThreshold = MatrixDefinition.DefaultNoiseThreshold;

    /// <summary>BenchmarkDotNet's MultimodalDistributionAnalyzer judges the mvalue only from this many iterations
    /// (EngineResolver.DefaultMinWorkloadIterationCount): fewer make any histogram look multimodal.</summary>
    public const int MinimumIterationsForModes = 15;

    /// <summary>BenchmarkDotNet's limits: above 3.2 "is bimodal", above 4.2 "is multimodal" (a single mode is 2).</summary>
    public const double BimodalMValue = 3.2;

    public const double MultimodalMValue = 4.2;
}
