using System.Collections.Generic;

namespace JsonMatrix.Orchestrator.Matrix;

/// <summary>A question the matrix answers: the cells it concerns (a rule over the cell keys; an empty rule is every
/// cell) and the payloads × operations those cells run for it. A cell runs the union of the benchmarks of every study
/// that matches it, so a cell several studies share measures each benchmark once.</summary>
public sealed record Study(string Id, CellRule Cells, IReadOnlyList<string> Payloads, IReadOnlyList<string> Operations);
