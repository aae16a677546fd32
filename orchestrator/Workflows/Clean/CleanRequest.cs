namespace JsonMatrix.Orchestrator.Workflows.Clean;

/// <summary>The clean command's options after parsing.</summary>
/// <param name="MatrixPath">The matrix whose images are current (kept); null: matrix.yaml at the repository root.</param>
/// <param name="BaseImage">The base image the current images build FROM (part of their tag).</param>
/// <param name="DryRun">List what would go and the space it takes; remove nothing.</param>
/// <param name="All">Remove the current images too.</param>
public sealed record CleanRequest(string? MatrixPath, string BaseImage, bool DryRun, bool All);
