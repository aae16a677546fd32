using System;
using System.Collections.Generic;
using System.Linq;
using JsonMatrix.Contracts.Cells;

namespace JsonMatrix.Bench.Serializers;

/// <summary>The escaping and lifetime ids of contracts' KnownIds paired with the bench's enums, which list their
/// values in the same order (a test checks both have as many).</summary>
public static class Ids
{
    public static readonly IReadOnlyList<(string Id, EscapingMode Mode)> Escaping =
        KnownIds.Escaping.Select((id, i) => (id, (EscapingMode)i)).ToArray();

    public static readonly IReadOnlyList<(string Id, OptionsLifetime Lifetime)> Lifetimes =
        KnownIds.Lifetimes.Select((id, i) => (id, (OptionsLifetime)i)).ToArray();

    public static string Of(EscapingMode mode) => Escaping.First(e => e.Mode == mode).Id;

    public static string Of(OptionsLifetime lifetime) => Lifetimes.First(l => l.Lifetime == lifetime).Id;

    public static EscapingMode? ParseEscaping(string id) =>
        Escaping.Where(e => string.Equals(e.Id, id, StringComparison.Ordinal)).Select(e => (EscapingMode?)e.Mode).FirstOrDefault();

    public static OptionsLifetime? ParseLifetime(string id) =>
        Lifetimes.Where(l => string.Equals(l.Id, id, StringComparison.Ordinal)).Select(l => (OptionsLifetime?)l.Lifetime).FirstOrDefault();
}
