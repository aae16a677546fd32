using System;
using System.Collections.Generic;
using System.Linq;
using System.Threading;
using System.Threading.Tasks;
using JsonMatrix.Contracts.Cells;
using JsonMatrix.Orchestrator.Matrix;

namespace JsonMatrix.Orchestrator.Packages;

/// <summary>
/// A served serializer version that cannot target a runtime's framework (<see cref="FrameworkFit"/>) is a mistake in
/// matrix.yaml too: `plan` and `run` refuse it before anything runs, naming the newest served version that can. Each
/// package version is read once (remembered by <see cref="NuGetFeedVersions"/>); one that cannot be read decides nothing.
/// </summary>
public static class SerializerFrameworkCheck
{
    /// <summary>How many majors' newest versions may be read to name one that fits: System.Text.Json, the package with
    /// the most majors on the project's NuGet source, serves 8 (4 to 11).</summary>
    public const int SuggestionProbes = 8;

    /// <summary>A serializer version a runtime's cells publish with.</summary>
    public sealed record Need(string Serializer, string Package, string Version, string Runtime, string Framework);

    /// <param name="served">The served-version check's answers: a version not served is its error, not this one's.</param>
    public static async Task<IReadOnlyList<string>> ErrorsAsync(
        IReadOnlyList<Cell> cells, IReadOnlyDictionary<string, PackageVersions> served, IPackageVersionSource source, string matrixFile, CancellationToken cancellationToken)
    {
        var needs = Needs(cells).Where(need => served[need.Package] is { Error: null } answer && answer.Versions.Contains(need.Version, StringComparer.OrdinalIgnoreCase)).ToList();
        var known = new Dictionary<(string Package, string Version), PackageFrameworks>();
        async Task<PackageFrameworks> ReadAsync(string package, string version)
        {
            if (!known.TryGetValue((package, version), out var frameworks))
            {
                known[(package, version)] = frameworks = await source.FrameworksAsync(package, version, cancellationToken).ConfigureAwait(false);
            }

            return frameworks;
        }

        foreach (var need in needs)
        {
            if (FrameworkFit.Misfit(need.Framework, await ReadAsync(need.Package, need.Version).ConfigureAwait(false)) is null) continue;
            foreach (var candidate in Candidates(served[need.Package].Versions))
            {
                if (Fits(need.Framework, await ReadAsync(need.Package, candidate).ConfigureAwait(false))) break;
            }
        }

        return Errors(needs, served, known, matrixFile);
    }

    public static IReadOnlyList<Need> Needs(IReadOnlyList<Cell> cells) =>
        cells.Select(cell => new Need(cell.Serializer.Id, cell.Serializer.Package, cell.Serializer.VersionFor(cell.Runtime.Id), cell.Runtime.Id, cell.Runtime.Framework))
            .Where(need => need.Version is not (KnownIds.InboxVersion or KnownIds.FrameworkVersion))
            .Distinct()
            .ToList();

    /// <summary>The pure part: one error per need whose version was read and does not fit.</summary>
    public static IReadOnlyList<string> Errors(
        IReadOnlyList<Need> needs, IReadOnlyDictionary<string, PackageVersions> served, IReadOnlyDictionary<(string Package, string Version), PackageFrameworks> known, string matrixFile)
    {
        var errors = new List<string>();
        foreach (var need in needs)
        {
            if (!known.TryGetValue((need.Package, need.Version), out var frameworks) || FrameworkFit.Misfit(need.Framework, frameworks) is not { } why)
            {
                continue;
            }

            var instead = Candidates(served[need.Package].Versions)
                .FirstOrDefault(candidate => known.TryGetValue((need.Package, candidate), out var read) && Fits(need.Framework, read));
            var fix = instead is null
                ? $"No served version read does (the newest of each major): leave {need.Version} out of {need.Runtime}'s versions in {matrixFile} (versionOn), or exclude the serializer there."
                : $"Use one that does in {matrixFile}, e.g. versionOn: {{ {need.Runtime}: {instead} }} ({instead} is the newest served version that does).";
            errors.Add($"serializer '{need.Serializer}' on {need.Runtime}: {need.Package} {need.Version} {why}. {fix}");
        }

        return errors;
    }

    /// <summary>The newest release of each major, newest major first: where a version that fits is likeliest found.</summary>
    public static IEnumerable<string> Candidates(IReadOnlyList<string> served) =>
        served.Where(version => !version.Contains('-', StringComparison.Ordinal))
            .GroupBy(version => SerializerVersionCheck.Order(version).Item1.Major)
            .OrderByDescending(major => major.Key)
            .Select(major => major.MaxBy(SerializerVersionCheck.Order)!)
            .Take(SuggestionProbes);

    private static bool Fits(string framework, PackageFrameworks frameworks) => frameworks.Error is null && FrameworkFit.Misfit(framework, frameworks) is null;
}
