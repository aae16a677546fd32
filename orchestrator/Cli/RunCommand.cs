using System.CommandLine;
using JsonMatrix.Orchestrator.Running.Images;
using JsonMatrix.Orchestrator.Workflows;
using JsonMatrix.Orchestrator.Workflows.Run;

namespace JsonMatrix.Orchestrator.Cli;

/// <summary>`run` (also the root command's own action, so `dotnet run --project orchestrator` runs the default matrix).</summary>
public static class RunCommand
{
    public const string Description = "Run the matrix's cells (one container per cell, or local processes) and merge them into report.{md,html,json,csv}";

    public static Command Create(OrchestratorServices services)
    {
        var command = new Command("run", Description);
        Configure(command, services);
        return command;
    }

    /// <summary>Adds run's options and action to a command (the root command and `run` each get their own).</summary>
    public static void Configure(Command command, OrchestratorServices services)
    {
        var matrix = CommonOptions.Matrix();
        var filter = CommonOptions.Filter();
        var job = CommonOptions.Job();
        var output = new Option<string?>("--out")
        {
            Description = "Output folder: cells/<cell-id>/ and the reports [default: results/<run-id>/ at the repository root, run-id = UTC start time and process id]; a folder holding another run's cells is refused (see --resume)",
            HelpName = "DIR",
        };
        var isolation = new Option<string?>("--isolation")
        {
            Description = "container: one container per cell; process: the same published bench as a local process [default: container when a Docker engine answers, else process]",
            HelpName = "container|process",
        };
        var baseImage = new Option<string>("--base-image")
        {
            Description = "Base image of the cell images (pulled, or built locally with debootstrap where no registry is reachable)",
            HelpName = "NAME",
            DefaultValueFactory = _ => BenchImages.DefaultBaseImage,
        };
        var resume = new Option<string?>("--resume")
        {
            Description = "Continue the run in DIR with the inputs recorded in its run.json (no other option needed): cells that ended ok are kept, the rest run again; a changed matrix, bench or SDK is an error",
            HelpName = "DIR",
        };
        var repeat = new Option<string?>("--repeat")
        {
            Description = "Measure every micro cell in N processes, pass after pass in alternating order (the plan's, then reversed, …); the report shows each figure's median over the processes and the spread between them [default: the matrix's processes]",
            HelpName = "N",
        };
        var noWait = new Option<bool>("--no-wait")
        {
            Description = "Fail at once when another run holds a CPU of limits.cpuset, instead of waiting for it",
        };
        command.Options.Add(matrix);
        command.Options.Add(filter);
        command.Options.Add(job);
        command.Options.Add(output);
        command.Options.Add(isolation);
        command.Options.Add(baseImage);
        command.Options.Add(resume);
        command.Options.Add(repeat);
        command.Options.Add(noWait);
        command.SetAction((parseResult, cancellationToken) => new RunPipeline(services).RunAsync(
            new RunRequest(
                parseResult.GetValue(matrix),
                parseResult.GetValue(filter) ?? [],
                parseResult.GetValue(job),
                parseResult.GetValue(output),
                parseResult.GetValue(isolation),
                parseResult.GetValue(baseImage) ?? BenchImages.DefaultBaseImage)
            {
                Resume = parseResult.GetValue(resume),
                NoWait = parseResult.GetValue(noWait),
                Repeat = parseResult.GetValue(repeat),
            },
            cancellationToken));
    }
}
