using System.CommandLine;
using JsonMatrix.Orchestrator.Workflows;
using JsonMatrix.Orchestrator.Workflows.Merge;

namespace JsonMatrix.Orchestrator.Cli;

/// <summary>`merge DIR... [--out DIR]`: cell folders from runs (local or downloaded CI artifacts) into one report.</summary>
public static class MergeCommand
{
    public static Command Create(OrchestratorServices services)
    {
        var command = new Command("merge", "Merge the cell folders of one or more runs into report.{md,html,json,csv} (and findings.svg)");
        var inputs = new Argument<string[]>("DIR")
        {
            Description = "Run folders (holding cells/), cells/ folders or single cell folders",
            Arity = ArgumentArity.OneOrMore,
        };
        var output = new Option<string?>("--out")
        {
            Description = "Where to write the reports [default: the first DIR]",
            HelpName = "DIR",
        };
        var matrix = CommonOptions.Matrix();
        matrix.Description = "The matrix file whose baseline (serializer, runtime) ratios are computed against [default: matrix.yaml at the repository root]";
        var failOnFailedCells = new Option<bool>("--fail-on-failed-cells")
        {
            Description = "Exit 1 when a merged cell failed, after writing the reports (ok, n/a and unavailable cells do not count), as `run` does; the workflow's merge step uses it",
        };
        var previous = new Option<string?>("--previous")
        {
            Description = "An earlier run folder of the same matrix: the findings set each answer beside its figure there (run does this with the newest earlier run in results/)",
            HelpName = "DIR",
        };
        var keepCells = new Option<bool>("--keep-cells")
        {
            Description = "Copy the merged cell folders into --out's cells/ folder, so that the report keeps its measurements for a later compare or history (bounded: no links, no file over 64 MiB, no cell over 256 MiB; what is left out is named)",
        };
        command.Arguments.Add(inputs);
        command.Options.Add(previous);
        command.Options.Add(output);
        command.Options.Add(matrix);
        command.Options.Add(failOnFailedCells);
        command.Options.Add(keepCells);
        command.SetAction(parseResult => new MergePipeline(services).Run(new MergeRequest(
            parseResult.GetValue(inputs) ?? [],
            parseResult.GetValue(output),
            parseResult.GetValue(matrix),
            parseResult.GetValue(failOnFailedCells))
        {
            PreviousRun = parseResult.GetValue(previous),
            KeepCells = parseResult.GetValue(keepCells),
        }));
        return command;
    }
}
