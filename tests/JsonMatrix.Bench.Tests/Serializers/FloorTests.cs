using System.Collections.Generic;
using System.IO;
using System.Linq;
using System.Text;
using System.Text.Json;
using JsonMatrix.Bench.Payloads;
using JsonMatrix.Bench.Payloads.Models;
using JsonMatrix.Bench.Serializers;
using JsonMatrix.Bench.Validation;
using Xunit;

namespace JsonMatrix.Bench.Tests.Serializers;

/// <summary>The hand-written floor: held to the same gate as the libraries, and as strict a reader as JsonSerializer.</summary>
public class FloorTests
{
    private static readonly ISerializerAdapter Floor = SerializerCatalog.Find("floor")!;
    private static readonly ISerializerAdapter Stj = SerializerCatalog.Find("system-text-json")!;

    public static IEnumerable<object[]> EscapingModes() => Ids.Escaping.Select(e => new object[] { e.Id });

    [Theory]
    [MemberData(nameof(EscapingModes))]
    public void The_floor_passes_the_gate_on_every_golden_payload_with_both_lifetimes(string escaping)
    {
        foreach (var lifetime in new[] { OptionsLifetime.Cached, OptionsLifetime.PerCall })
        {
            var results = CorrectnessGate.Run(Floor, new SerializerConfiguration(Ids.ParseEscaping(escaping)!.Value, lifetime), PayloadCatalog.All);

            Assert.Equal(PayloadCatalog.Ids, results.Select(r => r.Payload));
            Assert.All(results, r => Assert.True(r.Status == "ok", $"{r.Payload} {lifetime}: {r.Diff ?? r.Reason}"));
        }
    }

    /// <summary>Same writer, same encoder, same property order: the floor's JSON is System.Text.Json's, byte for byte, so
    /// a ratio between them is about the code around the writer, not about different output.</summary>
    [Theory]
    [MemberData(nameof(EscapingModes))]
    public void The_floor_writes_byte_for_byte_what_system_text_json_writes(string escaping)
    {
        var configuration = new SerializerConfiguration(Ids.ParseEscaping(escaping)!.Value, OptionsLifetime.Cached);
        foreach (var payload in PayloadCatalog.All)
        {
            Assert.True(payload.Accept(new SameBytes(configuration)), payload.Id);
        }
    }

    [Fact]
    public void The_floor_reads_properties_in_any_order_and_skips_unknown_ones()
    {
        var codec = Floor.CreateCodec<SmallClient>(new SerializerConfiguration(EscapingMode.Default, OptionsLifetime.Cached));

        var client = codec.DeserializeFromString("{\"isVIP\":true,\"extra\":{\"a\":[1,2]},\"numPurchases\":7,\"na\\u006De\":\"Ann\"}");

        Assert.Equal(("Ann", 7, true), (client.Name, client.NumPurchases, client.IsVIP));
    }

    [Theory]
    [InlineData("{\"name\":\"Ann\",\"numPurchases\":\"7\",\"isVIP\":true}")] // a number as a string: JsonSerializer refuses it too
    [InlineData("{\"name\":\"Ann\"")]
    [InlineData("{\"name\":\"Ann\"} {}")]
    [InlineData("")]
    public void Malformed_json_is_a_json_exception_as_with_json_serializer(string json)
    {
        var codec = Floor.CreateCodec<SmallClient>(new SerializerConfiguration(EscapingMode.Default, OptionsLifetime.Cached));

        Assert.ThrowsAny<JsonException>(() => codec.DeserializeFromString(json));
    }

    [Fact]
    public void A_stream_larger_than_the_first_buffer_is_read_whole()
    {
        var payload = (PayloadDefinition<Person[]>)PayloadCatalog.Find("person-array-200")!;
        var codec = Floor.CreateCodec<Person[]>(new SerializerConfiguration(EscapingMode.Default, OptionsLifetime.Cached));
        var utf8 = Encoding.UTF8.GetBytes(payload.GoldenJson);
        Assert.True(utf8.Length > 4096 * 4);

        var persons = codec.DeserializeFromStream(new MemoryStream(utf8));

        Assert.Null(ObjectGraphComparer.FirstDifference(payload.Create(), persons));
    }

    private sealed class SameBytes : IPayloadVisitor<bool>
    {
        private readonly SerializerConfiguration _configuration;

        public SameBytes(SerializerConfiguration configuration) => _configuration = configuration;

        public bool Visit<T>(PayloadDefinition<T> payload) where T : class
        {
            var value = payload.Create();
            var floor = Floor.CreateCodec<T>(_configuration).SerializeToUtf8Bytes(value);
            var stj = Stj.CreateCodec<T>(_configuration).SerializeToUtf8Bytes(value);
            Assert.Equal(Encoding.UTF8.GetString(stj), Encoding.UTF8.GetString(floor));
            return true;
        }
    }
}
