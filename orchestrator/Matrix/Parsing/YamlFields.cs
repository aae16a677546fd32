using System.Collections.Generic;
using YamlDotNet.RepresentationModel;

namespace JsonMatrix.Orchestrator.Matrix.Parsing;

/// <summary>The known keys of one YAML mapping, with their nodes (for positions in errors).</summary>
internal sealed class YamlFields(YamlNode owner, IReadOnlyDictionary<string, YamlNode> values)
{
    public static readonly YamlFields Empty = new(new YamlScalarNode(), new Dictionary<string, YamlNode>());

    /// <summary>The mapping itself: where "missing key" errors point.</summary>
    public YamlNode Owner { get; } = owner;

    public YamlNode? this[string key] => values.TryGetValue(key, out var node) ? node : null;
}
