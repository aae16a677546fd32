using Newtonsoft.Json;
using Newtonsoft.Json.Converters;
using Newtonsoft.Json.Serialization;

namespace JsonMatrix.Bench.Serializers.Newtonsoft;

/// <summary>Newtonsoft.Json settings for the web profile. A new DefaultContractResolver comes with every
/// settings object: that is what makes per-call settings expensive (the resolver caches contracts), and the
/// naming strategy leaves dictionary keys ("Bill Gates0") alone, as the other libraries do.</summary>
internal static class NewtonsoftSettings
{
    public static JsonSerializerSettings Create(EscapingMode mode) => new()
    {
        ContractResolver = new DefaultContractResolver { NamingStrategy = new CamelCaseNamingStrategy() },
        Converters = { new StringEnumConverter() },
        DateFormatHandling = DateFormatHandling.IsoDateFormat,
        DateTimeZoneHandling = DateTimeZoneHandling.RoundtripKind,
        StringEscapeHandling = mode == EscapingMode.Ascii ? StringEscapeHandling.EscapeNonAscii : StringEscapeHandling.Default,
    };

    public static string? EscapingUnsupportedReason(EscapingMode mode) => mode == EscapingMode.UnicodeRangesAll
        ? "unicode-ranges-all is System.Text.Json's JavaScriptEncoder.Create(UnicodeRanges.All); Newtonsoft.Json only offers StringEscapeHandling Default, EscapeNonAscii and EscapeHtml"
        : null;
}
