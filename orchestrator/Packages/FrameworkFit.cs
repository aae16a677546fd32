using System;
using System.Collections.Generic;
using NuGet.Frameworks;

namespace JsonMatrix.Orchestrator.Packages;

/// <summary>Whether a package version can target a runtime's framework, decided by NuGet's own framework rules (not a
/// table of ours): restore takes the nearest of the nuspec's groups, and imports the nearest build folder, whose
/// targets may call the framework unsupported. The bench silences those targets (SuppressTfmSupportBuildWarnings in
/// Directory.Build.props; without it BenchmarkDotNet's own dependencies warn on netcoreapp3.1), so its build would not
/// say it: it builds and runs such a version, in a configuration the package itself calls unsupported and untested.</summary>
public static class FrameworkFit
{
    /// <returns>Null when it can, or when nothing is known; else why not, worded to follow "package version".</returns>
    public static string? Misfit(string runtimeFramework, PackageFrameworks package)
    {
        if (package.Error is not null)
        {
            return null;
        }

        var runtime = NuGetFramework.Parse(runtimeFramework);
        var reducer = new FrameworkReducer();
        var targets = Parse(package.Targets);
        var nearest = reducer.GetNearest(runtime, targets);
        if (targets.Count > 0 && nearest is null)
        {
            return $"cannot target {runtimeFramework} (it targets {string.Join(", ", package.Targets)})";
        }

        var build = reducer.GetNearest(runtime, Parse(package.BuildTargets));
        if (build is not null && Parse(package.Refuses).Contains(build))
        {
            var instead = nearest is null ? string.Empty : $", though NuGet alone would take its {nearest.GetShortFolderName()} assets";
            return $"does not support {runtimeFramework}: its buildTransitive/{build.GetShortFolderName()} targets call it unsupported{instead}";
        }

        return null;
    }

    /// <summary>A name NuGet does not know (a folder of another convention) is no framework, and decides nothing.</summary>
    private static List<NuGetFramework> Parse(IEnumerable<string> names)
    {
        var frameworks = new List<NuGetFramework>();
        foreach (var name in names)
        {
            try
            {
                var framework = NuGetFramework.Parse(name);
                if (!framework.IsUnsupported) frameworks.Add(framework);
            }
            catch (ArgumentException)
            {
            }
        }

        return frameworks;
    }
}
