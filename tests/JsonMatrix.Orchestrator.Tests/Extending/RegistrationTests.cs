extern alias bench;

using System;
using System.IO;
using System.Linq;
using System.Text.RegularExpressions;
using JsonMatrix.Contracts.Cells;
using JsonMatrix.Orchestrator.Matrix;
using JsonMatrix.Orchestrator.Reporting.Rendering.Reports;
using JsonMatrix.Orchestrator.Running.Publishing;
using JsonMatrix.Orchestrator.Tests.Support;
using Xunit;
using BenchmarkAttribute = BenchmarkDotNet.Attributes.BenchmarkAttribute;
using BenchBenchmarks = bench::JsonMatrix.Bench.Benchmarks.SerializerBenchmarks;
using BenchEscaping = bench::JsonMatrix.Bench.Serializers.EscapingMode;
using BenchLifetime = bench::JsonMatrix.Bench.Serializers.OptionsLifetime;
using BenchPayloads = bench::JsonMatrix.Bench.Payloads.PayloadCatalog;
using BenchSerializers = bench::JsonMatrix.Bench.Serializers.SerializerCatalog;

namespace JsonMatrix.Orchestrator.Tests.Extending;

/// <summary>A serializer, runtime, payload or operation is defined once in contracts/Cells/KnownIds.cs and implemented or
/// declared in a few other places (docs/extending.md lists them); these tests fail when one of them was forgotten.</summary>
public sealed class RegistrationTests
{
    private static readonly MatrixParseResult Full = MatrixParser.Parse(ReadRepositoryFile("matrix.full.yaml"), "matrix.full.yaml");

    [Fact]
    public void The_bench_implements_exactly_the_contract_s_serializers_in_the_same_order()
    {
        Assert.Equal(KnownIds.Serializers, BenchSerializers.Ids);
    }

    [Fact]
    public void The_bench_implements_exactly_the_contract_s_operations_payloads_escaping_modes_and_lifetimes()
    {
        var benchmarkMethods = typeof(BenchBenchmarks).GetMethods()
            .Where(method => method.GetCustomAttributes(typeof(BenchmarkAttribute), inherit: false).Length > 0)
            .Select(method => method.Name);
        Assert.Equal(KnownIds.OperationIds.Select(operation => operation.Method).OrderBy(name => name), benchmarkMethods.OrderBy(name => name));
        Assert.Equal(KnownIds.Payloads, BenchPayloads.Ids);
        Assert.Equal(KnownIds.Escaping.Count, Enum.GetValues<BenchEscaping>().Length);
        Assert.Equal(KnownIds.Lifetimes.Count, Enum.GetValues<BenchLifetime>().Length);
    }

    [Fact]
    public void The_full_matrix_declares_every_known_runtime_and_serializer_with_its_package()
    {
        Assert.True(Full.IsValid, string.Join("\n", Full.Errors));
        var definition = Full.Definition!;
        Assert.Equal(KnownIds.Runtimes, definition.Runtimes.Select(runtime => runtime.Id));
        Assert.Equal(KnownIds.Serializers, definition.Serializers.Select(serializer => serializer.Id));
        Assert.All(definition.Serializers, serializer => Assert.Equal(KnownIds.SerializerPackages[serializer.Id], serializer.Package));
    }

    [Fact]
    public void The_bench_builds_every_known_framework()
    {
        var project = ReadRepositoryFile(Path.Combine("bench", "JsonMatrix.Bench.csproj"));
        var targets = Regex.Matches(project, "<TargetFrameworks>([^<]*)</TargetFrameworks>")
            .SelectMany(match => match.Groups[1].Value.Split(';'))
            .Where(target => target.Length > 0 && !target.StartsWith('$'))
            .ToHashSet();

        Assert.All(KnownIds.Frameworks, framework => Assert.Contains(framework, targets));
    }

    [Fact]
    public void The_bench_knows_the_inbox_system_text_json_of_every_dotnet_core_framework()
    {
        var inbox = ReadRepositoryFile(Path.Combine("bench", "build", "SystemTextJsonVersion.targets"));

        Assert.All(KnownIds.Frameworks.Where(framework => framework != "net48"),
            framework => Assert.Contains($"<_StjInboxMajor Condition=\"'$(TargetFramework)' == '{framework}'\">", inbox));
    }

    [Fact]
    public void Every_report_format_has_a_snapshot_and_is_documented()
    {
        var schema = ReadRepositoryFile(Path.Combine("docs", "report-schema.md"));

        Assert.All(ReportWriter.AllRenderers, renderer =>
        {
            Assert.True(File.Exists(RepositoryFiles.Snapshot(renderer.FileName)), $"tests/.../Snapshots/{renderer.FileName} is missing");
            Assert.Contains($"`{renderer.FileName}`", schema);
        });
    }

    [Fact]
    public void Every_serializer_package_from_nuget_has_a_central_default_and_is_referenced_with_the_version_the_orchestrator_passes()
    {
        var versions = ReadRepositoryFile("Directory.Packages.props");
        var fromNuGet = Full.Definition!.Serializers.Where(serializer => serializer.Version != KnownIds.FrameworkVersion).Select(serializer => serializer.Package).Distinct().ToList();

        Assert.All(fromNuGet, package => Assert.Contains($"<PackageVersion Include=\"{package}\"", versions));
        // System.Text.Json is the runtime's own unless a version is asked for (bench/build/SystemTextJsonVersion.targets);
        // every other package reaches the bench through bench/build/SerializerPackages.targets.
        Assert.All(fromNuGet.Where(package => package != "System.Text.Json"), package => Assert.Matches(
            $"<PackageVersion Include=\"{Regex.Escape(package)}\" Version=\"[^\"]+\" Serializer=\"true\" VersionOverride=\"\\$\\({PublishSpec.PropertyName(package)}\\)\" />",
            versions));
    }

    [Fact]
    public void The_matrix_docs_name_every_runtime_and_serializer()
    {
        var text = ReadRepositoryFile(Path.Combine("docs", "matrix.md"));

        Assert.All(KnownIds.Runtimes.Concat(KnownIds.Serializers), id => Assert.Contains($"`{id}`", text));
    }

    [Fact]
    public void The_architecture_docs_name_every_runtime()
    {
        var text = ReadRepositoryFile(Path.Combine("docs", "architecture.md"));

        Assert.All(KnownIds.Runtimes, id => Assert.Contains($"`{id}`", text));
    }

    private static string ReadRepositoryFile(string path) => File.ReadAllText(Path.Combine(RepositoryFiles.RepositoryRoot, path));
}
