using System.Collections.Generic;
using JsonMatrix.Contracts.Cells;

namespace JsonMatrix.Contracts.Web;

/// <summary>What a web cell measured: web-result.json, written by the web app inside the cell and read by the
/// orchestrator's merge. One definition for both sides (WebCellResultJson reads and writes it).</summary>
public sealed class WebCellResult
{
    /// <summary>Its name in a cell folder, whose layout <see cref="CellFolder"/> defines.</summary>
    public const string FileName = CellFolder.WebResultFileName;

    /// <summary>2: windows may carry their round and position (a runtime's servers measured in rotation).</summary>
    public const int SchemaVersion = 2;

    /// <summary>Files of schema 1 lack only the optional round and position: still read.</summary>
    public const int OldestReadableSchemaVersion = 1;

    public WebCellResult(string serializer, WebRuntime runtime, IReadOnlyList<AssemblyVersion> assemblies, WebSettings settings,
        IReadOnlyList<WebValidation> validation, IReadOnlyList<WebScenario> scenarios, WebDurations durations)
    {
        Serializer = serializer;
        Runtime = runtime;
        Assemblies = assemblies;
        Settings = settings;
        Validation = validation;
        Scenarios = scenarios;
        Durations = durations;
    }

    public string Serializer { get; }
    public WebRuntime Runtime { get; }

    /// <summary>The serializer's and ASP.NET Core's assemblies as loaded by the server process (metadata.json's shape).</summary>
    public IReadOnlyList<AssemblyVersion> Assemblies { get; }
    public WebSettings Settings { get; }

    /// <summary>The gate: every endpoint's body compared with the golden JSON meaning before any load.</summary>
    public IReadOnlyList<WebValidation> Validation { get; }

    /// <summary>Empty when the gate failed: nothing was measured.</summary>
    public IReadOnlyList<WebScenario> Scenarios { get; }
    public WebDurations Durations { get; }
}

public sealed class WebRuntime
{
    public WebRuntime(string frameworkDescription, string targetFramework, string osDescription, int processorCount,
        WebMachine? machine = null, WebGarbageCollector? garbageCollector = null)
    {
        FrameworkDescription = frameworkDescription;
        TargetFramework = targetFramework;
        OsDescription = osDescription;
        ProcessorCount = processorCount;
        Machine = machine ?? WebMachine.Unknown;
        GarbageCollector = garbageCollector;
    }

    public string FrameworkDescription { get; }
    public string TargetFramework { get; }
    public string OsDescription { get; }

    /// <summary>Environment.ProcessorCount: the CPUs the process may use (its cpuset or taskset list), not the machine's.</summary>
    public int ProcessorCount { get; }

    /// <summary>The machine the app ran on; every field null in files written before it was recorded.</summary>
    public WebMachine Machine { get; }

    /// <summary>The server's garbage collector; null in files written before it was recorded.</summary>
    public WebGarbageCollector? GarbageCollector { get; }
}

/// <summary>The garbage collector the server process ran with, as GCSettings says once it has started: the runtime
/// picks workstation or server GC from the CPUs it may use (workstation on one) unless configured, and both the
/// requests/s and the bytes per request depend on it (docs/web.md).</summary>
public sealed class WebGarbageCollector
{
    public WebGarbageCollector(bool isServer, bool isConcurrent, string latencyMode)
    {
        IsServer = isServer;
        IsConcurrent = isConcurrent;
        LatencyMode = latencyMode;
    }

    /// <summary>GCSettings.IsServerGC: server GC (a heap per CPU) rather than workstation GC.</summary>
    public bool IsServer { get; }

    /// <summary>Background (concurrent) collections on: GCSettings.LatencyMode is anything but Batch, the mode the
    /// runtime sets when concurrent GC is off.</summary>
    public bool IsConcurrent { get; }

    /// <summary>GCSettings.LatencyMode: "Interactive" by default with concurrent GC, "Batch" without.</summary>
    public string LatencyMode { get; }

