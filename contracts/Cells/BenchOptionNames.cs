namespace JsonMatrix.Contracts.Cells;

/// <summary>The bench's command-line options, spelled once for both sides of the process boundary: the orchestrator
/// writes them (BenchInvocation), the bench reads them (ArgumentParser).</summary>
public static class BenchOptionNames
{
    public const string Serializer = "--serializer";
    public const string Escaping = "--escaping";
    public const string Lifetime = "--lifetime";
    public const string Job = "--job";
    public const string Payloads = "--payloads";
    public const string Operations = "--operations";
    public const string Artifacts = "--artifacts";

    /// <summary>The cell's (payload, operation) pairs, when it runs fewer than payloads × operations.</summary>
    public const string Benchmarks = "--benchmarks";

    /// <summary>forward, reverse or rotated: the order of this process's benchmarks.</summary>
    public const string Order = "--order";

    /// <summary>The seed of the lean job's round order (rounds.json records it); a seed from the clock without it.</summary>
    public const string Seed = "--seed";

    /// <summary>The lean job's rounds (each a sample of every benchmark and its yardstick).</summary>
    public const string Rounds = "--rounds";

    /// <summary>How long one lean sample aims to last, in milliseconds.</summary>
    public const string SampleMs = "--sample-ms";

    /// <summary>A flag: a later process of the cell, whose allocations the first one measured.</summary>
    public const string SkipAllocations = "--skip-allocations";

    /// <summary>Payloads whose first serialize and deserialize fresh processes time (cold-start.json); none without it.</summary>
    public const string ColdStart = "--cold-start";

    /// <summary>How many rounds of cold start this process samples: each round one fresh process per figure. The
    /// orchestrator spreads a figure's rounds over a cell's processes, so they see the whole run's host, not one moment.</summary>
    public const string ColdStartProcesses = "--cold-start-processes";

    /// <summary>The index of this process's first cold-start round among the cell's (0 unless its rounds are spread over
    /// its processes): the order within a round rotates by it, so that no kind keeps its place across processes.</summary>
    public const string ColdStartFirstRound = "--cold-start-first-round";

    /// <summary>The serializers whose cold start the cell's processes sample, interleaved (all in this build);
    /// the cell's own serializer without it.</summary>
    public const string ColdStartSerializers = "--cold-start-serializers";

    /// <summary>Makes the process one cold-start sample (the bench starts these itself): its first call only.</summary>
    public const string FirstCall = "--first-call";

    /// <summary>A cold-start sample's payload, operation (or start-up) and input file.</summary>
    public const string Payload = "--payload";
    public const string Operation = "--operation";
    public const string Input = "--input";

    /// <summary>A flag: the correctness gate only, no timing.</summary>
    public const string Validate = "--validate";
}
