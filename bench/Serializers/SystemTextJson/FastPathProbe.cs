#if STJ_SOURCEGEN
using System.Reflection;
using System.Text.Json.Serialization;
using System.Text.Json.Serialization.Metadata;

namespace JsonMatrix.Bench.Serializers.SystemTextJson;

/// <summary>Whether System.Text.Json serializes through the source-generated fast path (SerializeHandler) or
/// silently through the metadata path, read from the library's own internal decision: JsonTypeInfo's
/// CanUseSerializeHandler (7.0+), or in 6.0 a SerializeHandler plus the context's CanUseSerializationLogic.
/// Null when neither internal member is found (an unknown version).</summary>
internal static class FastPathProbe
{
    private const BindingFlags Instance = BindingFlags.Instance | BindingFlags.Public | BindingFlags.NonPublic;

    public static bool? UsesSerializeHandler<T>(JsonTypeInfo<T> typeInfo, JsonSerializerContext context)
    {
        var canUse = typeof(JsonTypeInfo).GetProperty("CanUseSerializeHandler", Instance);
        if (canUse != null)
        {
            return (bool?)canUse.GetValue(typeInfo);
        }

        var handler = typeof(JsonTypeInfo<T>).GetProperty("SerializeHandler", Instance)?.GetValue(typeInfo);
        var logic = typeof(JsonSerializerContext).GetProperty("CanUseSerializationLogic", Instance);
        if (logic == null)
        {
            return null;
        }

        return handler != null && (bool)logic.GetValue(context)!;
    }
}
#endif
