namespace JsonMatrix.Bench.Benchmarks;

/// <summary>The seven operations of one payload and codec, without the payload's type.</summary>
public interface IOperationRunner
{
    string SerializeToString();

    byte[] SerializeToUtf8Bytes();

    long SerializeToStream();

    object DeserializeFromString();

    object DeserializeFromUtf8Bytes();

    object DeserializeFromStream();

    object RoundTrip();
}
