using System.CommandLine;
using System.IO;
using System.Linq;
using JsonMatrix.Orchestrator.Matrix;

namespace JsonMatrix.Orchestrator.Cli.Compare;

/// <summary>`compare FIRST SECOND`: per benchmark, is SECOND faster, slower or the same as FIRST (a statistical test of
/// the measured iterations)? Exits 1 on a regression only with --fail-on-regression.</summary>
public static class CompareCommand
{
    private static readonly string[] Formats = ["text", "json", "md"];

    public static Command Create(CliServices services)
    {
        var command = new Command("compare", "Compare two runs benchmark by benchmark: faster, slower or the same (Mann-Whitney U test of the measured iterations, plus a threshold)");
        var first = new Argument<string>("FIRST") { Description = "The --out folder of the earlier (reference) run, or a downloaded report artifact holding its cells" };
        var second = new Argument<string>("SECOND") { Description = "The --out folder of the run to judge against FIRST" };
        var threshold = new Option<string>("--threshold")
        {
            Description = "Smallest difference that counts, as a percentage (5% : a benchmark is slower only when it is significantly more than 5 % slower)",
            DefaultValueFactory = _ => "5%",
        };
        var format = new Option<string>("--format") { Description = "Output: text, json or md", DefaultValueFactory = _ => "text" };
        format.AcceptOnlyFromAmong(Formats);
        var failOnRegression = new Option<bool>("--fail-on-regression") { Description = "Exit 1 when any benchmark is slower in SECOND" };
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
            var errors = new[] { firstPath, secondPath }.Where(path => !Directory.Exists(path))
                .Select(path => $"'{path}' is not a folder: pass the --out folders of two runs.").ToList();
            var limit = Percent.Parse(thresholdText);
            if (limit is null) errors.Add($"--threshold '{thresholdText}' is not a percentage above 0 and below 100: pass a value like 5%.");
            if (errors.Count > 0) return Errors.Print(services, errors);

            var (a, aErrors) = RunFigures.Read(firstPath);
            var (b, bErrors) = RunFigures.Read(secondPath);
            // An unreadable report is bad input, named like any other: exit 2 before any comparison.
            if (aErrors.Count + bErrors.Count > 0) return Errors.Print(services, [.. aErrors, .. bErrors]);

            var comparison = RunComparison.Of(a, b, limit!.Value);
            services.Out.Write(parseResult.GetValue(format) switch
            {
                "json" => ComparisonJson.Render(comparison, firstPath, secondPath),
                "md" => ComparisonMarkdown.Render(comparison, firstPath, secondPath),
                _ => ComparisonText.Render(comparison, firstPath, secondPath),
            });
            return parseResult.GetValue(failOnRegression) && comparison.Regressions.Count > 0 ? ExitCodes.Failed : ExitCodes.Success;
        });
        return command;
    }
}
