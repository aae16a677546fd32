using System;
using System.Collections.Generic;
using System.Linq;
using JsonMatrix.Contracts.Cells;

namespace JsonMatrix.Bench.Benchmarks;

/// <summary>Operation ids and the BenchmarkDotNet method names they map to, one to one (contracts' KnownIds; a test
/// checks every method exists on <see cref="SerializerBenchmarks"/>).</summary>
public static class Operations
{
    public static readonly IReadOnlyList<(string Id, string Method)> All = KnownIds.OperationIds.Select(o => (o.Id, o.Method)).ToArray();

    public static IReadOnlyList<string> Ids => KnownIds.Operations;

    /// <summary>Accepts an id (serialize-string) or a method name (SerializeToString); returns the id.</summary>
    public static string? Resolve(string idOrMethod) =>
        All.Where(o => o.Id == idOrMethod || string.Equals(o.Method, idOrMethod, StringComparison.Ordinal))
            .Select(o => o.Id)
            .FirstOrDefault();

    public static string MethodOf(string id) => All.First(o => o.Id == id).Method;
}
