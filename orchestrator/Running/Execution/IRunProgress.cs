







using JsonMatrix.Orchestrator.Cells;
using JsonMatrix.Orchestrator.Matrix;

namespace JsonMatrix.Orchestrator.Running.Execution;

/// <summary>What a run reports while it goes: the console shows it as one updating line or as plain lines.</summary>
public interface IRunProgress
{
    void CellStarted(int index, int total, CellPass pass);

    /// <summary>publish, image, run or collect.</summary>
    void StepStarted(Cell cell, string step);

    /// <summary>A line worth keeping in the console's history ("publish cached (3f2a…)").</summary>
    void Note(Cell cell, string message);

    void CellFinished(int index, int total, CellPass pass, CellRecord record);
}
