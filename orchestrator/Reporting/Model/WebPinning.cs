namespace JsonMatrix.Orchestrator.Reporting.Model;

/// <summary>Where a web cell's server and load generator (wrk) ran, as its web-result.json says: the CPU lists each was
/// pinned to, or null for both when they shared the cell's one core (Running/Web/WebCpus chose).</summary>
public sealed record WebPinning(string? ServerCpus, string? LoadGeneratorCpus)
{
    /// <summary>"server on CPU 1, load generator on CPU 0", or that they were not pinned apart.</summary>
    public string Text => ServerCpus is { } server && LoadGeneratorCpus is { } client
        ? $"server on CPU {server}, load generator on CPU {client}"
        : "server and load generator not pinned apart (one core)";
}
