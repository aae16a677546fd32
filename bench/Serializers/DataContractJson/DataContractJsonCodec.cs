using System;
using System.IO;
using System.Runtime.Serialization;
using System.Runtime.Serialization.Json;
using System.Text;

namespace JsonMatrix.Bench.Serializers.DataContractJson;

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
