using System.CommandLine;
using System.Linq;
using System.Threading;
using System.Threading.Tasks;
using JsonMatrix.Contracts.Cells;
using JsonMatrix.Orchestrator.Matrix.Planning;
using JsonMatrix.Orchestrator.Packages;
using JsonMatrix.Orchestrator.Reporting.Rendering.Plan;
using JsonMatrix.Orchestrator.Running.Publishing;
using JsonMatrix.Orchestrator.Workflows;

namespace JsonMatrix.Orchestrator.Cli;

/// <summary>`plan`: the cells a run would run, as a table with an estimated time, JSON, or a GitHub Actions matrix.</summary>
public static class PlanCommand
{
    public static Command Create(OrchestratorServices services)
    {
        var command = new Command("plan", "Print the cells a run would run (nothing is run)");
        var matrix = CommonOptions.Matrix();
        var filter = CommonOptions.Filter();
        var job = CommonOptions.Job();
        var format = new Option<string>("--format")
        {
            Description = "text: a table and the estimated time; json: the estimate and the cells; github: a strategy.matrix for .github/workflows/matrix.yml",
            HelpName = "text|json|github",
            DefaultValueFactory = _ => "text",
        };
        command.Options.Add(matrix);
        command.Options.Add(filter);
        command.Options.Add(job);
        var repeat = new Option<string?>("--repeat")
        {
            Description = "Estimate a run that runs every cell N times (run --repeat; text and json only) [default: 1]",
            HelpName = "N",
        };
        command.Options.Add(format);
        command.Options.Add(repeat);
        command.SetAction(async (parseResult, cancellationToken) =>
        {
            var (root, rootError) = RepositoryLocator.Find();
            if (root is null)
            {
                return Errors.Print(services, [rootError!]);
            }

            var choiceErrors = new[]
            {
                ChoiceCheck.Check("--job", parseResult.GetValue(job), KnownIds.Jobs),
                ChoiceCheck.Check("--format", parseResult.GetValue(format), ["text", "json", "github"]),
                RepeatOption.Parse(parseResult.GetValue(repeat)).Error,
                GithubRepeatError(parseResult.GetValue(format), parseResult.GetValue(repeat)),
            }.OfType<string>().ToList();
            var (loaded, errors) = MatrixLoader.Load(parseResult.GetValue(matrix), root, parseResult.GetValue(filter) ?? [], choiceErrors.Count == 0 ? parseResult.GetValue(job) : null);
            if (loaded is null || choiceErrors.Count > 0)
            {
                return Errors.Print(services, [.. choiceErrors, .. errors]);
            }

            // The matrix's processes, unless --repeat says otherwise.
            var repeats = parseResult.GetValue(repeat) is null ? loaded.Definition.Processes : RepeatOption.Parse(parseResult.GetValue(repeat)).Repeats;

            // The GitHub plan lists jobs for runners whose own NuGet source decides; text and json say what this one lacks.
            var availability = CellAvailability.AllAvailable;
            if (parseResult.GetValue(format) != "github")
            {
                var source = services.PackageVersionSource(root);
                if (await SerializerVersionCheck.ErrorsAsync(loaded.Cells, source, loaded.FileName, cancellationToken).ConfigureAwait(false) is { Count: > 0 } versionErrors)
                {
                    return Errors.Print(services, versionErrors);
                }

                availability = (await CellAvailabilityProbe.ProbeAsync(loaded.Cells, source, cancellationToken).ConfigureAwait(false))
                    .WithNativeAot(loaded.Cells, NativeAotToolchain.MissingHere());
            }
            switch (parseResult.GetValue(format))
            {
                case "json":
                    services.Out.WriteLine(PlanJsonRenderer.Render(loaded.Definition, loaded.Cells, await LearnedAsync(services, root, loaded, cancellationToken), repeats, availability));
                    break;
                case "github":
                    // Built-in figures: a runner has no learned durations, and publishes everything once. Each job's run
                    // chooses its own cold-start hosts among its cells, so its estimate does too.
                    var unassigned = loaded.AllCells.ToDictionary(cell => cell.Id);
                    var plan = GithubMatrixPlanner.Plan(loaded.AllCells, loaded.Cells,
                        cells => PlanTotals.Of(loaded.Definition, ColdStartHosts.Assign([.. cells.Select(cell => unassigned[cell.Id])], loaded.Definition.Serializers),
                            DurationEstimate.BuiltIn, loaded.Definition.Processes).Total);
                    if (plan.Error is not null)
                    {
                        return Errors.Print(services, [plan.Error]);
                    }

                    services.Out.WriteLine(PlanGithubRenderer.Render(plan));
                    break;
                default:
                    services.Out.Write(PlanTextRenderer.Render(loaded.Definition, loaded.Cells, await LearnedAsync(services, root, loaded, cancellationToken), repeats, availability));
                    break;
            }

            return ExitCodes.Success;
        });
        return command;
    }

    /// <summary>The GitHub matrix lists job groups, and the workflow's jobs run each cell once: a repeat count there
    /// would be silently dropped.</summary>
    private static string? GithubRepeatError(string? format, string? repeat) =>
        format == "github" && RepeatOption.Parse(repeat) is { Error: null, Repeats: > 1 }
            ? $"--repeat '{repeat}' does not apply to --format github: the workflow's jobs run every cell once; drop --repeat, or use --format text or json."
            : null;

    /// <summary>This machine's learned figures, and which runtimes are already published (their set-up costs nothing).</summary>
    private static async Task<DurationEstimate> LearnedAsync(OrchestratorServices services, string root, LoadedMatrix loaded, CancellationToken cancellationToken) =>
        new(Running.Durations.DurationHistoryFile.Read(services.MachineCacheDirectory), DurationEstimate.CurrentPlatform,
            PublishedSetups.Of(root, services.CacheDirectory(root), loaded.Definition.Serializers, loaded.Cells,
                await Workflows.Run.RunValidation.SdkVersionAsync(services, root, cancellationToken).ConfigureAwait(false)));
}
