using System.Collections.Generic;
using System.Linq;
using JsonMatrix.Contracts.Cells;
using JsonMatrix.Orchestrator.Cells;
using JsonMatrix.Orchestrator.Reporting.Input;
using JsonMatrix.Orchestrator.Reporting.Model;
using JsonMatrix.Orchestrator.Text;

namespace JsonMatrix.Orchestrator.Reporting.Parsing;

/// <summary>
/// The texts of one cell folder → <see cref="CellData"/>. Never fails as a whole: an unreadable cell.json,
/// metadata.json or report makes the cell failed, with a reason that names the file and the problem.
/// </summary>
public static class CellFolderParser
{
    /// <summary>The cell, with its reason and log excerpt cut to what a reader takes in: whatever a cell.json or a
    /// problem list holds, merge, compare, history and the run's summary show the same readable text.</summary>
    public static CellData Parse(CellFolderText folder)
    {
        var cell = ParseWhole(folder);
        var outcome = cell.Outcome;
        return cell with
        {
            Outcome = outcome with
            {
                Reason = OutputText.Cut(outcome.Reason, OutputText.ReasonLength),
                LogExcerpt = OutputText.CutKeepingEnd(outcome.LogExcerpt, OutputText.LogExcerptLength),
            },
        };
    }

    private static CellData ParseWhole(CellFolderText folder)
    {
        if (folder.CellJsonError is { } readError)
            return Failed(Unreadable(folder), folder, readError);
        var (outcome, cellError) = CellRecordJson.Parse(folder.CellJson);
        if (outcome is null)
            return Failed(Unreadable(folder), folder, $"{folder.Folder}/{CellFolder.RecordFileName} {cellError}");
        var (folderId, folderRepeat) = FolderIdentity(folder);
        if (outcome.Id != folderId || (folderRepeat is { } repeat && outcome.Repeat != repeat))
        {
            var named = folderRepeat is null ? OutputText.Quote(outcome.Id) : $"{OutputText.Quote(outcome.Id)} repeat {outcome.Repeat}";
            return Failed(Unreadable(folder), folder,
                $"{folder.Folder}/{CellFolder.RecordFileName} says it is cell {named}, but its folder is {OutputText.Quote(folderId)}{(folderRepeat is { } k ? $" repeat {k}" : "")}: a cell is its folder (a cell.json copied or edited by hand?)");
        }

        outcome = outcome with { LogExcerpt = outcome.LogExcerpt ?? (outcome.Status == CellStatus.Ok ? null : folder.LogTail) };
        if (outcome.IsWeb)
        {
            return WebCellFolderParser.Parse(folder, outcome);
        }

        var problems = new List<string>(folder.ReadProblems);
        var metadata = ReadMetadata(folder, outcome, problems);
        var measured = new List<MeasuredBenchmark>();
        var failed = new List<FailedBenchmark>();
        BdnHost? host = null;
        foreach (var report in folder.Reports)
        {
            var (parsed, error) = BdnReportParser.Parse(report.Utf8.Span);
            var mapped = parsed is null ? null : Map(parsed, measured, failed);
            if (error is not null || mapped is not null) problems.Add($"{folder.Folder}/{report.Name} {error ?? mapped}");
            else host ??= parsed!.Host;
        }
        // A report refused unread (too large, a link) is already named; "no results" would only repeat it.
        if (outcome.Status == CellStatus.Ok && folder.Reports.Count == 0 && folder.ReadProblems.Count == 0)
            problems.Add($"{folder.Folder} has no BenchmarkDotNet results ({CellFolder.BenchmarkReports}) although cell.json says ok");

        var (coldStart, coldStartProblem) = ColdStartParser.Parse(folder, outcome);
        var rounds = RoundsParser.Parse(folder, measured, problems);
        var data = new CellData(outcome, folder.Folder, folder.Order, metadata, host, measured, failed) { ColdStart = coldStart, ColdStartProblem = coldStartProblem, Rounds = rounds };
        return problems.Count == 0 ? data : Failed(data with { Outcome = outcome with { LogExcerpt = outcome.LogExcerpt ?? folder.LogTail } }, problems);
    }

