namespace JsonMatrix.Orchestrator.Formats;

/// <summary>JSON has no NaN or infinity: a figure that is not finite is written as null, like a missing one (as the
/// Utf8JsonWriter writers before the documents did), instead of making the serializer throw.</summary>
internal static class JsonNumbers
{
    public static double? Finite(double? value) => value is { } v && double.IsFinite(v) ? v : null;
}
