using System.CommandLine;
using JsonMatrix.Orchestrator.Running.Images;
using JsonMatrix.Orchestrator.Workflows;
using JsonMatrix.Orchestrator.Workflows.Clean;

namespace JsonMatrix.Orchestrator.Cli;

/// <summary>`clean [--dry-run] [--all]`: removes JsonMatrix's images that the current sources and matrix would not use,
/// the dangling images its builds left, and the containers of runs that no longer run.</summary>
public static class CleanCommand
{
    public static Command Create(OrchestratorServices services)
    {
        var command = new Command("clean", "Remove JsonMatrix images the current sources and matrix would not use, dangling images its builds left, and containers of runs that died");
        var dryRun = new Option<bool>("--dry-run") { Description = "List what would be removed and the space it takes; remove nothing" };
        var all = new Option<bool>("--all") { Description = "Also remove the current images (the next run rebuilds them)" };
        var matrix = CommonOptions.Matrix();
        matrix.Description = "The matrix whose images are current (kept) [default: matrix.yaml at the repository root]";
        var baseImage = new Option<string>("--base-image")
        {
            Description = "The base image the current images build FROM (part of their tag)",
            HelpName = "NAME",
            DefaultValueFactory = _ => BenchImages.DefaultBaseImage,
        };
        command.Options.Add(dryRun);
        command.Options.Add(all);
        command.Options.Add(matrix);
        command.Options.Add(baseImage);
        command.SetAction((parseResult, cancellationToken) => new CleanPipeline(services).RunAsync(
            new CleanRequest(
                parseResult.GetValue(matrix),
                parseResult.GetValue(baseImage) ?? BenchImages.DefaultBaseImage,
                parseResult.GetValue(dryRun),
                parseResult.GetValue(all)),
            cancellationToken));
        return command;
    }
}
