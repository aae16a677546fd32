using System;
using System.Collections.Generic;
using System.Linq;

namespace JsonMatrix.Bench.Benchmarks;

/// <summary>Operation ids and the BenchmarkDotNet method names they map to, one to one.</summary>
public static class Operations
{
    public static readonly IReadOnlyList<(string Id, string Method)> All = new[]
    {
        ("serialize-string", nameof(SerializerBenchmarks.SerializeToString)),
        ("serialize-utf8", nameof(SerializerBenchmarks.SerializeToUtf8Bytes)),
        ("serialize-stream", nameof(SerializerBenchmarks.SerializeToStream)),
        ("deserialize-string", nameof(SerializerBenchmarks.DeserializeFromString)),
        ("deserialize-utf8", nameof(SerializerBenchmarks.DeserializeFromUtf8Bytes)),
        ("deserialize-stream", nameof(SerializerBenchmarks.DeserializeFromStream)),
        ("round-trip", nameof(SerializerBenchmarks.RoundTrip)),
    };

    public static IReadOnlyList<string> Ids { get; } = All.Select(o => o.Id).ToArray();

    /// <summary>Accepts an id (serialize-string) or a method name (SerializeToString); returns the id.</summary>
    public static string? Resolve(string idOrMethod) =>
        All.Where(o => o.Id == idOrMethod || string.Equals(o.Method, idOrMethod, StringComparison.Ordinal))
            .Select(o => o.Id)
            .FirstOrDefault();

    public static string MethodOf(string id) => All.First(o => o.Id == id).Method;
}
