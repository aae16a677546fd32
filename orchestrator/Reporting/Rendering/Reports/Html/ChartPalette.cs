using System.Collections.Generic;

namespace JsonMatrix.Orchestrator.Reporting.Rendering.Reports.Html;

/// <summary>Colours for series, chosen to stay distinct for colour-blind readers (Okabe–Ito), repeated beyond eight.</summary>
public static class ChartPalette
{
    private static readonly IReadOnlyList<string> Colours = ["#0072B2", "#E69F00", "#009E73", "#CC79A7", "#56B4E9", "#D55E00", "#F0E442", "#000000"];

    public static string Of(int index) => Colours[index % Colours.Count];
}
