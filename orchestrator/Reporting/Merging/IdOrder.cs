using System.Collections.Generic;
using System.Linq;
using JsonMatrix.Contracts.Cells;

namespace JsonMatrix.Orchestrator.Reporting.Merging;

/// <summary>The order reports list ids in: architecture.md's order, then unknown ids alphabetically.</summary>
public static class IdOrder
{
    public static IEnumerable<string> Runtimes(IEnumerable<string> ids) => Sort(ids, KnownIds.Runtimes);

    public static IEnumerable<string> Serializers(IEnumerable<string> ids) => ids.Distinct().Order(Comparer<string>.Create(CompareSerializers));

    public static IEnumerable<string> Escaping(IEnumerable<string> ids) => Sort(ids, KnownIds.Escaping);

    public static IEnumerable<string> Lifetimes(IEnumerable<string> ids) => Sort(ids, KnownIds.Lifetimes);

    public static IEnumerable<string> Payloads(IEnumerable<string> ids) => Sort(ids, KnownIds.Payloads);

    public static IEnumerable<string> Operations(IEnumerable<string> ids) => Sort(ids, KnownIds.Operations);

    public static int Rank(IReadOnlyList<string> canonical, string id)
    {
        for (var i = 0; i < canonical.Count; i++)
        {
            if (canonical[i] == id) return i;
        }
        return canonical.Count;
    }

    /// <summary>A further version of a serializer ("newtonsoft-12.0.3") takes its serializer's place, right after it
    /// (the ordinal tie-break puts the shorter name first).</summary>
    private static int CompareSerializers(string a, string b)
    {
        var byRank = Rank(KnownIds.Serializers, SerializerNames.SerializerOf(a) ?? a).CompareTo(Rank(KnownIds.Serializers, SerializerNames.SerializerOf(b) ?? b));
        return byRank != 0 ? byRank : string.CompareOrdinal(a, b);
    }

    /// <summary>Compares by canonical rank, then ordinal (for ids outside the canonical list).</summary>
    public static int Compare(IReadOnlyList<string> canonical, string a, string b)
    {
        var byRank = Rank(canonical, a).CompareTo(Rank(canonical, b));
        return byRank != 0 ? byRank : string.CompareOrdinal(a, b);
    }

    private static IEnumerable<string> Sort(IEnumerable<string> ids, IReadOnlyList<string> canonical) =>
        ids.Distinct().Order(Comparer<string>.Create((a, b) => Compare(canonical, a, b)));

    /// <summary>Cells in runtime, serializer, escaping, lifetime order.</summary>
    public static readonly IComparer<(string Runtime, string Serializer, string Escaping, string Lifetime)> CellKeys =
        Comparer<(string Runtime, string Serializer, string Escaping, string Lifetime)>.Create((a, b) =>
        {
            var c = Compare(KnownIds.Runtimes, a.Runtime, b.Runtime);
            if (c == 0) c = CompareSerializers(a.Serializer, b.Serializer);
            if (c == 0) c = Compare(KnownIds.Escaping, a.Escaping, b.Escaping);
            if (c == 0) c = Compare(KnownIds.Lifetimes, a.Lifetime, b.Lifetime);
            return c;
        });
}
