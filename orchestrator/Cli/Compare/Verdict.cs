using System.Collections.Generic;
using System.Linq;
using Perfolizer.Mathematics.Common;
using Perfolizer.Mathematics.SignificanceTesting;
using Perfolizer.Mathematics.SignificanceTesting.MannWhitney;
using Perfolizer.Metrology;
using Pragmastat;

namespace JsonMatrix.Orchestrator.Cli.Compare;

/// <summary>What the statistical test says of the second run's benchmark against the first's.</summary>
public enum Verdict
{
    Same,
    Faster,
    Slower,

    /// <summary>Too few iterations to test (one each).</summary>
    Unknown,
}

/// <summary>
/// Perfolizer's equivalence test over the Mann-Whitney U test, the decision dotnet/performance's ResultsComparer and
/// BenchmarkDotNet's StatisticalTestColumn make: "slower" when the second sample is larger than the first by more
/// than the threshold with significance <see cref="Alpha"/> (or by more than ten times the threshold outright),
/// "faster" the other way round, else "same".
/// </summary>
public static class VerdictTest
{
    /// <summary>ResultsComparer's significance level. With 3 iterations a side no shift is significant at this level:
    /// only differences beyond ten times the threshold are then called faster or slower.</summary>
    public const double Alpha = 0.05;

    public static Verdict Decide(IReadOnlyList<double> first, IReadOnlyList<double> second, double threshold)
    {
        if (first.Count == 0 || second.Count == 0 || (first.Count == 1 && second.Count == 1)) return Verdict.Unknown;
        var test = new SimpleEquivalenceTest(MannWhitneyTest.Instance);
        var result = test.Perform(new Sample(second.ToArray()), new Sample(first.ToArray()),
            Threshold.Parse((threshold * 100).ToString("R", System.Globalization.CultureInfo.InvariantCulture) + "%"), new SignificanceLevel(Alpha));
        return result switch
        {
            ComparisonResult.Greater => Verdict.Slower,
            ComparisonResult.Lesser => Verdict.Faster,
            ComparisonResult.Indistinguishable => Verdict.Same,
            _ => Verdict.Unknown,
        };
    }
}
