using System;
using System.Buffers;
using System.Collections.Generic;
using System.IO;
using System.Reflection;
using System.Text;
using System.Text.Json;
using JsonMatrix.Bench.Serializers.SystemTextJson;
using JsonMatrix.Contracts.Cells;

namespace JsonMatrix.Bench.Serializers.Floor;

// How the floor runs: its adapter, the codec around each type's hand-written code, the writer and buffer kept per
// thread, and the reading steps. What it writes and reads for each payload is FloorPayloads.cs: the floor is these two
// files (docs/extending.md, "A serializer").

/// <summary>The floor (floor): hand-written Utf8JsonWriter/Utf8JsonReader code per payload type, no reflection and no
/// generated code, so the report can say how far each serializer is from what the platform allows. It runs on the
/// System.Text.Json the cell loads (in-box on .NET Core, the package on net48 and Mono).</summary>
internal sealed class FloorAdapter : ISerializerAdapter
{
    public string Id => KnownIds.Floor;

    public IReadOnlyList<Assembly> LibraryAssemblies { get; } = new[] { typeof(Utf8JsonWriter).Assembly };

    /// <summary>Utf8JsonWriter and Utf8JsonReader work on UTF-8 bytes only; the other shapes go through the same
    /// conversions JsonSerializer makes internally, and the notes say so.</summary>
    public IReadOnlyList<EmulatedOperation> Emulated { get; } = new[]
    {
        new EmulatedOperation(OperationNames.SerializeString, "Utf8JsonWriter writes UTF-8 only: written to a reused buffer, then decoded to a string"),
        new EmulatedOperation(OperationNames.DeserializeString, "Utf8JsonReader reads UTF-8 only: the string is encoded into a pooled buffer, then read"),
        new EmulatedOperation(OperationNames.DeserializeStream, "Utf8JsonReader has no stream API: the stream is read whole into a pooled buffer, then read"),
    };

    /// <summary>Every mode is the writer's encoder (JsonWriterOptions.Encoder), the same one System.Text.Json uses.</summary>
    public string? EscapingUnsupportedReason(EscapingMode mode) => null;

    public string? PayloadUnsupportedReason(Type payloadType) => FloorContracts.Has(payloadType)
        ? null
        : $"the floor has no hand-written code for {payloadType.Name}: add it to bench/Serializers/Floor/FloorPayloads.cs";

    /// <summary>The floor has no options object to recreate: its only setting is the writer's options, and per-call
    /// builds them (and the encoder they name) on every call, as a per-call JsonSerializerOptions would.</summary>
    public ICodec<T> CreateCodec<T>(SerializerConfiguration configuration) where T : class =>
        new FloorCodec<T>(FloorContracts.For<T>(), OptionsSource.For(configuration.Lifetime, () => WriterOptions(configuration.Escaping)));

    // SkipValidation, as JsonSerializer sets it for its own writers: the hand-written code is checked by the gate instead.
    private static JsonWriterOptions WriterOptions(EscapingMode mode) => new() { Encoder = StjWebOptions.Encoder(mode), SkipValidation = true };
}

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

/// <summary>Hand-written JSON for one type. Write writes one whole value; Read starts on the value's first token
/// (the reader has just read it) and ends on its last one, as JsonConverter does.</summary>
internal abstract class FloorContract<T>
{
    public abstract void Write(Utf8JsonWriter writer, T value);

    public abstract T Read(ref Utf8JsonReader reader);
}

/// <summary>One Utf8JsonWriter and its buffer per thread, reset for each value. A writer keeps the options it was built
/// with, so options other than the last ones (per-call builds a new encoder every time) get a new writer.</summary>
internal sealed class ThreadWriter
{
    [ThreadStatic]
    private static ThreadWriter? _current;

    private Utf8JsonWriter? _writer;

    public static ThreadWriter Current => _current ??= new ThreadWriter();

    public ReusableBuffer Buffer { get; } = new();

    public Utf8JsonWriter Start(JsonWriterOptions options)
    {
        Buffer.Clear();
        if (_writer != null && SameOptions(_writer.Options, options))
        {
            _writer.Reset(Buffer);
            return _writer;
        }

        return _writer = new Utf8JsonWriter(Buffer, options);
    }

    private static bool SameOptions(JsonWriterOptions a, JsonWriterOptions b) =>
        ReferenceEquals(a.Encoder, b.Encoder) && a.Indented == b.Indented && a.SkipValidation == b.SkipValidation;
}

