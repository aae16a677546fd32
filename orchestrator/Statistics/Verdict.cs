namespace JsonMatrix.Orchestrator.Statistics;

/// <summary>What two runs of one benchmark say of the second against the first.</summary>
public enum Verdict
{
    /// <summary>Within the threshold, and the comparison could have seen a change of the threshold.</summary>
    Same,

    /// <summary>Faster by more than the threshold, and significantly so.</summary>
    Faster,

    /// <summary>Slower by more than the threshold, and significantly so.</summary>
    Slower,

    /// <summary>No significant change beyond the threshold, but the runs are too noisy (or have too few processes) for a
    /// change of the threshold to have been seen: no evidence either way.</summary>
    CannotTell,
}
