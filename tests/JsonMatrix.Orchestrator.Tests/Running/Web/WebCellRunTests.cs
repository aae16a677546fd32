using System;
using System.Linq;
using System.Threading.Tasks;
using JsonMatrix.Orchestrator.Cells;
using JsonMatrix.Orchestrator.Matrix;
using JsonMatrix.Orchestrator.Running.Web;
using JsonMatrix.Orchestrator.Tests.Fakes;
using Xunit;

namespace JsonMatrix.Orchestrator.Tests.Running.Web;

/// <summary>A web cell through the real run step over a fake engine: the web app's publish and image, the container's
/// cores and arguments, and the verdict from the app's exit code and web-result.json.</summary>
public sealed class WebCellRunTests
{
    private static readonly RuntimeSpec Core31 = new("netcoreapp3.1", "netcoreapp3.1", "linux", "dotnet", "3.1.3", ".NET Core 3.1");
    private static readonly RuntimeSpec Net10 = new("net10.0", "net10.0", "linux", "dotnet", "10.0.1", ".NET 10");

    private static Cell Web(RuntimeSpec runtime, SerializerSpec serializer) =>
        new(WebCells.MakeId(runtime.Id, serializer.Id), runtime, serializer, WebCells.NotApplicable, WebCells.NotApplicable) { Workload = "web" };

    [Fact]
    public async Task A_web_cell_publishes_the_web_app_builds_the_web_image_and_runs_it_on_two_cores_with_the_matrix_s_load()
    {
        using var harness = new RunHarness();
        harness.Engine.Bench = (spec, output, _) =>
        {
            WebOutput.WriteSuccess(output);
            return Task.FromResult(0);
        };

        var record = Assert.Single(await harness.RunAsync(Web(TestCells.Net8, TestCells.Stj)));

        Assert.Equal(CellStatus.Ok, record.Status);
        Assert.Equal("web", record.Workload);
        Assert.Contains(harness.Publishes, p => p.Arguments[1].EndsWith("web/JsonMatrix.Web.csproj", StringComparison.Ordinal));
        var build = Assert.Single(harness.Engine.Builds);
        Assert.EndsWith("containers/web/Dockerfile", build.DockerfilePath.Replace('\\', '/'));
        Assert.StartsWith("jsonmatrix-bench:web-net8.0-", build.Tag);
        var spec = Assert.Single(harness.Engine.Started);
        Assert.Equal("1,0", spec.CpuSet);
        Assert.Equal(["--serializers", "system-text-json", "--out", "/out", "--duration", "2s", "--warmup", "1s", "--warmup-max", "3s", "--connections", "8", "--repeats", "2",
            "--server-cpus", "1", "--client-cpus", "0"], spec.Command);
        Assert.Equal(ContainerHardeningExpected, spec.Hardening);
        Assert.Equal("1,0", record.Limits.Cpuset);
        Assert.True(System.IO.File.Exists(System.IO.Path.Combine(harness.Repository.Out, "cells", record.Id, "web-result.json")));
    }

    private static Orchestrator.Docker.ContainerHardening ContainerHardeningExpected => Orchestrator.Docker.ContainerHardening.Cell;

    [Fact]
    public async Task A_runtime_s_web_cells_run_in_one_container_and_one_whose_gate_fails_fails_alone_with_the_gate_s_reason()
    {
        using var harness = new RunHarness();
        harness.Engine.Bench = (spec, output, _) =>
        {
            WebOutput.WriteGateMismatch(output, "newtonsoft");
            WebOutput.WriteSuccess(output);
            return Task.FromResult(1);
        };

        var records = await harness.RunAsync(Web(TestCells.Net8, TestCells.NewtonsoftJson), Web(TestCells.Net8, TestCells.Stj));

        var spec = Assert.Single(harness.Engine.Started);
        Assert.Equal("newtonsoft,system-text-json", spec.Command[1]);
        Assert.Equal(CellStatus.Failed, records[0].Status);
        Assert.Equal("gate mismatch: POST /list-1000: the body differs from the golden list-1000 JSON ($[0].isVIP: expected true, got false)", records[0].Reason);
        Assert.Equal(1, records[0].ExitCode);
        Assert.Equal(CellStatus.Ok, records[1].Status);
        Assert.Equal(0, records[1].ExitCode);
        foreach (var record in records)
        {
            var folder = System.IO.Path.Combine(harness.Repository.Out, "cells", record.Id);
            Assert.True(System.IO.File.Exists(System.IO.Path.Combine(folder, "web-result.json")), record.Id);
            Assert.Contains("ran together", System.IO.File.ReadAllText(System.IO.Path.Combine(folder, "log.txt")));
        }
    }

