using System.Collections.Generic;

namespace JsonMatrix.Orchestrator.Packages;

/// <summary>What one version of a package says of the target frameworks it serves, read from its .nupkg.</summary>
/// <param name="Targets">The target frameworks of its nuspec's dependency groups (short names: net462, netstandard2.0);
/// none when the nuspec lists no group, which decides nothing.</param>
/// <param name="BuildTargets">The framework folders of its buildTransitive/ (build/ where it has none): restore imports
/// the one nearest the project's framework.</param>
/// <param name="Refuses">Those of <see cref="BuildTargets"/> whose targets stop or warn a build as unsupported
/// (dotnet/runtime's NETStandardCompatError targets): a package can serve netstandard2.0 and still say it does not
/// support netcoreapp3.1.</param>
/// <param name="Error">Why the package could not be read (nothing is decided then).</param>
public sealed record PackageFrameworks(IReadOnlyList<string> Targets, IReadOnlyList<string> BuildTargets, IReadOnlyList<string> Refuses, string? Error = null)
{
    public static PackageFrameworks Unknown(string error) => new([], [], [], error);
}
