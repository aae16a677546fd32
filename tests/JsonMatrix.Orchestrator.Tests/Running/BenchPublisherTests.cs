using System;
using System.IO;
using System.Linq;
using System.Threading;
using System.Threading.Tasks;
using JsonMatrix.Orchestrator.Running.Publishing;
using JsonMatrix.Orchestrator.Tests.Fakes;
using Xunit;
using static JsonMatrix.Orchestrator.Tests.Fakes.TestCells;

namespace JsonMatrix.Orchestrator.Tests.Running;

public sealed class BenchPublisherTests : IDisposable
{
    private readonly TestRepository _repository = new();
    private readonly FakeProcessRunner _processes = new();

    [Fact]
    public async Task Only_the_three_newest_publishes_of_a_runtime_are_kept()
    {
        var spec = PublishSpec.ForCell(Make(Net8, Stj), [Stj]);
        for (var change = 0; change < 5; change++)
        {
            File.WriteAllText(Path.Combine(_repository.Root, "bench", "Program.cs"), $"class P {{ int v{change}; }}");
            var published = await new BenchPublisher(_repository.Root, _repository.Cache, _processes, TimeSpan.FromMinutes(1)).EnsureAsync(spec, CancellationToken.None);
            Assert.True(published.IsSuccess, published.Failure);
        }

        var folders = Directory.GetDirectories(Path.Combine(_repository.Cache, "publish"), "net8.0-*");
        Assert.Equal(3, folders.Length);
    }

    [Fact]
    public async Task A_publish_is_built_next_to_the_cache_and_moved_in_only_when_it_succeeded()
    {
        var failing = new FakeProcessRunner(request => request.Arguments.Contains("publish") ? FakeProcessRunner.Failed(1, "error CS1002: ; expected") : FakeProcessRunner.Succeeded());
        var spec = PublishSpec.ForCell(Make(Net8, Stj), [Stj]);

        var published = await new BenchPublisher(_repository.Root, _repository.Cache, failing, TimeSpan.FromMinutes(1)).EnsureAsync(spec, CancellationToken.None);

        Assert.Equal("publish of net8.0 (net8.0) failed: error CS1002: ; expected", published.Failure);
        Assert.Empty(Directory.GetDirectories(Path.Combine(_repository.Cache, "publish")));
        Assert.Single(Directory.GetFiles(Path.Combine(_repository.Cache, "publish"), "*.failed.log"));
    }

    public void Dispose() => _repository.Dispose();
}
