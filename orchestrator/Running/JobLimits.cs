using System;

namespace JsonMatrix.Orchestrator.Running;

/// <summary>How long a cell's bench may run, by BenchmarkDotNet job and number of benchmarks (payloads ×
/// operations): several times the plan's estimate, so only a hung bench reaches it.</summary>
public static class JobLimits
{
    public static TimeSpan Timeout(string job, int benchmarks) => job switch
    {
        "quick" => TimeSpan.FromMinutes(5) + (TimeSpan.FromSeconds(30) * benchmarks),
        "short" => TimeSpan.FromMinutes(10) + (TimeSpan.FromMinutes(2) * benchmarks),
        _ => TimeSpan.FromMinutes(20) + (TimeSpan.FromMinutes(10) * benchmarks),
    };
}