    [Fact]
    public async Task Every_cell_of_a_web_group_records_the_image_it_ran_in_and_only_the_first_its_build_time()
    {
        using var harness = new RunHarness();
        harness.Engine.Bench = (spec, output, _) =>
        {
            WebOutput.WriteSuccess(output);
            return Task.FromResult(0);
        };

        var records = await harness.RunAsync(Web(TestCells.Net8, TestCells.NewtonsoftJson), Web(TestCells.Net8, TestCells.Stj));

        Assert.All(records, record => Assert.StartsWith("jsonmatrix-bench:web-net8.0-", record.Image, StringComparison.Ordinal));
        Assert.All(records, record => Assert.NotNull(record.PublishHash));
        Assert.Equal([false, true], records.Select(record => record.Steps.Single(step => step.Name == "image").Cached));
    }

    [Fact]
    public async Task A_web_group_whose_app_was_published_before_the_first_cell_shares_its_own_time_not_the_publish_s()
    {
        using var harness = new RunHarness { BuildAhead = true, PublishDelay = TimeSpan.FromMilliseconds(400) };
        harness.Engine.Bench = (spec, output, _) =>
        {
            WebOutput.WriteSuccess(output);
            return Task.FromResult(0);
        };

        var records = await harness.RunAsync(Web(TestCells.Net8, TestCells.NewtonsoftJson), Web(TestCells.Net8, TestCells.Stj));

        var publish = records[0].Steps.Single(step => step.Name == "publish");
        Assert.True(publish.Milliseconds >= 400 && !publish.Cached, $"{publish.Milliseconds} ms");
        // Each cell's own time (its wall time less the set-up it reports) is its share of the group's run, never less than nothing.
        Assert.All(records, record => Assert.True(record.WallMs - record.Steps.Where(step => step.Shared).Sum(step => step.Milliseconds) >= 0,
            $"{record.Id}: wall {record.WallMs} ms, set-up {record.Steps.Where(step => step.Shared).Sum(step => step.Milliseconds)} ms"));
    }

    [Fact]
    public async Task A_web_cell_whose_server_wrote_nothing_fails_alone_and_its_group_s_other_cell_keeps_its_result()
    {
        using var harness = new RunHarness();
        harness.Engine.Bench = (spec, output, _) =>
        {
            WebOutput.WriteExitCode(output, "newtonsoft", 3);
            WebOutput.WriteSuccess(output);
            return Task.FromResult(3);
        };

        var records = await harness.RunAsync(Web(TestCells.Net8, TestCells.NewtonsoftJson), Web(TestCells.Net8, TestCells.Stj));

        Assert.Equal(CellStatus.Failed, records[0].Status);
        Assert.StartsWith("measurement failed", records[0].Reason);
        Assert.Equal(CellStatus.Ok, records[1].Status);
    }

    [Fact]
    public async Task Web_cells_of_two_runtimes_run_in_one_container_whose_image_holds_both_apps_each_server_from_its_own()
    {
        // Measured apart, the runtimes' groups carried the machine's change between them into the web trend
        // (docs/web.md, "The web trend across runtimes"): one rotation puts every runtime's windows in the same rounds.
        using var harness = new RunHarness();
        harness.Engine.Bench = (spec, output, _) =>
        {
            foreach (var id in spec.Command[1].Split(',')) WebOutput.WriteSuccess(output, serializer: id);
            return Task.FromResult(0);
        };

        var records = await harness.RunAsync(Web(TestCells.Net8, TestCells.Stj), Web(TestCells.Net8, TestCells.NewtonsoftJson),
            Web(Net10, TestCells.Stj));

        Assert.All(records, r => Assert.True(r.Status == CellStatus.Ok, r.Reason));
        var spec = Assert.Single(harness.Engine.Started);
        Assert.Equal("net8.0/system-text-json,net8.0/newtonsoft,net10.0/system-text-json", spec.Command[1]);
        var apps = spec.Command[spec.Command.ToList().IndexOf("--apps") + 1];
        Assert.Equal("net10.0=/apps/net10.0/JsonMatrix.Web,net8.0=/app/JsonMatrix.Web", apps);
        Assert.Equal(2, harness.Publishes.Count(p => p.Arguments[1].EndsWith("web/JsonMatrix.Web.csproj", StringComparison.Ordinal)));
        var group = harness.Engine.Builds.Single(b => b.DockerfilePath.Replace('\\', '/').EndsWith("containers/web/Dockerfile.group", StringComparison.Ordinal));
        Assert.StartsWith("jsonmatrix-bench:web-net8.0-", group.BuildArgs["WEB_IMAGE"]);
        Assert.DoesNotContain(harness.Engine.Builds, b => b.Tag.StartsWith("jsonmatrix-bench:web-net10.0-", StringComparison.Ordinal));
        Assert.Equal(spec.Image, group.Tag);
        Assert.All(records, r => Assert.Equal(CellStatus.Ok, r.Status));
        Assert.All(records, r => Assert.Equal(group.Tag, r.Image));
        Assert.Equal([false, true, false], records.Select(r => r.Steps.Single(step => step.Name == "image").Cached));
    }

