using System.Collections.Generic;
using System.Linq;
using JsonMatrix.Bench.Payloads;
using JsonMatrix.Bench.Serializers;
using JsonMatrix.Bench.Validation;
using Xunit;

namespace JsonMatrix.Bench.Tests.Validation;

public class CorrectnessGateTests
{
    private static readonly string[] AllPayloads = PayloadCatalog.Ids.ToArray();
    private static readonly string[] DataContractPayloads = { "office-worker", "small", "list-1000", "dict-1000" };

    public static IEnumerable<object[]> Cells() =>
        from serializer in SerializerCatalog.Ids
        from escaping in Ids.Escaping.Select(e => e.Id)
        from lifetime in Ids.Lifetimes.Select(l => l.Id)
        select new object[] { serializer, escaping, lifetime };

    [Theory]
    [MemberData(nameof(Cells))]
    public void Every_supported_payload_passes_the_gate_and_the_rest_is_unsupported_with_a_reason(string serializer, string escaping, string lifetime)
    {
        var adapter = SerializerCatalog.Find(serializer)!;
        var configuration = new SerializerConfiguration(Ids.ParseEscaping(escaping)!.Value, Ids.ParseLifetime(lifetime)!.Value);

        var results = CorrectnessGate.Run(adapter, configuration, PayloadCatalog.All);

        Assert.All(results, r => Assert.False(r.IsMismatch, $"{r.Payload}: {r.Diff}"));
        Assert.All(results.Where(r => !r.IsSupported), r => Assert.False(string.IsNullOrWhiteSpace(r.Reason)));
        Assert.Equal(ExpectedSupported(serializer, escaping), results.Where(r => r.Status == "ok").Select(r => r.Payload).ToArray());
    }

    /// <summary>What the gate should find supported on .NET 10 (the test host), from each library's documented abilities.</summary>
    private static string[] ExpectedSupported(string serializer, string escaping) => (serializer, escaping) switch
    {
        ("newtonsoft", "unicode-ranges-all") => new string[0],
        ("data-contract-json", "ascii" or "unicode-ranges-all") => new string[0],
        ("data-contract-json", _) => DataContractPayloads,
        _ => AllPayloads,
    };
}
