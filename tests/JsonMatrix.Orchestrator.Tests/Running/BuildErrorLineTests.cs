using JsonMatrix.Orchestrator.Running.Publishing;
using Xunit;

namespace JsonMatrix.Orchestrator.Tests.Running;

public sealed class BuildErrorLineTests
{
    [Fact]
    public void The_missing_runtime_pack_line_is_chosen_without_the_project_path()
    {
        const string log = """
              Determining projects to restore...
            /src/bench/JsonMatrix.Bench.csproj : error NU1102: Unable to find package Microsoft.NETCore.App.Ref with version (= 6.0.36)
            /src/bench/JsonMatrix.Bench.csproj : error NU1102:   - Found 24 version(s) in nuget.org [ Nearest version: 8.0.28 ]
            /src/bench/JsonMatrix.Bench.csproj : error NU1102: Unable to find package Microsoft.NETCore.App.Runtime.linux-x64 with version (= 6.0.36)
            """;

        Assert.Equal(
            "error NU1102: Unable to find package Microsoft.NETCore.App.Runtime.linux-x64 with version (= 6.0.36) (and 1 more in the log)",
            BuildErrorLine.Find(log));
    }

    [Fact]
    public void A_compile_error_loses_the_project_suffix_msbuild_appends()
    {
        const string log = "/src/bench/Program.cs(3,1): error CS1002: ; expected [/src/bench/JsonMatrix.Bench.csproj::TargetFramework=net8.0]";

        Assert.Equal("error CS1002: ; expected", BuildErrorLine.Find(log));
    }

    [Fact]
    public void A_log_without_errors_has_no_error_line()
    {
        Assert.Null(BuildErrorLine.Find("Build succeeded.\n"));
    }
}
