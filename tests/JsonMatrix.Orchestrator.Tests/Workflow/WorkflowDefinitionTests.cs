using System.Linq;
using System.Text.RegularExpressions;
using Xunit;
using YamlDotNet.RepresentationModel;
using static JsonMatrix.Orchestrator.Tests.Workflow.WorkflowFile;

namespace JsonMatrix.Orchestrator.Tests.Workflow;

/// <summary>What the workflow promises its users, read from the file itself: the play test runs the same scripts with the
/// same variables, so these checks tie the play to the real workflow.</summary>
public sealed class WorkflowDefinitionTests
{
    private readonly WorkflowFile _workflow = WorkflowFile.Load();

    [Fact]
    public void The_workflow_only_reads_the_repository()
    {
        var permissions = Map(_workflow.Root, "permissions");
        Assert.Equal("read", Scalar(permissions, "contents"));
        Assert.Single(permissions.Children);
    }

    [Fact]
    public void Every_action_is_pinned_to_a_full_version()
    {
        var uses = Regex.Matches(_workflow.Text, @"uses:\s*(\S+)").Select(m => m.Groups[1].Value).ToList();
        Assert.NotEmpty(uses);
        Assert.All(uses, action => Assert.Matches(@"^[\w-]+/[\w-]+@v\d+\.\d+\.\d+$", action));
    }

    [Fact]
    public void No_expression_is_pasted_into_a_shell_script()
    {
        var runs = new[] { "plan", "bench", "merge" }.SelectMany(_workflow.Steps).Select(step => Scalar(step, "run")).OfType<string>().ToList();
        Assert.Equal(4, runs.Count);
        Assert.All(runs, run => Assert.DoesNotContain("${{", run));
    }

    [Fact]
    public void The_plan_job_runs_the_plan_script_with_the_filter_input_in_the_environment()
    {
        var step = _workflow.StepRunning("plan", ".github/scripts/plan.sh");
        Assert.Equal("${{ inputs.filter }}", Scalar(Map(step, "env"), "FILTER"));
        Assert.Equal("${{ steps.plan.outputs.matrix }}", Scalar(Map(_workflow.Job("plan"), "outputs"), "matrix"));
    }

    [Fact]
    public void The_bench_jobs_take_their_matrix_and_runner_from_the_plan_and_upload_their_cells()
    {
        var bench = _workflow.Job("bench");
        Assert.Equal("${{ fromJSON(needs.plan.outputs.matrix) }}", Scalar(Map(bench, "strategy"), "matrix"));
        Assert.Equal("false", Scalar(Map(bench, "strategy"), "fail-fast"));
        Assert.Equal("${{ matrix.runner }}", Scalar(bench, "runs-on"));

        var env = Map(_workflow.StepRunning("bench", ".github/scripts/bench-group.sh"), "env");
        Assert.Equal("${{ matrix.group }}", Scalar(env, "GROUP"));
        Assert.Equal("${{ matrix.filters }}", Scalar(env, "GROUP_FILTERS"));
        Assert.Equal("${{ inputs.job || 'lean' }}", Scalar(env, "JOB"));

        var upload = _workflow.StepUsing("bench", "actions/upload-artifact@");
        Assert.Equal("always()", Scalar(upload, "if"));
        Assert.Equal("cells-${{ matrix.group }}", Scalar(Map(upload, "with"), "name"));
        Assert.Equal("results/group/cells/", Scalar(Map(upload, "with"), "path"));
    }

    [Fact]
    public void The_merge_job_runs_even_when_bench_jobs_fail_and_merges_every_artifact_into_one_folder()
    {
        var merge = _workflow.Job("merge");
        Assert.StartsWith("always()", Scalar(merge, "if"));

        var download = Map(_workflow.StepUsing("merge", "actions/download-artifact@"), "with");
        Assert.Equal("cells-*", Scalar(download, "pattern"));
        Assert.Equal("downloaded/cells", Scalar(download, "path"));
        Assert.Equal("true", Scalar(download, "merge-multiple"));

        _workflow.StepRunning("merge", ".github/scripts/merge-groups.sh");
        var upload = Map(_workflow.StepUsing("merge", "actions/upload-artifact@"), "with");
        Assert.Equal("jsonmatrix-report", Scalar(upload, "name"));
        Assert.Equal("merged/", Scalar(upload, "path"));
    }

    [Fact]
    public void The_merge_job_compares_with_the_previous_successful_run_before_uploading_the_report()
    {
        var merge = _workflow.Job("merge");
        Assert.Equal("read", Scalar(Map(merge, "permissions"), "actions"));
        var env = Map(_workflow.StepRunning("merge", ".github/scripts/compare-previous.sh"), "env");
        Assert.Equal("${{ github.token }}", Scalar(env, "GH_TOKEN"));
        Assert.Equal("${{ github.ref_name }}", Scalar(env, "BRANCH"));
        var steps = _workflow.Steps("merge").ToList();
        Assert.True(steps.IndexOf(_workflow.StepRunning("merge", ".github/scripts/compare-previous.sh")) < steps.IndexOf(_workflow.StepUsing("merge", "actions/upload-artifact@")));
    }

    [Fact]
    public void The_workflow_starts_by_hand_with_filter_and_job_inputs_and_on_a_weekly_schedule()
    {
        var on = Map(_workflow.Root, "on");
        var inputs = Map(Map(on, "workflow_dispatch"), "inputs");
        Assert.Contains(new YamlScalarNode("filter"), inputs.Children.Keys);
        Assert.Contains(new YamlScalarNode("job"), inputs.Children.Keys);
        Assert.Single(((YamlSequenceNode)on["schedule"]).Children);
    }
}
