using System;
using System.Collections.Generic;
using System.Linq;
using System.Threading;
using System.Threading.Tasks;
using JsonMatrix.Contracts.Cells;
using JsonMatrix.Orchestrator.Matrix;

namespace JsonMatrix.Orchestrator.Packages;

/// <summary>
/// A serializer version the NuGet source does not serve is a mistake in matrix.yaml, not a state of the machine (unlike a
/// runtime pack, whose cells are "unavailable" here and run where it is served): `plan` and `run` refuse it before
/// anything runs, naming the versions the source does serve. Each package is asked once (the answer is remembered by
/// <see cref="NuGetFeedVersions"/>); a source that cannot be asked decides nothing, and the publish says the rest. A served
/// version that cannot target its runtime is refused as well (<see cref="SerializerFrameworkCheck"/>).
/// </summary>
public static class SerializerVersionCheck
{
    private const int ListedVersions = 12;

    public static async Task<IReadOnlyList<string>> ErrorsAsync(IReadOnlyList<Cell> cells, IPackageVersionSource source, string matrixFile, CancellationToken cancellationToken)
    {
        var needs = Needs(cells);
        var answers = new Dictionary<string, PackageVersions>(StringComparer.OrdinalIgnoreCase);
        foreach (var package in needs.Select(need => need.Package).Distinct(StringComparer.OrdinalIgnoreCase))
        {
            answers[package] = await source.VersionsAsync(package, cancellationToken).ConfigureAwait(false);
        }

        // A version that is served may still not fit its runtime: asked only when the source answered.
        var frameworkErrors = await SerializerFrameworkCheck.ErrorsAsync(cells, answers, source, matrixFile, cancellationToken).ConfigureAwait(false);
        return [.. Errors(needs, answers, matrixFile), .. frameworkErrors];
    }

    /// <summary>Each serializer name, package and NuGet version the cells publish with (in-box and framework need none).</summary>
    public static IReadOnlyList<(string Serializer, string Package, string Version)> Needs(IReadOnlyList<Cell> cells) =>
        cells.Select(cell => (Serializer: cell.Serializer.Id, cell.Serializer.Package, Version: cell.Serializer.VersionFor(cell.Runtime.Id)))
            .Where(need => need.Version is not (KnownIds.InboxVersion or KnownIds.FrameworkVersion))
            .Distinct()
            .ToList();

    /// <summary>The pure part: one error per serializer version the source answered without.</summary>
    public static IReadOnlyList<string> Errors(IReadOnlyList<(string Serializer, string Package, string Version)> needs, IReadOnlyDictionary<string, PackageVersions> answers, string matrixFile)
    {
        var errors = new List<string>();
        foreach (var (serializer, package, version) in needs)
        {
            var served = answers[package];
            if (served.Error is not null || served.Versions.Contains(version, StringComparer.OrdinalIgnoreCase))
            {
                continue;
            }

            errors.Add(served.Versions.Count == 0
                ? $"serializer '{serializer}': the NuGet source ({served.Source}) serves no version of {package}. Remove the serializer from {matrixFile}, or add a source that serves it to nuget.config."
                : $"serializer '{serializer}': {package} {version} is not on the NuGet source ({served.Source}). It serves {Describe(served.Versions, version)}. Use one of those in {matrixFile}.");
        }

        return errors;
    }

    // The versions of the same major first (what the user most likely meant), else the newest ones.
    private static string Describe(IReadOnlyList<string> versions, string wanted)
    {
        var major = wanted.Split('.')[0] + ".";
        var sameMajor = versions.Where(v => v.StartsWith(major, StringComparison.Ordinal)).OrderBy(Order).ToList();
        versions = versions.OrderBy(Order).ToList();
        var shown = (sameMajor.Count > 0 ? sameMajor : versions).TakeLast(ListedVersions).ToList();
        var more = (sameMajor.Count > 0 ? sameMajor.Count : versions.Count) - shown.Count;
        var scope = sameMajor.Count > 0 ? $"these {major}x versions" : "these versions";
        return $"{scope}: {string.Join(", ", shown)}{(more > 0 ? $" (and {more} older)" : string.Empty)}";
    }

    // NuGet order, near enough for a message: numeric parts as numbers, a pre-release before its release.
    internal static (Version, int, string) Order(string version)
    {
        var dash = version.IndexOf('-', StringComparison.Ordinal);
        var release = dash < 0 ? version : version[..dash];
        return (Version.TryParse(release, out var parsed) ? parsed : new Version(0, 0), dash < 0 ? 1 : 0, version);
    }
}
