using System;
using System.Collections.Generic;
using System.IO;
using System.Linq;
using System.Text;
using JsonMatrix.Bench.Payloads;
using JsonMatrix.Bench.Serializers;
using JsonMatrix.Contracts.Cells;

namespace JsonMatrix.Bench.Validation;

/// <summary>The gate's checks for one payload, run through the same codec the benchmarks use.</summary>
internal sealed class PayloadChecks : IPayloadVisitor<PayloadValidation>
{
    private readonly ISerializerAdapter _adapter;
    private readonly SerializerConfiguration _configuration;

    public PayloadChecks(ISerializerAdapter adapter, SerializerConfiguration configuration)
    {
        _adapter = adapter;
        _configuration = configuration;
    }

    public PayloadValidation Visit<T>(PayloadDefinition<T> payload) where T : class
    {
        var problems = new List<string>();
        try
        {
            var codec = _adapter.CreateCodec<T>(_configuration);
            var value = payload.Create();
            foreach (var (operation, bytes) in Serialize(codec, value))
            {
                CheckOutput(operation, bytes, payload.GoldenJson, problems);
            }

            foreach (var (operation, result) in Deserialize(codec, value))
            {
                var difference = ObjectGraphComparer.FirstDifference(value, result);
                if (difference != null)
                {
                    problems.Add($"{operation}: the object read back differs from the original at {difference}");
                }
            }
        }
        catch (Exception e)
        {
            problems.Add($"{e.GetType().Name}: {e.Message}");
        }

        return problems.Count == 0
            ? PayloadValidation.Ok(payload.Id)
            : PayloadValidation.Mismatch(payload.Id, problems[0].Split('\n')[0], string.Join("\n", problems));
    }

    private static IEnumerable<(string Operation, byte[] Bytes)> Serialize<T>(ICodec<T> codec, T value)
    {
        yield return (OperationNames.SerializeString, Encoding.UTF8.GetBytes(codec.SerializeToString(value)));
        yield return (OperationNames.SerializeUtf8, codec.SerializeToUtf8Bytes(value));
        using var stream = new MemoryStream();
        codec.SerializeToStream(value, stream);
        yield return (OperationNames.SerializeStream, stream.ToArray());
    }

    private static IEnumerable<(string Operation, T Result)> Deserialize<T>(ICodec<T> codec, T value)
    {
        var json = codec.SerializeToString(value);
        var utf8 = codec.SerializeToUtf8Bytes(value);
        yield return (OperationNames.DeserializeString, codec.DeserializeFromString(json));
        yield return (OperationNames.DeserializeUtf8, codec.DeserializeFromUtf8Bytes(utf8));
        using var stream = new MemoryStream(utf8, writable: false);
        yield return (OperationNames.DeserializeStream, codec.DeserializeFromStream(stream));
        yield return (OperationNames.RoundTrip, codec.DeserializeFromString(codec.SerializeToString(value)));
    }

    private void CheckOutput(string operation, byte[] bytes, string golden, List<string> problems)
    {
        var text = Encoding.UTF8.GetString(bytes);
        var differences = JsonMeaningComparer.Compare(golden, text);
        if (differences.Count > 0)
        {
            problems.Add($"{operation}: the JSON does not mean the golden JSON:\n" + string.Join("\n", differences.Select(d => "  " + d)));
        }

        var escaping = EscapingCheck.Problem(_configuration.Escaping, golden, bytes);
        if (escaping != null)
        {
            problems.Add($"{operation}: {escaping}");
        }
    }
}
