using System;
using System.Globalization;

namespace JsonMatrix.Orchestrator.Matrix;

/// <summary>`web:` of the matrix: how each web cell loads the app. A run's servers first warm up together in cycles
/// (a one-second burst on every server and scenario at once, then a pause: web/Running/WarmupCycles), at least
/// <see cref="Warmup"/> of them (one per second of the setting) and until every server has stopped compiling, at most
/// <see cref="MaxWarmup"/>; then per scenario <see cref="Repeats"/> measured windows of <see cref="Duration"/> at
/// <see cref="Connections"/> open connections, in rounds over the servers.</summary>
public sealed record WebLoadSettings(TimeSpan Duration, TimeSpan Warmup, int Connections, int Repeats, TimeSpan MaxWarmup)
{
    /// <summary>Five seconds reach a steady rate behind Kestrel; three repeats give a median and a spread; servers on one
    /// CPU stopped compiling after 15 to 20 warm-up cycles (docs/web.md, "Warm-up in cycles"), hence 12 to 24.</summary>
    public static readonly WebLoadSettings Default = new(TimeSpan.FromSeconds(5), TimeSpan.FromSeconds(12), 32, 3, TimeSpan.FromSeconds(24));

    /// <summary>One warm-up cycle, for estimates: the one-second burst, the 1.2 s pause, starting wrk and reading the
    /// servers' meters (2.3–2.5 s on the project's 2-core machine).</summary>
    public static readonly TimeSpan WarmupCycle = TimeSpan.FromSeconds(2.5);

    /// <summary>A run's web cells, every runtime's, share one warm-up: an estimate per cell counts its share as if six did,
    /// as the default matrix runs them (three serializers on .NET 8 and .NET 10).</summary>
    public const int CellsPerWarmup = 6;

    /// <summary>The warm-up cycles an estimate counts: eighteen, the servers' usual, within the least and the most.</summary>
    public int EstimatedWarmupCycles => (int)Math.Clamp(18, Warmup.TotalSeconds, MaxWarmup.TotalSeconds);

    /// <summary>The scenarios every web cell runs (GET and POST of list-1000).</summary>
    public const int Scenarios = 2;

    /// <summary>Time the load generator runs for one cell, as estimated: its share of the warm-up and its measured windows.</summary>
    public TimeSpan LoadTime => (Scenarios * Repeats * Duration) + (EstimatedWarmupCycles * WarmupCycle / CellsPerWarmup);

    /// <summary>Time the load generator runs for one cell at the most: the whole warm-up's most cycles and its windows.</summary>
    public TimeSpan MaxLoadTime => (Scenarios * Repeats * Duration) + (MaxWarmup.TotalSeconds * WarmupCycle);

    /// <summary>The web app's arguments for these settings ("5s" style, as wrk writes durations).</summary>
    public static string Seconds(TimeSpan value) => ((long)value.TotalSeconds).ToString(CultureInfo.InvariantCulture) + "s";
}
