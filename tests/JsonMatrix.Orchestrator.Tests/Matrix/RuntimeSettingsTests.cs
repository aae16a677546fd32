using System.Linq;
using JsonMatrix.Orchestrator.Matrix;
using JsonMatrix.Orchestrator.Running.Execution;
using Xunit;

namespace JsonMatrix.Orchestrator.Tests.Matrix;

/// <summary>A runtime's `settings:`: the only way a cell runs with anything but the runtime's defaults.</summary>
public sealed class RuntimeSettingsTests
{
    private const string Net8 = "    framework: net8.0\n";

    [Fact]
    public void Settings_reach_the_cells_as_dotnet_variables_and_are_named_beside_the_runtime()
    {
        var result = MatrixParser.Parse(MatrixYaml.With(Net8, Net8 + "    label: .NET 8\n    settings: { TieredPGO: \"0\", TC_CallCountingDelayMs: \"64\" }\n"), "matrix.yaml");

        Assert.True(result.IsValid, string.Join("\n", result.Errors));
        var net8 = result.Cells.First(cell => cell.Runtime.Id == "net8.0");
        var net10 = result.Cells.First(cell => cell.Runtime.Id == "net10.0");
        Assert.Equal(".NET 8 (DOTNET_TieredPGO=0, DOTNET_TC_CallCountingDelayMs=64)", net8.Runtime.Label);
        var environment = BenchInvocation.Environment(net8);
        Assert.Equal(("0", "64"), (environment["DOTNET_TieredPGO"], environment["DOTNET_TC_CallCountingDelayMs"]));
        Assert.Equal("net10.0", net10.Runtime.Label);
        Assert.DoesNotContain(BenchInvocation.Environment(net10).Keys, key => key.StartsWith("DOTNET_T", System.StringComparison.Ordinal) || key.StartsWith("DOTNET_gc", System.StringComparison.Ordinal) || key == "DOTNET_ReadyToRun");
    }

    [Fact]
    public void Without_settings_no_cell_carries_a_runtime_setting()
    {
        var cells = MatrixParser.Parse(MatrixYaml.Valid, "matrix.yaml").Cells;

        var names = cells.SelectMany(cell => BenchInvocation.Environment(cell).Keys).Distinct().Order().ToList();

        Assert.Equal(["DOTNET_CLI_TELEMETRY_OPTOUT", "DOTNET_NOLOGO", "JSONMATRIX_CELL"], names);
    }

    [Theory]
    [InlineData("{ TieredPGOO: \"0\" }", "matrix.yaml:4:17: runtime 'net8.0': unknown setting 'TieredPGOO'. Allowed: 'TieredCompilation', 'TC_QuickJitForLoops', 'TC_OnStackReplacement', 'TC_CallCountThreshold', 'TC_CallCountingDelayMs', 'TieredPGO', 'ReadyToRun', 'gcServer', 'gcConcurrent'.")]
    [InlineData("{ TieredPGO: off }", "matrix.yaml:4:28: runtime 'net8.0': setting TieredPGO is 'off'; the runtime reads these values as hexadecimal numbers, for example \"0\" or \"1\" (write TC_CallCountingDelayMs: \"64\" for 100 ms).")]
    [InlineData("[TieredPGO]", "matrix.yaml:4:15: runtime 'net8.0': settings must be a mapping of runtime settings to values, for example 'settings: { TieredPGO: \"0\" }'.")]
    public void A_bad_setting_is_an_error_that_names_the_runtime_and_the_fix(string settings, string expected)
    {
        var result = MatrixParser.Parse(MatrixYaml.With(Net8, Net8 + $"    settings: {settings}\n"), "matrix.yaml");

        Assert.Equal(expected, Assert.Single(result.Errors).ToString());
    }

    [Fact]
    public void Mono_and_net_framework_take_no_settings()
    {
        var yaml = MatrixYaml.With("  - id: net10.0\n    framework: net10.0\n    platform: linux\n    host: dotnet\n",
            "  - id: net10.0\n    framework: net10.0\n    platform: linux\n    host: dotnet\n  - id: mono\n    framework: net48\n    platform: linux\n    host: mono\n    settings: { gcServer: \"1\" }\n");

        var error = Assert.Single(MatrixParser.Parse(yaml, "matrix.yaml").Errors).ToString();

        Assert.EndsWith("runtime 'mono': settings are read by .NET (Core) runtimes only; Mono and .NET Framework ignore DOTNET_ variables. Remove settings.", error);
    }
}
