namespace JsonMatrix.Orchestrator.Reporting.Model;

/// <summary>Where a web cell's server and load generator (wrk) ran, as its web-result.json says: the CPU lists each was
/// pinned to, or null for both when they shared the cell's one core (Running/Web/WebCpus chose); and the garbage
/// collector the server ran with (null from a web-result.json written before it was recorded).</summary>
public sealed record WebPinning(string? ServerCpus, string? LoadGeneratorCpus)
{
    public WebGcMode? GarbageCollector { get; init; }

    /// <summary>"server on CPU 1, load generator on CPU 0", or that they were not pinned apart.</summary>
    public string Text => ServerCpus is { } server && LoadGeneratorCpus is { } client
        ? $"server on CPU {server}, load generator on CPU {client}"
        : "server and load generator not pinned apart (one core)";

    /// <summary>Where they ran and the server's GC: "server on CPU 1, load generator on CPU 0; workstation GC, concurrent".</summary>
    public string TextWithGc => $"{Text}; {GarbageCollector?.Text ?? "GC ?"}";
}

/// <summary>The server's garbage collector: server or workstation, with background (concurrent) collections or not,
/// and GCSettings.LatencyMode.</summary>
public sealed record WebGcMode(bool Server, bool Concurrent, string LatencyMode)
{
    public string Text => $"{(Server ? "server" : "workstation")} GC, {(Concurrent ? "concurrent" : "not concurrent")}";
}
