namespace JsonMatrix.Bench.Serializers;

/// <summary>How long a serializer's options/settings object lives (ids: cached, per-call).</summary>
public enum OptionsLifetime
{
    /// <summary>Built once and reused, as the libraries' docs require.</summary>
    Cached,

    /// <summary>Built anew inside every call: the documented mistake whose cost the report shows.</summary>
    PerCall,
}
