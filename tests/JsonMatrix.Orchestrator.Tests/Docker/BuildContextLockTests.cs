using System;
using System.IO;
using System.Threading;
using System.Threading.Tasks;
using JsonMatrix.Orchestrator.Docker;
using Xunit;

namespace JsonMatrix.Orchestrator.Tests.Docker;

public sealed class BuildContextLockTests : IDisposable
{
    private const string Tag = "jsonmatrix-bench:net8.0-0e73b336a6b8";
    private readonly string _folder = Directory.CreateTempSubdirectory("jsonmatrix-build-lock-").FullName;

    [Fact]
    public void The_lock_is_named_like_the_context_tar_Testcontainers_writes_for_the_tag()
    {
        Assert.Equal(Path.Combine(_folder, "jsonmatrix-build-jsonmatrix-bench-net8-0-0e73b336a6b8.lock"), BuildContextLock.PathFor(Tag, _folder));
    }

    [Fact]
    public async Task A_second_build_of_the_same_tag_waits_until_the_first_releases_it()
    {
        var first = await BuildContextLock.AcquireAsync(Tag, CancellationToken.None, _folder);
        var second = BuildContextLock.AcquireAsync(Tag, CancellationToken.None, _folder);
        var other = await BuildContextLock.AcquireAsync("jsonmatrix-bench:net10.0-1", CancellationToken.None, _folder);

        await Task.Delay(600);
        Assert.False(second.IsCompleted, "the second build of the tag went ahead while the first held its context");
        first.Dispose();
        using var acquired = await second.WaitAsync(TimeSpan.FromSeconds(10));
        other.Dispose();
    }

    [Fact]
    public async Task The_wait_ends_with_the_build_s_timeout()
    {
        using var held = await BuildContextLock.AcquireAsync(Tag, CancellationToken.None, _folder);
        using var timeout = new CancellationTokenSource(TimeSpan.FromMilliseconds(300));

        await Assert.ThrowsAnyAsync<OperationCanceledException>(() => BuildContextLock.AcquireAsync(Tag, timeout.Token, _folder));
    }

    public void Dispose() => Directory.Delete(_folder, recursive: true);
}
