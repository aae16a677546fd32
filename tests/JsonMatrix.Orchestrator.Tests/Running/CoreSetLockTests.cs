using System;
using System.Diagnostics;
using System.IO;
using System.Threading;
using System.Threading.Tasks;
using JsonMatrix.Orchestrator.Matrix;
using JsonMatrix.Orchestrator.Running.Locks;
using Xunit;

namespace JsonMatrix.Orchestrator.Tests.Running;

public sealed class CoreSetLockTests : IDisposable
{
    private readonly string _locks = Path.Combine(Path.GetTempPath(), "jsonmatrix-locks-" + Guid.NewGuid().ToString("n"));
    private static readonly LockOwner First = new("20260101T000000Z-100", 100, new DateTime(2026, 1, 1, 10, 0, 0, DateTimeKind.Utc), "/results/a");
    private static readonly LockOwner Second = new("20260101T000000Z-200", 200, new DateTime(2026, 1, 1, 10, 0, 1, DateTimeKind.Utc), "/results/b");

    [Fact]
    public void A_second_holder_of_the_same_core_set_is_refused_and_told_which_run_holds_it()
    {
        using var first = Acquire("1", First);
        Assert.Null(first.Waited);

        var (second, holder) = CoreSetLock.TryAcquire(_locks, "1", Second);

        Assert.Null(second);
        Assert.Equal("run 20260101T000000Z-100 (pid 100, started 10:00:00 UTC, output /results/a)", holder);
    }

    [Fact]
    public void Overlapping_core_sets_conflict_and_disjoint_ones_do_not()
    {
        using var first = Acquire("1", First);

        Assert.Null(CoreSetLock.TryAcquire(_locks, "0-1", Second).Lock);
        using var disjoint = Acquire("2-3", Second);
    }

    [Fact]
    public void A_released_core_set_can_be_taken_again_and_a_failed_attempt_holds_nothing()
    {
        using (Acquire("2", First))
        {
            // Takes CPU 1, then finds CPU 2 busy: CPU 1 must be let go again.
            Assert.Null(CoreSetLock.TryAcquire(_locks, "1-2", Second).Lock);
        }

        using var again = Acquire("1-2", Second);
    }

    [Fact]
    public async Task With_no_wait_a_busy_core_set_is_an_error_naming_the_holder_and_without_it_the_run_waits_and_says_so()
    {
        var first = Acquire("1", First);
        var said = new System.Collections.Generic.List<string>();

        var (refused, error) = await CoreSetLock.AcquireAsync(_locks, "1", Second, wait: false, said.Add, TimeProvider.System, CancellationToken.None);
        Assert.Null(refused);
        Assert.StartsWith("core set 1 is in use by run 20260101T000000Z-100 (pid 100", error);

        var waiting = CoreSetLock.AcquireAsync(_locks, "1", Second, wait: true, said.Add, TimeProvider.System, CancellationToken.None);
        await Task.Delay(300);
        Assert.False(waiting.IsCompleted);
        first.Dispose();
        var (acquired, _) = await waiting.WaitAsync(TimeSpan.FromSeconds(30));

        using (acquired)
        {
            Assert.NotNull(acquired);
            var line = Assert.Single(said);
            Assert.StartsWith("Core set 1 is in use by run 20260101T000000Z-100", line);
            Assert.True(acquired!.Waited!.Seconds >= 0.3, $"waited {acquired.Waited.Seconds} s");
            Assert.StartsWith("run 20260101T000000Z-100 (pid 100", acquired.Waited.Holder);
        }
    }

    [Fact]
    public void A_lock_held_by_another_process_blocks_until_the_kernel_releases_it_when_that_process_is_killed()
    {
        if (!OperatingSystem.IsLinux() || !File.Exists("/usr/bin/flock"))
        {
            return; // flock(1) is the other process here; the behaviour under test is the kernel's.
        }

        Directory.CreateDirectory(_locks);
        // --close: only flock(1) itself holds the lock, not its sleep; killing flock(1) is the death under test.
        using var holder = Process.Start(new ProcessStartInfo("/usr/bin/flock", ["--close", Path.Combine(_locks, "cpu-1.lock"), "sleep", "60"]))!;
        try
        {
            // Waits for flock(1) with a bare open, not CoreSetLock: an early TryAcquire would leave its owner note behind.
            var deadline = DateTime.UtcNow.AddSeconds(20);
            while (IsFree(Path.Combine(_locks, "cpu-1.lock")))
            {
                Assert.True(DateTime.UtcNow < deadline, "flock(1) never took the lock");
                Thread.Sleep(50);
            }

            Assert.Equal("another run (CPU 1 is locked; owner unknown)", CoreSetLock.TryAcquire(_locks, "1", Second).Holder);
        }
        finally
        {
            holder.Kill(entireProcessTree: true);
            holder.WaitForExit();
        }

        using var after = Acquire("1", Second);
    }

    [Theory]
    [InlineData("1", new[] { 1 })]
    [InlineData("0-1", new[] { 0, 1 })]
    [InlineData("3,0-1,1", new[] { 0, 1, 3 })]
    public void A_cpuset_is_read_as_distinct_cpus_in_ascending_order(string cpuset, int[] cpus)
    {
        Assert.Equal(cpus, CpuList.Parse(cpuset));
    }

    public void Dispose()
    {
        if (Directory.Exists(_locks))
        {
            Directory.Delete(_locks, recursive: true);
        }
    }

    private CoreSetLock Acquire(string cpuSet, LockOwner owner)
    {
        var (acquired, holder) = CoreSetLock.TryAcquire(_locks, cpuSet, owner);
        Assert.True(acquired is not null, $"core set {cpuSet} was refused: held by {holder}");
        return acquired!;
    }

    private static bool IsFree(string path)
    {
        try
        {
            using var probe = new FileStream(path, FileMode.OpenOrCreate, FileAccess.ReadWrite, FileShare.None);
            return true;
        }
        catch (IOException)
        {
            return false;
        }
    }
}
