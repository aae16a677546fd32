using System;
using System.IO;
using System.Text;
using Newtonsoft.Json;

namespace JsonMatrix.Bench.Serializers.Newtonsoft;

internal sealed class NewtonsoftCodec<T> : ICodec<T> where T : class
{
    // StreamWriter's and StreamReader's own default buffer size; without a BOM, like the other libraries.
    private const int BufferSize = 1024;
    private static readonly UTF8Encoding Utf8 = new(encoderShouldEmitUTF8Identifier: false);

    private readonly Func<JsonSerializerSettings> _settings;
    private readonly Func<JsonSerializer> _serializer;

    public NewtonsoftCodec(Func<JsonSerializerSettings> settings, Func<JsonSerializer> serializer)
    {
        _settings = settings;
        _serializer = serializer;
    }

    public string SerializeToString(T value) => JsonConvert.SerializeObject(value, _settings());

    public byte[] SerializeToUtf8Bytes(T value) => Utf8.GetBytes(JsonConvert.SerializeObject(value, _settings()));

    public void SerializeToStream(T value, Stream stream)
    {
        using var streamWriter = new StreamWriter(stream, Utf8, BufferSize, leaveOpen: true);
        using var jsonWriter = new JsonTextWriter(streamWriter);
        _serializer().Serialize(jsonWriter, value);
    }

    public T DeserializeFromString(string json) => NotNull(JsonConvert.DeserializeObject<T>(json, _settings()));

    public T DeserializeFromUtf8Bytes(byte[] utf8Json)
    {
        using var stream = new MemoryStream(utf8Json, writable: false);
        return DeserializeFromStream(stream);
    }

    public T DeserializeFromStream(Stream stream)
    {
        using var streamReader = new StreamReader(stream, Utf8, detectEncodingFromByteOrderMarks: false, BufferSize, leaveOpen: true);
        using var jsonReader = new JsonTextReader(streamReader);
        return NotNull(_serializer().Deserialize<T>(jsonReader));
    }

    private static T NotNull(T? value) => value ?? throw new JsonSerializationException($"Deserialized {typeof(T).Name} is null.");
}
