using System.Collections.Generic;
using System.Linq;
using System.Text.RegularExpressions;
using YamlDotNet.RepresentationModel;

namespace JsonMatrix.Orchestrator.Matrix.Parsing;

/// <summary>
/// Reads a runtime's `settings:`: the runtime configuration knobs a matrix may change on purpose (tiering, dynamic PGO,
/// ReadyToRun, the GC), each passed to the runtime's cells as <c>DOTNET_&lt;name&gt;</c> and shown beside the runtime's
/// label in every report. Without it, cells run with the runtime's defaults, as applications do. Only these names:
/// anything else is a typo or a setting whose effect the reports would not explain.
/// </summary>
internal static partial class RuntimeSettingsReader
{
    public static readonly IReadOnlyList<string> Names =
        ["TieredCompilation", "TC_QuickJitForLoops", "TC_OnStackReplacement", "TC_CallCountThreshold", "TC_CallCountingDelayMs",
         "TieredPGO", "ReadyToRun", "gcServer", "gcConcurrent"];

    /// <summary>The settings in the order written, or null when there were none; errors name the runtime and the key.</summary>
    public static IReadOnlyList<KeyValuePair<string, string>>? Read(YamlNode node, string id, string framework, string host, ErrorList errors)
    {
        if (node is not YamlMappingNode mapping)
        {
            errors.Add(node.Start, $"runtime '{id}': settings must be a mapping of runtime settings to values, for example 'settings: {{ TieredPGO: \"0\" }}'.");
            return null;
        }

        if (host == "mono" || framework == "net48")
        {
            errors.Add(node.Start, $"runtime '{id}': settings are read by .NET (Core) runtimes only; Mono and .NET Framework ignore DOTNET_ variables. Remove settings.");
            return null;
        }

        var settings = new List<KeyValuePair<string, string>>();
        foreach (var (keyNode, valueNode) in mapping.Children)
        {
            var name = (keyNode as YamlScalarNode)?.Value;
            if (name is null || !Names.Contains(name))
            {
                errors.Add(keyNode.Start, $"runtime '{id}': unknown setting '{name}'. {ErrorList.Allowed(Names)}");
                continue;
            }

            var value = YamlValues.Scalar(valueNode, $"runtime '{id}' setting {name}", errors);
            if (value is null) continue;
            if (!ValueRegex().IsMatch(value))
            {
                errors.Add(valueNode.Start, $"runtime '{id}': setting {name} is '{value}'; the runtime reads these values as hexadecimal numbers, for example \"0\" or \"1\" (write TC_CallCountingDelayMs: \"64\" for 100 ms).");
                continue;
            }

            settings.Add(new(name, value));
        }

        return settings.Count == 0 ? null : settings;
    }

    /// <summary>The label a runtime with settings carries in plans and reports: ".NET 8 (DOTNET_TieredPGO=0)".</summary>
    public static string Label(string label, IReadOnlyList<KeyValuePair<string, string>>? settings) =>
        settings is null ? label : $"{label} ({string.Join(", ", settings.Select(setting => $"DOTNET_{setting.Key}={setting.Value}"))})";

    [GeneratedRegex("^[0-9A-Fa-f]{1,8}$")]
    private static partial Regex ValueRegex();
}
