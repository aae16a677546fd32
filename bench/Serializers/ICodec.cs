using System.IO;

namespace JsonMatrix.Bench.Serializers;

/// <summary>One serializer configured for one payload type: the seven operations minus the round trip,
/// each with the library's own API where it has one.</summary>
public interface ICodec<T>
{
    string SerializeToString(T value);

    byte[] SerializeToUtf8Bytes(T value);

    /// <summary>Writes to <paramref name="stream"/> and leaves it open.</summary>
    void SerializeToStream(T value, Stream stream);

    T DeserializeFromString(string json);

    T DeserializeFromUtf8Bytes(byte[] utf8Json);

    /// <summary>Reads <paramref name="stream"/> from its position and leaves it open.</summary>
    T DeserializeFromStream(Stream stream);
}