    private static BenchMetadata? ReadMetadata(CellFolderText folder, CellRecord outcome, List<string> problems)
    {
        if (folder.MetadataJson is null)
        {
            if (outcome.Status == CellStatus.Ok) problems.Add($"{folder.Folder}/{CellFolder.MetadataFileName} is missing although cell.json says ok");
            return null;
        }
        var (metadata, error) = BenchMetadataJson.Read(folder.MetadataJson);
        if (metadata is null)
        {
            problems.Add($"{folder.Folder}/{CellFolder.MetadataFileName} {error}");
            return null;
        }
        var mismatch = new[] { ("serializer", metadata.Serializer, SerializerNames.SerializerOf(outcome.Serializer) ?? outcome.Serializer), ("escaping", metadata.Escaping, outcome.Escaping), ("lifetime", metadata.Lifetime, outcome.Lifetime) }
            .FirstOrDefault(m => m.Item2 is not null && m.Item2 != m.Item3);
        if (mismatch.Item1 is not null)
            problems.Add($"{folder.Folder}/{CellFolder.MetadataFileName} is for {mismatch.Item1} '{mismatch.Item2}', but the cell is '{mismatch.Item3}' (files of different cells mixed up?)");
        return metadata;
    }

    /// <summary>Adds the report's benchmarks; returns what is wrong with it, or null.</summary>
    private static string? Map(BdnReport report, List<MeasuredBenchmark> measured, List<FailedBenchmark> failed)
    {
        var newMeasured = new List<MeasuredBenchmark>();
        var newFailed = new List<FailedBenchmark>();
        for (var i = 0; i < report.Benchmarks.Count; i++)
        {
            var benchmark = report.Benchmarks[i];
            if (!KnownIds.OperationByMethod.TryGetValue(benchmark.Method, out var operation))
                return $"$.Benchmarks[{i}].Method is '{benchmark.Method}', not a bench operation. Expected one of {string.Join(", ", KnownIds.OperationByMethod.Keys)}";
            if (!benchmark.Parameters.TryGetValue("Payload", out var payload))
                return $"$.Benchmarks[{i}].Parameters has no Payload (expected like \"Payload=small\")";
            if (!KnownIds.Payloads.Contains(payload))
                return $"$.Benchmarks[{i}].Parameters names payload '{payload}'. Expected one of {string.Join(", ", KnownIds.Payloads)}";
            if (benchmark.Statistics is { } statistics) newMeasured.Add(new MeasuredBenchmark(payload, operation, statistics, benchmark.AllocatedBytes) { CompiledDuringMeasurement = benchmark.CompiledDuringMeasurement, AllocationExact = benchmark.AllocationExact });
            else newFailed.Add(new FailedBenchmark(payload, operation) { Reason = benchmark.Failure });
        }
        measured.AddRange(newMeasured);
        failed.AddRange(newFailed);
        return null;
    }

    internal static CellData Failed(CellData data, IReadOnlyList<string> problems)
    {
        var reason = string.Join("; ", problems);
        var outcome = data.Outcome.Status == CellStatus.Failed && data.Outcome.Reason is { } earlier
            ? data.Outcome with { Reason = earlier + "; " + reason }
            : data.Outcome with { Status = CellStatus.Failed, Reason = reason };
        return data with { Outcome = outcome };
    }

    private static CellData Failed(CellRecord outcome, CellFolderText folder, string reason) =>
        new(outcome with { Status = CellStatus.Failed, Reason = reason, LogExcerpt = folder.LogTail }, folder.Folder, folder.Order, null, null, [], []);

    /// <summary>The cell a folder is: its name, or with run --repeat (a <see cref="CellFolder.RepeatFolderName"/> folder inside the
    /// cell's) its parent's name and the process's number.</summary>
    internal static (string Id, int? Repeat) FolderIdentity(CellFolderText folder)
    {
        var parts = folder.Folder.Replace('\\', '/').TrimEnd('/').Split('/');
        if (parts.Length > 1 && CellFolder.RepeatOf(parts[^1]) is { } repeat)
        {
            return (parts[^2], repeat);
        }

        return (parts[^1], null);
    }

    // Without a readable cell.json the folder name is the only clue to which cell this was.
    private static CellRecord Unreadable(CellFolderText folder)
    {
        var (id, repeat) = FolderIdentity(folder);
        var key = CellKey.TryParse(id);
        var runtime = key?.Runtime ?? "?";
        var (platform, host) = CellRecordJson.PlatformAndHost(runtime, null);
        return new CellRecord(CellRecord.CurrentSchemaVersion, id, runtime, key?.Serializer ?? "?", key?.Escaping ?? "?", key?.Lifetime ?? "?", platform, host,
            null, null, null, null, null, CellStatus.Failed, null, null, null, null, null, null, null, new CellLimits(null, null),
            null, null, null, null, null, null, []) { Workload = key?.Workload ?? CellKey.Micro, Repeat = repeat ?? 1 };
    }
}
