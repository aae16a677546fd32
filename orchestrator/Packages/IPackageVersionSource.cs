using System.Collections.Generic;
using System.Threading;
using System.Threading.Tasks;

namespace JsonMatrix.Orchestrator.Packages;

/// <summary>Which versions of a package the NuGet source a publish restores from serves, and which target frameworks a
/// version serves; tests use a fake.</summary>
public interface IPackageVersionSource
{
    Task<PackageVersions> VersionsAsync(string packageId, CancellationToken cancellationToken);

    /// <summary>Asked only of a version <see cref="VersionsAsync"/> listed; unknown when it cannot be read.</summary>
    Task<PackageFrameworks> FrameworksAsync(string packageId, string version, CancellationToken cancellationToken);
}

/// <summary>The versions served (none: the source has no such package), or why the source could not be asked.</summary>
/// <param name="Source">Where the answer came from, for messages (the source URLs).</param>
public sealed record PackageVersions(IReadOnlyList<string> Versions, string Source, string? Error = null)
{
    public static PackageVersions Unknown(string source, string error) => new([], source, error);
}
