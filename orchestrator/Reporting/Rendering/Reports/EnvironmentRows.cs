using System.Collections.Generic;
using System.Linq;
using JsonMatrix.Orchestrator.Reporting.Model;

namespace JsonMatrix.Orchestrator.Reporting.Rendering.Reports;

/// <summary>The environment as label/value rows, one value per environment, for the Markdown and HTML tables.</summary>
public static class EnvironmentRows
{
    public static IReadOnlyList<(string Label, IReadOnlyList<string> Values)> Of(IReadOnlyList<RunEnvironment> environments)
    {
        // A web app reports no BenchmarkDotNet host info: "–" there (nothing to know), "?" elsewhere (not recorded).
        (string, IReadOnlyList<string>)? Row(string label, System.Func<RunEnvironment, string?> value, bool benchOnly = false) =>
            environments.All(e => value(e) is null) ? null
                : (label, environments.Select(e => value(e) ?? (benchOnly && e.Web is not null ? "–" : "?")).ToList());
        // A row no environment knows anything about is left out (older cell.json files have no run id, for example).
        (string, IReadOnlyList<string>)?[] rows =
        [
            Row("run", e => e.RunId),
            Row("isolation", e => e.Web is { } web ? $"{e.Isolation ?? "?"}; web cells: {web.TextWithGc}" : e.Isolation),
            Row("CPU", e => e.ProcessorName),
            Row("cores (physical / logical)", e => e.PhysicalCoreCount is null && e.LogicalCoreCount is null ? null : $"{e.PhysicalCoreCount?.ToString() ?? "?"} / {e.LogicalCoreCount?.ToString() ?? "?"}"),
            Row("processors the bench or web app saw", e => e.ProcessorCount?.ToString(System.Globalization.CultureInfo.InvariantCulture)),
            Row("OS", e => e.OsVersion),
            Row("OS description (kernel)", e => e.OsDescription),
            Row("architecture", e => e.Architecture),
            Row("limits", e => e.CpuSet is null && e.MemoryBytes is null
                ? (e.Isolation == "process" ? "none" : null)
                : $"cpuset {e.CpuSet ?? "none"}, memory {(e.MemoryBytes is { } m ? Binary(m) : "not limited")}"),
            Row("BenchmarkDotNet", e => e.BenchmarkDotNetVersion, benchOnly: true),
            Row("timer", e => e.ChronometerHz is null ? e.HardwareTimerKind : $"{Units.Integer(e.ChronometerHz.Value)} Hz ({e.HardwareTimerKind ?? "?"})", benchOnly: true),
            Row("cells", e => Units.Integer(e.Cells.Count)),
        ];
        return rows.Where(r => r is not null).Select(r => r!.Value).ToList();
    }

    // Limits are set in binary units (2GiB), so they are shown in them.
    private static string Binary(long bytes) => Units.Bytes(bytes).Replace("KB", "KiB").Replace("MB", "MiB").Replace("GB", "GiB");
}
