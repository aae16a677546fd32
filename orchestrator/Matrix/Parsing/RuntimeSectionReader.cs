using System.Collections.Generic;
using System.Linq;
using System.Text.RegularExpressions;
using JsonMatrix.Contracts.Cells;
using YamlDotNet.RepresentationModel;

namespace JsonMatrix.Orchestrator.Matrix.Parsing;

/// <summary>Reads `runtimes:`; checks ids and the framework/platform/host combination of each.</summary>
internal static partial class RuntimeSectionReader
{
    private static readonly string[] Keys = ["id", "framework", "platform", "host", "runtimeVersion", "label", "settings", "aot"];
    private static readonly string[] Required = ["id", "framework", "platform", "host"];

    /// <summary>The runtimes that are fully valid, plus every declared id (for checking references even when a runtime has errors).</summary>
    public static (IReadOnlyList<RuntimeSpec> Specs, IReadOnlyList<string> Ids) Read(YamlNode node, ErrorList errors)
    {
        var specs = new List<RuntimeSpec>();
        var ids = new List<string>();
        foreach (var item in YamlValues.Sequence(node, "runtimes", errors, allowEmpty: false))
        {
            var before = errors.Count;
            var fields = YamlValues.Mapping(item, "a runtime", Keys, Required, errors);
            var id = DeclaredId.Read(fields["id"], "runtime", ids, errors);
            var spec = ReadSpec(fields, id, errors);
            if (spec is not null && errors.Count == before) specs.Add(spec);
        }
        return (specs, ids);
    }

    private static RuntimeSpec? ReadSpec(YamlFields fields, string? id, ErrorList errors)
    {
        var framework = fields["framework"] is { } f ? YamlValues.Choice(f, "framework", KnownIds.Frameworks, errors) : null;
        var platform = fields["platform"] is { } p ? YamlValues.Choice(p, "platform", KnownIds.Platforms, errors) : null;
        var host = fields["host"] is { } h ? YamlValues.Choice(h, "host", KnownIds.Hosts, errors) : null;
        var label = fields["label"] is { } l ? YamlValues.Scalar(l, "label", errors) : id;
        string? runtimeVersion = null;
        if (fields["runtimeVersion"] is { } v && framework is not null)
            runtimeVersion = ReadRuntimeVersion(v, framework, errors);

        var aot = fields["aot"] is { } a && YamlValues.Choice(a, "aot", Booleans, errors) == "true";

        if (id is null || framework is null || platform is null || host is null) return null;
        CheckCombination(fields, id, framework, platform, host, errors);
        if (aot) CheckNativeAot(fields, id, framework, platform, host, errors);
        var settings = fields["settings"] is { } s ? RuntimeSettingsReader.Read(s, id, framework, host, errors) : null;
        return new RuntimeSpec(id, framework, platform, host, runtimeVersion, RuntimeSettingsReader.Label(label ?? id, settings)) { Settings = settings ?? [], NativeAot = aot };
    }

    private static readonly string[] Booleans = ["true", "false"];

    /// <summary>The frameworks whose SDK support publishes a console app with NativeAOT for linux-x64 here.</summary>
    public static readonly IReadOnlyList<string> NativeAotFrameworks = ["net8.0", "net10.0"];

    private static void CheckNativeAot(YamlFields fields, string id, string framework, string platform, string host, ErrorList errors)
    {
        var at = fields["aot"]!.Start;
        if (!NativeAotFrameworks.Contains(framework))
            errors.Add(at, $"runtime '{id}': aot: true needs framework {string.Join(" or ", NativeAotFrameworks.Select(f => $"'{f}'"))}, but framework is '{framework}'. Remove aot, or change the framework.");
        else if (host != "dotnet" || platform != "linux")
            errors.Add(at, $"runtime '{id}': aot: true publishes a NativeAOT linux-x64 binary: it needs host: dotnet and platform: linux (here host '{host}', platform '{platform}').");
        else if (fields["settings"] is { } settings)
            errors.Add(settings.Start, $"runtime '{id}': settings change the JIT's tiering, and a NativeAOT runtime (aot: true) has no JIT. Remove settings, or aot.");
    }

    private static void CheckCombination(YamlFields fields, string id, string framework, string platform, string host, ErrorList errors)
    {
        if (host == "mono" && framework != "net48")
            errors.Add(fields["host"]!.Start, $"runtime '{id}': host 'mono' runs the net48 build, but framework is '{framework}'. Use framework: net48, or host: dotnet.");
        else if (host == "mono" && platform != "linux")
            errors.Add(fields["platform"]!.Start, $"runtime '{id}': host 'mono' stands in for .NET Framework on linux only, but platform is '{platform}'. Use platform: linux, or host: dotnet for the real .NET Framework on windows.");
        else if (host == "dotnet" && framework == "net48" && platform != "windows")
            errors.Add(fields["platform"]!.Start, $"runtime '{id}': framework 'net48' runs natively on windows only, but platform is '{platform}'. Use platform: windows, or host: mono to run it under Mono on linux.");
    }

    private static string? ReadRuntimeVersion(YamlNode node, string framework, ErrorList errors)
    {
        var version = YamlValues.Scalar(node, "runtimeVersion", errors);
        if (version is null) return null;
        if (framework == "net48")
        {
            errors.Add(node.Start, $"runtimeVersion '{version}' cannot be pinned for framework 'net48' (the machine's .NET Framework or Mono runs it). Remove runtimeVersion.");
            return null;
        }
        var expectedPrefix = framework.Replace("netcoreapp", "").Replace("net", "") + ".";
        if (!VersionRegex().IsMatch(version) || !version.StartsWith(expectedPrefix, System.StringComparison.Ordinal))
        {
            errors.Add(node.Start, $"runtimeVersion '{version}' does not fit framework '{framework}'. Expected a patch version like '{expectedPrefix}x' (a Microsoft.NETCore.App runtime pack version).");
            return null;
        }
        return version;
    }

    [GeneratedRegex(@"^\d+\.\d+\.\d+$")]
    private static partial Regex VersionRegex();
}
