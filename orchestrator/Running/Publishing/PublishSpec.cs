using System;
using System.Collections.Generic;
using System.Linq;
using JsonMatrix.Contracts.Cells;
using JsonMatrix.Orchestrator.Matrix;

namespace JsonMatrix.Orchestrator.Running.Publishing;

/// <summary>What one build of the bench is made for: a runtime and the serializer package versions it carries.
/// Cells whose specs are equal share one publish, one image.</summary>
public sealed record PublishSpec(
    string RuntimeId,
    string Framework,
    string Host,
    string? RuntimeVersion,
    IReadOnlyList<KeyValuePair<string, string>> VersionProperties)
{
    public const string RuntimeIdentifier = "linux-x64";

    /// <summary>net48 is built (framework-dependent, run by Mono or natively on Windows); every .NET Core target is
    /// published self-contained so that no shared runtime needs installing anywhere.</summary>
    public bool IsSelfContained => !string.Equals(Framework, "net48", StringComparison.Ordinal);

    public bool RunsOnMono => string.Equals(Host, "mono", StringComparison.Ordinal);

    /// <summary>Published with NativeAOT (the runtime's `aot: true`): one native executable, no JIT.</summary>
    public bool NativeAot { get; init; }

    /// <summary>The bench, or the web app for a web cell.</summary>
    public PublishProject Project { get; init; } = PublishProject.Bench;

    /// <summary>The spec of a cell: every serializer of the matrix sets its package's version property, so one publish
    /// per runtime serves all its cells; where two serializers ask for different versions of one package, the cell's
    /// own serializer decides (and that cell gets a publish of its own).</summary>
    public static PublishSpec ForCell(Cell cell, IReadOnlyList<SerializerSpec> serializers)
    {
        var properties = new SortedDictionary<string, string>(StringComparer.Ordinal);
        foreach (var serializer in serializers.Append(cell.Serializer))
        {
            if (PropertyName(serializer.Package) is { } property)
            {
                var version = serializer.VersionFor(cell.Runtime.Id);
                properties[property] = IsBuiltIn(version) ? string.Empty : version;
            }
        }

        return new PublishSpec(cell.Runtime.Id, cell.Runtime.Framework, cell.Runtime.Host, cell.Runtime.RuntimeVersion, properties.ToList())
        {
            Project = cell.IsWeb ? PublishProject.Web : PublishProject.Bench,
            NativeAot = cell.Runtime.NativeAot,
        };
    }

    /// <summary>The MSBuild property bench/JsonMatrix.Bench.csproj reads a package's version from
    /// (System.Text.Json → SystemTextJsonVersion), or null for what is part of the framework.</summary>
    public static string? PropertyName(string package) =>
        package.StartsWith("System.Runtime.", StringComparison.Ordinal) ? null : package.Replace(".", string.Empty, StringComparison.Ordinal) + "Version";

    private static bool IsBuiltIn(string version) =>
        version is KnownIds.InboxVersion or KnownIds.FrameworkVersion;

    public bool Equals(PublishSpec? other) =>
        other is not null && Key == other.Key;

    public override int GetHashCode() => StringComparer.Ordinal.GetHashCode(Key);

    /// <summary>A canonical text of every input value (not the source files): part of the cache hash.</summary>
    public string Key =>
        string.Join('\n', new[] { RuntimeId, Framework, Host, RuntimeVersion ?? "-", IsSelfContained ? RuntimeIdentifier : "any" }
            .Concat(VersionProperties.Select(pair => $"{pair.Key}={pair.Value}"))
            .Concat(Project.IsWeb ? [$"project={Project.Name}"] : [])
            .Concat(NativeAot ? ["aot=true"] : []));
}
