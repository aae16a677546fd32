using System.Collections.Generic;
using System.Linq;
using YamlDotNet.RepresentationModel;

namespace JsonMatrix.Orchestrator.Matrix.Parsing;

/// <summary>Reads `baseline:`: a declared serializer (for ratios) and a declared runtime (for trends).</summary>
internal static class BaselineReader
{
    private static readonly string[] Keys = ["serializer", "runtime"];

    public static Baseline? Read(YamlNode node, IReadOnlyList<string> serializers, IReadOnlyList<string> runtimes, ErrorList errors)
    {
        var fields = YamlValues.Mapping(node, "baseline", Keys, Keys, errors);
        var serializer = Reference(fields["serializer"], "serializer", serializers, errors);
        var runtime = Reference(fields["runtime"], "runtime", runtimes, errors);
        return serializer is null || runtime is null ? null : new Baseline(serializer, runtime);
    }

    private static string? Reference(YamlNode? node, string kind, IReadOnlyList<string> declared, ErrorList errors)
    {
        if (node is null) return null;
        var value = YamlValues.Scalar(node, $"baseline {kind}", errors);
        if (value is null || declared.Contains(value)) return value;
        errors.Add(node.Start, $"unknown {kind} '{value}' in baseline (it must be declared under {kind}s). {ErrorList.Allowed(declared)}");
        return null;
    }
}
