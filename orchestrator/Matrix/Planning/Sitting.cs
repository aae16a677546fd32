using System;

namespace JsonMatrix.Orchestrator.Matrix.Planning;

/// <summary>
/// The one sitting the README's main command promises, and what a run may add to its matrix's processes within it:
/// stand-ins for slow processes (Workflows/Run/SlowProcessReruns), then extra processes for the cells whose figures
/// spread most between processes (Workflows/Run/ExtraProcesses). Pure: `plan` counts the extras in its estimate, `run`
/// spends them from the time actually left.
/// </summary>
public static class Sitting
{
    /// <summary>15 minutes end to end, less the minute the first `dotnet run` spends restoring and building the
    /// orchestrator before the run starts.</summary>
    public static readonly TimeSpan Length = TimeSpan.FromMinutes(14);

    /// <summary>Runs planned within the sitting and `plan`'s 20 % are the ones users sit through; longer matrices
    /// (matrix.full.yaml takes hours) were never going to fit it.</summary>
    public static readonly TimeSpan SatThrough = TimeSpan.FromMinutes(18);

    /// <summary>What merging and writing the reports take after the last process.</summary>
    public static readonly TimeSpan ReportTime = TimeSpan.FromSeconds(15);

    /// <summary>Stand-ins may add this share of the run's estimated time, so the run ends near its plan.</summary>
    public const double StandInShare = 0.10;

    /// <summary>Extra processes may add this share: a second run of the default matrix (about 11½ minutes, its builds
    /// cached) then fills the sitting, while a run of a few cells adds a process or two.</summary>
    public const double ExtraShare = 0.25;

    /// <summary>The stand-ins' time once the matrix's passes are done, <paramref name="elapsed"/> after the run began:
    /// <see cref="StandInShare"/> of the estimate, and for a run users sit through no more than what is left of the
    /// sitting (so a first run, whose publishes took their minutes, gets fewer stand-ins than the next).</summary>
    public static TimeSpan StandInTime(TimeSpan estimate, TimeSpan elapsed)
    {
        var share = estimate * StandInShare;
        return estimate > SatThrough ? share : Min(share, Left(elapsed));
    }

    /// <summary>The extra processes' time, <paramref name="elapsed"/> after the run began (the stand-ins done): only for a
    /// run planned within the sitting, <see cref="ExtraShare"/> of its estimate and no more than what is left of it. A
    /// longer matrix gets none: its hours already buy what they buy.</summary>
    public static TimeSpan ExtraTime(TimeSpan estimate, TimeSpan elapsed) =>
        estimate > SatThrough ? TimeSpan.Zero : Min(estimate * ExtraShare, Left(elapsed));

    /// <summary>What `plan` adds for the extra processes to a run estimated at <paramref name="estimate"/>: the
    /// <see cref="ExtraTime"/> of a run whose passes ended on time.</summary>
    public static TimeSpan PlannedExtraTime(TimeSpan estimate) => ExtraTime(estimate, estimate);

    private static TimeSpan Left(TimeSpan elapsed)
    {
        var left = Length - elapsed - ReportTime;
        return left <= TimeSpan.Zero ? TimeSpan.Zero : left;
    }

    private static TimeSpan Min(TimeSpan a, TimeSpan b) => a < b ? a : b;
}
