using System;
using System.Collections.Generic;
using System.Linq;

namespace JsonMatrix.Orchestrator.Matrix.Planning;

/// <summary>The time left of a run, from the plan's estimate of each pass rather than the mean of the cells so far:
/// cells differ from one benchmark to two dozen, so a mean said an hour for a 14-minute run. The estimates of the passes
/// not finished are scaled by how long the finished ones took against theirs (a machine slower than the learned figures
/// stretches every remaining pass alike), less the time already spent since the last pass finished. The set-up before
/// the first cell (publishing, images) is estimated apart: until it is done it counts as its estimate; once done, its real
/// time is known and it stays out of the scale (counted on the first pass, a set-up that took half its estimate made
/// every pass look twice as fast, and the ETA read 4 min 50 s for four minutes of an eleven-minute run). Pure: the
/// caller gives the clock.</summary>
public sealed class RunEta
{
    private readonly IReadOnlyList<TimeSpan> _estimates;
    private readonly bool[] _finished;
    private readonly TimeSpan _passes;
    private readonly TimeSpan _setup;
    private TimeSpan _estimatedFinished;
    private TimeSpan _lastFinishAt;
    private TimeSpan _setupDoneAt;
    private bool _setupDone;

    /// <param name="passEstimates">Each pass's own estimate, the set-up left out.</param>
    /// <param name="setup">The set-up before the first cell.</param>
    public RunEta(IReadOnlyList<TimeSpan> passEstimates, TimeSpan setup = default)
    {
        _estimates = passEstimates;
        _finished = new bool[passEstimates.Count];
        _passes = passEstimates.Aggregate(TimeSpan.Zero, (sum, e) => sum + e);
        _setup = setup;
    }

    public int Finished { get; private set; }

    /// <summary>The set-up ended at <paramref name="elapsed"/>: the passes' speed counts from here, against their own
    /// estimates.</summary>
    public void SetupFinished(TimeSpan elapsed)
    {
        if (_setupDone) return;
        _setupDone = true;
        _setupDoneAt = elapsed;
        _lastFinishAt = elapsed;
    }

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
        var spent = _lastFinishAt - _setupDoneAt;
        var speed = _estimatedFinished > TimeSpan.Zero && spent > TimeSpan.Zero
            ? Math.Clamp(spent / _estimatedFinished, 0.25, 4.0)
            : 1.0;
        var setupLeft = _setupDone ? TimeSpan.Zero : _setup;
        var left = setupLeft + ((_passes - _estimatedFinished) * speed) - (elapsed - _lastFinishAt);
        return left < TimeSpan.Zero ? TimeSpan.Zero : left;
    }
}
