using System.CommandLine;
using System.IO;
using System.Linq;
using JsonMatrix.Orchestrator.Cells;
using JsonMatrix.Orchestrator.Workflows;

namespace JsonMatrix.Orchestrator.Cli;

/// <summary>`merge DIR... [--out DIR]`: cell folders from runs (local or downloaded CI artifacts) into one report.</summary>
public static class MergeCommand
{
    public static Command Create(OrchestratorServices services)
    {
        var command = new Command("merge", "Merge the cell folders of one or more runs into report.{md,html,json,csv}");
        var inputs = new Argument<string[]>("DIR")
        {
            Description = "Run folders (holding cells/), cells/ folders or single cell folders",
            Arity = ArgumentArity.OneOrMore,
        };
        var output = new Option<string?>("--out")
        {
            Description = "Where to write the reports [default: the first DIR]",
            HelpName = "DIR",
        };
        var matrix = CommonOptions.Matrix();
        matrix.Description = "The matrix file whose baseline (serializer, runtime) ratios are computed against [default: matrix.yaml at the repository root]";
        var failOnFailedCells = new Option<bool>("--fail-on-failed-cells")
        {
            Description = "Exit 1 when a merged cell failed, after writing the reports (ok, n/a and unavailable cells do not count), as `run` does; the workflow's merge step uses it",
        };
        command.Arguments.Add(inputs);
        command.Options.Add(output);
        command.Options.Add(matrix);
        command.Options.Add(failOnFailedCells);
        command.SetAction(parseResult =>
        {
            var directories = parseResult.GetValue(inputs) ?? [];
            var missing = directories.Where(directory => !Directory.Exists(directory))
                .Select(directory => $"'{directory}' is not a folder: pass run folders (with cells/) or cell folders.")
                .ToList();
            if (missing.Count > 0)
            {
                return Errors.Print(services, missing);
            }

            var (root, rootError) = RepositoryLocator.Find();
            var (loaded, errors) = root is null ? (null, [rootError!]) : MatrixLoader.Load(parseResult.GetValue(matrix), root, [], null);
            if (loaded is null)
            {
                return Errors.Print(services, errors);
            }

            var (target, targetError) = OutputFolderCheck.FullPath("--out", parseResult.GetValue(output) ?? directories[0]);
            if ((targetError ?? OutputFolderCheck.Check("--out", target!)) is { } outError)
            {
                return Errors.Print(services, [outError]);
            }

            // A folder that a run is writing now is that run's: a merge must not overwrite its reports meanwhile.
            var (runFolder, holder, _) = File.Exists(Running.Locks.RunFolderLock.PathIn(target!)) ? Running.Locks.RunFolderLock.TryAcquire(target!) : (null, null, null);
            using var held = runFolder;
            if (holder is not null)
            {
                return Errors.Print(services, [$"--out '{target}' is in use by {holder} right now: merge into another folder, or once that run has ended."]);
            }

            var result = services.Merge.Run(directories.Select(Path.GetFullPath).ToList(), target!, loaded.Definition.Baseline, loaded.Definition.NoiseThreshold);
            foreach (var skipped in result.Skipped)
            {
                services.Error.WriteLine($"skipped: {skipped}");
            }

            if (result.Errors.Count > 0)
            {
                foreach (var error in result.Errors)
                {
                    services.Error.WriteLine($"error: {error}");
                }

                // A folder without any cell is a bad argument (nothing was written); a failed write is a late failure.
                return result.InputRejected ? ExitCodes.InvalidOptions : ExitCodes.Failed;
            }

            foreach (var file in result.Files)
            {
                services.Out.WriteLine(file);
            }

            var failed = result.Report?.Cells.Where(cell => CellStatus.IsFailure(cell.Status)).Select(cell => cell.Id).ToList() ?? [];
            if (parseResult.GetValue(failOnFailedCells) && failed.Count > 0)
            {
                services.Error.WriteLine($"{failed.Count} cell(s) failed: {string.Join(", ", failed)} (the reports say why).");
                return ExitCodes.Failed;
            }

            return ExitCodes.Success;
        });
        return command;
    }
}
