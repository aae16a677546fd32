namespace JsonMatrix.Orchestrator.Matrix.Planning;

/// <summary>What one finished cell cost, as a run records it for <see cref="DurationLearning"/>.</summary>
/// <param name="BenchmarkSeconds">Seconds of each benchmark ("payload:operation"), when the bench produced results.</param>
/// <param name="OverheadSeconds">Wall time minus one-time set-up minus the benchmarks.</param>
/// <param name="SetupSeconds">A real publish and image build this cell did for its runtime, else null.</param>
/// <param name="FailedSeconds">The wall time of a cell that did not end ok, else null.</param>
/// <param name="ColdStartSecondsPerProcess">The cell's cold start (cold-start.json's measurement time) divided by its
/// fresh processes, when this process timed cold start; else null.</param>
/// <param name="MeasuredAllocations">This process also measured its benchmarks' allocations (a cell's first process):
/// its benchmarks and overhead are learned apart (<see cref="DurationHistory.AllocationsJob"/>).</param>
public sealed record CellDuration(
    string CellId,
    string Job,
    string Runtime,
    string Serializer,
    string Lifetime,
    System.Collections.Generic.IReadOnlyDictionary<string, double> BenchmarkSeconds,
    double OverheadSeconds,
    double? SetupSeconds,
    double? FailedSeconds = null,
    double? ColdStartSecondsPerProcess = null,
    bool MeasuredAllocations = false)
{
    /// <summary>A web cell's duration is recorded with <see cref="DurationEstimate.WebJobKey"/> as its job: its overhead is
    /// its wall time minus set-up and its load windows, and it has no benchmarks.</summary>
    public bool IsWeb => Job == DurationEstimate.WebJobKey;
}
