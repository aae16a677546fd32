using System.Collections.Generic;
using System.Linq;
using YamlDotNet.Core;
using YamlDotNet.RepresentationModel;

namespace JsonMatrix.Orchestrator.Matrix.Parsing;

/// <summary>Reads typed values out of YAML nodes, adding an error (never throwing) when a node has the wrong shape.</summary>
internal static class YamlValues
{
    /// <summary>A mapping's fields; unknown keys and missing required keys become errors.</summary>
    public static YamlFields Mapping(YamlNode node, string what, IReadOnlyList<string> allowed, IReadOnlyList<string> required, ErrorList errors)
    {
        if (node is not YamlMappingNode mapping)
        {
            errors.Add(node.Start, $"{what} must be a mapping of keys ({string.Join(", ", allowed)}), found {Describe(node)}.");
            return YamlFields.Empty;
        }

        var values = new Dictionary<string, YamlNode>();
        foreach (var (keyNode, valueNode) in mapping.Children)
        {
            if (keyNode is not YamlScalarNode { Value: { } key } || !allowed.Contains(key))
            {
                errors.Add(keyNode.Start, $"unknown key '{Text(keyNode)}' in {what}. {ErrorList.Allowed(allowed)}");
                continue;
            }
            values[key] = valueNode;
        }

        foreach (var key in required.Where(k => !values.ContainsKey(k)))
        {
            errors.Add(mapping.Start, $"{what} is missing the required key '{key}'.");
        }
        return new YamlFields(mapping, values);
    }

    /// <summary>A non-empty single value.</summary>
    public static string? Scalar(YamlNode node, string what, ErrorList errors)
    {
        if (node is not YamlScalarNode scalar)
        {
            errors.Add(node.Start, $"{what} must be a single value, found {Describe(node)}.");
            return null;
        }
        if (IsNull(scalar) || string.IsNullOrWhiteSpace(scalar.Value))
        {
            errors.Add(node.Start, $"{what} has no value.");
            return null;
        }
        return scalar.Value!.Trim();
    }

    /// <summary>A single value out of a fixed set.</summary>
    public static string? Choice(YamlNode node, string what, IReadOnlyList<string> allowed, ErrorList errors)
    {
        var value = Scalar(node, what, errors);
        if (value is null) return null;
        if (allowed.Contains(value)) return value;
        errors.Add(node.Start, $"unknown {what} '{value}'. {ErrorList.Allowed(allowed)}");
        return null;
    }

    /// <summary>A sequence (or a single value, read as a sequence of one) with the node of each item.</summary>
    public static IReadOnlyList<(string Value, YamlNode Node)> ScalarList(YamlNode node, string what, ErrorList errors)
    {
        if (node is YamlScalarNode)
        {
            var single = Scalar(node, what, errors);
            return single is null ? [] : [(single, node)];
        }
        if (node is not YamlSequenceNode sequence)
        {
            errors.Add(node.Start, $"{what} must be a value or a list of values, found {Describe(node)}.");
            return [];
        }
        if (sequence.Children.Count == 0) errors.Add(node.Start, $"{what} is an empty list.");

        var items = new List<(string, YamlNode)>();
        foreach (var item in sequence.Children)
        {
            var value = Scalar(item, $"an item of {what}", errors);
            if (value is not null) items.Add((value, item));
        }
        return items;
    }

    /// <summary>A non-empty list of distinct ids out of a fixed set.</summary>
    public static IReadOnlyList<string> IdList(YamlNode node, string what, IReadOnlyList<string> allowed, ErrorList errors)
    {
        var ids = new List<string>();
        foreach (var (value, itemNode) in ScalarList(node, what, errors))
        {
            if (!allowed.Contains(value))
                errors.Add(itemNode.Start, $"unknown {SingularOf(what)} '{value}' in {what}. {ErrorList.Allowed(allowed)}");
            else if (ids.Contains(value))
                errors.Add(itemNode.Start, $"duplicate {SingularOf(what)} '{value}' in {what}.");
            else
                ids.Add(value);
        }
        return ids;
    }

    /// <summary>A sequence's items (a wrong shape is an error and yields nothing).</summary>
    public static IReadOnlyList<YamlNode> Sequence(YamlNode node, string what, ErrorList errors, bool allowEmpty)
    {
        if (node is YamlSequenceNode sequence)
        {
            if (!allowEmpty && sequence.Children.Count == 0) errors.Add(node.Start, $"{what} is an empty list.");
            return sequence.Children.ToList();
        }
        if (allowEmpty && node is YamlScalarNode scalar && IsNull(scalar)) return [];
        errors.Add(node.Start, $"{what} must be a list, found {Describe(node)}.");
        return [];
    }

    public static string Describe(YamlNode node) => node switch
    {
        YamlScalarNode scalar when IsNull(scalar) => "nothing",
        YamlScalarNode scalar => $"the value '{scalar.Value}'",
        YamlSequenceNode => "a list",
        YamlMappingNode => "a mapping",
        _ => "an alias",
    };

    private static bool IsNull(YamlScalarNode scalar) =>
        scalar.Style == ScalarStyle.Plain && scalar.Value is null or "" or "~" or "null" or "Null" or "NULL";

    private static string Text(YamlNode node) => node is YamlScalarNode { Value: { } value } ? value : Describe(node);

    // "escaping" and "lifetimes" name their items "escaping mode" and "lifetime" in messages.
    private static string SingularOf(string what) => what switch
    {
        "escaping" => "escaping mode",
        "lifetimes" => "lifetime",
        "payloads" => "payload",
        "operations" => "operation",
        "workloads" => "workload",
        _ => what,
    };
}