/// <summary>A growable byte buffer that keeps its array between values, so writing allocates nothing once warm.
/// ArrayBufferWriter would do, but net48's System.Memory lacks it.</summary>
internal sealed class ReusableBuffer : IBufferWriter<byte>
{
    private byte[] _array = new byte[1024];
    private int _count;

    public ArraySegment<byte> Written => new(_array, 0, _count);

    public void Clear() => _count = 0;

    public void Advance(int count) => _count += count;

    public Memory<byte> GetMemory(int sizeHint = 0)
    {
        Reserve(sizeHint);
        return _array.AsMemory(_count);
    }

    public Span<byte> GetSpan(int sizeHint = 0)
    {
        Reserve(sizeHint);
        return _array.AsSpan(_count);
    }

    private void Reserve(int sizeHint)
    {
        var needed = _count + Math.Max(sizeHint, 1);
        if (needed > _array.Length)
        {
            Array.Resize(ref _array, Math.Max(needed, _array.Length * 2));
        }
    }
}

/// <summary>The reading steps every contract repeats, with the errors JsonSerializer would give (JsonException).</summary>
internal static class FloorRead
{
    public static void Expect(ref Utf8JsonReader reader, JsonTokenType token)
    {
        if (reader.TokenType != token)
        {
            throw new JsonException($"Expected {token}, found {reader.TokenType} at byte {reader.TokenStartIndex}.");
        }
    }

    /// <summary>Moves to the next property name of an object and returns true, or to its end and returns false.</summary>
    public static bool NextProperty(ref Utf8JsonReader reader)
    {
        reader.Read();
        if (reader.TokenType == JsonTokenType.EndObject)
        {
            return false;
        }

        Expect(ref reader, JsonTokenType.PropertyName);
        return true;
    }

    /// <summary>From a property name to its value; or past an array's item, false at the array's end.</summary>
    public static bool NextValue(ref Utf8JsonReader reader) => reader.Read() && reader.TokenType != JsonTokenType.EndArray;

    /// <summary>Unknown properties are skipped, as JsonSerializer does by default.</summary>
    public static void SkipValue(ref Utf8JsonReader reader) => reader.Skip();

    public static string String(ref Utf8JsonReader reader)
    {
        reader.Read();
        return reader.TokenType is JsonTokenType.String or JsonTokenType.Null ? reader.GetString()! : throw NotA("string", ref reader);
    }

    public static int Int32(ref Utf8JsonReader reader)
    {
        reader.Read();
        return reader.TokenType == JsonTokenType.Number ? reader.GetInt32() : throw NotA("number", ref reader);
    }

    public static uint UInt32(ref Utf8JsonReader reader)
    {
        reader.Read();
        return reader.TokenType == JsonTokenType.Number ? reader.GetUInt32() : throw NotA("number", ref reader);
    }

    public static double Double(ref Utf8JsonReader reader)
    {
        reader.Read();
        return reader.TokenType == JsonTokenType.Number ? reader.GetDouble() : throw NotA("number", ref reader);
    }

    public static bool Boolean(ref Utf8JsonReader reader)
    {
        reader.Read();
        return reader.TokenType is JsonTokenType.True or JsonTokenType.False ? reader.GetBoolean() : throw NotA("boolean", ref reader);
    }

    public static System.DateTime DateTime(ref Utf8JsonReader reader)
    {
        reader.Read();
        return reader.TokenType == JsonTokenType.String ? reader.GetDateTime() : throw NotA("date", ref reader);
    }

    public static System.DateTimeOffset DateTimeOffset(ref Utf8JsonReader reader)
    {
        reader.Read();
        return reader.TokenType == JsonTokenType.String ? reader.GetDateTimeOffset() : throw NotA("date", ref reader);
    }

    public static System.Guid Guid(ref Utf8JsonReader reader)
    {
        reader.Read();
        return reader.TokenType == JsonTokenType.String ? reader.GetGuid() : throw NotA("GUID", ref reader);
    }

    public static string[] Strings(ref Utf8JsonReader reader)
    {
        reader.Read();
        Expect(ref reader, JsonTokenType.StartArray);
        var items = new List<string>();
        while (NextValue(ref reader))
        {
            items.Add(reader.TokenType is JsonTokenType.String or JsonTokenType.Null ? reader.GetString()! : throw NotA("string", ref reader));
        }

        return items.ToArray();
    }

    public static JsonException NotA(string what, ref Utf8JsonReader reader) =>
        new($"Expected a {what}, found {reader.TokenType} at byte {reader.TokenStartIndex}.");
}
