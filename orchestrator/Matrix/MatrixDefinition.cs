using System.Collections.Generic;
using System.Linq;
using JsonMatrix.Contracts.Cells;

namespace JsonMatrix.Orchestrator.Matrix;

/// <summary>matrix.yaml after parsing and validation: immutable, every value checked.</summary>
public sealed record MatrixDefinition(
    IReadOnlyList<RuntimeSpec> Runtimes,
    IReadOnlyList<SerializerSpec> Serializers,
    IReadOnlyList<string> Escaping,
    IReadOnlyList<string> Lifetimes,
    IReadOnlyList<string> Payloads,
    IReadOnlyList<string> Operations,
    string Job,
    IReadOnlyList<CellRule> Exclude,
    IReadOnlyList<CellRule> Include,
    Baseline Baseline,
    ContainerLimits Limits)
{
    /// <summary>`studies:`; when empty, every cell runs <see cref="Payloads"/> × <see cref="Operations"/>.</summary>
    public IReadOnlyList<Study> Studies { get; init; } = [];

    /// <summary>The noise threshold when the matrix names none: a result whose confidence interval reaches further
    /// than 5 % from its mean cannot be ranked against one 5 % away.</summary>
    public const double DefaultNoiseThreshold = 0.05;

    /// <summary>`noiseThreshold:` as a fraction: results whose confidence interval is wider are marked noisy.</summary>
    public double NoiseThreshold { get; init; } = DefaultNoiseThreshold;

    /// <summary>`processes:`: in how many independent processes each micro cell is measured per run (run --repeat
    /// overrides it); 1 when absent, so matrices written before it mean what they meant.</summary>
    public int Processes { get; init; } = 1;

    /// <summary>`workloads:`; micro only when absent, so matrices written before the web workload mean what they meant.</summary>
    public IReadOnlyList<string> Workloads { get; init; } = ["micro"];

    /// <summary>`web:`: how web cells generate load.</summary>
    public WebLoadSettings Web { get; init; } = WebLoadSettings.Default;

    /// <summary>`web.runtimes`: the runtimes that get web cells; null for every runtime with ASP.NET Core.</summary>
    public IReadOnlyList<string>? WebRuntimes { get; init; }

    /// <summary>`web.serializers`: the serializers that get web cells; null for every serializer.</summary>
    public IReadOnlyList<string>? WebSerializers { get; init; }

    /// <summary>`coldStart:`: the cells that also time fresh processes' first calls; null when the matrix asks for none.</summary>
    public ColdStartSettings? ColdStart { get; init; }
}

/// <summary>One runtime of the matrix. Host "mono" runs the net48 build under Mono on Linux.</summary>
public sealed record RuntimeSpec(
    string Id,
    string Framework,
    string Platform,
    string Host,
    string? RuntimeVersion,
    string Label)
{
    /// <summary>The runtime settings the matrix asked for (`settings:`), passed to its cells as DOTNET_ variables; empty:
    /// the runtime's defaults. <see cref="Label"/> already names them.</summary>
    public IReadOnlyList<KeyValuePair<string, string>> Settings { get; init; } = [];

    /// <summary>`aot: true`: the bench is published with NativeAOT (PublishAot), compiled ahead of time, no JIT. Only
    /// the serializers that need no dynamic code run on it (KnownIds.NativeAotSerializers).</summary>
    public bool NativeAot { get; init; }
}

/// <summary>One serializer of the bench, with the NuGet package and version the cell publishes with.
/// Version "inbox" means the runtime's own copy (System.Text.Json on .NET Core), "framework" a part of the BCL.
/// <paramref name="VersionOn"/> overrides the version on named runtimes (a package whose newest version cannot
/// serve an old target). A serializer may list further versions to measure beside the first
/// (<see cref="MoreVersions"/>, <see cref="MoreVersionsOn"/>): <see cref="On"/> gives one spec per version, the further
/// ones named "id-version" (<see cref="SerializerNames"/>).</summary>
public sealed record SerializerSpec(string Id, string Package, string Version, IReadOnlyDictionary<string, string>? VersionOn = null)
{
    private readonly string? _benchId;

    /// <summary>The serializer as the bench knows it (`--serializer`): <see cref="Id"/> itself, except for a further
    /// version, whose <see cref="Id"/> is its cell name ("newtonsoft-12.0.3").</summary>
    public string BenchId
    {
        get => _benchId ?? Id;
        init => _benchId = value;
    }

    /// <summary>Further versions measured on every runtime that <see cref="MoreVersionsOn"/> does not name.</summary>
    public IReadOnlyList<string> MoreVersions { get; init; } = [];

    /// <summary>Further versions per runtime id (`versionOn: { netcoreapp3.1: [inbox, 6.0.11] }`).</summary>
    public IReadOnlyDictionary<string, IReadOnlyList<string>> MoreVersionsOn { get; init; } = new Dictionary<string, IReadOnlyList<string>>();

    public string VersionFor(string runtimeId) =>
        VersionOn is not null && VersionOn.TryGetValue(runtimeId, out var version) ? version : Version;

    /// <summary>The further versions on a runtime: its own list when versionOn names it, else the general one.</summary>
    public IReadOnlyList<string> MoreVersionsFor(string runtimeId) =>
        MoreVersionsOn.TryGetValue(runtimeId, out var versions) ? versions
        : VersionOn is not null && VersionOn.ContainsKey(runtimeId) ? []
        : MoreVersions;

    /// <summary>The serializer's cells on a runtime, one per version: this spec first, then each further version as a
    /// spec of its own, named "id-version", with that version on every runtime.</summary>
    public IReadOnlyList<SerializerSpec> On(string runtimeId) =>
        [this, .. MoreVersionsFor(runtimeId).Select(version => new SerializerSpec(SerializerNames.ForVersion(Id, version), Package, version) { BenchId = Id })];

