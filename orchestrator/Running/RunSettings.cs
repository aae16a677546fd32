using System.Collections.Generic;
using System.IO;
using JsonMatrix.Orchestrator.Matrix;

namespace JsonMatrix.Orchestrator.Running;

/// <summary>What every cell of a run shares.</summary>
/// <param name="CellTimeout">How long one cell's bench may run (<see cref="JobLimits.Timeout"/>).</param>
public sealed record RunSettings(
    string RunId,
    string OutputDirectory,
    string Job,
    Isolation Isolation,
    IReadOnlyList<string> Payloads,
    IReadOnlyList<string> Operations,
    ContainerLimits Limits,
    IReadOnlyList<SerializerSpec> Serializers,
    System.TimeSpan CellTimeout)
{
    public string CellsDirectory => Path.Combine(OutputDirectory, "cells");

    public string CellDirectory(Cell cell) => Path.Combine(CellsDirectory, cell.Id);

    public int BenchmarksPerCell => Payloads.Count * Operations.Count;
}
