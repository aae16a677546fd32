using System.Collections.Generic;
using System.IO;
using System.Linq;
using System.Text;
using JsonMatrix.Contracts.Cells;
using JsonMatrix.Orchestrator.Reporting.Input;

namespace JsonMatrix.Orchestrator.Tests.Support;

/// <summary>cold-start.json as the bench writes it (contracts' writer), from samples given per payload and operation.</summary>
public static class ColdStartFiles
{
    /// <summary>One figure's fresh processes: their process times, and each one's first call and its allocated bytes.</summary>
    public sealed record Figure(string Payload, string Operation, IReadOnlyList<double> ProcessMs, double? FirstCallMs = 5, long? FirstCallBytes = 1000);

    public static string Json(string serializer, IReadOnlyList<Figure> figures, IReadOnlyList<Unsupported>? unsupported = null) =>
        HostJson(serializer, [(serializer, figures)], unsupported);

    /// <summary>A host's file: the figures of each serializer it sampled (start-up figures under the file's serializer).</summary>
    public static string HostJson(string serializer, IReadOnlyList<(string Serializer, IReadOnlyList<Figure> Figures)> sampled, IReadOnlyList<Unsupported>? unsupported = null)
    {
        var order = 0;
        var figures = sampled.SelectMany(s => s.Figures).ToList();
        var samples = (from s in sampled
                       from f in s.Figures
                       from ms in f.ProcessMs
                       let startUp = f.Operation == ColdStartResult.StartUp
                       select new ColdStartSample(s.Serializer, f.Payload, f.Operation, order++, ms, startUp ? null : f.FirstCallMs, startUp ? null : f.FirstCallBytes)).ToList();
        var result = new ColdStartResult(ColdStartResult.CurrentSchemaVersion, serializer, figures.Select(f => f.ProcessMs.Count).DefaultIfEmpty(0).Max(),
            samples, unsupported ?? [], 1234);
        using var stream = new MemoryStream();
        ColdStartResultJson.Write(stream, result);
        return Encoding.UTF8.GetString(stream.ToArray());
    }

    /// <summary>Ten processes around a median: 0.97, 0.98, … 1.03 of it and two stragglers at 1.2 and 1.5 (as fresh processes have).</summary>
    public static IReadOnlyList<double> Around(double medianMs) =>
        [.. new[] { 0.97, 0.98, 0.99, 1.0, 1.0, 1.0, 1.01, 1.02, 1.2, 1.5 }.Select(f => f * medianMs)];

    /// <summary>A synthetic micro cell's folder with the given cold-start.json text.</summary>
    public static CellFolderText Folder(SyntheticCell cell, int order, string? coldStartJson) =>
        SyntheticResults.Folder(cell, order) with { ColdStartJson = coldStartJson };
}
