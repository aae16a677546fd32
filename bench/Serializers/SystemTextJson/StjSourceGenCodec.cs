#if STJ_SOURCEGEN
using System;
using System.IO;
using System.Text.Json;
using System.Text.Json.Serialization.Metadata;

namespace JsonMatrix.Bench.Serializers.SystemTextJson;

internal sealed class StjSourceGenCodec<T> : ICodec<T> where T : class
{
    private readonly Func<JsonTypeInfo<T>> _typeInfo;

    public StjSourceGenCodec(Func<JsonTypeInfo<T>> typeInfo) => _typeInfo = typeInfo;

    public string SerializeToString(T value) => JsonSerializer.Serialize(value, _typeInfo());

    public byte[] SerializeToUtf8Bytes(T value) => JsonSerializer.SerializeToUtf8Bytes(value, _typeInfo());

    public void SerializeToStream(T value, Stream stream) => JsonSerializer.Serialize(stream, value, _typeInfo());

    public T DeserializeFromString(string json) => NotNull(JsonSerializer.Deserialize(json, _typeInfo()));

    public T DeserializeFromUtf8Bytes(byte[] utf8Json) => NotNull(JsonSerializer.Deserialize(utf8Json, _typeInfo()));

    public T DeserializeFromStream(Stream stream) => NotNull(JsonSerializer.Deserialize(stream, _typeInfo()));

    private static T NotNull(T? value) => value ?? throw new JsonException($"Deserialized {typeof(T).Name} is null.");
}
#endif
