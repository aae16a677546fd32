using System.Collections.Generic;
using System.Linq;
using JsonMatrix.Contracts.Cells;

namespace JsonMatrix.Orchestrator.Matrix;

/// <summary>The web workload's cells: runtime × serializer for every runtime that has ASP.NET Core (a Linux .NET host),
/// or the part `web.runtimes` and `web.serializers` name.
/// Exclude and include rules and studies speak of micro cells (escaping, lifetime, payloads): they do not apply here.</summary>
public static class WebCells
{
    public const string Workload = CellKey.Web;

    /// <summary>Escaping and lifetime of a web cell: ASP.NET Core's formatters keep one options object, with each
    /// serializer's default escaping, so neither is a choice there.</summary>
    public const string NotApplicable = "-";

    public static string MakeId(string runtime, string serializer) => CellKey.ForWeb(runtime, serializer).Id;

    public static bool HasAspNetCore(RuntimeSpec runtime) => runtime.Platform == "linux" && runtime.Host == "dotnet" && !runtime.NativeAot;

    public static IReadOnlyList<Cell> Expand(MatrixDefinition matrix) =>
        !matrix.Workloads.Contains(Workload) ? [] :
        (from runtime in matrix.Runtimes.Where(HasAspNetCore).Where(r => matrix.WebRuntimes?.Contains(r.Id) ?? true)
         from serializer in matrix.Serializers.Where(s => matrix.WebSerializers?.Contains(s.Id) ?? true).SelectMany(s => s.On(runtime.Id))
         select new Cell(MakeId(runtime.Id, serializer.Id), runtime, serializer, NotApplicable, NotApplicable) { Workload = Workload }).ToList();

    /// <summary>Why some runtimes have no web cells (one line for `plan`), or null when every runtime has them.</summary>
    public static string? WhyNotExpanded(MatrixDefinition matrix)
    {
        if (!matrix.Workloads.Contains(Workload)) return null;
        var skipped = matrix.Runtimes.Where(r => !HasAspNetCore(r)).Select(r => r.Id).ToList();
        return skipped.Count == 0 ? null
            : $"No web cells for {string.Join(", ", skipped)}: ASP.NET Core runs on .NET (Core) only, not on .NET Framework or Mono, and web cells run in Linux containers; the web app is not published with NativeAOT.";
    }
}
