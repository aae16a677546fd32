using System.Collections.Generic;
using System.Linq;

namespace JsonMatrix.Orchestrator.Statistics;

/// <summary>The middle of a few figures (the processes of a cell, the windows of a web cell, the benchmarks of a
/// comparison): the mean of the two middle ones when their count is even.</summary>
public static class Median
{
    public static double Of(IEnumerable<double> values)
    {
        var sorted = values.Order().ToList();
        var middle = sorted.Count / 2;
        return sorted.Count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
    }
}
