using System.Globalization;

namespace JsonMatrix.Orchestrator.Matrix;

/// <summary>"5%" or "5 %" → 0.05; the form thresholds take in matrix.yaml and on the command line.</summary>
public static class Percent
{
    /// <summary>The fraction, when <paramref name="text"/> is a percentage above 0 and below 100.</summary>
    public static double? Parse(string? text)
    {
        var trimmed = text?.Trim();
        if (trimmed is null || !trimmed.EndsWith('%')) return null;
        return double.TryParse(trimmed[..^1].TrimEnd(), NumberStyles.AllowDecimalPoint, CultureInfo.InvariantCulture, out var percent)
            && percent is > 0 and < 100 ? percent / 100 : null;
    }

    /// <summary>0.05 → "5 %".</summary>
    public static string Format(double fraction) => (fraction * 100).ToString("0.##", CultureInfo.InvariantCulture) + " %";
}
