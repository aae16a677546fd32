using YamlDotNet.RepresentationModel;

namespace JsonMatrix.Orchestrator.Matrix.Parsing;

/// <summary>Reads `noiseThreshold:`: how wide a result's confidence interval may be before it is marked noisy.</summary>
internal static class NoiseThresholdReader
{
    public static double? Read(YamlNode node, ErrorList errors)
    {
        var value = YamlValues.Scalar(node, "noiseThreshold", errors);
        if (value is null) return null;
        if (Percent.Parse(value) is { } fraction) return fraction;
        errors.Add(node.Start, $"noiseThreshold '{value}' is not a percentage above 0 and below 100. Expected a value like 5%.");
        return null;
    }
}
