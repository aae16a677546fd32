namespace JsonMatrix.Bench.Serializers.SystemTextJson;

/// <summary>The id of System.Text.Json with source-generated metadata. Its adapter is StjSourceGenAdapter where the
/// build has the generator (System.Text.Json 6.0+), else StjSourceGenUnavailableAdapter: exactly one of them compiles.</summary>
internal static class SourceGeneration
{
    public const string SerializerId = "system-text-json-sourcegen";
}
