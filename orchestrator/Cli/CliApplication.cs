using System;
using System.CommandLine;
using System.Linq;
using System.Threading;
using System.Threading.Tasks;
using JsonMatrix.Orchestrator.Workflows;

namespace JsonMatrix.Orchestrator.Cli;

/// <summary>The command tree: the root command runs the matrix (so `dotnet run --project orchestrator` does), and
/// run, plan, merge, doctor, compare, history and clean are its subcommands. Parse errors are reported all at once with exit code 2.</summary>
public static class CliApplication
{
    public static RootCommand Create(OrchestratorServices services)
    {
        var root = new RootCommand("JsonMatrix: compare .NET JSON serializers across .NET versions, one container per cell.\n"
            + "Without a command it runs the matrix (the same as `run`).");
        RunCommand.Configure(root, services);
        root.Subcommands.Add(RunCommand.Create(services));
        root.Subcommands.Add(PlanCommand.Create(services));
        root.Subcommands.Add(MergeCommand.Create(services));
        root.Subcommands.Add(DoctorCommand.Create(services));
        root.Subcommands.Add(CompareCommand.Create(services));
        root.Subcommands.Add(HistoryCommand.Create(services));
        root.Subcommands.Add(CleanCommand.Create(services));
        return root;
    }

    public static async Task<int> InvokeAsync(string[] args, OrchestratorServices services, CancellationToken cancellationToken = default)
    {
        // Every command prints through the same filter (Text/OutputText): nothing read from a file reaches the terminal raw.
        services = services with { Out = new Reporting.Rendering.SafeTerminalWriter(services.Out), Error = new Reporting.Rendering.SafeTerminalWriter(services.Error, cutQuotes: true) };
        var parseResult = Create(services).Parse(args);
        if (parseResult.Errors.Count > 0)
        {
            return Errors.Print(services, parseResult.Errors.Select(error => error.Message + " See --help.").ToList());
        }

        // On Ctrl+C the action gets time to remove its container and merge the finished cells before the process ends.
        var configuration = new InvocationConfiguration
        {
            Output = services.Out,
            Error = services.Error,
            ProcessTerminationTimeout = TimeSpan.FromSeconds(60),
        };
        return await parseResult.InvokeAsync(configuration, cancellationToken).ConfigureAwait(false);
    }
}
