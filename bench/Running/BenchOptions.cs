using System.Collections.Generic;

namespace JsonMatrix.Bench.Running;

/// <summary>A parsed, checked command line: every id is known.</summary>
public sealed class BenchOptions
{
    public BenchOptions(
        string serializer, string escaping, string lifetime, string job,
        IReadOnlyList<string> payloads, IReadOnlyList<string> operations, string artifacts, bool validateOnly)
    {
        Serializer = serializer;
        Escaping = escaping;
        Lifetime = lifetime;
        Job = job;
        Payloads = payloads;
        Operations = operations;
        Artifacts = artifacts;
        ValidateOnly = validateOnly;
    }

    public string Serializer { get; }

    public string Escaping { get; }

    public string Lifetime { get; }

    /// <summary>quick, short or default.</summary>
    public string Job { get; }

    /// <summary>Payload ids, in catalog order.</summary>
    public IReadOnlyList<string> Payloads { get; }

    /// <summary>Operation ids, in catalog order.</summary>
    public IReadOnlyList<string> Operations { get; }

    public string Artifacts { get; }

    public bool ValidateOnly { get; }

    /// <summary>"payload:operation" pairs to run when not every payload × operation is wanted; null for all of them.</summary>
    public IReadOnlyList<string>? Pairs { get; set; }

    /// <summary>The order this process runs the benchmarks in (<see cref="Measuring.ProcessOrder"/>).</summary>
    public string Order { get; set; } = "forward";

    /// <summary>The seed of the lean job's round order; null: one from the clock (recorded in rounds.json either way).</summary>
    public int? Seed { get; set; }

    /// <summary>The lean job's rounds (<see cref="Measuring.RoundScheduler"/>).</summary>
    public int Rounds { get; set; } = Measuring.LeanRounds.DefaultRounds;

    /// <summary>How long one lean sample aims to last.</summary>
    public double SampleMs { get; set; } = Measuring.LeanRounds.DefaultSampleMs;

    /// <summary>Allocated bytes are deterministic: the orchestrator measures them in a cell's first process only.</summary>
    public bool MeasureAllocations { get; set; } = true;

    /// <summary>Payloads whose first serialize and deserialize fresh processes time (cold-start.json); empty for none.</summary>
    public IReadOnlyList<string> ColdStartPayloads { get; set; } = System.Array.Empty<string>();

    /// <summary>The serializers cold start samples, interleaved, the cell's own first (--cold-start-serializers).</summary>
    public IReadOnlyList<string> ColdStartSerializers { get; set; } = System.Array.Empty<string>();

    /// <summary>Cold-start rounds this process samples (each one fresh process per figure).</summary>
    public int ColdStartProcesses { get; set; } = ArgumentParser.DefaultColdStartProcesses;

    /// <summary>The index of this process's first cold-start round among its cell's (the rotation within a round starts there).</summary>
    public int ColdStartFirstRound { get; set; }
}
