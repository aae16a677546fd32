using System;
using System.Globalization;

namespace JsonMatrix.Orchestrator.Matrix;

/// <summary>`web:` of the matrix: how each web cell loads the app, per scenario: a warm-up window, then
/// <see cref="Repeats"/> measured windows of <see cref="Duration"/> at <see cref="Connections"/> open connections.</summary>
public sealed record WebLoadSettings(TimeSpan Duration, TimeSpan Warmup, int Connections, int Repeats)
{
    /// <summary>Five seconds reach a steady rate behind Kestrel; three repeats give a median and a spread.</summary>
    public static readonly WebLoadSettings Default = new(TimeSpan.FromSeconds(5), TimeSpan.FromSeconds(2), 32, 3);

    /// <summary>The scenarios every web cell runs (GET and POST of list-1000).</summary>
    public const int Scenarios = 2;

    /// <summary>Time the load generator runs in one cell: every scenario's warm-up and measured windows.</summary>
    public TimeSpan LoadTime => Scenarios * (Warmup + (Repeats * Duration));

    /// <summary>The web app's arguments for these settings ("5s" style, as wrk writes durations).</summary>
    public static string Seconds(TimeSpan value) => ((long)value.TotalSeconds).ToString(CultureInfo.InvariantCulture) + "s";
}
