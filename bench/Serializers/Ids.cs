using System;
using System.Collections.Generic;
using System.Linq;

namespace JsonMatrix.Bench.Serializers;

/// <summary>The command-line ids of the escaping and lifetime axes (docs/architecture.md).</summary>
public static class Ids
{
    public static readonly IReadOnlyList<(string Id, EscapingMode Mode)> Escaping = new[]
    {
        ("default", EscapingMode.Default),
        ("relaxed", EscapingMode.Relaxed),
        ("ascii", EscapingMode.Ascii),
        ("unicode-ranges-all", EscapingMode.UnicodeRangesAll),
    };

    public static readonly IReadOnlyList<(string Id, OptionsLifetime Lifetime)> Lifetimes = new[]
    {
        ("cached", OptionsLifetime.Cached),
        ("per-call", OptionsLifetime.PerCall),
    };

    public static string Of(EscapingMode mode) => Escaping.First(e => e.Mode == mode).Id;

    public static string Of(OptionsLifetime lifetime) => Lifetimes.First(l => l.Lifetime == lifetime).Id;

    public static EscapingMode? ParseEscaping(string id) =>
        Escaping.Where(e => string.Equals(e.Id, id, StringComparison.Ordinal)).Select(e => (EscapingMode?)e.Mode).FirstOrDefault();

    public static OptionsLifetime? ParseLifetime(string id) =>
        Lifetimes.Where(l => string.Equals(l.Id, id, StringComparison.Ordinal)).Select(l => (OptionsLifetime?)l.Lifetime).FirstOrDefault();
}
