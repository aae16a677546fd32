namespace JsonMatrix.Contracts.Cells;

/// <summary>Each operation's id, spelled once: KnownIds lists them in report order with their BenchmarkDotNet methods,
/// and the bench's adapters and correctness gate name an operation through these.</summary>
public static class OperationNames
{
    public const string SerializeString = "serialize-string";
    public const string SerializeUtf8 = "serialize-utf8";
    public const string SerializeStream = "serialize-stream";
    public const string DeserializeString = "deserialize-string";
    public const string DeserializeUtf8 = "deserialize-utf8";
    public const string DeserializeStream = "deserialize-stream";
    public const string RoundTrip = "round-trip";
}
