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

    /// <summary>Include rules name all four keys; each adds every combination of its values. An include rule may also
    /// name `processes:`, a multiple of the matrix's <paramref name="processes"/> up to <see cref="MaxProcessFactor"/>
    /// times it, as GitHub Actions' include adds a value to combinations the matrix already has.</summary>
    public static IReadOnlyList<CellRule> ReadInclude(YamlNode node, AllowedValues allowed, int processes, ErrorList errors) =>
        ReadRules(node, "include", KnownIds.CellKeys, allowed, errors, processes);

    private const int MaxProcessFactor = Cells.RunManifest.MaxProcessFactor;

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

    private static IReadOnlyList<CellRule> ReadRules(YamlNode node, string section, IReadOnlyList<string> required, AllowedValues allowed, ErrorList errors,
        int? processes = null)
    {
        IReadOnlyList<string> keys = processes is null ? KnownIds.CellKeys : [.. KnownIds.CellKeys, "processes"];
        var rules = new List<CellRule>();
        foreach (var item in YamlValues.Sequence(node, section, errors, allowEmpty: true))
        {
            var before = errors.Count;
            var fields = YamlValues.Mapping(item, $"an {section} rule", keys, required, errors);
            var match = new Dictionary<string, IReadOnlyList<string>>();
            foreach (var key in KnownIds.CellKeys)
            {
                if (fields[key] is not { } valueNode) continue;
                match[key] = ReadValues(valueNode, key, $"{key} of an {section} rule", $"{section} rule", allowed.ByKey[key], errors);
            }
            if (match.Count == 0 && item is YamlMappingNode)
                errors.Add(item.Start, $"an {section} rule names no key. Name at least one of {string.Join(", ", KnownIds.CellKeys)}.");
            var more = processes is { } each && fields["processes"] is { } p ? Processes(p, each, errors) : null;
            if (errors.Count == before) rules.Add(new CellRule(match) { Processes = more });
        }
        return rules;
    }

    private static int? Processes(YamlNode node, int each, ErrorList errors)
    {
        var value = YamlValues.Scalar(node, "processes of an include rule", errors);
        if (value is null) return null;
        if (each == 1)
        {
            // With one process a cell, a cell's folder holds no process folders, and so none for more processes.
            errors.Add(node.Start, "processes of an include rule needs the matrix's processes at 2 or more (it is 1). Set `processes:` at the top of the matrix, or remove this rule's.");
            return null;
        }

        if (int.TryParse(value, System.Globalization.NumberStyles.None, System.Globalization.CultureInfo.InvariantCulture, out var n)
            && n >= each && n <= each * MaxProcessFactor && n % each == 0) return n;
        errors.Add(node.Start, $"processes '{value}' of an include rule is not a multiple of the matrix's processes ({each}) from {each} to {each * MaxProcessFactor}. " +
            $"Expected how many processes measure the rule's cells, for example {each * 2}: a pass runs the same number of each cell's processes.");
        return null;
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
