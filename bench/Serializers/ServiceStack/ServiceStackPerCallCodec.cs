using System.IO;
using ServiceStack.Text;

namespace JsonMatrix.Bench.Serializers.ServiceStack;

/// <summary>Per-call lifetime: every call builds a Config and runs inside its JsConfig scope.</summary>
internal sealed class ServiceStackPerCallCodec<T> : ICodec<T> where T : class
{
    private readonly EscapingMode _mode;
    private readonly ServiceStackCodec<T> _inner = new();

    public ServiceStackPerCallCodec(EscapingMode mode) => _mode = mode;

    public string SerializeToString(T value)
    {
        using (JsConfig.With(ServiceStackConfig.Create(_mode)))
        {
            return _inner.SerializeToString(value);
        }
    }

    public byte[] SerializeToUtf8Bytes(T value)
    {
        using (JsConfig.With(ServiceStackConfig.Create(_mode)))
        {
            return _inner.SerializeToUtf8Bytes(value);
        }
    }

    public void SerializeToStream(T value, Stream stream)
    {
        using (JsConfig.With(ServiceStackConfig.Create(_mode)))
        {
            _inner.SerializeToStream(value, stream);
        }
    }

    public T DeserializeFromString(string json)
    {
        using (JsConfig.With(ServiceStackConfig.Create(_mode)))
        {
            return _inner.DeserializeFromString(json);
        }
    }

    public T DeserializeFromUtf8Bytes(byte[] utf8Json)
    {
        using (JsConfig.With(ServiceStackConfig.Create(_mode)))
        {
            return _inner.DeserializeFromUtf8Bytes(utf8Json);
        }
    }

    public T DeserializeFromStream(Stream stream)
    {
        using (JsConfig.With(ServiceStackConfig.Create(_mode)))
        {
            return _inner.DeserializeFromStream(stream);
        }
    }
}
