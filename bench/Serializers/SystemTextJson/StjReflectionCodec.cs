using System;
using System.IO;
using System.Text.Json;

namespace JsonMatrix.Bench.Serializers.SystemTextJson;

internal sealed class StjReflectionCodec<T> : ICodec<T> where T : class
{
    private readonly Func<JsonSerializerOptions> _options;

    public StjReflectionCodec(Func<JsonSerializerOptions> options) => _options = options;

    public string SerializeToString(T value) => JsonSerializer.Serialize(value, _options());

    public byte[] SerializeToUtf8Bytes(T value) => JsonSerializer.SerializeToUtf8Bytes(value, _options());

    public void SerializeToStream(T value, Stream stream)
    {
        var options = _options();
#if STJ_SYNC_STREAMS
        JsonSerializer.Serialize(stream, value, options);
#else
        // Serialize(Utf8JsonWriter) takes its escaping from the writer, not from the options.
        using var writer = new Utf8JsonWriter(stream, new JsonWriterOptions { Encoder = options.Encoder });
        JsonSerializer.Serialize(writer, value, options);
#endif
    }

    public T DeserializeFromString(string json) => NotNull(JsonSerializer.Deserialize<T>(json, _options()));

    public T DeserializeFromUtf8Bytes(byte[] utf8Json) => NotNull(JsonSerializer.Deserialize<T>(utf8Json, _options()));

    public T DeserializeFromStream(Stream stream)
    {
#if STJ_SYNC_STREAMS
        return NotNull(JsonSerializer.Deserialize<T>(stream, _options()));
#else
        var pending = JsonSerializer.DeserializeAsync<T>(stream, _options());
        return NotNull(pending.IsCompletedSuccessfully ? pending.Result : pending.AsTask().GetAwaiter().GetResult());
#endif
    }

    private static T NotNull(T? value) => value ?? throw new JsonException($"Deserialized {typeof(T).Name} is null.");
}
