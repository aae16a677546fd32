using JsonMatrix.Bench.Serializers;
using JsonMatrix.Contracts.Cells;

namespace JsonMatrix.Bench.Measuring;

/// <summary>
/// What every sample of a cell is paired with: the floor (hand-written Utf8JsonWriter/Utf8JsonReader code, present on
/// every runtime and build, NativeAOT included) for the same payload, operation and escaping, with its writer options
/// cached. It is memory-heavy work like a serializer's, so it slows when the host slows: a sample divided by the
/// yardstick's sample of the same round cancels the host's state of that moment, where an integer loop would not (it
/// keeps its speed while memory-heavy code runs at half speed; docs/performance.md, "Rounds and the yardstick").
/// </summary>
public static class Yardstick
{
    public const string Id = KnownIds.Floor;

    /// <summary>The file version of the System.Text.Json the floor runs on in this process (in the floor's own cell too).</summary>
    public static readonly string? Version = System.Reflection.CustomAttributeExtensions
        .GetCustomAttribute<System.Reflection.AssemblyFileVersionAttribute>(typeof(System.Text.Json.Utf8JsonWriter).Assembly)?.Version;

    /// <summary>The yardstick's adapter for a cell of <paramref name="adapter"/>; null in the floor's own cell, whose
    /// samples are their own yardstick.</summary>
    public static ISerializerAdapter? For(ISerializerAdapter adapter) =>
        adapter.Id == Id ? null : SerializerCatalog.Find(Id);

    /// <summary>The cell's escaping (the floor writes what the cell's serializer writes), options built once.</summary>
    public static SerializerConfiguration Configuration(SerializerConfiguration cell) =>
        new(cell.Escaping, OptionsLifetime.Cached);
}
