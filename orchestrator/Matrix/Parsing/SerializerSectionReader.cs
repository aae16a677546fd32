using System.Collections.Generic;
using System.Linq;
using System.Text.RegularExpressions;
using JsonMatrix.Contracts.Cells;
using YamlDotNet.RepresentationModel;

namespace JsonMatrix.Orchestrator.Matrix.Parsing;

/// <summary>Reads `serializers:`; each id must be one the bench implements, with its own package.</summary>
internal static partial class SerializerSectionReader
{
    private static readonly string[] Keys = ["id", "package", "version", "versionOn"];
    private static readonly string[] RequiredKeys = ["id", "package", "version"];

    public static (IReadOnlyList<SerializerSpec> Specs, IReadOnlyList<string> Ids) Read(YamlNode node, IReadOnlyList<string> runtimeIds, ErrorList errors)
    {
        var specs = new List<SerializerSpec>();
        var ids = new List<string>();
        foreach (var item in YamlValues.Sequence(node, "serializers", errors, allowEmpty: false))
        {
            var before = errors.Count;
            var fields = YamlValues.Mapping(item, "a serializer", Keys, RequiredKeys, errors);
            var id = ReadId(fields["id"], ids, errors);
            var package = fields["package"] is { } p ? ReadPackage(p, id, errors) : null;
            var versions = fields["version"] is { } v && package is not null ? ReadVersions(v, id!, package, errors) : null;
            var versionOn = fields["versionOn"] is { } on && package is not null ? ReadVersionOn(on, id!, package, runtimeIds, errors) : null;
            if (id is not null && package is not null && versions is not null && errors.Count == before)
            {
                specs.Add(new SerializerSpec(id, package, versions[0], versionOn?.ToDictionary(pair => pair.Key, pair => pair.Value[0]))
                {
                    MoreVersions = versions.Skip(1).ToList(),
                    MoreVersionsOn = (versionOn ?? new Dictionary<string, IReadOnlyList<string>>()).ToDictionary(pair => pair.Key, pair => (IReadOnlyList<string>)pair.Value.Skip(1).ToList()),
                });
            }
        }
        return (specs, ids);
    }

    private static string? ReadId(YamlNode? node, List<string> declared, ErrorList errors)
    {
        if (node is null) return null;
        var value = YamlValues.Scalar(node, "serializer id", errors);
        if (value is not null && !KnownIds.Serializers.Contains(value))
        {
            errors.Add(node.Start, $"unknown serializer id '{value}' (the bench has no such serializer). {ErrorList.Allowed(KnownIds.Serializers)}");
            if (!declared.Contains(value!)) declared.Add(value!); // so that rules naming it do not repeat the error
            return null;
        }
        return DeclaredId.Read(node, "serializer", declared, errors);
    }

    private static string? ReadPackage(YamlNode node, string? id, ErrorList errors)
    {
        var package = YamlValues.Scalar(node, "package", errors);
        if (package is null || id is null) return null;
        var expected = KnownIds.SerializerPackages[id];
        if (package == expected) return package;
        errors.Add(node.Start, $"package '{package}' does not belong to serializer '{id}'. Allowed: '{expected}'.");
        return null;
    }

    private static string? ReadVersion(YamlNode node, string id, string package, ErrorList errors)
    {
        var version = YamlValues.Scalar(node, "version", errors);
        if (version is null) return null;
        var isFrameworkPart = id == "data-contract-json";
        if (isFrameworkPart && version != KnownIds.FrameworkVersion)
        {
            errors.Add(node.Start, $"version '{version}' for serializer '{id}': {package} is part of the framework and has no package version. Use version: {KnownIds.FrameworkVersion}.");
            return null;
        }
        if (version == KnownIds.FrameworkVersion && !isFrameworkPart)
        {
            errors.Add(node.Start, $"version '{version}' for serializer '{id}': only data-contract-json is part of the framework. Use a NuGet version of {package}{(package == "System.Text.Json" ? " or 'inbox'" : "")}.");
            return null;
        }
        if (version == KnownIds.InboxVersion && package != "System.Text.Json")
        {
            errors.Add(node.Start, $"version '{version}' for serializer '{id}': only System.Text.Json ships in the runtime. Use a NuGet version of {package}, like '1.2.3'.");
            return null;
        }
        if (version is not (KnownIds.InboxVersion or KnownIds.FrameworkVersion) && !NuGetVersion().IsMatch(version))
        {
            errors.Add(node.Start, $"version '{version}' for serializer '{id}' is not a NuGet version. Expected something like '13.0.4'{(package == "System.Text.Json" ? " or 'inbox'" : "")}.");
            return null;
        }
        return version;
    }

    /// <summary>`version: 13.0.4`, or a list of versions to measure side by side (`version: [13.0.4, 12.0.3]`): each
    /// valid, none twice, and each further version's cell name ("newtonsoft-12.0.3") a valid id.</summary>
    private static IReadOnlyList<string>? ReadVersions(YamlNode node, string id, string package, ErrorList errors)
    {
        if (node is not YamlSequenceNode sequence)
        {
            return ReadVersion(node, id, package, errors) is { } single ? [single] : null;
        }

        if (sequence.Children.Count == 0)
        {
            errors.Add(node.Start, $"the version list of serializer '{id}' is empty. Name at least one version, like 'version: [13.0.4, 12.0.3]'.");
            return null;
        }

        var versions = new List<string>();
        foreach (var item in sequence.Children)
        {
            if (ReadVersion(item, id, package, errors) is not { } version) return null;
            if (versions.Contains(version, System.StringComparer.OrdinalIgnoreCase))
            {
                errors.Add(item.Start, $"version '{version}' of serializer '{id}' is listed twice. List each version once.");
                return null;
            }
            if (versions.Count > 0 && !IdPattern.IsValid(SerializerNames.ForVersion(id, version)))
            {
                errors.Add(item.Start, $"version '{version}' of serializer '{id}' makes the cell name '{SerializerNames.ForVersion(id, version)}', which is not {IdPattern.Description}. Use a shorter version.");
                return null;
            }
            versions.Add(version);
        }
        return versions;
    }

    /// <summary>`versionOn: { runtime-id: version or [versions] }`: each key a declared runtime, each value valid.</summary>
    private static IReadOnlyDictionary<string, IReadOnlyList<string>>? ReadVersionOn(YamlNode node, string id, string package, IReadOnlyList<string> runtimeIds, ErrorList errors)
    {
        if (node is not YamlMappingNode mapping)
        {
            errors.Add(node.Start, $"versionOn of serializer '{id}' must be a mapping of runtime id to version (or list of versions), like 'versionOn: {{ netcoreapp3.1: 10.4.2 }}'.");
            return null;
        }
        var versions = new Dictionary<string, IReadOnlyList<string>>();
        foreach (var (key, value) in mapping.Children)
        {
            var runtime = YamlValues.Scalar(key, "runtime id", errors);
            if (runtime is not null && !runtimeIds.Contains(runtime))
            {
                errors.Add(key.Start, $"unknown runtime '{runtime}' in versionOn of serializer '{id}'. {ErrorList.Allowed(runtimeIds)}");
                continue;
            }
            if (runtime is not null && ReadVersions(value, id, package, errors) is { } listed) versions[runtime] = listed;
        }
        return versions;
    }

    [GeneratedRegex(@"^\d+(\.\d+){1,3}(-[0-9A-Za-z.-]+)?$")]
    private static partial Regex NuGetVersion();
}
