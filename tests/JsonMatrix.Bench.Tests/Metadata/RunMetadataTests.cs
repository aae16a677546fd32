using System.IO;
using System.Linq;
using System.Text.Json;
using JsonMatrix.Contracts.Cells;
using JsonMatrix.Bench.Metadata;
using JsonMatrix.Bench.Running;
using Xunit;

namespace JsonMatrix.Bench.Tests.Metadata;

public class RunMetadataTests
{
    [Fact]
    public void A_validate_run_writes_metadata_with_runtime_assemblies_verdicts_and_durations()
    {
        using var json = RunValidate("data-contract-json", "default", "cached");
        var root = json.RootElement;

        Assert.Equal(1, root.GetProperty("schemaVersion").GetInt32());
        Assert.Equal("data-contract-json", root.GetProperty("serializer").GetString());
        Assert.Equal("net10.0", root.GetProperty("runtime").GetProperty("targetFramework").GetString());
        Assert.False(root.GetProperty("runtime").GetProperty("isMono").GetBoolean());
        Assert.StartsWith(".NET 10.", root.GetProperty("runtime").GetProperty("frameworkDescription").GetString());
        var assemblies = root.GetProperty("assemblies").EnumerateArray().Select(a => a.GetProperty("name").GetString()).ToArray();
        Assert.Equal(new[] { "System.Text.Json", "System.Private.DataContractSerialization" }, assemblies);
        Assert.All(root.GetProperty("assemblies").EnumerateArray(), a => Assert.False(string.IsNullOrEmpty(a.GetProperty("fileVersion").GetString())));
        Assert.Equal(JsonValueKind.Null, root.GetProperty("sourceGenerationFastPath").ValueKind);
        Assert.Equal(8, root.GetProperty("validation").GetArrayLength());
        var unsupported = root.GetProperty("unsupported").EnumerateArray().ToArray();
        Assert.Equal(new[] { "big", "person", "person-array-200", "nested" }, unsupported.Select(u => u.GetProperty("payload").GetString()));
        Assert.All(unsupported, u => Assert.Equal("*", u.GetProperty("operation").GetString()));
        Assert.Contains("serialize-string", root.GetProperty("emulated").EnumerateArray().Select(e => e.GetProperty("operation").GetString()));
        Assert.True(root.GetProperty("durations").GetProperty("validationMs").GetInt64() >= 0);
        Assert.Equal(0, root.GetProperty("durations").GetProperty("benchmarkMs").GetInt64());
        // A JIT process: it can generate code and has compiled methods (a NativeAOT one says false and 0).
        Assert.True(root.GetProperty("compilation").GetProperty("isDynamicCodeSupported").GetBoolean());
        Assert.True(root.GetProperty("compilation").GetProperty("compiledMethods").GetInt64() > 0);
    }

    [Fact]
    public void The_source_generated_serializer_records_whether_the_fast_path_ran()
    {
        using var json = RunValidate("system-text-json-sourcegen", "default", "cached");

        Assert.True(json.RootElement.GetProperty("sourceGenerationFastPath").GetBoolean());
    }

    [Theory]
    [InlineData(".NETCoreApp,Version=v3.1", "netcoreapp3.1")]
    [InlineData(".NETCoreApp,Version=v6.0", "net6.0")]
    [InlineData(".NETCoreApp,Version=v10.0", "net10.0")]
    [InlineData(".NETFramework,Version=v4.8", "net48")]
    public void Target_framework_names_become_the_runtime_ids_of_the_matrix(string frameworkName, string moniker) =>
        Assert.Equal(moniker, CurrentRuntime.TargetFrameworkMoniker(frameworkName));

    private static JsonDocument RunValidate(string serializer, string escaping, string lifetime)
    {
        var directory = Path.Combine(Path.GetTempPath(), "jsonmatrix-bench-tests", Path.GetRandomFileName());
        var (options, errors) = ArgumentParser.Parse(new[] { "--serializer", serializer, "--escaping", escaping, "--lifetime", lifetime, "--validate", "--artifacts", directory });
        Assert.Empty(errors);

        Assert.Equal(BenchExitCodes.Success, CellRunner.Run(options!, TextWriter.Null));

        return JsonDocument.Parse(File.ReadAllText(Path.Combine(directory, BenchMetadata.FileName)));
    }
}
