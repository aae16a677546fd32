using System.Linq;
using System.Text.Json;
using JsonMatrix.Orchestrator.Matrix;
using JsonMatrix.Orchestrator.Reporting.Rendering.Plan;
using JsonMatrix.Orchestrator.Tests.Matrix;
using Xunit;

namespace JsonMatrix.Orchestrator.Tests.Reporting.Rendering.Plan;

public sealed class PlanRendererTests
{
    private static readonly MatrixParseResult Parsed = MatrixParser.Parse(MatrixYaml.Valid, "matrix.yaml");

    [Fact]
    public void The_json_plan_lists_every_cell_with_its_keys_platform_host_and_framework()
    {
        using var document = JsonDocument.Parse(PlanJsonRenderer.Render(Parsed.Definition!, Parsed.Cells));

        var cells = document.RootElement.GetProperty("cells").EnumerateArray().ToList();
        Assert.Equal(Parsed.Cells.Select(c => c.Id), cells.Select(c => c.GetProperty("id").GetString()));
        var first = cells[0];
        Assert.Equal("net8.0", first.GetProperty("runtime").GetString());
        Assert.Equal("system-text-json", first.GetProperty("serializer").GetString());
        Assert.Equal("default", first.GetProperty("escaping").GetString());
        Assert.Equal("cached", first.GetProperty("lifetime").GetString());
        Assert.Equal("linux", first.GetProperty("platform").GetString());
        Assert.Equal("dotnet", first.GetProperty("host").GetString());
        Assert.Equal("net8.0", first.GetProperty("framework").GetString());
        Assert.Equal("inbox", first.GetProperty("version").GetString());
        Assert.Equal(56, first.GetProperty("benchmarks").GetInt32());
        Assert.Equal(3.8 + 2 * 56, first.GetProperty("estimatedSeconds").GetDouble(), 9);
        // The same totals as the text plan below: 16 cells of 115.8 s, 2 runtimes' 27 s of set-up side by side.
        var estimate = document.RootElement.GetProperty("estimate");
        Assert.Equal(16 * 115.8, estimate.GetProperty("cellsSeconds").GetDouble(), 9);
        Assert.Equal(27, estimate.GetProperty("setupSeconds").GetDouble());
        Assert.Equal((16 * 115.8) + 27, estimate.GetProperty("totalSeconds").GetDouble(), 9);
        Assert.Equal(1, document.RootElement.GetProperty("repeats").GetInt32());
    }

    [Fact]
    public void The_text_plan_is_a_table_of_the_cells_followed_by_the_total_estimate()
    {
        var text = PlanTextRenderer.Render(Parsed.Definition!, Parsed.Cells);

        var lines = text.Split('\n');
        Assert.StartsWith("cell ", lines[0]);
        Assert.Contains("net10.0_newtonsoft_relaxed_per-call", text);
        // 16 cells x (3.8 s + 56 benchmarks x 2 s with the quick job) = 1853 s, plus 2 runtimes' 27 s of set-up, two at a time.
        Assert.Contains("16 cells x 56 benchmarks (8 payloads x 7 operations), job 'quick'.", text);
        Assert.Contains("Estimated time: 31 min 20 s one cell after another (30 min 53 s of cells, 27 s of publishing and image builds before the first cell, 2 at a time", text);
    }
}
