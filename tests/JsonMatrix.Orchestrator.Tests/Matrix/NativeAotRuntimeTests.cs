using System.Linq;
using JsonMatrix.Orchestrator.Matrix;
using JsonMatrix.Orchestrator.Matrix.Planning;
using Xunit;

namespace JsonMatrix.Orchestrator.Tests.Matrix;

/// <summary>A runtime's `aot: true`: the bench published with NativeAOT, on which only the serializers that need no
/// dynamic code run.</summary>
public sealed class NativeAotRuntimeTests
{
    private const string Net10 = "  - id: net10.0\n    framework: net10.0\n    platform: linux\n    host: dotnet\n";

    private static string WithRuntime(string runtime) => MatrixYaml.With(Net10, Net10 + runtime);

    private const string Net10Aot = "  - id: net10.0-aot\n    framework: net10.0\n    platform: linux\n    host: dotnet\n    aot: true\n";

    private const string SourceGen = "  - id: system-text-json-sourcegen\n    package: System.Text.Json\n    version: inbox\n  - id: floor\n    package: System.Text.Json\n    version: inbox\n";

    [Fact]
    public void Aot_true_marks_the_runtime_native_and_gives_it_no_web_cells()
    {
        var yaml = WithRuntime(Net10Aot) + "\nworkloads: [micro, web]\n";

        var result = MatrixParser.Parse(yaml, "matrix.yaml");

        Assert.True(result.IsValid, string.Join("\n", result.Errors));
        Assert.True(result.Cells.First(cell => cell.Runtime.Id == "net10.0-aot").Runtime.NativeAot);
        Assert.False(result.Cells.First(cell => cell.Runtime.Id == "net10.0").Runtime.NativeAot);
        Assert.DoesNotContain(result.Cells, cell => cell.IsWeb && cell.Runtime.NativeAot);
    }

    [Theory]
    [InlineData("yes", "matrix.yaml:14:10: unknown aot 'yes'. Allowed: 'true', 'false'.")]
    public void A_bad_aot_value_names_the_allowed_ones(string value, string expected)
    {
        var result = MatrixParser.Parse(WithRuntime(Net10Aot.Replace("aot: true", $"aot: {value}")), "matrix.yaml");

        Assert.Equal(expected, Assert.Single(result.Errors).ToString());
    }

    [Theory]
    [InlineData("  - id: old-aot\n    framework: net6.0\n    platform: linux\n    host: dotnet\n    aot: true\n",
        "runtime 'old-aot': aot: true needs framework 'net8.0' or 'net10.0', but framework is 'net6.0'. Remove aot, or change the framework.")]
    [InlineData("  - id: mono-aot\n    framework: net48\n    platform: linux\n    host: mono\n    aot: true\n",
        "runtime 'mono-aot': aot: true needs framework 'net8.0' or 'net10.0', but framework is 'net48'. Remove aot, or change the framework.")]
    [InlineData("  - id: win-aot\n    framework: net10.0\n    platform: windows\n    host: dotnet\n    aot: true\n",
        "runtime 'win-aot': aot: true publishes a NativeAOT linux-x64 binary: it needs host: dotnet and platform: linux (here host 'dotnet', platform 'windows').")]
    [InlineData("  - id: tuned-aot\n    framework: net10.0\n    platform: linux\n    host: dotnet\n    aot: true\n    settings: { TieredPGO: \"0\" }\n",
        "runtime 'tuned-aot': settings change the JIT's tiering, and a NativeAOT runtime (aot: true) has no JIT. Remove settings, or aot.")]
    public void Aot_on_a_runtime_that_cannot_have_it_is_an_error_naming_the_fix(string runtime, string expected)
    {
        var result = MatrixParser.Parse(WithRuntime(runtime), "matrix.yaml");

        Assert.EndsWith(expected, Assert.Single(result.Errors).ToString());
    }

    [Fact]
    public void Reflection_serializers_on_an_aot_runtime_are_not_applicable_before_anything_runs()
    {
        var yaml = WithRuntime(Net10Aot).Replace("serializers:\n", "serializers:\n" + SourceGen);
        var cells = MatrixParser.Parse(yaml, "matrix.yaml").Cells;

        var availability = CellAvailability.AllAvailable.WithNativeAot(cells, missingTools: []);

        var aot = cells.Where(cell => cell.Runtime.NativeAot).ToList();
        Assert.All(aot.Where(cell => cell.Serializer.Id is "system-text-json" or "newtonsoft"), cell =>
            Assert.StartsWith("needs dynamic code (NativeAOT): ", availability.NotApplicable[cell.Id]));
        Assert.All(aot.Where(cell => cell.Serializer.Id is "system-text-json-sourcegen" or "floor"), cell => Assert.True(availability.IsAvailable(cell)));
        Assert.All(cells.Where(cell => !cell.Runtime.NativeAot), cell => Assert.True(availability.IsAvailable(cell)));
        Assert.Empty(availability.Unavailable);
    }

    [Fact]
    public void The_plan_counts_only_the_cold_start_cells_that_will_run()
    {
        var yaml = WithRuntime(Net10Aot).Replace("serializers:\n", "serializers:\n" + SourceGen) + "\ncoldStart:\n  payloads: [person]\n";
        var matrix = MatrixParser.Parse(yaml, "matrix.yaml");
        var availability = CellAvailability.AllAvailable.WithNativeAot(matrix.Cells, missingTools: []);
        var marked = matrix.Cells.Count(cell => cell.ColdStart is not null);
        var runnable = matrix.Cells.Count(cell => cell.ColdStart is not null && availability.IsAvailable(cell));

        var text = Orchestrator.Reporting.Rendering.Plan.PlanTextRenderer.Render(matrix.Definition!, matrix.Cells, DurationEstimate.BuiltIn, availability: availability);

        Assert.True(runnable < marked, $"the matrix should mark n/a cells too ({runnable} of {marked})");
        Assert.Contains($"Cold start: {runnable} cells ", text);
    }

    [Fact]
    public void Without_clang_the_aot_cells_that_would_run_are_unavailable_naming_the_tool_and_the_fix()
    {
        var yaml = WithRuntime(Net10Aot).Replace("serializers:\n", "serializers:\n" + SourceGen);
        var cells = MatrixParser.Parse(yaml, "matrix.yaml").Cells;

        var availability = CellAvailability.AllAvailable.WithNativeAot(cells, missingTools: ["clang"]);

        var sourcegen = cells.First(cell => cell.Runtime.NativeAot && cell.Serializer.Id == "system-text-json-sourcegen");
        Assert.Equal("a NativeAOT publish links with clang, which this machine lacks: `sudo dotnet run --project orchestrator -- doctor --fix` installs clang and zlib1g-dev",
            availability.Unavailable[sourcegen.Id]);
        // Not applicable wins: a reflection serializer never runs there, with or without clang.
        var newtonsoft = cells.First(cell => cell.Runtime.NativeAot && cell.Serializer.Id == "newtonsoft");
        Assert.False(availability.Unavailable.ContainsKey(newtonsoft.Id));
        Assert.Contains(newtonsoft.Id, availability.NotApplicable.Keys);
        Assert.All(cells.Where(cell => !cell.Runtime.NativeAot), cell => Assert.True(availability.IsAvailable(cell)));
    }
}
