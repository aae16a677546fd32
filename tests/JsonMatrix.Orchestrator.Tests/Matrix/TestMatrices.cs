using System.Collections.Generic;
using System.Linq;
using JsonMatrix.Contracts.Cells;
using JsonMatrix.Orchestrator.Matrix;

namespace JsonMatrix.Orchestrator.Tests.Matrix;

/// <summary>Matrices built in code, for sizes no one would write by hand.</summary>
public static class TestMatrices
{
    public static MatrixDefinition Build(int runtimeCount, IReadOnlyList<string> serializers, IReadOnlyList<string> escaping,
        IReadOnlyList<string> lifetimes, IReadOnlyList<CellRule>? exclude = null, IReadOnlyList<CellRule>? include = null)
    {
        var runtimes = Enumerable.Range(0, runtimeCount)
            .Select(i => i switch
            {
                0 => new RuntimeSpec("net48", "net48", "windows", "dotnet", null, "net48"),
                1 => new RuntimeSpec("mono", "net48", "linux", "mono", null, "Mono (net48 build)"),
                _ => new RuntimeSpec($"net8.0-{i}", "net8.0", "linux", "dotnet", null, $"runtime {i}"),
            })
            .ToList();
        var serializerSpecs = serializers.Select(id => new SerializerSpec(id, KnownIds.SerializerPackages[id], "1.0.0")).ToList();
        return new MatrixDefinition(runtimes, serializerSpecs, escaping, lifetimes, KnownIds.Payloads, KnownIds.Operations, "short",
            exclude ?? [], include ?? [], new Baseline(serializers[0], runtimes[0].Id), new ContainerLimits("1", 1L << 31));
    }

    public static CellRule Rule(params (string Key, string[] Values)[] match) =>
        new(match.ToDictionary(m => m.Key, m => (IReadOnlyList<string>)m.Values));
}