    /// <summary>"workstation GC, concurrent", "server GC, not concurrent".</summary>
    public string Text => $"{(IsServer ? "server" : "workstation")} GC, {(IsConcurrent ? "concurrent" : "not concurrent")}";
}

/// <summary>The machine under the web app, as far as it can tell from inside its container: the processor and its
/// cores from /proc/cpuinfo (the whole machine's, whatever the cpuset), the OS from /etc/os-release. Null when unknown.</summary>
public sealed class WebMachine
{
    public static readonly WebMachine Unknown = new(null, null, null, null, null);

    public WebMachine(string? processorName, int? physicalCoreCount, int? logicalCoreCount, string? osVersion, string? osArchitecture)
    {
        ProcessorName = processorName;
        PhysicalCoreCount = physicalCoreCount;
        LogicalCoreCount = logicalCoreCount;
        OsVersion = osVersion;
        OsArchitecture = osArchitecture;
    }

    /// <summary>The first "model name" of /proc/cpuinfo.</summary>
    public string? ProcessorName { get; }

    /// <summary>Distinct (physical id, core id) pairs of /proc/cpuinfo.</summary>
    public int? PhysicalCoreCount { get; }

    /// <summary>The machine's logical processors ("processor" entries of /proc/cpuinfo), including those outside the
    /// process's cpuset: a container pinned to one CPU of two says 2 here and 1 in <see cref="WebRuntime.ProcessorCount"/>.</summary>
    public int? LogicalCoreCount { get; }

    /// <summary>PRETTY_NAME of /etc/os-release (the container image's distribution).</summary>
    public string? OsVersion { get; }

    /// <summary>RuntimeInformation.OSArchitecture: "X64", "Arm64", ….</summary>
    public string? OsArchitecture { get; }
}

/// <summary>How the load was generated (the matrix's <c>web:</c> settings as the cell applied them).</summary>
public sealed class WebSettings
{
    public WebSettings(double durationSeconds, double warmupSeconds, int connections, int repeats, string? serverCpus,
        string? clientCpus, string loadGenerator, double? maxWarmupSeconds = null)
    {
        DurationSeconds = durationSeconds;
        WarmupSeconds = warmupSeconds;
        MaxWarmupSeconds = maxWarmupSeconds;
        Connections = connections;
        Repeats = repeats;
        ServerCpus = serverCpus;
        ClientCpus = clientCpus;
        LoadGenerator = loadGenerator;
    }

    public double DurationSeconds { get; }

    /// <summary>The warm-up's least length: it goes on until the server is steady (<see cref="WebWarmup"/>).</summary>
    public double WarmupSeconds { get; }

    /// <summary>The warm-up's most length; null in files written when the warm-up had one fixed length.</summary>
    public double? MaxWarmupSeconds { get; }
    public int Connections { get; }
    public int Repeats { get; }

    /// <summary>CPU lists the server and the load generator were pinned to; null when not pinned (one core).</summary>
    public string? ServerCpus { get; }
    public string? ClientCpus { get; }

    /// <summary>The load generator and its version, e.g. "wrk 4.1.0".</summary>
    public string LoadGenerator { get; }
}

public sealed class WebValidation
{
    public WebValidation(string endpoint, string status, string? reason, string? diff)
    {
        Endpoint = endpoint;
        Status = status;
        Reason = reason;
        Diff = diff;
    }

    /// <summary>"GET /list-1000", "POST /list-1000".</summary>
    public string Endpoint { get; }

    /// <summary>"ok" or "mismatch".</summary>
    public string Status { get; }
    public string? Reason { get; }
    public string? Diff { get; }
}

public sealed class WebScenario
{
    public WebScenario(string id, string method, string path, long requestBytes, long responseBytes, IReadOnlyList<WebRepeat> repeats,
        WebWarmup? warmup = null)
    {
        Warmup = warmup;
        Id = id;
        Method = method;
        Path = path;
        RequestBytes = requestBytes;
        ResponseBytes = responseBytes;
        Repeats = repeats;
    }

    /// <summary>"get-list-1000" or "post-list-1000".</summary>
    public string Id { get; }
    public string Method { get; }
    public string Path { get; }
    public long RequestBytes { get; }
    public long ResponseBytes { get; }

