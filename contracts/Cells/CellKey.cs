using System;

namespace JsonMatrix.Contracts.Cells;

/// <summary>
/// Which cell: runtime × serializer × escaping × lifetime for the micro benchmarks, runtime × serializer for the web
/// workload (whose formatters cache their options, so escaping and lifetime do not apply and are null). Its
/// <see cref="Id"/> names the cell's folder: <c>runtime_serializer_escaping_lifetime</c>, or <c>runtime_serializer_web</c>.
/// Ids never contain '_' themselves, so an id parses back into its key.
/// </summary>
public readonly struct CellKey : IEquatable<CellKey>
{
    public const string Micro = "micro";
    public const string Web = "web";

    private const char Separator = '_';

    public CellKey(string runtime, string serializer, string escaping, string lifetime)
        : this(runtime, serializer, escaping, lifetime, Micro)
    {
    }

    private CellKey(string runtime, string serializer, string? escaping, string? lifetime, string workload)
    {
        Runtime = runtime;
        Serializer = serializer;
        Escaping = escaping;
        Lifetime = lifetime;
        Workload = workload;
    }

    public static CellKey ForWeb(string runtime, string serializer) => new(runtime, serializer, null, null, Web);

    public string Runtime { get; }

    public string Serializer { get; }

    /// <summary>Null for a web cell.</summary>
    public string? Escaping { get; }

    /// <summary>Null for a web cell.</summary>
    public string? Lifetime { get; }

    /// <summary><see cref="Micro"/> or <see cref="Web"/>.</summary>
    public string Workload { get; }

    public string Id => Workload == Web
        ? string.Join(Separator.ToString(), Runtime, Serializer, Web)
        : string.Join(Separator.ToString(), Runtime, Serializer, Escaping, Lifetime);

    /// <summary>The key an id was made from, or null when the text is not a cell id (a folder someone renamed).</summary>
    public static CellKey? TryParse(string id)
    {
        var parts = id.Split(Separator);
        if (Array.Exists(parts, part => part.Length == 0)) return null;
        return parts.Length switch
        {
            4 => new CellKey(parts[0], parts[1], parts[2], parts[3]),
            3 when parts[2] == Web => ForWeb(parts[0], parts[1]),
            _ => null,
        };
    }

    public bool Equals(CellKey other) => Id == other.Id && Workload == other.Workload;

    public override bool Equals(object? obj) => obj is CellKey other && Equals(other);

    public override int GetHashCode() => Id.GetHashCode();

    public static bool operator ==(CellKey left, CellKey right) => left.Equals(right);

    public static bool operator !=(CellKey left, CellKey right) => !left.Equals(right);

    public override string ToString() => Id;
}
