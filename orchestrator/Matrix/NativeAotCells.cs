using System.Collections.Generic;
using System.Linq;
using JsonMatrix.Contracts.Cells;

namespace JsonMatrix.Orchestrator.Matrix;

/// <summary>Which cells of a NativeAOT runtime (`aot: true`) run: only serializers that need no code generated at run
/// time (KnownIds.NativeAotSerializers). The others are not applicable ("n/a", status unsupported), decided before the
/// run, and a machine without the native toolchain makes the rest "unavailable" with the missing tool named.</summary>
public static class NativeAotCells
{
    /// <summary>Why the cell does not apply on its runtime, or null.</summary>
    public static string? WhyNotApplicable(Cell cell) =>
        cell.Runtime.NativeAot && !KnownIds.NativeAotSerializers.Contains(cell.Serializer.BenchId)
            ? $"{KnownIds.NeedsDynamicCode}: {cell.Serializer.BenchId} serializes through reflection and code generated at run time, "
              + $"which a NativeAOT build cannot do; on '{cell.Runtime.Id}' only {string.Join(" and ", KnownIds.NativeAotSerializers)} run"
            : null;

    /// <summary>Why the cell cannot be published on this machine, or null.</summary>
    /// <param name="missingTools">The native tools NativeAOT's publish needs and this machine lacks (Running/Publishing/NativeAotToolchain).</param>
    public static string? WhyUnavailable(Cell cell, IReadOnlyList<string> missingTools) =>
        cell.Runtime.NativeAot && missingTools.Count > 0
            ? $"a NativeAOT publish links with {string.Join(" and ", missingTools)}, which this machine lacks: "
              + "`sudo dotnet run --project orchestrator -- doctor --fix` installs clang and zlib1g-dev"
            : null;
}
