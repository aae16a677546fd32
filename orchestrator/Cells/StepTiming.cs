namespace JsonMatrix.Orchestrator.Cells;

/// <summary>One step of a cell in cell.json: how long it took, whether a cache made it free, what it said.</summary>
/// <param name="Name">publish, image, run or collect.</param>
/// <param name="Status">ok, failed or skipped.</param>
/// <param name="Shared">True when the step's real work (a publish, an image build) serves every cell of a runtime:
/// it is set-up, not per-cell overhead.</param>
public sealed record StepTiming(string Name, string Status, long Milliseconds, bool Cached, bool Shared, string? Detail);
