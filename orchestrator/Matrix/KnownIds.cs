using System.Collections.Generic;

namespace JsonMatrix.Orchestrator.Matrix;

/// <summary>The ids fixed by docs/architecture.md, in their canonical order (the order reports use).</summary>
public static class KnownIds
{
    public static readonly IReadOnlyList<string> Runtimes = ["netcoreapp3.1", "net6.0", "net8.0", "net10.0", "net48", "mono"];

    /// <summary>Target frameworks the bench builds. net48 runs natively on Windows or under Mono on Linux.</summary>
    public static readonly IReadOnlyList<string> Frameworks = ["netcoreapp3.1", "net6.0", "net8.0", "net10.0", "net48"];

    public static readonly IReadOnlyList<string> Platforms = ["linux", "windows"];

    public static readonly IReadOnlyList<string> Hosts = ["dotnet", "mono"];

    /// <summary>The serializers the bench implements. Jil and Utf8Json are not among them: their packages cannot be
    /// restored from the project's NuGet source, and the bench has no stand-in for them.</summary>
    public static readonly IReadOnlyList<string> Serializers =
        ["system-text-json", "system-text-json-sourcegen", "newtonsoft", "data-contract-json", "servicestack-text"];

    /// <summary>The NuGet package (or framework assembly) behind each serializer id.</summary>
    public static readonly IReadOnlyDictionary<string, string> SerializerPackages = new Dictionary<string, string>
    {
        ["system-text-json"] = "System.Text.Json",
        ["system-text-json-sourcegen"] = "System.Text.Json",
        ["newtonsoft"] = "Newtonsoft.Json",
        ["data-contract-json"] = "System.Runtime.Serialization.Json",
        ["servicestack-text"] = "ServiceStack.Text",
    };

    public static readonly IReadOnlyList<string> Escaping = ["default", "relaxed", "ascii", "unicode-ranges-all"];

    public static readonly IReadOnlyList<string> Lifetimes = ["cached", "per-call"];

    public static readonly IReadOnlyList<string> Payloads =
        ["office-worker", "small", "big", "list-1000", "dict-1000", "person", "person-array-200", "nested"];

    public static readonly IReadOnlyList<string> Operations =
        ["serialize-string", "serialize-utf8", "serialize-stream", "deserialize-string", "deserialize-utf8", "deserialize-stream", "round-trip"];

    /// <summary>BenchmarkDotNet method name of each operation (one to one).</summary>
    public static readonly IReadOnlyDictionary<string, string> OperationByMethod = new Dictionary<string, string>
    {
        ["SerializeToString"] = "serialize-string",
        ["SerializeToUtf8Bytes"] = "serialize-utf8",
        ["SerializeToStream"] = "serialize-stream",
        ["DeserializeFromString"] = "deserialize-string",
        ["DeserializeFromUtf8Bytes"] = "deserialize-utf8",
        ["DeserializeFromStream"] = "deserialize-stream",
        ["RoundTrip"] = "round-trip",
    };

    public static readonly IReadOnlyList<string> Jobs = ["lean", "quick", "short", "default"];

    public static readonly IReadOnlyList<string> CellKeys = ["runtime", "serializer", "escaping", "lifetime"];

    /// <summary>Version value meaning "the runtime's own copy" (System.Text.Json on .NET Core).</summary>
    public const string InboxVersion = "inbox";

    /// <summary>Version value meaning "part of the framework's class library" (DataContractJsonSerializer).</summary>
    public const string FrameworkVersion = "framework";
}
