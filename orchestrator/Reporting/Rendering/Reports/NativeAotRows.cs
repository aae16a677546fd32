using System.Collections.Generic;
using System.Globalization;
using System.Linq;
using JsonMatrix.Orchestrator.Reporting.Model;

namespace JsonMatrix.Orchestrator.Reporting.Rendering.Reports;

/// <summary>The environment's "NativeAOT" table: one row per AOT runtime with what proves its cells ran ahead of time,
/// its binary's size and its publish's trim/AOT warnings. Shown only when the report has a NativeAOT cell.</summary>
public static class NativeAotRows
{
    public static readonly IReadOnlyList<string> Headers = ["runtime", "ran ahead of time", "binary", "trim/AOT warnings"];

    public const string Rule = "A NativeAOT runtime's cells run one native executable, published with PublishAot: proof that no JIT ran is "
        + "the bench's own RuntimeFeature.IsDynamicCodeSupported (false) and JitInfo's compiled methods (0), from each cell's metadata.json; "
        + "the binary's size and the publish's trim/AOT warnings (IL2xxx/IL3xxx, mostly from the reflection serializers, which are n/a there, "
        + "and BenchmarkDotNet) from cell.json.";

    public static string Size(long bytes) => string.Create(CultureInfo.InvariantCulture, $"{bytes / 1048576.0:0.0} MiB ({bytes:N0} bytes)");

    /// <summary>The size of a runtime's one native executable, from the first of its cells that recorded it (all of them
    /// run the same binary); null for a JIT runtime.</summary>
    public static long? BinaryBytes(IEnumerable<CellSummary> cellsOfRuntime) =>
        cellsOfRuntime.Select(c => c.NativeAot?.BinaryBytes).FirstOrDefault(b => b is not null);

    public static bool Shown(MergedReport report) => report.Cells.Any(c => c.NativeAot is not null);

    public static IEnumerable<IReadOnlyList<string>> Of(MergedReport report) =>
        report.Cells.Where(c => c.NativeAot is not null).GroupBy(c => c.Runtime).Select(runtime =>
        {
            var proofs = runtime.Select(c => c.NativeAot!).ToList();
            var measured = proofs.Where(p => p.IsDynamicCodeSupported is not null).ToList();
            var proof = measured.Count == 0 ? "not recorded"
                : measured.All(p => p.RanAheadOfTime)
                    ? $"yes: dynamic code unsupported, {measured.Max(p => p.CompiledMethods ?? 0)} methods JIT-compiled ({measured.Count} cell(s))"
                    : $"NO: {measured.Count(p => !p.RanAheadOfTime)} of {measured.Count} cell(s) could generate code or JIT-compiled methods";
            var bytes = BinaryBytes(runtime);
            var warnings = proofs.Select(p => p.PublishWarnings).FirstOrDefault(w => w is not null);
            return (IReadOnlyList<string>)
            [
                runtime.Key, proof,
                bytes is { } b ? Size(b) : "?",
                warnings?.ToString(CultureInfo.InvariantCulture) ?? "?",
            ];
        });
}
