using System.Text.Encodings.Web;
using System.Text.Json;
using System.Text.Json.Serialization;
using System.Text.Unicode;

namespace JsonMatrix.Bench.Serializers.SystemTextJson;

/// <summary>System.Text.Json options for the web profile. Built by hand rather than from
/// JsonSerializerDefaults.Web, which 4.7 lacks and which does not write enums as strings.</summary>
internal static class StjWebOptions
{
    public static JsonSerializerOptions Create(EscapingMode mode, bool addEnumConverter = true)
    {
        var options = new JsonSerializerOptions
        {
            PropertyNamingPolicy = JsonNamingPolicy.CamelCase,
            Encoder = Encoder(mode),
        };
        if (addEnumConverter)
        {
            options.Converters.Add(new JsonStringEnumConverter());
        }

        return options;
    }

    /// <summary>Null keeps the library default (JavaScriptEncoder.Default, which escapes all non-ASCII
    /// and HTML-sensitive characters). unicode-ranges-all builds its encoder anew, as study A did.</summary>
    public static JavaScriptEncoder? Encoder(EscapingMode mode) => mode switch
    {
        EscapingMode.Relaxed => JavaScriptEncoder.UnsafeRelaxedJsonEscaping,
        EscapingMode.Ascii => JavaScriptEncoder.Default,
        EscapingMode.UnicodeRangesAll => JavaScriptEncoder.Create(UnicodeRanges.All),
        _ => null,
    };
}
