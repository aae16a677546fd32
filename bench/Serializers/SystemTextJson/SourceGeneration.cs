namespace JsonMatrix.Bench.Serializers.SystemTextJson;

/// <summary>Chooses the source-generated adapter where the build had the generator (System.Text.Json 6.0+).</summary>
internal static class SourceGeneration
{
    public const string SerializerId = "system-text-json-sourcegen";

    public static ISerializerAdapter CreateAdapter() =>
#if STJ_SOURCEGEN
        new StjSourceGenAdapter();
#else
        new StjSourceGenUnavailableAdapter();
#endif
}
