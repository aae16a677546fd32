using System.Collections.Generic;
using System.Linq;
using JsonMatrix.Contracts.Cells;
using YamlDotNet.RepresentationModel;

namespace JsonMatrix.Orchestrator.Matrix.Parsing;

/// <summary>Reads `exclude:` and `include:` rules (GitHub Actions style) over the cell keys.</summary>
internal static class RuleSectionReader
{
    /// <summary>Values each cell key may take in a rule.</summary>
    public sealed record AllowedValues(IReadOnlyDictionary<string, IReadOnlyList<string>> ByKey);

    /// <summary>Exclude rules name any non-empty subset of the keys; a cell is removed when every named key matches.</summary>
    public static IReadOnlyList<CellRule> ReadExclude(YamlNode node, AllowedValues allowed, ErrorList errors) =>
        ReadRules(node, "exclude", [], allowed, errors);

    /// <summary>Include rules name all four keys; each adds every combination of its values.</summary>
    public static IReadOnlyList<CellRule> ReadInclude(YamlNode node, AllowedValues allowed, ErrorList errors) =>
        ReadRules(node, "include", KnownIds.CellKeys, allowed, errors);

    /// <summary>One rule naming any subset of the keys (a study's `cells`); an empty mapping matches every cell.</summary>
    public static CellRule? ReadRule(YamlNode node, string what, AllowedValues allowed, ErrorList errors)
    {
        var before = errors.Count;
        var fields = YamlValues.Mapping(node, what, KnownIds.CellKeys, [], errors);
        var match = new Dictionary<string, IReadOnlyList<string>>();
        foreach (var key in KnownIds.CellKeys)
        {
            if (fields[key] is { } valueNode) match[key] = ReadValues(valueNode, key, $"{key} of {what}", what, allowed.ByKey[key], errors);
        }
        return errors.Count == before ? new CellRule(match) : null;
    }

    private static IReadOnlyList<CellRule> ReadRules(YamlNode node, string section, IReadOnlyList<string> required, AllowedValues allowed, ErrorList errors)
    {
        var rules = new List<CellRule>();
        foreach (var item in YamlValues.Sequence(node, section, errors, allowEmpty: true))
        {
            var before = errors.Count;
            var fields = YamlValues.Mapping(item, $"an {section} rule", KnownIds.CellKeys, required, errors);
            var match = new Dictionary<string, IReadOnlyList<string>>();
            foreach (var key in KnownIds.CellKeys)
            {
                if (fields[key] is not { } valueNode) continue;
                match[key] = ReadValues(valueNode, key, $"{key} of an {section} rule", $"{section} rule", allowed.ByKey[key], errors);
            }
            if (match.Count == 0 && item is YamlMappingNode)
                errors.Add(item.Start, $"an {section} rule names no key. Name at least one of {string.Join(", ", KnownIds.CellKeys)}.");
            if (errors.Count == before) rules.Add(new CellRule(match));
        }
        return rules;
    }

    private static IReadOnlyList<string> ReadValues(YamlNode node, string key, string ofWhat, string inWhat, IReadOnlyList<string> allowed, ErrorList errors)
    {
        var values = new List<string>();
        foreach (var (value, valueNode) in YamlValues.ScalarList(node, ofWhat, errors))
        {
            if (allowed.Contains(value)) values.Add(value);
            else errors.Add(valueNode.Start, $"unknown {key} '{value}' in {inWhat}. {ErrorList.Allowed(allowed)}");
        }
        return values.Distinct().ToList();
    }
}
