using System;
using Xunit;

namespace JsonMatrix.Orchestrator.Tests.Performance;

/// <summary>A measurement, not a unit test: runs only with JSONMATRIX_PERF=1 (it writes about 200 MB of synthetic results).</summary>
public sealed class PerformanceFactAttribute : FactAttribute
{
    public PerformanceFactAttribute()
    {
        if (Environment.GetEnvironmentVariable("JSONMATRIX_PERF") != "1")
            Skip = "a measurement; run with JSONMATRIX_PERF=1 dotnet test --filter Category=Performance --logger \"console;verbosity=detailed\"";
    }
}
