using System.Collections.Generic;
using System.Linq;

namespace JsonMatrix.Contracts.Cells;

/// <summary>The ids the bench, the web app and the orchestrator agree on, in their canonical order (the order reports
/// use). The bench parses its arguments against these lists; the orchestrator validates matrices against them.</summary>
public static class KnownIds
{
    /// <summary>The runtime ids of matrix.full.yaml. The "-aot" ones are the net8.0 and net10.0 builds published with
    /// NativeAOT (`aot: true` in the matrix).</summary>
    public static readonly IReadOnlyList<string> Runtimes = new[] { "netcoreapp3.1", "net6.0", "net8.0", "net10.0", "net48", "mono", "net8.0-aot", "net10.0-aot" };

    /// <summary>Target frameworks the bench builds. net48 runs natively on Windows or under Mono on Linux.</summary>
    public static readonly IReadOnlyList<string> Frameworks = new[] { "netcoreapp3.1", "net6.0", "net8.0", "net10.0", "net48" };

    public static readonly IReadOnlyList<string> Platforms = new[] { "linux", "windows" };

    public static readonly IReadOnlyList<string> Hosts = new[] { "dotnet", "mono" };

    /// <summary>The serializers the bench implements and the NuGet package (or framework assembly) behind each.
    /// Jil and Utf8Json are not among them: their packages cannot be restored from the project's NuGet source;
    /// nor is a serializer whose licence users cannot ship (README, "Serializers not measured").</summary>
    public static readonly IReadOnlyList<SerializerId> SerializerIds = new[]
    {
        new SerializerId("system-text-json", "System.Text.Json"),
        new SerializerId("system-text-json-sourcegen", "System.Text.Json"),
        new SerializerId("newtonsoft", "Newtonsoft.Json"),
        new SerializerId("data-contract-json", "System.Runtime.Serialization.Json"),
        // The floor: hand-written Utf8JsonWriter/Utf8JsonReader code on the System.Text.Json the cell loads.
        new SerializerId("floor", "System.Text.Json"),
    };

    public static readonly IReadOnlyList<string> Serializers = SerializerIds.Select(s => s.Id).ToArray();

    /// <summary>The serializers a NativeAOT build runs: source-generated System.Text.Json and the floor need no code
    /// generated at run time. The others serialize by reflection and emitted code: n/a on an AOT runtime.</summary>
    public static readonly IReadOnlyList<string> NativeAotSerializers = new[] { "system-text-json-sourcegen", Floor };

    /// <summary>Why a serializer outside <see cref="NativeAotSerializers"/> does not run on a NativeAOT runtime.</summary>
    public const string NeedsDynamicCode = "needs dynamic code (NativeAOT)";

    /// <summary>The hand-written floor: reports divide every serializer's time by its time on the same runtime.</summary>
    public const string Floor = "floor";

    public static readonly IReadOnlyDictionary<string, string> SerializerPackages = SerializerIds.ToDictionary(s => s.Id, s => s.Package);

    /// <summary>In the order of the bench's EscapingMode and OptionsLifetime enums.</summary>
    public static readonly IReadOnlyList<string> Escaping = new[] { "default", "relaxed", "ascii", "unicode-ranges-all" };

    public static readonly IReadOnlyList<string> Lifetimes = new[] { "cached", "per-call" };

    public static readonly IReadOnlyList<string> Payloads =
        new[] { "office-worker", "small", "big", "list-1000", "dict-1000", "person", "person-array-200", "nested" };

    /// <summary>Each operation and the BenchmarkDotNet method that measures it (one to one).</summary>
    public static readonly IReadOnlyList<OperationId> OperationIds = new[]
    {
        new OperationId(OperationNames.SerializeString, "SerializeToString"),
        new OperationId(OperationNames.SerializeUtf8, "SerializeToUtf8Bytes"),
        new OperationId(OperationNames.SerializeStream, "SerializeToStream"),
        new OperationId(OperationNames.DeserializeString, "DeserializeFromString"),
        new OperationId(OperationNames.DeserializeUtf8, "DeserializeFromUtf8Bytes"),
        new OperationId(OperationNames.DeserializeStream, "DeserializeFromStream"),
        new OperationId(OperationNames.RoundTrip, "RoundTrip"),
    };

    public static readonly IReadOnlyList<string> Operations = OperationIds.Select(o => o.Id).ToArray();

    public static readonly IReadOnlyDictionary<string, string> OperationByMethod = OperationIds.ToDictionary(o => o.Method, o => o.Id);

    /// <summary>What a cell measures: the bench's micro benchmarks, or requests per second of the web app.</summary>
    public static readonly IReadOnlyList<string> Workloads = new[] { CellKey.Micro, CellKey.Web };

    public static readonly IReadOnlyList<string> Jobs = new[] { LeanJob, "quick", "short", "default" };

    /// <summary>The matrix's job: samples in interleaved rounds beside the yardstick (bench/Measuring).</summary>
    public const string LeanJob = "lean";

    /// <summary>The keys of a cell (CellKey) that rules and filters name.</summary>
    public static readonly IReadOnlyList<string> CellKeys = new[] { "runtime", "serializer", "escaping", "lifetime" };

    /// <summary>Keys of `--filter`: the cell keys and the workload (rules and studies apply to micro cells only).</summary>
    public static readonly IReadOnlyList<string> FilterKeys = new[] { "runtime", "serializer", "workload", "escaping", "lifetime", "version" };

    /// <summary>Version value meaning "the runtime's own copy" (System.Text.Json on .NET Core).</summary>
    public const string InboxVersion = "inbox";

    /// <summary>Version value meaning "part of the framework's class library" (DataContractJsonSerializer).</summary>
    public const string FrameworkVersion = "framework";
}

/// <summary>A serializer id and the package that provides it.</summary>
public sealed class SerializerId
{
    public SerializerId(string id, string package)
    {
        Id = id;
        Package = package;
    }

    public string Id { get; }

    public string Package { get; }
}

/// <summary>An operation id and the BenchmarkDotNet method name it appears under in results.</summary>
public sealed class OperationId
{
    public OperationId(string id, string method)
    {
        Id = id;
        Method = method;
    }

    public string Id { get; }

    public string Method { get; }
}