    /// <summary>One entry per measured window (after the warm-up), in the order they ran.</summary>
    public IReadOnlyList<WebRepeat> Repeats { get; }

    /// <summary>How the scenario warmed up; null without a warm-up, and in files written before it was recorded.</summary>
    public WebWarmup? Warmup { get; }
}

/// <summary>The warm-up before a scenario's measured windows. In a rotation (the orchestrator's web cells) one-second
/// bursts on every server at once, each followed by a pause, until every server has stopped compiling (its last three
/// cycles added at most 2 % to its compiled methods; by requests/s on a runtime that cannot count them), after the least
/// warm-up, or the most has passed. A server alone: one-second windows until requests/s stop rising (the last three
/// windows' mean within <see cref="SteadyTolerance"/> of the three before).</summary>
public sealed class WebWarmup
{
    /// <summary>Three seconds serving within 5 % of the three seconds before: the server has stopped speeding up (the
    /// JIT's tiering has settled) as far as one-second windows can tell.</summary>
    public const double SteadyTolerance = 0.05;

    public WebWarmup(double seconds, bool steady, IReadOnlyList<double> requestsPerSecond)
    {
        Seconds = seconds;
        Steady = steady;
        RequestsPerSecond = requestsPerSecond;
    }

    /// <summary>How long the warm-up ran.</summary>
    public double Seconds { get; }

    /// <summary>False when the most warm-up passed before the server stopped compiling (in a rotation) or its requests/s
    /// stopped rising (alone).</summary>
    public bool Steady { get; }

    /// <summary>Each warm-up window's requests/s, in order (in a rotation, each burst's, shared with the other servers).</summary>
    public IReadOnlyList<double> RequestsPerSecond { get; }
}

/// <summary>One measured window of the load generator, and the server's own count of it.</summary>
public sealed class WebRepeat
{
    public WebRepeat(long requests, double seconds, double requestsPerSecond, double latencyP50Us, double latencyP90Us,
        double latencyP99Us, long errors, long non2xx, double? serverAllocatedBytesPerRequest, int? round = null, int? position = null,
        int? serverCpu = null)
    {
        ServerCpu = serverCpu;
        Round = round;
        Position = position;
        Requests = requests;
        Seconds = seconds;
        RequestsPerSecond = requestsPerSecond;
        LatencyP50Us = latencyP50Us;
        LatencyP90Us = latencyP90Us;
        LatencyP99Us = latencyP99Us;
        Errors = errors;
        Non2xx = non2xx;
        ServerAllocatedBytesPerRequest = serverAllocatedBytesPerRequest;
    }

    public long Requests { get; }
    public double Seconds { get; }
    public double RequestsPerSecond { get; }
    public double LatencyP50Us { get; }
    public double LatencyP90Us { get; }
    public double LatencyP99Us { get; }

    /// <summary>Socket errors (connect, read, write, timeout) the load generator counted.</summary>
    public long Errors { get; }
    public long Non2xx { get; }

    /// <summary>Bytes the server process allocated during the window divided by the requests it served.</summary>
    public double? ServerAllocatedBytesPerRequest { get; }

    /// <summary>The round (from 1) when a runtime's servers were measured in rotation, each round one window of every
    /// server; windows of the same round ran within seconds of each other. Null for a server measured alone.</summary>
    public int? Round { get; }

    /// <summary>This window's place in its round (from 1); null without rounds.</summary>
    public int? Position { get; }

    /// <summary>The CPU the server ran on during the window: of the server's and the load generator's CPUs, the one a
    /// probe found faster just before it (the other took the load generator). Null when no choice was made (a shared
    /// CPU, or a file written before the choice existed).</summary>
    public int? ServerCpu { get; }
}

public sealed class WebDurations
{
    public WebDurations(long validationMs, long measurementMs)
    {
        ValidationMs = validationMs;
        MeasurementMs = measurementMs;
    }

    public long ValidationMs { get; }
    public long MeasurementMs { get; }
}
