using System;
using System.Collections.Generic;
using System.Globalization;
using System.IO;
using System.Linq;
using System.Reflection;
using System.Runtime.Serialization;
using System.Runtime.Serialization.Json;
using System.Text;
using JsonMatrix.Contracts.Cells;

namespace JsonMatrix.Bench.Serializers.DataContractJson;

/// <summary>DataContractJsonSerializer (data-contract-json): stream APIs only. Names come from the payloads'
/// [DataMember(Name)]; dictionaries use the simple { "key": value } format.</summary>
internal sealed class DataContractJsonAdapter : ISerializerAdapter
{
    public string Id => "data-contract-json";

    public IReadOnlyList<Assembly> LibraryAssemblies { get; } = new[] { typeof(DataContractJsonSerializer).Assembly };

    public IReadOnlyList<EmulatedOperation> Emulated { get; } = new[]
    {
        new EmulatedOperation(OperationNames.SerializeString, "DataContractJsonSerializer has no string API: WriteObject to a MemoryStream, then UTF-8 decoding"),
        new EmulatedOperation(OperationNames.SerializeUtf8, "DataContractJsonSerializer has no byte[] API: WriteObject to a MemoryStream, then ToArray"),
        new EmulatedOperation(OperationNames.DeserializeString, "DataContractJsonSerializer has no string API: UTF-8 encoding, then ReadObject from a MemoryStream"),
        new EmulatedOperation(OperationNames.DeserializeUtf8, "DataContractJsonSerializer has no byte[] API: ReadObject from a MemoryStream over the bytes"),
    };

    public string? EscapingUnsupportedReason(EscapingMode mode) => mode switch
    {
        EscapingMode.Ascii => "DataContractJsonSerializer writes non-ASCII characters as raw UTF-8 and has no option to escape them",
        EscapingMode.UnicodeRangesAll => "unicode-ranges-all is System.Text.Json's JavaScriptEncoder.Create(UnicodeRanges.All); DataContractJsonSerializer has no configurable escaping",
        _ => null,
    };

    public string? PayloadUnsupportedReason(Type payloadType)
    {
        var types = TypeGraph.Reachable(payloadType);
        var enums = types.Where(t => t.IsEnum).Select(t => t.Name).OrderBy(n => n, StringComparer.Ordinal).ToArray();
        var reasons = new List<string>();
        if (enums.Length > 0)
        {
            reasons.Add($"DataContractJsonSerializer writes enums ({string.Join(", ", enums)}) as numbers; the web profile writes their names");
        }

        if (types.Contains(typeof(DateTimeOffset)))
        {
            reasons.Add("DataContractJsonSerializer writes DateTimeOffset as an object {\"DateTime\",\"OffsetMinutes\"}; the web profile writes an ISO-8601 string");
        }

        return reasons.Count == 0 ? null : string.Join("; ", reasons);
    }

    public ICodec<T> CreateCodec<T>(SerializerConfiguration configuration) where T : class =>
        new DataContractJsonCodec<T>(OptionsSource.For(configuration.Lifetime, () => new DataContractJsonSerializer(typeof(T), CreateSettings())));

    private static DataContractJsonSerializerSettings CreateSettings() => new()
    {
        UseSimpleDictionaryFormat = true,
        DateTimeFormat = new DateTimeFormat("yyyy-MM-dd'T'HH:mm:ss.FFFFFFFK", CultureInfo.InvariantCulture),
    };
}

internal sealed class DataContractJsonCodec<T> : ICodec<T> where T : class
{
    private readonly Func<DataContractJsonSerializer> _serializer;

    public DataContractJsonCodec(Func<DataContractJsonSerializer> serializer) => _serializer = serializer;

    public string SerializeToString(T value)
    {
        using var stream = new MemoryStream();
        _serializer().WriteObject(stream, value);
        return Encoding.UTF8.GetString(stream.GetBuffer(), 0, (int)stream.Length);
    }

    public byte[] SerializeToUtf8Bytes(T value)
    {
        using var stream = new MemoryStream();
        _serializer().WriteObject(stream, value);
        return stream.ToArray();
    }

    public void SerializeToStream(T value, Stream stream) => _serializer().WriteObject(stream, value);

    public T DeserializeFromString(string json) => DeserializeFromUtf8Bytes(Encoding.UTF8.GetBytes(json));

    public T DeserializeFromUtf8Bytes(byte[] utf8Json)
    {
        using var stream = new MemoryStream(utf8Json, writable: false);
        return DeserializeFromStream(stream);
    }

    public T DeserializeFromStream(Stream stream) =>
        _serializer().ReadObject(stream) as T ?? throw new SerializationException($"Deserialized {typeof(T).Name} is null.");
}
