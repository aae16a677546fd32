using System.Linq;
using JsonMatrix.Orchestrator.Matrix;
using JsonMatrix.Orchestrator.Running.Publishing;
using Xunit;
using static JsonMatrix.Orchestrator.Tests.Fakes.TestCells;

namespace JsonMatrix.Orchestrator.Tests.Running;

public sealed class NativeAotPublishTests
{
    private static readonly RuntimeSpec Net10Aot = new("net10.0-aot", "net10.0", "linux", "dotnet", null, ".NET 10 NativeAOT") { NativeAot = true };
    private static readonly RuntimeSpec Net10 = new("net10.0", "net10.0", "linux", "dotnet", null, ".NET 10");
    private static readonly SerializerSpec SourceGen = new("system-text-json-sourcegen", "System.Text.Json", "inbox");

    [Fact]
    public void An_aot_runtime_publishes_self_contained_with_publish_aot_and_the_sdk_s_own_versions()
    {
        var spec = PublishSpec.ForCell(Make(Net10Aot, SourceGen), [SourceGen]);

        var arguments = PublishArguments.For(spec, "bench/JsonMatrix.Bench.csproj", "/cache/app", "/cache/build");

        Assert.True(spec.NativeAot);
        Assert.Equal(["-r", "linux-x64", "--self-contained"], arguments.SkipWhile(a => a != "-r").Take(3));
        Assert.Contains("-p:PublishAot=true", arguments);
        Assert.DoesNotContain(arguments, a => a.StartsWith("-p:RuntimeFrameworkVersion", System.StringComparison.Ordinal));
    }

    [Fact]
    public void The_publish_cache_key_tells_an_aot_build_from_the_jit_build_of_the_same_framework()
    {
        var jit = PublishSpec.ForCell(Make(Net10, SourceGen), [SourceGen]) with { RuntimeId = "same" };
        var aot = PublishSpec.ForCell(Make(Net10Aot, SourceGen), [SourceGen]) with { RuntimeId = "same" };

        Assert.NotEqual(jit.Key, aot.Key);
        Assert.DoesNotContain("-p:PublishAot=true", PublishArguments.For(jit, "p", "o", "a"));
    }

    [Fact]
    public void Trim_and_aot_warnings_are_counted_once_each_and_nothing_else_counts()
    {
        const string log = """
            /src/A.cs(14): Trim analysis warning IL2026: A.M(): Using member 'X' which has 'RequiresUnreferencedCodeAttribute'.
            /src/A.cs(14): AOT analysis warning IL3050: A.M(): Using member 'X' which has 'RequiresDynamicCodeAttribute'.
            ILC : warning IL3000: B.C(): 'System.Reflection.Assembly.Location.get' always returns an empty string.
            /src/A.cs(14): Trim analysis warning IL2026: A.M(): Using member 'X' which has 'RequiresUnreferencedCodeAttribute'.
            /nuget/BenchmarkDotNet.dll : warning IL2104: Assembly 'BenchmarkDotNet' produced trim warnings.
            /src/B.cs(3,1): warning CS0618: 'Old' is obsolete
            /src/B.cs(3,1): warning IL9999: not a trim code
            """;

        Assert.Equal(4, PublishWarnings.Count(log));
    }

    [Fact]
    public void A_machine_lacking_the_native_toolchain_is_told_which_packages_to_install()
    {
        Assert.Equal(["clang", "zlib1g-dev"], NativeAotToolchain.Missing(_ => false, _ => false));
        Assert.Equal(["clang"], NativeAotToolchain.Missing(tool => tool != "clang", _ => true));
        Assert.Empty(NativeAotToolchain.Missing(_ => true, _ => true));
    }
}
