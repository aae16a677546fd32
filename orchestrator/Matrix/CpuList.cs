using System.Collections.Generic;
using System.Globalization;
using System.Linq;

namespace JsonMatrix.Orchestrator.Matrix;

/// <summary>The CPUs of a cpuset in Docker's --cpuset-cpus form ("1", "0-1", "0,2-3"), as validated by the matrix parser.</summary>
public static class CpuList
{
    /// <summary>Distinct CPU numbers in ascending order (the order locks are taken in, so two runs never deadlock).</summary>
    public static IReadOnlyList<int> Parse(string cpuset) => cpuset
        .Split(',', System.StringSplitOptions.RemoveEmptyEntries | System.StringSplitOptions.TrimEntries)
        .SelectMany(part => part.Split('-') is [var from, var to]
            ? Enumerable.Range(Number(from), Number(to) - Number(from) + 1)
            : [Number(part)])
        .Distinct()
        .Order()
        .ToList();

    private static int Number(string text) => int.Parse(text, NumberStyles.None, CultureInfo.InvariantCulture);
}
