using System.Text.Json;

namespace JsonMatrix.Bench.Serializers.Floor;

/// <summary>Hand-written JSON for one type. Write writes one whole value; Read starts on the value's first token
/// (the reader has just read it) and ends on its last one, as JsonConverter does.</summary>
internal abstract class FloorContract<T>
{
    public abstract void Write(Utf8JsonWriter writer, T value);

    public abstract T Read(ref Utf8JsonReader reader);
}
