using System;
using System.Collections.Generic;
using System.Linq;

namespace JsonMatrix.Orchestrator.Matrix.Planning;

/// <summary>The time left of a run, from the plan's estimate of each pass (a runtime's publish and image counted on its
/// first pass) rather than the mean of the cells so far: cells differ from one benchmark to two dozen, and the first
/// carries the set-up, so a mean said an hour for a 14-minute run. The estimates of the passes not finished are scaled
/// by how long the finished ones took against theirs (a machine slower than the learned figures stretches every
/// remaining pass alike), less the time already spent since the last pass finished. Pure: the caller gives the clock.</summary>
public sealed class RunEta
{
    private readonly IReadOnlyList<TimeSpan> _estimates;
    private readonly bool[] _finished;
    private readonly TimeSpan _total;
    private TimeSpan _estimatedFinished;
    private TimeSpan _lastFinishAt;

    public RunEta(IReadOnlyList<TimeSpan> passEstimates)
    {
        _estimates = passEstimates;
        _finished = new bool[passEstimates.Count];
        _total = passEstimates.Aggregate(TimeSpan.Zero, (sum, e) => sum + e);
    }

    public int Finished { get; private set; }

    public void PassFinished(int index, TimeSpan elapsed)
    {
        if (index >= 0 && index < _finished.Length && !_finished[index])
        {
            _finished[index] = true;
            _estimatedFinished += _estimates[index];
            Finished++;
        }

        _lastFinishAt = elapsed;
    }

    public TimeSpan Remaining(TimeSpan elapsed)
    {
        // Clamped: one pass that failed at once (or hung to its timeout) must not swing the whole figure tenfold.
        var speed = _estimatedFinished > TimeSpan.Zero && _lastFinishAt > TimeSpan.Zero
            ? Math.Clamp(_lastFinishAt / _estimatedFinished, 0.25, 4.0)
            : 1.0;
        var left = ((_total - _estimatedFinished) * speed) - (elapsed - _lastFinishAt);
        return left < TimeSpan.Zero ? TimeSpan.Zero : left;
    }
}
