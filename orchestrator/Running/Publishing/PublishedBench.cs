using System.Collections.Generic;
using System.IO;

namespace JsonMatrix.Orchestrator.Running.Publishing;

/// <summary>A bench ready to run: its folder in the publish cache and how to start it.</summary>
/// <param name="AppDirectory">The published (or built) application.</param>
/// <param name="Cached">True when an earlier publish with the same hash was reused.</param>
public sealed record PublishedBench(PublishSpec Spec, string Hash, string AppDirectory, bool Cached)
{
    public const string AssemblyName = "JsonMatrix.Bench";

    /// <summary>The trim and AOT warnings of a NativeAOT publish (<see cref="PublishWarnings"/>); null for other publishes
    /// or a cached one whose count was not recorded.</summary>
    public int? AotWarnings { get; init; }

    /// <summary>A NativeAOT publish's size and warnings, for cell.json; null for every other publish.</summary>
    public Cells.NativeAotBuild? NativeAotBuild => Spec.NativeAot
        ? new Cells.NativeAotBuild(File.Exists(Executable) ? new FileInfo(Executable).Length : null, AotWarnings)
        : null;

    private string Executable => Path.Combine(AppDirectory, Spec.Project.AssemblyName);

    /// <summary>The program and leading arguments that start the bench on this machine (process isolation).</summary>
    public IReadOnlyList<string> LocalCommand => Spec.RunsOnMono
        ? ["mono", Path.Combine(AppDirectory, Spec.Project.AssemblyName + ".exe")]
        : [Path.Combine(AppDirectory, Spec.IsSelfContained ? Spec.Project.AssemblyName : Spec.Project.AssemblyName + ".exe")];
}
