namespace JsonMatrix.Bench.Drift;

/// <summary>metadata.json's "drift": the calibration round's median time before and after the benchmarks, the
/// one-minute load average at both moments, and the steal time in between (null where not visible).</summary>
public sealed class DriftRecord
{
    public DriftRecord(double calibrationBeforeNs, double calibrationAfterNs, double? loadAverageBefore, double? loadAverageAfter, double? stealPercent)
    {
        CalibrationBeforeNs = calibrationBeforeNs;
        CalibrationAfterNs = calibrationAfterNs;
        LoadAverageBefore = loadAverageBefore;
        LoadAverageAfter = loadAverageAfter;
        StealPercent = stealPercent;
    }

    public double CalibrationBeforeNs { get; }

    public double CalibrationAfterNs { get; }

    public double? LoadAverageBefore { get; }

    public double? LoadAverageAfter { get; }

    public double? StealPercent { get; }
}
