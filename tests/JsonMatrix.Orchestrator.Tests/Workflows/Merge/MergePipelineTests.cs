using System;
using System.Collections.Generic;
using System.IO;
using JsonMatrix.Orchestrator.Matrix;
using JsonMatrix.Orchestrator.Tests.Fakes;
using JsonMatrix.Orchestrator.Tests.Support;
using JsonMatrix.Orchestrator.Workflows;
using JsonMatrix.Orchestrator.Workflows.Merge;
using Xunit;

namespace JsonMatrix.Orchestrator.Tests.Workflows.Merge;

/// <summary>`merge` as its use case, over a merge that answers what a test gives it: what it prints and the exit code
/// it gives for each outcome.</summary>
public sealed class MergePipelineTests : IDisposable
{
    private static readonly string TwoCells = Path.Combine(RepositoryFiles.TestsRoot, "Integration", "two-cells.matrix.yaml");
    private readonly string _input = Directory.CreateTempSubdirectory("jsonmatrix-merge-pipeline-").FullName;
    private readonly StringWriter _out = new();
    private readonly StringWriter _error = new();

    private int Merge(MergeOutcome outcome, bool failOnFailedCells = false, string? previous = null)
    {
        var services = new OrchestratorServices(_out, _error, TimeProvider.System, new FakeProcessRunner(), new FakeSystemFacts(),
            _ => new FakeContainerEngine(), new AnsweringMerge(outcome), Interactive: false);
        return new MergePipeline(services).Run(new MergeRequest([_input], Path.Combine(_input, "out"), TwoCells, failOnFailedCells) { PreviousRun = previous });
    }

    [Fact]
    public void A_previous_run_that_is_not_a_run_folder_is_a_bad_argument_that_names_it_and_merges_nothing()
    {
        var exitCode = Merge(new MergeOutcome(null, ["/out/report.md"], []), previous: _input);

        Assert.Equal(ExitCodes.InvalidOptions, exitCode);
        Assert.Contains($"--previous '{_input}' is not a run folder (it has no run.json)", _error.ToString());
        Assert.Empty(_out.ToString());
    }

    [Fact]
    public void What_the_merge_skipped_goes_to_stderr_and_the_files_it_wrote_to_stdout()
    {
        var exitCode = Merge(new MergeOutcome(null, ["/out/report.md", "/out/report.json"], []) { Skipped = ["/in/link: a link, not followed"] });

        Assert.Equal(ExitCodes.Success, exitCode);
        Assert.Equal("skipped: /in/link: a link, not followed" + Environment.NewLine, _error.ToString());
        Assert.Equal("/out/report.md" + Environment.NewLine + "/out/report.json" + Environment.NewLine, _out.ToString());
    }

    [Theory]
    [InlineData(true, ExitCodes.InvalidOptions)]
    [InlineData(false, ExitCodes.Failed)]
    public void Refused_inputs_are_bad_arguments_and_reports_that_could_not_be_written_a_failure(bool inputRejected, int expected)
    {
        var exitCode = Merge(new MergeOutcome(null, [], ["no cell.json below '/in'"]) { InputRejected = inputRejected });

        Assert.Equal(expected, exitCode);
        Assert.Equal("error: no cell.json below '/in'" + Environment.NewLine, _error.ToString());
        Assert.Empty(_out.ToString());
    }

    [Fact]
    public void Without_a_failed_cell_fail_on_failed_cells_changes_nothing()
    {
        Assert.Equal(ExitCodes.Success, Merge(new MergeOutcome(null, ["/out/report.md"], []), failOnFailedCells: true));
        Assert.Empty(_error.ToString());
    }

    public void Dispose()
    {
        if (Directory.Exists(_input)) Directory.Delete(_input, recursive: true);
    }

    /// <summary>Gives the outcome it was made with, whatever it is asked to merge.</summary>
    private sealed class AnsweringMerge(MergeOutcome outcome) : IFolderMerge
    {
        public MergeOutcome Run(IReadOnlyList<string> inputFolders, string outputFolder, Baseline baseline, double noiseThreshold, IReadOnlyList<Study>? studies = null, string? previousRun = null) => outcome;

        public MergeOutcome RunCells(IReadOnlyList<string> cellFolders, string outputFolder, Baseline baseline, double noiseThreshold, IReadOnlyList<Study>? studies = null, string? previousRun = null) => outcome;
    }
}
