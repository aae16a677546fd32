using System;
using System.IO;
using System.Threading;
using System.Threading.Tasks;
using JsonMatrix.Orchestrator.Matrix.Planning;
using JsonMatrix.Orchestrator.Running.Publishing;
using JsonMatrix.Orchestrator.Tests.Fakes;
using Xunit;
using static JsonMatrix.Orchestrator.Tests.Fakes.TestCells;

namespace JsonMatrix.Orchestrator.Tests.Running;

public sealed class PublishedSetupsTests : IDisposable
{
    private readonly TestRepository _repository = new();
    private readonly FakeProcessRunner _processes = new();

    [Fact]
    public async Task A_runtime_counts_as_published_once_the_run_s_publish_of_the_same_inputs_is_in_the_cache()
    {
        var net8 = Make(Net8, Stj);
        var mono = Make(TestCells.Mono, Stj);
        Assert.Empty(PublishedSetups.Of(_repository.Root, _repository.Cache, [Stj], [net8, mono], SdkVersion));

        var published = await new BenchPublisher(_repository.Root, _repository.Cache, _processes, TimeSpan.FromMinutes(1))
            .EnsureAsync(PublishSpec.ForCell(net8, [Stj]), CancellationToken.None);
        Assert.True(published.IsSuccess, published.Failure);

        Assert.Equal([DurationEstimate.SetupKey(net8)], PublishedSetups.Of(_repository.Root, _repository.Cache, [Stj], [net8, mono], SdkVersion));
    }

    [Fact]
    public async Task A_change_to_the_bench_s_sources_makes_the_runtime_unpublished_again()
    {
        var net8 = Make(Net8, Stj);
        await new BenchPublisher(_repository.Root, _repository.Cache, _processes, TimeSpan.FromMinutes(1))
            .EnsureAsync(PublishSpec.ForCell(net8, [Stj]), CancellationToken.None);

        File.WriteAllText(Path.Combine(_repository.Root, "bench", "Program.cs"), "class P { int changed; }");

        Assert.Empty(PublishedSetups.Of(_repository.Root, _repository.Cache, [Stj], [net8], SdkVersion));
    }

    /// <summary>What the fake `dotnet --version` answers (FakeProcessRunner).</summary>
    private const string SdkVersion = "10.0.100";

    public void Dispose() => _repository.Dispose();
}
