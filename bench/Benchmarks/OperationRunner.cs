using System.IO;
using JsonMatrix.Bench.Serializers;

namespace JsonMatrix.Bench.Benchmarks;

/// <summary>One payload with one codec, ready to time. The inputs of the deserialize operations are the
/// serializer's own output, made once here; the streams are made once and rewound on every call, so that
/// allocating a stream is not part of what is measured.</summary>
public sealed class OperationRunner<T> : IOperationRunner where T : class
{
    private readonly T _value;
    private readonly ICodec<T> _codec;
    private readonly string _json;
    private readonly byte[] _utf8;
    private readonly MemoryStream _output = new();
    private readonly MemoryStream _input;

    public OperationRunner(T value, ICodec<T> codec)
    {
        _value = value;
        _codec = codec;
        _json = codec.SerializeToString(value);
        _utf8 = codec.SerializeToUtf8Bytes(value);
        _input = new MemoryStream(_utf8, writable: false);
    }

    public string SerializeToString() => _codec.SerializeToString(_value);

    public byte[] SerializeToUtf8Bytes() => _codec.SerializeToUtf8Bytes(_value);

    public long SerializeToStream()
    {
        _output.Position = 0;
        _output.SetLength(0);
        _codec.SerializeToStream(_value, _output);
        return _output.Length;
    }

    public object DeserializeFromString() => _codec.DeserializeFromString(_json);

    public object DeserializeFromUtf8Bytes() => _codec.DeserializeFromUtf8Bytes(_utf8);

    public object DeserializeFromStream()
    {
        _input.Position = 0;
        return _codec.DeserializeFromStream(_input);
    }

    public object RoundTrip() => _codec.DeserializeFromString(_codec.SerializeToString(_value));
}
