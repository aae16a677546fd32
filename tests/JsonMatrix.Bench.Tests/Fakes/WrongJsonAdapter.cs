using System;
using System.Collections.Generic;
using System.IO;
using System.Reflection;
using System.Text;
using JsonMatrix.Bench.Serializers;

namespace JsonMatrix.Bench.Tests.Fakes;

/// <summary>A serializer that gets something wrong on purpose, to show the gate can fail: it wraps
/// system-text-json and rewrites its output or its input.</summary>
internal sealed class WrongJsonAdapter : ISerializerAdapter
{
    private readonly ISerializerAdapter _inner = SerializerCatalog.Find("system-text-json")!;
    private readonly Func<string, string> _rewriteOutput;
    private readonly Func<string, string> _rewriteInput;
    private readonly EscapingMode? _actualEscaping;

    public WrongJsonAdapter(Func<string, string>? rewriteOutput = null, Func<string, string>? rewriteInput = null, EscapingMode? actualEscaping = null)
    {
        _rewriteOutput = rewriteOutput ?? (s => s);
        _rewriteInput = rewriteInput ?? (s => s);
        _actualEscaping = actualEscaping;
    }

    public string Id => "wrong";

    public IReadOnlyList<Assembly> LibraryAssemblies => _inner.LibraryAssemblies;

    public IReadOnlyList<EmulatedOperation> Emulated => _inner.Emulated;

    public string? EscapingUnsupportedReason(EscapingMode mode) => null;

    public string? PayloadUnsupportedReason(Type payloadType) => null;

    public ICodec<T> CreateCodec<T>(SerializerConfiguration configuration) where T : class
    {
        var actual = _actualEscaping.HasValue ? new SerializerConfiguration(_actualEscaping.Value, configuration.Lifetime) : configuration;
        return new Codec<T>(_inner.CreateCodec<T>(actual), _rewriteOutput, _rewriteInput);
    }

    private sealed class Codec<T> : ICodec<T>
    {
        private readonly ICodec<T> _inner;
        private readonly Func<string, string> _out;
        private readonly Func<string, string> _in;

        public Codec(ICodec<T> inner, Func<string, string> rewriteOutput, Func<string, string> rewriteInput)
        {
            _inner = inner;
            _out = rewriteOutput;
            _in = rewriteInput;
        }

        public string SerializeToString(T value) => _out(_inner.SerializeToString(value));

        public byte[] SerializeToUtf8Bytes(T value) => Encoding.UTF8.GetBytes(SerializeToString(value));

        public void SerializeToStream(T value, Stream stream)
        {
            var bytes = SerializeToUtf8Bytes(value);
            stream.Write(bytes, 0, bytes.Length);
        }

        public T DeserializeFromString(string json) => _inner.DeserializeFromString(_in(json));

        public T DeserializeFromUtf8Bytes(byte[] utf8Json) => DeserializeFromString(Encoding.UTF8.GetString(utf8Json));

        public T DeserializeFromStream(Stream stream) => DeserializeFromString(new StreamReader(stream).ReadToEnd());
    }
}
