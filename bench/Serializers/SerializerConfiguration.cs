namespace JsonMatrix.Bench.Serializers;

/// <summary>How a serializer is set up for one cell: the web profile plus these two axes.</summary>
public sealed class SerializerConfiguration
{
    public SerializerConfiguration(EscapingMode escaping, OptionsLifetime lifetime)
    {
        Escaping = escaping;
        Lifetime = lifetime;
    }

    public EscapingMode Escaping { get; }

    public OptionsLifetime Lifetime { get; }

    public override string ToString() => $"{Ids.Of(Escaping)}/{Ids.Of(Lifetime)}";
}
