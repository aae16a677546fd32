using System.Linq;
using YamlDotNet.RepresentationModel;

namespace JsonMatrix.Orchestrator.Matrix.Parsing;

/// <summary>Reads a study's `answer:`, either `rank` or `{ ratio: lifetime, of: per-call, over: cached }`.</summary>
internal static class StudyAnswerReader
{
    private static readonly string[] Keys = ["ratio", "of", "over"];

    public static StudyAnswer? Read(YamlNode node, string what, RuleSectionReader.AllowedValues cellValues, ErrorList errors)
    {
        if (node is YamlScalarNode)
        {
            var kind = YamlValues.Scalar(node, what, errors);
            if (kind == StudyAnswer.Rank) return new StudyAnswer(StudyAnswer.Rank);
            if (kind is not null)
                errors.Add(node.Start, $"{what} '{kind}' is not an answer: use 'rank', or a ratio such as {{ ratio: lifetime, of: per-call, over: cached }}.");
            return null;
        }

        var fields = YamlValues.Mapping(node, what, Keys, Keys, errors);
        if (fields["ratio"] is not { } dimensionNode) return null;
        var dimension = YamlValues.Choice(dimensionNode, $"ratio of {what}", StudyAnswer.Dimensions, errors);
        if (dimension is null) return null;
        var allowed = cellValues.ByKey[dimension];
        string? Value(string key)
        {
            if (fields[key] is not { } valueNode) return null;
            var value = YamlValues.Scalar(valueNode, $"'{key}' of {what}", errors);
            if (value is null || allowed.Contains(value)) return value;
            errors.Add(valueNode.Start, $"unknown {dimension} '{value}' in '{key}' of {what}. {ErrorList.Allowed(allowed)}");
            return null;
        }

        var (of, over) = (Value("of"), Value("over"));
        if (of is null || over is null) return null;
        if (of == over)
        {
            errors.Add(node.Start, $"{what} divides {dimension} '{of}' by itself: 'of' and 'over' must differ.");
            return null;
        }
        return new StudyAnswer(StudyAnswer.Ratio, dimension, of, over);
    }
}
