using System;
using System.IO;
using System.Threading.Tasks;
using JsonMatrix.Orchestrator.Cli;
using JsonMatrix.Orchestrator.Docker;
using JsonMatrix.Orchestrator.Provisioning;
using JsonMatrix.Orchestrator.Running.Processes;
using JsonMatrix.Orchestrator.Tests.Support;
using JsonMatrix.Orchestrator.Workflows;
using JsonMatrix.Orchestrator.Workflows.Merge;

namespace JsonMatrix.Orchestrator.Tests.Integration;

/// <summary>
/// What every container test sets up, once for the collection: the engine named by DOCKER_HOST / DOCKER_API_VERSION,
/// and the real command line over it. Each test still opens its own client (<see cref="OpenEngine"/>): a client removes
/// the containers it started when disposed, and tests assert on exactly that, so sharing one would weaken them.
/// </summary>
public sealed class ContainerEngineFixture
{
    private readonly DockerEndpoint? _endpoint;
    private readonly string? _endpointError;

    public ContainerEngineFixture() =>
        (_endpoint, _endpointError) = DockerEndpoint.FromEnvironment(
            Environment.GetEnvironmentVariable("DOCKER_HOST"), Environment.GetEnvironmentVariable("DOCKER_API_VERSION"));

    /// <summary>The engine's endpoint ([EngineFact] has already skipped or failed the test when there is none).</summary>
    public DockerEndpoint Endpoint => _endpoint ?? throw new InvalidOperationException(_endpointError);

    public DockerEngine OpenEngine() => new(Endpoint);

    /// <summary>Runs the real command line at the repository root with real edges, the output going to <paramref name="log"/>.</summary>
    /// <param name="engine">The engine the commands use; default: a new client on <see cref="Endpoint"/>.</param>
    public async Task<int> RunCliAsync(string[] args, Action<string> log, IContainerEngine? engine = null)
    {
        var output = new StringWriter();
        var services = new OrchestratorServices(output, output, TimeProvider.System, new ProcessRunner(), new SystemFacts(),
            endpoint => engine ?? new DockerEngine(endpoint), new FolderMerge(), Interactive: false);
        // The run finds the repository (bench/, containers/) from the working directory.
        var previous = Environment.CurrentDirectory;
        try
        {
            Environment.CurrentDirectory = RepositoryFiles.RepositoryRoot;
            return await CliApplication.InvokeAsync(args, services);
        }
        finally
        {
            Environment.CurrentDirectory = previous;
            log(output.ToString());
        }
    }
}
