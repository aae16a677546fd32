using System.Text.Json;

namespace JsonMatrix.Web.Formatters;

/// <summary>MVC owns its JsonSerializerOptions (they start from JsonSerializerDefaults.Web); the bench's web profile is
/// copied onto them, so reading is as strict as the bench's (case-sensitive names, numbers only as numbers).</summary>
internal static class StjProfile
{
    public static void CopyTo(JsonSerializerOptions source, JsonSerializerOptions target)
    {
        target.PropertyNamingPolicy = source.PropertyNamingPolicy;
        target.DictionaryKeyPolicy = source.DictionaryKeyPolicy;
        target.Encoder = source.Encoder;
        target.PropertyNameCaseInsensitive = source.PropertyNameCaseInsensitive;
#if STJ_SOURCEGEN
        target.NumberHandling = source.NumberHandling;
#endif
        target.Converters.Clear();
        foreach (var converter in source.Converters)
        {
            target.Converters.Add(converter);
        }
    }
}
