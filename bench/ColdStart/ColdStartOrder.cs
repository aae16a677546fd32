using System.Collections.Generic;
using System.Linq;

namespace JsonMatrix.Bench.ColdStart;

/// <summary>
/// The order of one cold-start round: every kind of process (the start-up floor, and each serializer's first serialize
/// and first deserialize) once, rotated one place further each round. No kind is always first, and a slow moment of the
/// machine lands on a different kind each round instead of on one serializer's ten processes in a row.
/// </summary>
public static class ColdStartOrder
{
    public static IReadOnlyList<T> Round<T>(IReadOnlyList<T> kinds, int round)
    {
        var shift = kinds.Count == 0 ? 0 : round % kinds.Count;
        return kinds.Skip(shift).Concat(kinds.Take(shift)).ToList();
    }
}
