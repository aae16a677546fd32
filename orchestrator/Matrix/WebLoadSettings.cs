using System;
using System.Globalization;

namespace JsonMatrix.Orchestrator.Matrix;

/// <summary>`web:` of the matrix: how each web cell loads the app, per scenario: a warm-up of at least
/// <see cref="Warmup"/> that goes on until the server is steady, at most <see cref="MaxWarmup"/>, then
/// <see cref="Repeats"/> measured windows of <see cref="Duration"/> at <see cref="Connections"/> open connections.</summary>
public sealed record WebLoadSettings(TimeSpan Duration, TimeSpan Warmup, int Connections, int Repeats, TimeSpan MaxWarmup)
{
    /// <summary>Five seconds reach a steady rate behind Kestrel; three repeats give a median and a spread; .NET 10 took
    /// 11 s on one core to stop speeding up (docs/performance.md), hence twenty seconds at most.</summary>
    public static readonly WebLoadSettings Default = new(TimeSpan.FromSeconds(5), TimeSpan.FromSeconds(2), 32, 3, TimeSpan.FromSeconds(20));

    /// <summary>What a warm-up takes, for estimates: six seconds at the least, eleven for .NET 10's GET (docs/performance.md).</summary>
    public TimeSpan EstimatedWarmup => TimeSpan.FromSeconds(Math.Clamp(9, Warmup.TotalSeconds, MaxWarmup.TotalSeconds));

    /// <summary>The scenarios every web cell runs (GET and POST of list-1000).</summary>
    public const int Scenarios = 2;

    /// <summary>Time the load generator runs in one cell, as estimated: every scenario's warm-up and measured windows.</summary>
    public TimeSpan LoadTime => Scenarios * (EstimatedWarmup + (Repeats * Duration));

    /// <summary>Time the load generator runs in one cell when no warm-up becomes steady.</summary>
    public TimeSpan MaxLoadTime => Scenarios * (MaxWarmup + (Repeats * Duration));

    /// <summary>The web app's arguments for these settings ("5s" style, as wrk writes durations).</summary>
    public static string Seconds(TimeSpan value) => ((long)value.TotalSeconds).ToString(CultureInfo.InvariantCulture) + "s";
}
