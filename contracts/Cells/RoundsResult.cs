using System.Collections.Generic;

namespace JsonMatrix.Contracts.Cells;

/// <summary>
/// rounds.json: every sample one process of a micro cell took with the lean job, written by the bench's round scheduler
/// (bench/Measuring/RoundScheduler) and read by the orchestrator's estimator, both through <see cref="RoundsResultJson"/>.
/// In each round the process takes one short sample of every benchmark, in a fresh random order, and beside each one a
/// sample of the yardstick (the floor: hand-written Utf8JsonWriter/Utf8JsonReader code for the same payload, operation
/// and escaping), so that both see the same moment of the host. A benchmark's samples thus cover the whole process, and
/// its ratio to the yardstick is paired round by round.
/// </summary>
/// <param name="Seed">The seed of the rounds' random order: the same seed gives the same order.</param>
/// <param name="SampleTargetMs">How long one sample aims to last; its calls are chosen from a timed batch.</param>
/// <param name="Rounds">Every benchmark has this many samples, one per round (index = round, from 0).</param>
/// <param name="Yardstick">The serializer id of the yardstick, or null when the cell is the yardstick itself (its own
/// samples are then its yardstick).</param>
/// <param name="YardstickVersion">The file version of the System.Text.Json the yardstick ran on (the floor runs on the one
/// the cell loads): yardstick samples are comparable between cells of one runtime and escaping only when it is the same.</param>
/// <param name="Order">Each round's order: which benchmark (its index in <paramref name="Benchmarks"/>) was sampled when.</param>
/// <param name="CompiledMethods">Methods the JIT compiled while the rounds ran (null without a counter): above zero the
/// code changed under the measurement.</param>
public sealed record RoundsResult(
    int SchemaVersion,
    int Seed,
    double SampleTargetMs,
    int Rounds,
    string? Yardstick,
    string? YardstickVersion,
    IReadOnlyList<RoundsBenchmark> Benchmarks,
    IReadOnlyList<RoundOrder> Order,
    long? CompiledMethods,
    long MeasurementMs)
{
    /// <summary>Its name in a cell folder, whose layout <see cref="CellFolder"/> defines.</summary>
    public const string FileName = CellFolder.RoundsFileName;

    public const int CurrentSchemaVersion = 1;

    /// <summary>A CPU whose probe reads above this many times the fastest probe its process saw is in its slow state
    /// (the bench's CPU gate waits or moves above it; the merge counts the pairs that started there).</summary>
    public const double SlowProbeLimit = 1.2;
}

/// <summary>One benchmark's samples: nanoseconds per operation in each round (<see cref="Ns"/>), each taken over
/// <see cref="Calls"/> calls, and the yardstick's beside it in the same round (null in the yardstick's own cell).</summary>
public sealed record RoundsBenchmark(
    string Payload,
    string Operation,
    long Calls,
    long? YardstickCalls,
    IReadOnlyList<double> Ns,
    IReadOnlyList<double>? YardstickNs)
{
    /// <summary>Each of its samples and its yardstick's started on a collected heap: a call whose result lands on the
    /// large object heap (the bench's LargeResult); false in files written before.</summary>
    public bool CollectedBefore { get; init; }
}

/// <summary>One round: the benchmarks' indices in the order they were sampled, and for each whether its yardstick sample
/// came first (a coin toss, so that neither side always follows the other).</summary>
/// <param name="Cpus">The CPU each pair (a sample and its yardstick's) ran on, in the order of
/// <paramref name="Benchmarks"/>: the bench's CPU gate let a pair start only on a CPU whose probe ran fast, or after its
/// wait was spent (null when the process had no gate: one CPU, not Linux, or a file written before the gate existed).</param>
/// <param name="ProbeNs">That CPU's probe just before each pair, nanoseconds per element of a sum over an array that stays
/// in the CPU's cache (null with <paramref name="Cpus"/>).</param>
/// <param name="WaitedMs">How long the gate spent finding a fast CPU in this round: probing every CPU, moving, sleeping
/// (null with <paramref name="Cpus"/>).</param>
public sealed record RoundOrder(IReadOnlyList<int> Benchmarks, IReadOnlyList<bool> YardstickFirst, IReadOnlyList<int>? Cpus = null,
    IReadOnlyList<double>? ProbeNs = null, double? WaitedMs = null);
