using System.CommandLine;
using System.IO;
using System.Linq;
using JsonMatrix.Orchestrator.Comparing;
using JsonMatrix.Orchestrator.Matrix;
using JsonMatrix.Orchestrator.Reporting.Input;
using JsonMatrix.Orchestrator.Reporting.Rendering.Comparison;
using JsonMatrix.Orchestrator.Statistics;
using JsonMatrix.Orchestrator.Workflows;

namespace JsonMatrix.Orchestrator.Cli;

/// <summary>`compare FIRST SECOND`: per benchmark, is SECOND faster, slower or the same as FIRST, or can these runs not
/// tell (<see cref="ChangeTest"/>)? Exits 1 on a regression only with --fail-on-regression.</summary>
public static class CompareCommand
{
    private static readonly string[] Formats = ["text", "json", "md"];

    public static Command Create(OrchestratorServices services)
    {
        var command = new Command("compare", "Compare two runs benchmark by benchmark: faster, slower, the same, or cannot tell (the runs' process medians against the spread between processes, plus a threshold)");
        var first = new Argument<string>("FIRST") { Description = "The --out folder of the earlier (reference) run, or a downloaded report artifact holding its cells" };
        var second = new Argument<string>("SECOND") { Description = "The --out folder of the run to judge against FIRST" };
        var threshold = new Option<string>("--threshold")
        {
            Description = "Smallest difference that counts, as a percentage (5% : a benchmark is slower only when it is significantly more than 5 % slower)",
            DefaultValueFactory = _ => "5%",
        };
        var format = new Option<string>("--format") { Description = "Output: text, json or md", DefaultValueFactory = _ => "text" };
        format.AcceptOnlyFromAmong(Formats);
        var failOnRegression = new Option<bool>("--fail-on-regression") { Description = "Exit 1 when any benchmark, or the run as a whole, is slower in SECOND (and say how many could not be told)" };
        command.Arguments.Add(first);
        command.Arguments.Add(second);
        command.Options.Add(threshold);
        command.Options.Add(format);
        command.Options.Add(failOnRegression);
        command.SetAction(parseResult =>
        {
            var firstPath = parseResult.GetValue(first)!;
            var secondPath = parseResult.GetValue(second)!;
            var thresholdText = parseResult.GetValue(threshold)!;
            // The same folder given twice is named once.
            var errors = new[] { firstPath, secondPath }.Distinct().Where(path => !Directory.Exists(path))
                .Select(path => $"'{path}' is not a folder: pass the --out folders of two runs.").ToList();
            var limit = Percent.Parse(thresholdText);
            if (limit is null) errors.Add($"--threshold '{thresholdText}' is not a percentage above 0 and below 100: pass a value like 5%.");
            if (errors.Count > 0) return Errors.Print(services, errors);

            var a = RunFigures.Read(firstPath);
            var b = RunFigures.Read(secondPath);
            // A folder that holds no run is bad input, named like any other: exit 2 before any comparison. A bad file in
            // one cell only fails that cell, as in merge.
            if (a.Errors.Count + b.Errors.Count > 0) return Errors.Print(services, [.. a.Errors.Concat(b.Errors).Distinct()]);

            var comparison = RunComparison.Of(a, b, limit!.Value);
            services.Out.Write(parseResult.GetValue(format) switch
            {
                "json" => ComparisonJson.Render(comparison, firstPath, secondPath),
                "md" => ComparisonMarkdown.Render(comparison, firstPath, secondPath),
                _ => ComparisonText.Render(comparison, firstPath, secondPath),
            });
            if (!parseResult.GetValue(failOnRegression)) return ExitCodes.Success;
            var cannotTell = comparison.Count(Verdict.CannotTell);
            // A shift every benchmark shares fails too, though each benchmark alone was too noisy to show it.
            var wholeRunSlower = comparison.WholeRun is { Verdict: Verdict.Slower } run
                ? string.Create(System.Globalization.CultureInfo.InvariantCulture, $"; SECOND is slower as a whole (×{run.Ratio:0.000}, {run.Lower:0.000}–{run.Upper:0.000} over {run.Cells} cells)")
                : null;
            services.Error.WriteLine(comparison.Regressions.Count > 0
                ? $"--fail-on-regression: {comparison.Regressions.Count} benchmarks are slower in SECOND ({cannotTell} could not be told){wholeRunSlower}."
                : wholeRunSlower is not null
                ? $"--fail-on-regression: no benchmark alone is slower in SECOND ({cannotTell} of {comparison.Benchmarks.Count} could not be told){wholeRunSlower}."
                : $"--fail-on-regression: no benchmark is slower in SECOND; {cannotTell} of {comparison.Benchmarks.Count} could not be told (too noisy, or too few processes, to see a change of {Percent.Format(comparison.Threshold)}).");
            return comparison.Regressions.Count > 0 || wholeRunSlower is not null ? ExitCodes.Failed : ExitCodes.Success;
        });
        return command;
    }
}
