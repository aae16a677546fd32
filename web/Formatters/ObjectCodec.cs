using System;
using System.Collections.Concurrent;
using System.IO;
using JsonMatrix.Bench.Serializers;

namespace JsonMatrix.Web.Formatters;

/// <summary>A bench codec (the adapter's web profile, cached lifetime) for a type known only at run time, as MVC's
/// formatters see types. One per type, built on first use.</summary>
internal abstract class ObjectCodec
{
    private static readonly SerializerConfiguration Cached = new(EscapingMode.Default, OptionsLifetime.Cached);

    public abstract void Write(object value, Stream stream);

    public abstract object Read(Stream stream);

    public sealed class Cache
    {
        private readonly ISerializerAdapter _adapter;
        private readonly ConcurrentDictionary<Type, ObjectCodec> _codecs = new();

        public Cache(ISerializerAdapter adapter) => _adapter = adapter;

        public ObjectCodec For(Type type) => _codecs.GetOrAdd(type, t =>
            (ObjectCodec)Activator.CreateInstance(typeof(Typed<>).MakeGenericType(t), _adapter)!);
    }

    private sealed class Typed<T> : ObjectCodec where T : class
    {
        private readonly ICodec<T> _codec;

        public Typed(ISerializerAdapter adapter) => _codec = adapter.CreateCodec<T>(Cached);

        public override void Write(object value, Stream stream) => _codec.SerializeToStream((T)value, stream);

        public override object Read(Stream stream) => _codec.DeserializeFromStream(stream);
    }
}
