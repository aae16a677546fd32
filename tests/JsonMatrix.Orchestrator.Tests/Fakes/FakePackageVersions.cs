using System.Collections.Generic;
using System.Threading;
using System.Threading.Tasks;
using JsonMatrix.Orchestrator.Packages;

namespace JsonMatrix.Orchestrator.Tests.Fakes;

/// <summary>A NuGet source that serves the versions given per package (or every version asked about), and counts the
/// questions, so tests can see that each package is probed once. A package version's frameworks are those set in
/// <see cref="Frameworks"/>, else unknown (which decides nothing).</summary>
public sealed class FakePackageVersions : IPackageVersionSource
{
    private readonly IReadOnlyDictionary<string, IReadOnlyList<string>>? _served;
    private readonly string? _error;

    private FakePackageVersions(IReadOnlyDictionary<string, IReadOnlyList<string>>? served, string? error)
    {
        _served = served;
        _error = error;
    }

    public const string SourceName = "https://feed.example/v3/index.json";

    public List<string> Asked { get; } = [];

    /// <summary>"package version" → what its .nupkg says.</summary>
    public Dictionary<string, PackageFrameworks> Frameworks { get; } = [];

    /// <summary>"package version", in the order asked.</summary>
    public List<string> FrameworksAsked { get; } = [];

    public static FakePackageVersions ServesEverything() => new(null, null);

    public static FakePackageVersions Serving(IReadOnlyDictionary<string, IReadOnlyList<string>> served) => new(served, null);

    public static FakePackageVersions Unreachable(string error) => new(new Dictionary<string, IReadOnlyList<string>>(), error);

    public Task<PackageVersions> VersionsAsync(string packageId, CancellationToken cancellationToken)
    {
        Asked.Add(packageId);
        if (_error is not null) return Task.FromResult(PackageVersions.Unknown(SourceName, _error));
        if (_served is null) return Task.FromResult(new PackageVersions(Everything, SourceName));
        return Task.FromResult(new PackageVersions(_served.TryGetValue(packageId, out var versions) ? versions : [], SourceName));
    }

    public Task<PackageFrameworks> FrameworksAsync(string packageId, string version, CancellationToken cancellationToken)
    {
        FrameworksAsked.Add($"{packageId} {version}");
        return Task.FromResult(Frameworks.TryGetValue($"{packageId} {version}", out var frameworks) ? frameworks : PackageFrameworks.Unknown("not in the fake"));
    }

    // Every runtime patch and serializer package version a test matrix pins (the repository's matrices included).
    private static readonly IReadOnlyList<string> Everything =
        ["1.0.0", "3.1.3", "3.1.32", "6.0.11", "6.0.25", "6.0.36", "8.0.6", "8.0.11", "8.0.31", "10.0.12", "12.0.3", "13.0.4"];
}
