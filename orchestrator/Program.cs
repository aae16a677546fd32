using System;
using JsonMatrix.Orchestrator.Cli;
using JsonMatrix.Orchestrator.Docker;
using JsonMatrix.Orchestrator.Provisioning;
using JsonMatrix.Orchestrator.Running.Processes;
using JsonMatrix.Orchestrator.Workflows;
using JsonMatrix.Orchestrator.Workflows.Merge;
using JsonMatrix.Orchestrator.Workflows.Run;

var services = new OrchestratorServices(
    Console.Out,
    Console.Error,
    TimeProvider.System,
    new ProcessRunner(),
    new SystemFacts(),
    endpoint => new DockerEngine(endpoint),
    new FolderMerge(),
    ConsoleProgress.IsInteractive());
return await CliApplication.InvokeAsync(args, services);
