using System.Globalization;

namespace JsonMatrix.Orchestrator.Workflows;

/// <summary>--repeat N: how many times every cell runs.</summary>
public static class RepeatOption
{
    public const int Maximum = Cells.RunManifest.MaximumRepeats;

    public static (int Repeats, string? Error) Parse(string? given)
    {
        if (given is null)
        {
            return (1, null);
        }

        return int.TryParse(given, NumberStyles.None, CultureInfo.InvariantCulture, out var repeats) && repeats is >= 1 and <= Maximum
            ? (repeats, null)
            : (1, $"--repeat '{given}' is not a whole number from 1 to {Maximum}: pass how many times every cell runs, for example --repeat 3.");
    }
}
