using System.Collections.Generic;
using System.CommandLine;
using System.IO;
using System.Linq;
using JsonMatrix.Orchestrator.Matrix;
using JsonMatrix.Orchestrator.Reporting.Input;
using JsonMatrix.Orchestrator.Reporting.Merging;
using JsonMatrix.Orchestrator.Reporting.Model;
using JsonMatrix.Orchestrator.Reporting.Rendering.History;
using JsonMatrix.Orchestrator.Workflows;

namespace JsonMatrix.Orchestrator.Cli;

/// <summary>`history DIR... [--out DIR] [--threshold 5%]`: every benchmark across runs, with regressions between consecutive runs.</summary>
public static class HistoryCommand
{
    public static Command Create(OrchestratorServices services)
    {
        var command = new Command("history", "Write history.{md,html,json}: each benchmark's median across runs (ordered by time) and the regressions between consecutive runs");
        var inputs = new Argument<string[]>("DIR") { Description = "Run folders or downloaded report artifacts holding cells/", Arity = ArgumentArity.OneOrMore };
        var output = new Option<string>("--out") { Description = "Where to write history.{md,html,json}", HelpName = "DIR", DefaultValueFactory = _ => "history" };
        var threshold = new Option<string>("--threshold") { Description = "Smallest slow-down that counts as a regression, as a percentage", DefaultValueFactory = _ => "5%" };
        command.Arguments.Add(inputs);
        command.Options.Add(output);
        command.Options.Add(threshold);
        command.SetAction(parseResult =>
        {
            var directories = parseResult.GetValue(inputs) ?? [];
            var thresholdText = parseResult.GetValue(threshold)!;
            var errors = directories.Where(d => !Directory.Exists(d)).Select(d => $"'{d}' is not a folder: pass run folders (with cells/).").ToList();
            var limit = Percent.Parse(thresholdText);
            if (limit is null) errors.Add($"--threshold '{thresholdText}' is not a percentage above 0 and below 100: pass a value like 5%.");
            var (target, targetError) = OutputFolderCheck.FullPath("--out", parseResult.GetValue(output)!);
            if ((targetError ?? OutputFolderCheck.Check("--out", target!)) is { } outError) errors.Add(outError);
            if (errors.Count > 0) return Errors.Print(services, errors);

            var runs = new List<RunSnapshot>();
            // A folder of runs (results/) is each run in it: read as one, its runs would pass for processes of one run.
            foreach (var directory in directories.SelectMany(d => Reporting.Input.ResultsFolderReader.RunsBelow(d) is { Count: > 1 } below ? below : [d]))
            {
                var (run, readErrors) = HistoryRunReader.Read(directory);
                if (run is null) return Errors.Print(services, readErrors);
                runs.Add(run);
            }

            var history = HistoryBuilder.Build(runs, limit!.Value);
            try
            {
                Directory.CreateDirectory(target!);
                foreach (var (name, text) in HistoryRenderers.All(history))
                {
                    var path = Path.Combine(target!, name);
                    FileSystem.AtomicFile.WriteAllText(path, text);
                    services.Out.WriteLine(path);
                }
            }
            catch (IOException ex)
            {
                services.Error.WriteLine($"error: could not write the history to {target}: {ex.Message}");
                return ExitCodes.Failed;
            }
            catch (System.UnauthorizedAccessException ex)
            {
                services.Error.WriteLine($"error: could not write the history to {target}: {ex.Message}");
                return ExitCodes.Failed;
            }

            services.Out.WriteLine($"{history.Runs.Count} runs, {history.Series.Count} benchmarks, {history.Regressions.Count} regressions.");
            return ExitCodes.Success;
        });
        return command;
    }
}
