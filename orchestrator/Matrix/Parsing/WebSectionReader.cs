using System;
using System.Collections.Generic;
using System.Globalization;
using System.Linq;
using YamlDotNet.RepresentationModel;

namespace JsonMatrix.Orchestrator.Matrix.Parsing;

/// <summary>Reads `web:`: the load each web cell generates. Every key is optional (<see cref="WebLoadSettings.Default"/>).</summary>
internal static class WebSectionReader
{
    private static readonly string[] Keys = ["duration", "warmup", "maxWarmup", "connections", "repeats", "runtimes", "serializers"];

    /// <summary>Ten minutes per window: longer says nothing more about a steady request rate and holds the machine.</summary>
    private const int MaxSeconds = 600;
    private const int MaxConnections = 10_000;
    private const int MaxRepeats = 100;

    /// <summary>`web.runtimes` and `web.serializers`: the part of the matrix that gets web cells (null: all of it).</summary>
    public static (IReadOnlyList<string>? Runtimes, IReadOnlyList<string>? Serializers) ReadSelection(
        YamlNode node, IReadOnlyList<RuntimeSpec> runtimes, IReadOnlyList<string> serializerIds, ErrorList errors)
    {
        if (node is not YamlMappingNode mapping) return (null, null);
        var fields = mapping.Children.ToDictionary(pair => (pair.Key as YamlScalarNode)?.Value ?? "", pair => pair.Value);
        var web = runtimes.Where(WebCells.HasAspNetCore).Select(r => r.Id).ToList();
        IReadOnlyList<string>? selectedRuntimes = null;
        if (fields.TryGetValue("runtimes", out var r))
        {
            selectedRuntimes = YamlValues.IdList(r, "web.runtimes", runtimes.Select(x => x.Id).ToList(), errors);
            foreach (var id in selectedRuntimes.Where(id => !web.Contains(id)))
                errors.Add(r.Start, $"runtime '{id}' in web.runtimes has no ASP.NET Core (web cells need platform linux and host dotnet). {ErrorList.Allowed(web)}");
        }

        var selectedSerializers = fields.TryGetValue("serializers", out var s) ? YamlValues.IdList(s, "web.serializers", serializerIds, errors) : null;
        return (selectedRuntimes, selectedSerializers);
    }

    public static WebLoadSettings? Read(YamlNode node, ErrorList errors)
    {
        var before = errors.Count;
        var fields = YamlValues.Mapping(node, "web", Keys, [], errors);
        var defaults = WebLoadSettings.Default;
        var duration = fields["duration"] is { } d ? ReadSeconds(d, "duration", minimum: 1, errors) : defaults.Duration;
        var warmup = fields["warmup"] is { } w ? ReadSeconds(w, "warmup", minimum: 0, errors) : defaults.Warmup;
        var maxWarmup = fields["maxWarmup"] is { } m ? ReadSeconds(m, "maxWarmup", minimum: 0, errors)
            : warmup > defaults.MaxWarmup ? warmup : defaults.MaxWarmup;
        if (fields["maxWarmup"] is { } mw && maxWarmup < warmup)
        {
            errors.Add(mw.Start, $"web.maxWarmup '{WebLoadSettings.Seconds(maxWarmup!.Value)}' is shorter than web.warmup '{WebLoadSettings.Seconds(warmup!.Value)}': the warm-up runs at least warmup and at most maxWarmup. Make maxWarmup {WebLoadSettings.Seconds(warmup.Value)} or more.");
        }

        var connections = fields["connections"] is { } c ? ReadCount(c, "connections", MaxConnections, errors) : defaults.Connections;
        var repeats = fields["repeats"] is { } r ? ReadCount(r, "repeats", MaxRepeats, errors) : defaults.Repeats;
        return errors.Count > before || duration is null || warmup is null || maxWarmup is null || connections is null || repeats is null
            ? null
            : new WebLoadSettings(duration.Value, warmup.Value, connections.Value, repeats.Value, maxWarmup.Value);
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
