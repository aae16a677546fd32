using System;
using Xunit;

namespace JsonMatrix.Orchestrator.Tests.Faults;

/// <summary>A test that mounts a small tmpfs, which needs root. Skipped with the reason elsewhere; on CI (CI=true),
/// where the tests run as root, it runs anyway and fails, so it cannot pass silently.</summary>
public sealed class RootFactAttribute : FactAttribute
{
    public RootFactAttribute()
    {
        var ci = string.Equals(Environment.GetEnvironmentVariable("CI"), "true", StringComparison.OrdinalIgnoreCase);
        if (!ci && (!OperatingSystem.IsLinux() || Environment.UserName != "root"))
        {
            Skip = "needs root on Linux to mount a small tmpfs (set CI=true to make this a failure).";
        }
    }
}
