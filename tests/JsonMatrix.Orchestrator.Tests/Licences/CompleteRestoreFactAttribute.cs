using System;
using System.IO;
using Xunit;

namespace JsonMatrix.Orchestrator.Tests.Licences;

/// <summary>A test of the whole restore: the bench targets net48 only where it can build it (Windows, or Linux with
/// Mono's reference assemblies), and its packages are part of what ships. Elsewhere the test is skipped, saying why;
/// CI=true makes it run (and fail) anyway.</summary>
public sealed class CompleteRestoreFactAttribute : FactAttribute
{
    public CompleteRestoreFactAttribute()
    {
        var ci = string.Equals(Environment.GetEnvironmentVariable("CI"), "true", StringComparison.OrdinalIgnoreCase);
        if (!ci && !OperatingSystem.IsWindows() && !File.Exists("/usr/lib/mono/4.8-api/mscorlib.dll"))
        {
            Skip = "the bench's net48 target (and its packages) is restored only with Mono's reference assemblies: `dotnet run --project orchestrator -- doctor --fix` installs mono-devel.";
        }
    }
}
