using System.IO;
using System.Linq;
using JsonMatrix.Orchestrator.Cells;
using JsonMatrix.Orchestrator.Running.Locks;

namespace JsonMatrix.Orchestrator.Workflows.Merge;

/// <summary>`merge`, step by step: check the folders, the matrix and --out → refuse an --out a run is writing now →
/// merge (<see cref="IFolderMerge"/>) → print what was skipped and the files written, or every error.</summary>
public sealed class MergePipeline
{
    private readonly OrchestratorServices _services;

    public MergePipeline(OrchestratorServices services) => _services = services;

    public int Run(MergeRequest request)
    {
        var missing = request.Inputs.Where(directory => !Directory.Exists(directory))
            .Select(directory => $"'{directory}' is not a folder: pass run folders (with cells/) or cell folders.")
            .ToList();
        if (request.PreviousRun is { } previous && !File.Exists(RunManifest.PathIn(previous)))
        {
            missing.Add($"--previous '{previous}' is not a run folder (it has no {RunManifest.FileName}): pass the folder of an earlier run, such as results/<run-id>.");
        }
        if (missing.Count > 0)
        {
            return Errors.Print(_services, missing);
        }

        var (root, rootError) = RepositoryLocator.Find();
        var (loaded, errors) = root is null ? (null, [rootError!]) : MatrixLoader.Load(request.MatrixPath, root, [], null);
        if (loaded is null)
        {
            return Errors.Print(_services, errors);
        }

        var (target, targetError) = OutputFolderCheck.FullPath("--out", request.OutputDirectory ?? request.Inputs[0]);
        if ((targetError ?? OutputFolderCheck.Check("--out", target!)) is { } outError)
        {
            return Errors.Print(_services, [outError]);
        }

        // A folder that a run is writing now is that run's: a merge must not overwrite its reports meanwhile.
        var (runFolder, holder, _) = File.Exists(RunFolderLock.PathIn(target!)) ? RunFolderLock.TryAcquire(target!) : (null, null, null);
        using var held = runFolder;
        if (holder is not null)
        {
            return Errors.Print(_services, [$"--out '{target}' is in use by {holder} right now: merge into another folder, or once that run has ended."]);
        }

        var result = _services.Merge.Run(request.Inputs.Select(Path.GetFullPath).ToList(), target!, loaded.Definition.Baseline, loaded.Definition.NoiseThreshold, loaded.Definition.Studies, request.PreviousRun);
        foreach (var skipped in result.Skipped)
        {
            _services.Error.WriteLine($"skipped: {skipped}");
        }

        if (result.Errors.Count > 0)
        {
            foreach (var error in result.Errors)
            {
                _services.Error.WriteLine($"error: {error}");
            }

            // A folder without any cell is a bad argument (nothing was written); a failed write is a late failure.
            return result.InputRejected ? ExitCodes.InvalidOptions : ExitCodes.Failed;
        }

        foreach (var file in result.Files)
        {
            _services.Out.WriteLine(file);
        }

        if (request.KeepCells && KeepCells(request, target!, result.Report) is { } copyError)
        {
            _services.Error.WriteLine($"error: {copyError}");
            return ExitCodes.Failed;
        }

        var failed = result.Report?.Cells.Where(cell => CellStatus.IsFailure(cell.Status)).Select(cell => cell.Id).ToList() ?? [];
        if (request.FailOnFailedCells && failed.Count > 0)
        {
            _services.Error.WriteLine($"{failed.Count} cell(s) failed: {string.Join(", ", failed)} (the reports say why).");
            return ExitCodes.Failed;
        }

        return ExitCodes.Success;
    }

    /// <summary>Copies the cells merged into the output's cells/ folder, naming what it leaves out; the error that
    /// stopped it, or null.</summary>
    private string? KeepCells(MergeRequest request, string target, Reporting.Model.MergedReport? report)
    {
        var (cellFiles, errors, _) = Reporting.Input.ResultsFolderReader.FindWithSkipped(request.Inputs.Select(Path.GetFullPath).ToList());
        if (errors.Count > 0) return string.Join(" ", errors);
        var kept = (report?.Cells.Select(cell => cell.Folder) ?? []).ToHashSet(System.StringComparer.Ordinal);
        var copy = CellCopy.Copy(cellFiles, target, kept);
        foreach (var left in copy.NotCopied)
        {
            _services.Error.WriteLine($"skipped: {left}");
        }

        if (copy.Error is null) _services.Out.WriteLine($"{copy.Files} files of {cellFiles.Count} cell folders copied into {RunManifest.CellsDirectoryIn(target)}");
        return copy.Error;
    }
}
