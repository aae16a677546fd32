using System.Collections.Generic;
using System.Linq;

namespace JsonMatrix.Contracts.Cells;

/// <summary>
/// cold-start.json: how long a fresh process of the cell's build takes to its first serialized payload and to its first
/// deserialized object. Written by the bench (each process of the cell its share of the rounds; it starts every sample as
/// a new process of its own executable), read by the orchestrator's merge, both through <see cref="ColdStartResultJson"/>.
/// Each sample is one new process; the start-up samples prepare the same input and call no serializer, so the floor of
/// process start is measured with the same build and subtracted in the report.
/// One file may sample several serializers of the same build, interleaved (schema 2: each sample and each unsupported
/// entry names its serializer; the start-up samples, named after <see cref="Serializer"/>, are every serializer's floor).
/// <see cref="Serializer"/> is the cell's own; in a schema 1 file it is every sample's.
/// </summary>
public sealed record ColdStartResult(
    int SchemaVersion,
    string Serializer,
    int ProcessesPerFigure,
    IReadOnlyList<ColdStartSample> Samples,
    IReadOnlyList<Unsupported> Unsupported,
    long MeasurementMs)
{
    /// <summary>Its name in a cell folder, whose layout <see cref="CellFolder"/> defines.</summary>
    public const string FileName = CellFolder.ColdStartFileName;

    public const int CurrentSchemaVersion = 2;

    /// <summary>The oldest version the reader still takes: schema 1, whose samples all belong to the file's serializer.</summary>
    public const int OldestReadableVersion = 1;

    /// <summary>The serializers the file has samples or unsupported entries of, the file's own first.</summary>
    public IReadOnlyList<string> SampledSerializers =>
        new[] { Serializer }.Concat(Samples.Select(s => s.Serializer)).Concat(Unsupported.Select(u => u.Serializer ?? Serializer)).Distinct().ToList();

    /// <summary>One serializer's part of the file: its samples, its unsupported entries and the shared start-up samples.</summary>
    public ColdStartResult For(string serializer) => this with
    {
        Serializer = serializer,
        Samples = Samples.Where(s => s.Serializer == serializer || s.Operation == StartUp).Select(s => s with { Serializer = serializer }).ToList(),
        Unsupported = Unsupported.Where(u => (u.Serializer ?? Serializer) == serializer).ToList(),
    };

    /// <summary>The operation of a start-up sample: the same process and input, no serializer called.</summary>
    public const string StartUp = "start-up";

    /// <summary>What a cold-start sample's first call does: one of these, or <see cref="StartUp"/>.</summary>
    public static readonly IReadOnlyList<string> Operations = new[] { OperationNames.SerializeString, OperationNames.DeserializeString };

    /// <summary>The payloads a fresh process can hold before its first call with no JSON library having run: those the
    /// bench builds in code (bench/ColdStart/ColdStartPayloads); the others it reads from JSON with System.Text.Json.</summary>
    public static readonly IReadOnlyList<string> Payloads = new[] { "person", "person-array-200", "nested" };

    /// <summary>The fewest processes per figure a median and its spread are worth reporting for.</summary>
    public const int MinimumProcesses = 3;
}

/// <summary>
/// One fresh process. <see cref="ProcessMs"/> is timed by the parent, from just before it starts the process to the
/// moment the process reports its result (so process creation, runtime start-up, reading the input and the first call).
/// <see cref="FirstCallMs"/> is timed inside the process around building the serializer's configured instance and its
/// first call; <see cref="FirstCallAllocatedBytes"/> is what that thread allocated meanwhile (null where the runtime
/// cannot count, or for a start-up sample). <see cref="Order"/> is the sample's position in the cell's sequence.
/// <see cref="Serializer"/> is whose first call it timed (a start-up sample names the file's serializer).
/// </summary>
public sealed record ColdStartSample(string Serializer, string Payload, string Operation, int Order, double ProcessMs, double? FirstCallMs, long? FirstCallAllocatedBytes);
