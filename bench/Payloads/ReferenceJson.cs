using System.Text.Json;
using System.Text.Json.Serialization;

namespace JsonMatrix.Bench.Payloads;

/// <summary>System.Text.Json (reflection) configured for the web profile with its default escaping: it reads the
/// golden files into objects and writes the golden JSON of generated payloads. It is not a serializer under test.</summary>
public static class ReferenceJson
{
    private static readonly JsonSerializerOptions Options = CreateOptions();

    public static T Deserialize<T>(string json) =>
        JsonSerializer.Deserialize<T>(json, Options) ?? throw new JsonException($"The golden JSON of {typeof(T).Name} is the literal null.");

    public static string Serialize<T>(T value) => JsonSerializer.Serialize(value, Options);

    private static JsonSerializerOptions CreateOptions()
    {
        var options = new JsonSerializerOptions { PropertyNamingPolicy = JsonNamingPolicy.CamelCase };
        options.Converters.Add(new JsonStringEnumConverter());
        return options;
    }
}
