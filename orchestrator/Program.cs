using System;
using JsonMatrix.Orchestrator.Cli;
using JsonMatrix.Orchestrator.Docker;
using JsonMatrix.Orchestrator.Provisioning;
using JsonMatrix.Orchestrator.Running;
using JsonMatrix.Orchestrator.Workflows;

var services = new CliServices(
    Console.Out,
    Console.Error,
    TimeProvider.System,
    new ProcessRunner(),
    new SystemFacts(),
    endpoint => new DockerEngine(endpoint),
    new FolderMerge(),
    ConsoleProgress.IsInteractive());
return await CliApplication.InvokeAsync(args, services);
