using System;
using System.IO;
using System.Threading;
using System.Threading.Tasks;
using JsonMatrix.Orchestrator.Cells;
using JsonMatrix.Orchestrator.Tests.Fakes;
using JsonMatrix.Orchestrator.Tests.Support;
using JsonMatrix.Orchestrator.Workflows;
using Xunit;

namespace JsonMatrix.Orchestrator.Tests.Workflows.Run;

/// <summary>What `run` writes outside the cell folders: run.json once (the output claim names the run; nothing after it
/// rewrites it), and a fallback report made with the run's own settings.</summary>
public sealed class RunPipelineOutputTests : IDisposable
{
    private static readonly string TwoCells = Path.Combine(RepositoryFiles.TestsRoot, "Integration", "two-cells.matrix.yaml");
    private readonly CliHarness _cli = new();
    private readonly string _matrix = Path.Combine(Path.GetTempPath(), $"jsonmatrix-noise-{Guid.NewGuid():n}.matrix.yaml");

    [Fact]
    public async Task Run_json_is_written_once_per_run()
    {
        Directory.CreateDirectory(_cli.OutDirectory);
        var runJsonWrites = 0;
        using var marked = new ManualResetEventSlim();
        using var watcher = new FileSystemWatcher(_cli.OutDirectory) { IncludeSubdirectories = false };
        // run.json is written whole: a temporary file renamed onto it (AtomicFile), so each write is one rename.
        watcher.Renamed += (_, e) => { if (e.Name == RunManifest.FileName) Interlocked.Increment(ref runJsonWrites); };
        watcher.Created += (_, e) => { if (e.Name == RunManifest.FileName) Interlocked.Increment(ref runJsonWrites); else if (e.Name == "end.marker") marked.Set(); };
        watcher.EnableRaisingEvents = true;

        var exitCode = await _cli.RunAsync("run", "--matrix", TwoCells, "--out", _cli.OutDirectory, "--isolation", "process");
        // The folder's events arrive in order: once the marker's has, every write of run.json has been counted.
        await File.WriteAllTextAsync(Path.Combine(_cli.OutDirectory, "end.marker"), "");
        Assert.True(marked.Wait(TimeSpan.FromSeconds(30)), "the file watcher reported nothing");

        Assert.Equal(ExitCodes.Success, exitCode);
        Assert.Equal(1, Volatile.Read(ref runJsonWrites));
    }

    [Fact]
    public async Task The_fallback_report_keeps_the_run_s_noise_threshold()
    {
        File.WriteAllText(_matrix, File.ReadAllText(TwoCells) + "\nnoiseThreshold: 3%\n");
        _cli.Reports.UnwritableOutput = _cli.OutDirectory;

        await _cli.RunAsync("run", "--matrix", _matrix, "--out", _cli.OutDirectory, "--isolation", "process");

        Assert.Equal(2, _cli.Reports.Calls.Count);
        var (_, fallback, _, noiseThreshold) = _cli.Reports.Calls[1];
        Assert.NotEqual(_cli.OutDirectory, fallback);
        Assert.Contains($"The report was written to {fallback} instead.", _cli.Errors, StringComparison.Ordinal);
        Assert.Equal(0.03, noiseThreshold, precision: 12);
        Assert.All(_cli.Reports.Calls, call => Assert.Equal(0.03, call.NoiseThreshold, precision: 12));
    }

    [Fact]
    public async Task A_merge_that_throws_ends_the_run_with_one_line_that_keeps_the_cells_and_says_how_to_merge_them_again()
    {
        _cli.RealReports = new ThrowingMerge();

        var exitCode = await _cli.RunAsync("run", "--matrix", TwoCells, "--out", _cli.OutDirectory, "--isolation", "process");

        Assert.Equal(ExitCodes.Failed, exitCode);
        Assert.Contains($"The merge failed (ArgumentOutOfRangeException: Index was out of range.); every cell is kept in {_cli.OutDirectory}: "
            + $"`dotnet run --project orchestrator -- merge {_cli.OutDirectory}` merges them again", _cli.Errors, StringComparison.Ordinal);
        Assert.Equal(2, Directory.GetFiles(Path.Combine(_cli.OutDirectory, "cells"), "cell.json", SearchOption.AllDirectories).Length);
    }

    private sealed class ThrowingMerge : JsonMatrix.Orchestrator.Workflows.Merge.IFolderMerge
    {
        public JsonMatrix.Orchestrator.Workflows.Merge.MergeOutcome Run(System.Collections.Generic.IReadOnlyList<string> inputFolders, string outputFolder,
            JsonMatrix.Orchestrator.Matrix.Baseline baseline, double noiseThreshold = 0.05, System.Collections.Generic.IReadOnlyList<JsonMatrix.Orchestrator.Matrix.Study>? studies = null,
            string? previousRun = null) => throw new ArgumentOutOfRangeException(null, "Index was out of range.");

        public JsonMatrix.Orchestrator.Workflows.Merge.MergeOutcome RunCells(System.Collections.Generic.IReadOnlyList<string> cellFolders, string outputFolder,
            JsonMatrix.Orchestrator.Matrix.Baseline baseline, double noiseThreshold = 0.05, System.Collections.Generic.IReadOnlyList<JsonMatrix.Orchestrator.Matrix.Study>? studies = null,
            string? previousRun = null) => throw new ArgumentOutOfRangeException(null, "Index was out of range.");
    }

    public void Dispose()
    {
        _cli.Dispose();
        File.Delete(_matrix);
    }
}
