using System;
using System.Collections.Generic;
using System.Globalization;
using System.Linq;
using JsonMatrix.Contracts.Cells;
using JsonMatrix.Orchestrator.Reporting.Model;

namespace JsonMatrix.Orchestrator.Reporting.Noise;

/// <summary>
/// Which cells were measured on a machine that was not itself: a cell whose calibration, before and after its
/// benchmarks alike, is more than the threshold above the median of the run's cells of the same runtime (something
/// else ran on its core throughout), or whose calibration changed by more than the threshold between before and after.
/// Cells are compared within their runtime: what a runtime itself does on the cell's core (its background compiler,
/// its GC) is not the machine, and before the calibration waited for the background compiler it read 36 ms a round on
/// .NET 8 and 10 against 20 ms on .NET Core 3.1 and Mono, which flagged whole runtimes as measured on a slow machine.
/// </summary>
public static class DriftJudge
{
    /// <param name="samples">Each cell's calibration, by cell id.</param>
    /// <param name="runtimeOf">The runtime id of a cell id.</param>
    public static IReadOnlyDictionary<string, CellDrift> Judge(IReadOnlyDictionary<string, DriftSample> samples, Func<string, string> runtimeOf, double threshold)
    {
        var medianOfRuntime = samples.GroupBy(pair => runtimeOf(pair.Key)).ToDictionary(
            runtime => runtime.Key,
            runtime => Pragmastat.Estimators.MedianEstimator.Instance.Estimate(new Pragmastat.Sample(runtime.Select(pair => pair.Value.FasterCalibrationNs).ToArray())).NominalValue);
        return samples.ToDictionary(pair => pair.Key, pair => Of(pair.Value, medianOfRuntime[runtimeOf(pair.Key)], threshold));
    }

    private static CellDrift Of(DriftSample sample, double runMedian, double threshold)
    {
        var change = sample.CalibrationAfterNs / sample.CalibrationBeforeNs - 1;
        var versusRun = sample.FasterCalibrationNs / runMedian - 1;
        var reasons = new List<string>();
        if (versusRun > threshold)
            reasons.Add(Invariant($"measured while the machine was {versusRun * 100:0} % slower than the run's median for its runtime (calibration)"));
        if (Math.Abs(change) > threshold)
            reasons.Add(Invariant($"the machine's speed changed by {change * 100:+0;-0} % during the cell (calibration before and after)"));
        return new CellDrift(sample, change * 100, versusRun * 100, reasons.Count == 0 ? null : string.Join("; ", reasons));
    }

    private static string Invariant(FormattableString text) => text.ToString(CultureInfo.InvariantCulture);
}