    [Fact]
    public async Task A_runtime_whose_web_app_cannot_publish_fails_alone_and_the_others_run_without_it()
    {
        using var harness = new RunHarness();
        harness.Engine.Bench = (spec, output, _) =>
        {
            foreach (var id in spec.Command[1].Split(',')) WebOutput.WriteSuccess(output, serializer: id);
            return Task.FromResult(0);
        };

        var records = await harness.RunAsync(Web(Core31, TestCells.Stj), Web(TestCells.Net8, TestCells.Stj), Web(TestCells.Net8, TestCells.NewtonsoftJson));

        Assert.Equal(CellStatus.Failed, records[0].Status);
        Assert.StartsWith("publish of the web app for netcoreapp3.1", records[0].Reason);
        var spec = Assert.Single(harness.Engine.Started);
        Assert.Equal("system-text-json,newtonsoft", spec.Command[1]);
        Assert.DoesNotContain("--apps", spec.Command);
        Assert.All(records.Skip(1), r => Assert.Equal(CellStatus.Ok, r.Status));
    }

    [Fact]
    public async Task A_web_cell_with_socket_errors_is_failed_naming_them()
    {
        using var harness = new RunHarness();
        harness.Engine.Bench = (spec, output, _) =>
        {
            WebOutput.WriteSocketErrors(output, 312);
            return Task.FromResult(3);
        };

        var record = Assert.Single(await harness.RunAsync(Web(TestCells.Net8, TestCells.Stj)));

        Assert.Equal(CellStatus.Failed, record.Status);
        Assert.Equal("measurement failed: 312 socket errors in get-list-1000", record.Reason);
    }

    [Fact]
    public async Task A_netcoreapp3_1_web_cell_fails_at_publish_naming_the_missing_asp_net_core_pack_and_runs_nothing()
    {
        using var harness = new RunHarness();

        var record = Assert.Single(await harness.RunAsync(Web(Core31, TestCells.Stj)));

        Assert.Equal(CellStatus.Failed, record.Status);
        Assert.StartsWith("publish of the web app for netcoreapp3.1 (netcoreapp3.1) failed: error NU1102: Unable to find package Microsoft.AspNetCore.App.Runtime.linux-x64", record.Reason);
        Assert.Empty(harness.Engine.Started);
    }

    [Fact]
    public async Task A_web_cell_on_a_one_core_machine_runs_server_and_wrk_on_that_core_and_says_so()
    {
        using var harness = new RunHarness { OnlineCpus = [1] };
        harness.Engine.Bench = (spec, output, _) =>
        {
            WebOutput.WriteSuccess(output);
            return Task.FromResult(0);
        };

        var cell = Web(TestCells.Net8, TestCells.Stj);
        await harness.RunAsync(cell);

        var spec = Assert.Single(harness.Engine.Started);
        Assert.Equal("1", spec.CpuSet);
        Assert.DoesNotContain("--server-cpus", spec.Command);
        Assert.Contains($"note {cell.Id} server and wrk share CPU 1 (one core online): requests/s are lower than with separate cores", harness.Progress.Lines);
    }

    [Fact]
    public void Process_isolation_needs_wrk_on_path_and_says_how_to_get_it()
    {
        Assert.Null(WebInvocation.WhyNotLocally(_ => true));
        Assert.StartsWith("wrk is not installed on this machine", WebInvocation.WhyNotLocally(_ => false));
    }

    [Theory]
    [InlineData("2-3", "", 1, "2-3", "2", "3")]
    [InlineData("1", "0,1", 1, "1,0", "1", "0")]
    [InlineData("1", "0,1,2,3", 2, "1", null, null)]
    [InlineData("1", "1", 1, "1", null, null)]
    public void Web_cores_are_the_set_s_own_or_one_borrowed_where_one_set_runs(string set, string online, int sets, string cpuSet, string? server, string? client)
    {
        var cpus = WebCpus.Choose(set, online.Split(',', StringSplitOptions.RemoveEmptyEntries).Select(int.Parse).ToList(), sets);

        Assert.Equal((cpuSet, server, client), (cpus.CpuSet, cpus.ServerCpus, cpus.ClientCpus));
    }

    [Theory]
    [InlineData("1", "0,1", "web cells: server on CPU 1, wrk on CPU 0 (borrowed for web cells)")]
    [InlineData("0-1", "0,1", "web cells: server on CPU 0, wrk on CPU 1")]
    [InlineData("0|1", "0,1", "web cells: server and wrk share CPU 0 (one core per core set): requests/s are lower than with separate cores | server and wrk share CPU 1 (one core per core set): requests/s are lower than with separate cores")]
    public void The_run_s_isolation_line_names_the_cpu_wrk_uses_for_web_cells(string sets, string online, string expected)
    {
        Assert.Equal(expected, WebCpus.Summary(sets.Split('|'), [.. online.Split(',').Select(int.Parse)]));
    }

    [Fact]
    public void A_run_with_web_cells_holds_the_borrowed_cpu_too()
    {
        var limits = new ContainerLimits("1", 1L << 30);

        Assert.Equal("1,0", WebCpus.Locked(limits, [0, 1], hasWebCells: true));
        Assert.Equal("1", WebCpus.Locked(limits, [0, 1], hasWebCells: false));
    }
}
