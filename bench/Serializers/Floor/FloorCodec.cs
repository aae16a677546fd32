using System;
using System.Buffers;
using System.IO;
using System.Text;
using System.Text.Json;

namespace JsonMatrix.Bench.Serializers.Floor;

/// <summary>The seven operations around one type's hand-written code: the plumbing a careful engineer writes once.
/// Writers and their buffer are reused per thread (as JsonSerializer does from 8.0 on); the web app shares a codec
/// between requests, so nothing is kept per codec.</summary>
internal sealed class FloorCodec<T> : ICodec<T> where T : class
{
    private static readonly UTF8Encoding Utf8 = new(encoderShouldEmitUTF8Identifier: false, throwOnInvalidBytes: true);

    private readonly FloorContract<T> _contract;
    private readonly Func<JsonWriterOptions> _options;

    public FloorCodec(FloorContract<T> contract, Func<JsonWriterOptions> options)
    {
        _contract = contract;
        _options = options;
    }

    public string SerializeToString(T value)
    {
        var buffer = WriteToBuffer(value);
        return Utf8.GetString(buffer.Array!, 0, buffer.Count);
    }

    public byte[] SerializeToUtf8Bytes(T value)
    {
        var buffer = WriteToBuffer(value);
        var bytes = new byte[buffer.Count];
        Buffer.BlockCopy(buffer.Array!, 0, bytes, 0, buffer.Count);
        return bytes;
    }

    /// <summary>Into the thread's buffer, then one write to the stream, as JsonSerializer does with its pooled buffer:
    /// a Utf8JsonWriter over the stream would allocate a buffer of its own on every call.</summary>
    public void SerializeToStream(T value, Stream stream)
    {
        var buffer = WriteToBuffer(value);
        stream.Write(buffer.Array!, 0, buffer.Count);
    }

    public T DeserializeFromString(string json)
    {
        var bytes = ArrayPool<byte>.Shared.Rent(Utf8.GetMaxByteCount(json.Length));
        try
        {
            var count = Utf8.GetBytes(json, 0, json.Length, bytes, 0);
            return Read(new ReadOnlySpan<byte>(bytes, 0, count));
        }
        finally
        {
            ArrayPool<byte>.Shared.Return(bytes);
        }
    }

    public T DeserializeFromUtf8Bytes(byte[] utf8Json) => Read(utf8Json);

    public T DeserializeFromStream(Stream stream)
    {
        var bytes = ArrayPool<byte>.Shared.Rent(4096);
        var count = 0;
        try
        {
            int read;
            while ((read = stream.Read(bytes, count, bytes.Length - count)) > 0)
            {
                count += read;
                if (count == bytes.Length)
                {
                    bytes = Grow(bytes, count);
                }
            }

            return Read(new ReadOnlySpan<byte>(bytes, 0, count));
        }
        finally
        {
            ArrayPool<byte>.Shared.Return(bytes);
        }
    }

    private T Read(ReadOnlySpan<byte> utf8Json)
    {
        var reader = new Utf8JsonReader(utf8Json, isFinalBlock: true, state: default);
        if (!reader.Read())
        {
            throw new JsonException("The JSON is empty.");
        }

        var value = _contract.Read(ref reader);
        if (reader.Read())
        {
            throw new JsonException($"Unexpected {reader.TokenType} after the end of the value.");
        }

        return value ?? throw new JsonException($"Deserialized {typeof(T).Name} is null.");
    }

    private ArraySegment<byte> WriteToBuffer(T value)
    {
        var cache = ThreadWriter.Current;
        var writer = cache.Start(_options());
        _contract.Write(writer, value);
        writer.Flush();
        return cache.Buffer.Written;
    }

    private static byte[] Grow(byte[] bytes, int count)
    {
        var larger = ArrayPool<byte>.Shared.Rent(bytes.Length * 2);
        Buffer.BlockCopy(bytes, 0, larger, 0, count);
        ArrayPool<byte>.Shared.Return(bytes);
        return larger;
    }
}
