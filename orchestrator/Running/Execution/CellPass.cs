using System;
using System.Collections.Generic;
using System.Linq;
using JsonMatrix.Orchestrator.Matrix;

namespace JsonMatrix.Orchestrator.Running.Execution;

/// <summary>One run of one cell: repeat <see cref="Repeat"/> (from 1) of <see cref="Repeats"/>.</summary>
public sealed record CellPass(Cell Cell, int Repeat, int Repeats)
{
    /// <summary>Why this process runs beyond the matrix's processes: it stands in for a slow one (null for the others).</summary>
    public string? Rerun { get; init; }

    /// <summary>"net8.0_newtonsoft_default_cached", or with repeats "net8.0_newtonsoft_default_cached (repeat 2/3)", or for a
    /// stand-in "net8.0_newtonsoft_default_cached (repeat 5, rerun)".</summary>
    public string Label => Rerun is not null ? $"{Cell.Id} (repeat {Repeat}, rerun)" : Repeats == 1 ? Cell.Id : $"{Cell.Id} (repeat {Repeat}/{Repeats * Cell.ProcessFactor})";

    /// <summary>Every micro cell <paramref name="repeats"/> times, pass after pass, in alternating order (the pass's order,
    /// then reversed, then the pass's again, …): a machine that slowly speeds up or slows down during the run then
    /// favours no cell, as each cell's early and late passes balance. A cell with more processes
    /// (<see cref="Cell.ProcessFactor"/>) runs that many in every pass, spread evenly through it (in pass k, repeats k,
    /// k + <paramref name="repeats"/>, …). A web cell runs in the first pass only: its
    /// replicates are its load windows (web.repeats), and so does the lean job's floor cell (<see cref="Cell.ProcessesOf"/>).</summary>
    public static IReadOnlyList<CellPass> Alternating(IReadOnlyList<Cell> cells, int repeats, string job = "")
    {
        var pass = PassOrder(cells);
        int PerPass(Cell cell) => Math.Max(1, cell.ProcessesOf(repeats, job) / repeats);
        return [.. Enumerable.Range(1, repeats).SelectMany(repeat =>
        {
            var order = (repeat % 2 == 1 ? pass : pass.AsEnumerable().Reverse()).Where(cell => repeat <= cell.ProcessesOf(repeats, job)).ToList();
            var micro = order.Count(cell => !cell.IsWeb);
            // A cell with f processes a pass has them at (position + j × micro cells) / f: spread evenly through the pass,
            // in order, each just after the cell whose place it shares (web cells, once, stay last).
            return order
                .SelectMany((cell, position) => Enumerable.Range(0, PerPass(cell)).Select(j => (
                    At: PerPass(cell) == 1 ? position : ((position + ((double)j * micro)) / PerPass(cell)) + 0.25,
                    Pass: new CellPass(cell, repeat + (j * repeats), cell.IsWeb ? 1 : repeats))))
                .OrderBy(entry => entry.At)
                .Select(entry => entry.Pass);
        })];
    }

    /// <summary>The micro cells one of each runtime in turn (each runtime's in the plan's order), then the web cells in the
    /// plan's. A time's floor, and so every time and the trend across runtimes, is measured by the runtime's processes
    /// together; run one runtime's cells after another, a runtime's processes shared the host's state of a stretch of each
    /// pass, and a second run moved a runtime's floor by up to 8 % while another's moved 2 % (docs/performance.md,
    /// "What is left, measured three ways"). In turn, every runtime's processes spread over the whole pass.</summary>
    public static IReadOnlyList<Cell> PassOrder(IReadOnlyList<Cell> cells)
    {
        var byRuntime = cells.Where(cell => !cell.IsWeb).GroupBy(cell => cell.Runtime.Id).Select(group => group.ToList()).ToList();
        var longest = byRuntime.Select(group => group.Count).DefaultIfEmpty(0).Max();
        return [.. Enumerable.Range(0, longest).SelectMany(i => byRuntime.Where(group => i < group.Count).Select(group => group[i])), .. cells.Where(cell => cell.IsWeb)];
    }

    /// <summary>The order of the benchmarks inside this pass's process (bench --order): forward, reverse, rotated, then
    /// forward again, so that a benchmark's position in a process varies between its processes.</summary>
    public string BenchmarkOrder => ((Repeat - 1) % 3) switch { 0 => "forward", 1 => "reverse", _ => "rotated" };

    /// <summary>Allocated bytes are deterministic: only a cell's first process measures them.</summary>
    public bool MeasuresAllocations => MeasuresAllocationsIn(Repeat);

    /// <summary>Whether the process of repeat <paramref name="repeat"/> measures allocations.</summary>
    public static bool MeasuresAllocationsIn(int repeat) => repeat == 1;
}
