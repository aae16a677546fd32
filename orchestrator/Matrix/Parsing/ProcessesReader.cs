using System.Globalization;
using YamlDotNet.RepresentationModel;

namespace JsonMatrix.Orchestrator.Matrix.Parsing;

/// <summary>Reads `processes:`: in how many independent processes each micro cell is measured per run.</summary>
internal static class ProcessesReader
{
    /// <summary>The same bound as run --repeat: more would only multiply a run's hours.</summary>
    public const int Maximum = 100;

    public static int? Read(YamlNode node, ErrorList errors)
    {
        var value = YamlValues.Scalar(node, "processes", errors);
        if (value is null) return null;
        if (int.TryParse(value, NumberStyles.None, CultureInfo.InvariantCulture, out var processes) && processes is >= 1 and <= Maximum) return processes;
        errors.Add(node.Start, $"processes '{value}' is not a whole number from 1 to {Maximum}. Expected how many processes measure each micro cell, for example 2.");
        return null;
    }
}
