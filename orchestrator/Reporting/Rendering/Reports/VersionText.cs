using System.Collections.Generic;
using System.Linq;
using JsonMatrix.Contracts.Cells;
using JsonMatrix.Orchestrator.Reporting.Model;

namespace JsonMatrix.Orchestrator.Reporting.Rendering.Reports;

/// <summary>What ran in a cell, as short text.</summary>
public static class VersionText
{
    /// <summary>The "Versions that ran" table's columns, the same in report.md and report.html; source generation is a
    /// micro benchmark's only.</summary>
    public static IReadOnlyList<string> Headers(MergedReport report) =>
        report.HasMicro ? ["cell", "runtime", "serializer assemblies", "source-gen fast path", "environment"] : ["cell", "runtime", "serializer assemblies", "environment"];

    public static IReadOnlyList<string> Row(MergedReport report, CellSummary c) =>
        report.HasMicro ? [c.Id, Runtime(c), Assemblies(c), c.Versions.SourceGenerationFastPath ?? "", c.Environment ?? ""] : [c.Id, Runtime(c), Assemblies(c), c.Environment ?? ""];

    public static string Runtime(CellSummary cell)
    {
        var v = cell.Versions;
        var description = v.FrameworkDescription ?? v.BenchmarkDotNetRuntime ?? (v.RuntimeVersion is { } pinned ? $"pinned {pinned}" : "?");
        return v.TargetFramework is { } tfm ? $"{description} ({tfm}{(v.IsMono == true ? ", Mono" : "")})" : description;
    }

    public static string Assemblies(CellSummary cell)
    {
        var v = cell.Versions;
        if (v.Assemblies.Count == 0) return v.Package is null ? "?" : $"{v.Package} {v.PackageVersion ?? "?"} (declared)";
        return string.Join(", ", v.Assemblies.Select(Assembly));
    }

    /// <summary>"Newtonsoft.Json 13.0.4 (file 13.0.4.30916)": the product version without its commit hash, and the file version.</summary>
    public static string Assembly(AssemblyVersion a)
    {
        var product = a.InformationalVersion?.Split('+')[0];
        var text = $"{a.Name} {product ?? a.AssemblyVersionText ?? a.FileVersion ?? "?"}";
        return a.FileVersion is { } file && file != product ? $"{text} (file {file})" : text;
    }
}
