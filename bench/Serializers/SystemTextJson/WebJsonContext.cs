#if STJ_SOURCEGEN
using System.Text.Json;
using System.Text.Json.Serialization;
using JsonMatrix.Bench.Payloads.Models;

namespace JsonMatrix.Bench.Serializers.SystemTextJson;

/// <summary>Source-generated metadata for every payload root type. From 8.0 on, enums-as-strings is part of
/// the generated options, so the options need no converter (a converter in the options turns the
/// generated fast path off). Before 8.0 the converter can only come through the options.</summary>
[JsonSourceGenerationOptions(
    PropertyNamingPolicy = JsonKnownNamingPolicy.CamelCase
#if STJ_8_OR_GREATER
    , UseStringEnumConverter = true
#endif
    )]
[JsonSerializable(typeof(OfficeWorker))]
[JsonSerializable(typeof(SmallClient))]
[JsonSerializable(typeof(BigClient))]
[JsonSerializable(typeof(SmallClientList))]
[JsonSerializable(typeof(SmallClientDictionary))]
[JsonSerializable(typeof(Person))]
[JsonSerializable(typeof(Person[]))]
[JsonSerializable(typeof(IndexViewModel))]
internal sealed partial class WebJsonContext : JsonSerializerContext
{
#if STJ_8_OR_GREATER
    /// <summary>A mutable copy of the options generated from the attribute above.</summary>
    public static JsonSerializerOptions CopyGeneratedOptions() => new(Default.GeneratedSerializerOptions!);
#endif
}
#endif
