using System.IO;
using System.Runtime.Serialization;
using System.Text;
using ServiceStack.Text;

namespace JsonMatrix.Bench.Serializers.ServiceStack;

/// <summary>Cached lifetime: the global JsConfig was initialised once, calls go straight to the serializer.</summary>
internal sealed class ServiceStackCodec<T> : ICodec<T> where T : class
{
    private static readonly UTF8Encoding Utf8 = new(encoderShouldEmitUTF8Identifier: false);

    public string SerializeToString(T value) => JsonSerializer.SerializeToString(value);

    public byte[] SerializeToUtf8Bytes(T value) => Utf8.GetBytes(JsonSerializer.SerializeToString(value));

    public void SerializeToStream(T value, Stream stream) => JsonSerializer.SerializeToStream(value, stream);

    public T DeserializeFromString(string json) => NotNull(JsonSerializer.DeserializeFromString<T>(json));

    public T DeserializeFromUtf8Bytes(byte[] utf8Json)
    {
        using var stream = new MemoryStream(utf8Json, writable: false);
        return DeserializeFromStream(stream);
    }

    public T DeserializeFromStream(Stream stream) => NotNull(JsonSerializer.DeserializeFromStream<T>(stream));

    private static T NotNull(T? value) => value ?? throw new SerializationException($"Deserialized {typeof(T).Name} is null.");
}
