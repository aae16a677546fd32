using System.Collections.Generic;

namespace JsonMatrix.Orchestrator.Comparing;

/// <summary>One benchmark of one cell: what two runs of the same cells are matched on (the operation's id, as in the
/// report).</summary>
public readonly record struct BenchmarkKey(string Cell, string Method, string Payload)
{
    /// <summary>What a cold-start figure's method starts with: "cold-start:serialize-string", "cold-start:start-up".</summary>
    public const string ColdStartPrefix = "cold-start:";

    /// <summary>The method of a failed cold-start.json: it stands for every cold-start figure of its cell.</summary>
    public const string AnyColdStart = ColdStartPrefix + "*";

    /// <summary>A cell's time from a fresh process's start to its first result (cold-start.json), not a steady-state benchmark.</summary>
    public bool IsColdStart => Method.StartsWith(ColdStartPrefix, System.StringComparison.Ordinal);

    public static BenchmarkKey ColdStart(string cell, string operation, string payload) => new(cell, ColdStartPrefix + operation, payload);

    /// <summary>Whether a failed figure's key stands for this one: the same key, or a failed cold-start.json of its cell.</summary>
    public bool Covers(BenchmarkKey other) => this == other || (Method == AnyColdStart && other.IsColdStart && Cell == other.Cell);

    public override string ToString() => $"{Cell} {Method} {Payload}";
}

/// <summary>A benchmark in one run: the median time per operation (ns) of each process that measured it, their median,
/// (for a cold-start figure: each fresh process's time to its first result, in ns, and their median; no allocations)
/// the allocated bytes per operation (measured in the cell's first process), and the squared relative standard error of
/// a process median as its own iterations give it (what one process alone cannot tell apart).</summary>
public sealed record BenchmarkFigure(double MedianNs, long? AllocatedBytes, IReadOnlyList<double> ProcessMediansNs, double WithinVariance = 0)
{
    /// <summary>What the verdict compares: a benchmark from rounds (the lean job) compares each process's floor ×, its
    /// paired in-process ratio to the yardstick, which the host's state cancels out of; the floor itself, and every
    /// benchmark measured another way, compares its process medians.</summary>
    public const string Time = "time";

    public const string FloorRatio = "floor ×";

    /// <summary>Each process's paired ratio to the yardstick; null for a figure compared on time.</summary>
    public IReadOnlyList<double>? ProcessFloorRatios { get; init; }

    /// <summary>The squared relative standard error of one process's floor × from its own rounds (0 when unknown): as
    /// <see cref="WithinVariance"/> is for a time.</summary>
    public double FloorRatioWithinVariance { get; init; }

    /// <summary>The yardstick group the ratios divide by (runtime, escaping, System.Text.Json build, lifetime): two runs'
    /// ratios compare only when it is the same.</summary>
    public string? YardstickGroup { get; init; }
}

/// <summary>A cell whose benchmarks a run has no figure for, and why (the same verdict merge gives it).</summary>
public sealed record FailedCell(string Cell, string Reason);

/// <summary>A benchmark of a cell that ran whose figure is not one (an impossible time, or no measurement at all), and
/// why: the run has no figure for it, and compare and history say so instead of calling it missing.</summary>
public sealed record FailedBenchmarkFigure(BenchmarkKey Key, string Reason);
