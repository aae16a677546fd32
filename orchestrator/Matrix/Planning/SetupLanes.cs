using System;
using System.Collections.Generic;
using System.Linq;

namespace JsonMatrix.Orchestrator.Matrix.Planning;

/// <summary>How long builds take when they run a few at a time, longest first, each lane taking the next as it frees:
/// the longest lane (what the run does, Running/Execution/BuildsAhead, and what the plan counts).</summary>
public static class SetupLanes
{
    public static TimeSpan Makespan(IEnumerable<TimeSpan> builds, int lanes)
    {
        var ends = new TimeSpan[Math.Max(1, lanes)];
        foreach (var build in builds.OrderByDescending(build => build))
        {
            var free = Array.IndexOf(ends, ends.Min());
            ends[free] += build;
        }

        return ends.Max();
    }
}
