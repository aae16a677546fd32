using System;
using System.IO;
using System.Linq;
using System.Text.Json;
using System.Threading.Tasks;
using JsonMatrix.Orchestrator.Tests.Fakes;
using JsonMatrix.Orchestrator.Tests.Support;
using Xunit;

namespace JsonMatrix.Orchestrator.Tests.Cli;

public sealed class HistoryCommandTests : IDisposable
{
    private readonly string _root = Path.Combine(Path.GetTempPath(), "jsonmatrix-history-" + Guid.NewGuid().ToString("N"));

    [Fact]
    public async Task History_of_two_runs_writes_three_files_labels_runs_with_time_and_commit_and_lists_the_regression()
    {
        var earlier = Path.Combine(_root, "earlier");
        var later = Path.Combine(_root, "later");
        SyntheticResults.WriteToDisk(earlier, [Cell(100, new DateTimeOffset(2026, 1, 1, 8, 0, 0, TimeSpan.Zero))], measurementsPerBenchmark: 30);
        SyntheticResults.WriteToDisk(later, [Cell(200, new DateTimeOffset(2026, 1, 2, 8, 0, 0, TimeSpan.Zero))], measurementsPerBenchmark: 30);
        File.WriteAllText(Path.Combine(later, "source.json"), """{"commit":"0123456789abcdef"}""");
        var output = Path.Combine(_root, "out");
        using var cli = new CliHarness();

        // Given newest first: history orders by time.
        var exit = await cli.RunAsync("history", later, earlier, "--out", output);

        Assert.Equal(0, exit);
        Assert.Equal(["history.html", "history.json", "history.md"], Directory.GetFiles(output).Select(Path.GetFileName).Order());
        var json = JsonDocument.Parse(File.ReadAllText(Path.Combine(output, "history.json"))).RootElement;
        Assert.Equal(earlier, json.GetProperty("runs")[0].GetProperty("folder").GetString());
        Assert.Equal("0123456789abcdef", json.GetProperty("runs")[1].GetProperty("commit").GetString());
        var regression = Assert.Single(json.GetProperty("regressions").EnumerateArray());
        Assert.Equal(("R1", "R2"), (regression.GetProperty("from").GetString(), regression.GetProperty("to").GetString()));
        Assert.Contains("<svg", File.ReadAllText(Path.Combine(output, "history.html")));
        Assert.Contains("commit 0123456789ab", File.ReadAllText(Path.Combine(output, "history.md")));
    }

    [Fact]
    public async Task A_folder_that_does_not_exist_is_refused_with_exit_code_2()
    {
        using var cli = new CliHarness();

        Assert.Equal(2, await cli.RunAsync("history", Path.Combine(_root, "missing")));
        Assert.Contains("is not a folder", cli.Errors);
    }

    private static SyntheticCell Cell(double median, DateTimeOffset finished) =>
        new("net8.0", "newtonsoft", "default", "cached", [new SyntheticBenchmark("small", "round-trip", median, 4504)], Finished: finished);

    public void Dispose()
    {
        if (Directory.Exists(_root)) Directory.Delete(_root, recursive: true);
    }
}
