using JsonMatrix.Bench.Payloads;

namespace JsonMatrix.Bench.Serializers;

/// <summary>Implemented by source-generated serializers: which serialization path the library really took.</summary>
public interface ISourceGenerationProbe
{
    /// <summary>True when the generated fast path serializes this payload, false when the metadata path does,
    /// null when the library does not tell.</summary>
    bool? SerializeUsesFastPath(PayloadDefinition payload, SerializerConfiguration configuration);
}
