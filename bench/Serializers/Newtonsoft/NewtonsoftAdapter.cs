using System;
using System.Collections.Generic;
using System.IO;
using System.Reflection;
using System.Text;
using JsonMatrix.Contracts.Cells;
using Newtonsoft.Json.Converters;
using Newtonsoft.Json.Serialization;
using Newtonsoft.Json;

namespace JsonMatrix.Bench.Serializers.Newtonsoft;

/// <summary>Newtonsoft.Json (newtonsoft): JsonConvert for strings, a JsonSerializer with JsonTextWriter /
/// JsonTextReader over the stream for streams.</summary>
internal sealed class NewtonsoftAdapter : ISerializerAdapter
{
    public string Id => "newtonsoft";

    public IReadOnlyList<Assembly> LibraryAssemblies { get; } = new[] { typeof(JsonConvert).Assembly };

    public IReadOnlyList<EmulatedOperation> Emulated { get; } = new[]
    {
        new EmulatedOperation(OperationNames.SerializeUtf8, "Newtonsoft.Json has no UTF-8 API: JsonConvert.SerializeObject, then UTF-8 encoding of the string"),
        new EmulatedOperation(OperationNames.DeserializeUtf8, "Newtonsoft.Json has no UTF-8 API: JsonTextReader over a StreamReader over a MemoryStream of the bytes"),
    };

    public string? EscapingUnsupportedReason(EscapingMode mode) => NewtonsoftSettings.EscapingUnsupportedReason(mode);

    public string? PayloadUnsupportedReason(Type payloadType) => null;

    public ICodec<T> CreateCodec<T>(SerializerConfiguration configuration) where T : class
    {
        var settings = OptionsSource.For(configuration.Lifetime, () => NewtonsoftSettings.Create(configuration.Escaping));
        var serializer = OptionsSource.For(configuration.Lifetime, () => JsonSerializer.Create(NewtonsoftSettings.Create(configuration.Escaping)));
        return new NewtonsoftCodec<T>(settings, serializer);
    }
}

internal sealed class NewtonsoftCodec<T> : ICodec<T> where T : class
{
    // StreamWriter's and StreamReader's own default buffer size; without a BOM, like the other libraries.
    private const int BufferSize = 1024;
    private static readonly UTF8Encoding Utf8 = new(encoderShouldEmitUTF8Identifier: false);

    private readonly Func<JsonSerializerSettings> _settings;
    private readonly Func<JsonSerializer> _serializer;

    public NewtonsoftCodec(Func<JsonSerializerSettings> settings, Func<JsonSerializer> serializer)
    {
        _settings = settings;
        _serializer = serializer;
    }

    public string SerializeToString(T value) => JsonConvert.SerializeObject(value, _settings());

    public byte[] SerializeToUtf8Bytes(T value) => Utf8.GetBytes(JsonConvert.SerializeObject(value, _settings()));

    public void SerializeToStream(T value, Stream stream)
    {
        using var streamWriter = new StreamWriter(stream, Utf8, BufferSize, leaveOpen: true);
        using var jsonWriter = new JsonTextWriter(streamWriter);
        _serializer().Serialize(jsonWriter, value);
    }

    public T DeserializeFromString(string json) => NotNull(JsonConvert.DeserializeObject<T>(json, _settings()));

    public T DeserializeFromUtf8Bytes(byte[] utf8Json)
    {
        using var stream = new MemoryStream(utf8Json, writable: false);
        return DeserializeFromStream(stream);
    }

    public T DeserializeFromStream(Stream stream)
    {
        using var streamReader = new StreamReader(stream, Utf8, detectEncodingFromByteOrderMarks: false, BufferSize, leaveOpen: true);
        using var jsonReader = new JsonTextReader(streamReader);
        return NotNull(_serializer().Deserialize<T>(jsonReader));
    }

    private static T NotNull(T? value) => value ?? throw new JsonSerializationException($"Deserialized {typeof(T).Name} is null.");
}

/// <summary>Newtonsoft.Json settings for the web profile. A new DefaultContractResolver comes with every
/// settings object: that is what makes per-call settings expensive (the resolver caches contracts), and the
/// naming strategy leaves dictionary keys ("Bill Gates0") alone, as the other libraries do.</summary>
internal static class NewtonsoftSettings
{
    public static JsonSerializerSettings Create(EscapingMode mode) => new()
    {
        ContractResolver = new DefaultContractResolver { NamingStrategy = new CamelCaseNamingStrategy() },
        Converters = { new StringEnumConverter() },
        DateFormatHandling = DateFormatHandling.IsoDateFormat,
        DateTimeZoneHandling = DateTimeZoneHandling.RoundtripKind,
        StringEscapeHandling = mode == EscapingMode.Ascii ? StringEscapeHandling.EscapeNonAscii : StringEscapeHandling.Default,
    };

    public static string? EscapingUnsupportedReason(EscapingMode mode) => mode == EscapingMode.UnicodeRangesAll
        ? "unicode-ranges-all is System.Text.Json's JavaScriptEncoder.Create(UnicodeRanges.All); Newtonsoft.Json only offers StringEscapeHandling Default, EscapeNonAscii and EscapeHtml"
        : null;
}
