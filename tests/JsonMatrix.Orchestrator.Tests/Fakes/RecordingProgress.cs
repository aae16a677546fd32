using System.Collections.Generic;
using JsonMatrix.Orchestrator.Cells;
using JsonMatrix.Orchestrator.Matrix;
using JsonMatrix.Orchestrator.Running.Execution;

namespace JsonMatrix.Orchestrator.Tests.Fakes;

/// <summary>Keeps every progress event as a line, for assertions.</summary>
public sealed class RecordingProgress : IRunProgress
{
    public List<string> Lines { get; } = [];

    public void CellStarted(int index, int total, CellPass pass) => Lines.Add($"start {index + 1}/{total} {pass.Label}");

    public void StepStarted(Cell cell, string step) => Lines.Add($"step {cell.Id} {step}");

    public void Note(Cell cell, string message) => Lines.Add($"note {cell.Id} {message}");

    public void CellFinished(int index, int total, CellPass pass, CellRecord record) => Lines.Add($"end {pass.Label} {record.Status}");
}
