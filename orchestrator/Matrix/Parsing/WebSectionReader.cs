using System;
using System.Globalization;
using YamlDotNet.RepresentationModel;

namespace JsonMatrix.Orchestrator.Matrix.Parsing;

/// <summary>Reads `web:`: the load each web cell generates. Every key is optional (<see cref="WebLoadSettings.Default"/>).</summary>
internal static class WebSectionReader
{
    private static readonly string[] Keys = ["duration", "warmup", "connections", "repeats"];

    /// <summary>Ten minutes per window: longer says nothing more about a steady request rate and holds the machine.</summary>
    private const int MaxSeconds = 600;
    private const int MaxConnections = 10_000;
    private const int MaxRepeats = 100;

    public static WebLoadSettings? Read(YamlNode node, ErrorList errors)
    {
        var before = errors.Count;
        var fields = YamlValues.Mapping(node, "web", Keys, [], errors);
        var defaults = WebLoadSettings.Default;
        var duration = fields["duration"] is { } d ? ReadSeconds(d, "duration", minimum: 1, errors) : defaults.Duration;
        var warmup = fields["warmup"] is { } w ? ReadSeconds(w, "warmup", minimum: 0, errors) : defaults.Warmup;
        var connections = fields["connections"] is { } c ? ReadCount(c, "connections", MaxConnections, errors) : defaults.Connections;
        var repeats = fields["repeats"] is { } r ? ReadCount(r, "repeats", MaxRepeats, errors) : defaults.Repeats;
        return errors.Count > before || duration is null || warmup is null || connections is null || repeats is null
            ? null
            : new WebLoadSettings(duration.Value, warmup.Value, connections.Value, repeats.Value);
    }

    private static TimeSpan? ReadSeconds(YamlNode node, string key, int minimum, ErrorList errors)
    {
        var value = YamlValues.Scalar(node, $"web.{key}", errors);
        if (value is null) return null;
        var digits = value.EndsWith('s') ? value[..^1].TrimEnd() : null;
        if (digits is not null && int.TryParse(digits, NumberStyles.None, CultureInfo.InvariantCulture, out var seconds)
            && seconds >= minimum && seconds <= MaxSeconds)
        {
            return TimeSpan.FromSeconds(seconds);
        }

        errors.Add(node.Start, $"web.{key} '{value}' is not a whole number of seconds from {minimum}s to {MaxSeconds}s. Write it like 5s.");
        return null;
    }

    private static int? ReadCount(YamlNode node, string key, int maximum, ErrorList errors)
    {
        var value = YamlValues.Scalar(node, $"web.{key}", errors);
        if (value is null) return null;
        if (int.TryParse(value, NumberStyles.None, CultureInfo.InvariantCulture, out var count) && count >= 1 && count <= maximum)
        {
            return count;
        }

        errors.Add(node.Start, $"web.{key} '{value}' is not a whole number from 1 to {maximum}. Write it like {(key == "repeats" ? 3 : 32)}.");
        return null;
    }
}
