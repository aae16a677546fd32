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

    /// <summary>A flag: a later process of the cell, whose allocations the first one measured.</summary>
    public const string SkipAllocations = "--skip-allocations";

    /// <summary>A flag: the correctness gate only, no timing.</summary>
    public const string Validate = "--validate";
}
