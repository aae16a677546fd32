using System;
using System.Collections.Generic;
using System.IO;
using System.Linq;
using System.Text.Json;
using JsonMatrix.Orchestrator.FileSystem;
using JsonMatrix.Orchestrator.Reporting.Model;

namespace JsonMatrix.Orchestrator.Reporting.Input;

/// <summary>Reads a run folder (or a downloaded report artifact with its cells) into a <see cref="RunSnapshot"/>: the
/// BenchmarkDotNet reports through <see cref="RunFigures"/>, the finish time and versions from each cell.json, and the
/// commit from source.json when the folder has one (the GitHub workflow writes it).</summary>
public static class HistoryRunReader
{
    public const string SourceFile = "source.json";

    public static (RunSnapshot? Run, IReadOnlyList<string> Errors) Read(string folder)
    {
        var read = RunFigures.Read(folder);
        if (read.Errors.Count > 0) return (null, read.Errors);
        var figures = read.Figures;
        DateTimeOffset? finished = null;
        var versions = new Dictionary<string, string>();
        // The records RunFigures parsed: a cell.json it could not read only costs that cell's finish time and versions.
        foreach (var outcome in read.Outcomes)
        {
            if (outcome.FinishedUtc is { } f && (finished is null || f > finished)) finished = f;
            var parts = new[] { outcome.Package is null ? null : $"{outcome.Package} {outcome.PackageVersion}", outcome.RuntimeVersion is null ? null : $"runtime {outcome.RuntimeVersion}" }
                .Where(p => p is not null);
            versions[outcome.Id] = string.Join(", ", parts);
        }
        return (new RunSnapshot(folder, finished, Commit(folder), versions, figures)
        {
            FailedCells = read.FailedCells,
            FailedBenchmarks = read.FailedBenchmarks,
        }, []);
    }

    /// <summary>source.json's "commit", when present and readable.</summary>
    private static string? Commit(string folder)
    {
        var path = Path.Combine(folder, SourceFile);
        if (!File.Exists(path)) return null;
        try
        {
            var (text, _) = RegularFile.ReadText(path, ReadLimits.SourceJsonBytes);
            if (text is null) return null;
            using var document = JsonDocument.Parse(text);
            return document.RootElement.ValueKind == JsonValueKind.Object && document.RootElement.TryGetProperty("commit", out var commit)
                && commit.ValueKind == JsonValueKind.String ? commit.GetString() : null;
        }
        catch (JsonException)
        {
            return null;
        }
    }
}