    public bool Equals(SerializerSpec? other) =>
        other is not null && Id == other.Id && Package == other.Package && Version == other.Version && BenchId == other.BenchId
        && (VersionOn ?? Empty).Count == (other.VersionOn ?? Empty).Count
        && (VersionOn ?? Empty).All(pair => other.VersionFor(pair.Key) == pair.Value)
        && MoreVersions.SequenceEqual(other.MoreVersions)
        && MoreVersionsOn.Count == other.MoreVersionsOn.Count
        && MoreVersionsOn.All(pair => other.MoreVersionsOn.TryGetValue(pair.Key, out var versions) && pair.Value.SequenceEqual(versions));

    public override int GetHashCode() => System.HashCode.Combine(Id, Package, Version);

    private static readonly IReadOnlyDictionary<string, string> Empty = new Dictionary<string, string>();
}

/// <summary>A rule over cell keys (runtime, serializer, escaping, lifetime): every named key must match one of its values.</summary>
public sealed record CellRule(IReadOnlyDictionary<string, IReadOnlyList<string>> Match)
{
    /// <summary>An include rule's `processes:`: how many processes measure its cells, a multiple of the matrix's
    /// (<see cref="Cell.ProcessFactor"/>); null when it names none.</summary>
    public int? Processes { get; init; }
}

/// <summary>What ratios are computed against: the baseline serializer on the same runtime, and the baseline runtime for trends.</summary>
public sealed record Baseline(string Serializer, string Runtime);

/// <summary>Resources of one cell's container. <see cref="CpuSets"/> lists the disjoint CPU sets cells run on at the
/// same time, one cell per set (`limits.cpusets`); with one set it is just <see cref="CpuSet"/>, and a cell's own
/// limits name the set it ran on in <see cref="CpuSet"/>.</summary>
public sealed record ContainerLimits(string CpuSet, long MemoryBytes)
{
    private readonly IReadOnlyList<string>? _cpuSets;

    public IReadOnlyList<string> CpuSets
    {
        get => _cpuSets ?? [CpuSet];
        init => _cpuSets = value;
    }

    public bool Equals(ContainerLimits? other) =>
        other is not null && CpuSet == other.CpuSet && MemoryBytes == other.MemoryBytes && CpuSets.SequenceEqual(other.CpuSets);

    public override int GetHashCode() => System.HashCode.Combine(CpuSet, MemoryBytes);
}

/// <summary>One unit of work, run in one container: a micro cell is runtime × serializer × escaping × lifetime; a web cell
/// (<see cref="WebCells"/>) is runtime × serializer, with <see cref="WebCells.NotApplicable"/> as escaping and lifetime.</summary>
public sealed record Cell(
    string Id,
    RuntimeSpec Runtime,
    SerializerSpec Serializer,
    string Escaping,
    string Lifetime)
{
    /// <summary>"micro" or "web" (<see cref="KnownIds.Workloads"/>).</summary>
    public string Workload { get; init; } = "micro";

    public bool IsWeb => Workload == CellKey.Web;

    /// <summary>The matrix's `coldStart:` when this cell also times fresh processes' first calls (in its first process);
    /// null otherwise (<see cref="ColdStartSettings.AppliesTo"/>).</summary>
    public ColdStartSettings? ColdStart { get; init; }

    /// <summary>The serializers (bench ids) whose cold start this cell's first process samples, interleaved, when it hosts
    /// its build's (Running/Publishing/ColdStartHosts); null: its own only.</summary>
    public IReadOnlyList<string>? ColdStartSerializers { get; init; }

    /// <summary>The fresh processes this cell's cold start starts; 0 when it times none.</summary>
    public int ColdStartProcesses => ColdStart?.ProcessesFor(ColdStartSerializers?.Count ?? 1) ?? 0;

    /// <summary>How many of its processes a pass runs: 1, or more where an include rule gives the cell more processes than
    /// the matrix's (`processes: 8` where the matrix has 4: 2). A figure whose yardstick group no other cell shares, as
    /// .NET Core 3.1's source generator on System.Text.Json 6.0.11, gets its floor's time from its own processes alone,
    /// and the trend and the ratio to System.Text.Json divide by it (docs/matrix.md, "exclude and include").</summary>
    public int ProcessFactor { get; init; } = 1;

    /// <summary>In how many processes the cell runs when the matrix asks for <paramref name="repeats"/>: a web cell in one
    /// (its replicates are its load windows), and under the lean job the floor's own cell in one, since every process
    /// of its runtime measures the floor beside its samples (the yardstick) and the floor's time is theirs, pooled; its one
    /// process gives the floor's gate, allocations and cold start. Every other cell in <paramref name="repeats"/> times its
    /// <see cref="ProcessFactor"/>, but in one where one process per cell is asked (`run --repeat 1`).</summary>
    public int ProcessesOf(int repeats, string job) =>
        IsWeb || (job == KnownIds.LeanJob && Serializer.BenchId == KnownIds.Floor) ? 1 : repeats == 1 ? 1 : repeats * ProcessFactor;

    /// <summary>The cell's key; a web cell's carries the workload and no escaping or lifetime.</summary>
    public CellKey Key => IsWeb ? CellKey.ForWeb(Runtime.Id, Serializer.Id) : new CellKey(Runtime.Id, Serializer.Id, Escaping, Lifetime);

    public static string MakeId(string runtime, string serializer, string escaping, string lifetime) =>
        new CellKey(runtime, serializer, escaping, lifetime).Id;
}
