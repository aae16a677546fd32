using System;
using System.CommandLine;
using System.Globalization;
using System.Linq;

namespace JsonMatrix.Orchestrator.Cli.Compare;

/// <summary>`compare FIRST SECOND`: do two runs of the same cells agree? Used to check that a container measures
/// what a local process measures (docs/performance.md).</summary>
public static class CompareCommand
{
    public static Command Create(CliServices services)
    {
        var command = new Command("compare", "Compare two runs of the same cells benchmark by benchmark (e.g. --isolation container against --isolation process)");
        var first = new Argument<string>("FIRST") { Description = "The --out folder of the first run" };
        var second = new Argument<string>("SECOND") { Description = "The --out folder of the second run" };
        var threshold = new Option<double>("--threshold")
        {
            Description = "Largest accepted distance of the median ratio from 1 (0.03: the runs agree when it is within 0.97–1.03)",
            DefaultValueFactory = _ => 0.03,
        };
        command.Arguments.Add(first);
        command.Arguments.Add(second);
        command.Options.Add(threshold);
        command.SetAction(parseResult =>
        {
            var firstPath = parseResult.GetValue(first)!;
            var secondPath = parseResult.GetValue(second)!;
            var limit = parseResult.GetValue(threshold);
            var missing = new[] { firstPath, secondPath }.Where(path => !System.IO.Directory.Exists(path))
                .Select(path => $"'{path}' is not a folder: pass the --out folders of two runs.").ToList();
            if (!(limit > 0 && limit < 1))
            {
                missing.Add($"--threshold {limit.ToString(CultureInfo.InvariantCulture)} is not between 0 and 1 (0.03 means 3 %).");
            }

            if (missing.Count > 0)
            {
                return Errors.Print(services, missing);
            }

            var (a, aErrors) = RunFigures.Read(firstPath);
            var (b, bErrors) = RunFigures.Read(secondPath);
            if (aErrors.Count + bErrors.Count > 0)
            {
                return Errors.Print(services, [.. aErrors, .. bErrors]);
            }

            var comparison = RunComparison.Of(a, b);
            services.Out.Write(ComparisonText.Render(comparison, firstPath, secondPath, limit));
            return comparison.Ratios.Count > 0 && Math.Abs(comparison.MedianRatio - 1) <= limit ? ExitCodes.Success : ExitCodes.Failed;
        });
        return command;
    }
}
