using System;
using System.Linq;
using JsonMatrix.Bench.Measuring;
using Xunit;

namespace JsonMatrix.Bench.Tests.Measuring;

/// <summary>The CPU gate against fake CPUs whose probe a test scripts over a fake clock (<see cref="FakeHost"/>).</summary>
public sealed class CpuGateTests
{
    private const double Fast = 0.5;
    private const double Slow = 0.85;

    [Fact]
    public void On_a_fast_cpu_the_pair_starts_at_once_where_the_thread_is()
    {
        var host = new FakeHost(cpus: 2);
        var gate = host.Gate();
        gate.Calibrate(3);
        var where = host.Cpu;
        host.Pins.Clear();

        var pass = gate.Pass();

        Assert.Equal((where, Fast, 0.0), (pass.Cpu, pass.ProbeNs, pass.WaitedMs));
        Assert.Empty(host.Pins);
    }

    [Fact]
    public void When_its_cpu_is_slow_and_another_is_fast_the_thread_moves_there_without_waiting()
    {
        var host = new FakeHost(cpus: 2) { Probe = (cpu, now) => now < TimeSpan.FromMilliseconds(30) || cpu == 0 ? Fast : Slow };
        var gate = host.Gate();
        gate.Calibrate(3);

        var pass = gate.Pass();

        Assert.Equal((0, Fast, 0.0), (pass.Cpu, pass.ProbeNs, pass.WaitedMs));
        Assert.Equal(0, host.Cpu);
        Assert.Equal(TimeSpan.Zero, gate.Waited);
    }

    [Fact]
    public void When_every_cpu_is_slow_it_waits_in_pauses_until_one_turns_fast()
    {
        // Fast during calibration (0–20 ms), slow everywhere from 20 ms to 50 ms, then CPU 1 turns fast.
        var host = new FakeHost(cpus: 2)
        {
            Probe = (cpu, now) => now < TimeSpan.FromMilliseconds(20) || (cpu == 1 && now >= TimeSpan.FromMilliseconds(50)) ? Fast : Slow,
        };
        var gate = host.Gate();
        gate.Calibrate(3);

        var pass = gate.Pass();

        Assert.Equal((1, Fast), (pass.Cpu, pass.ProbeNs));
        Assert.Equal(30, pass.WaitedMs);
        Assert.Equal(TimeSpan.FromMilliseconds(30), gate.Waited);
    }

    [Fact]
    public void A_pair_waits_at_most_its_limit_then_starts_on_the_fastest_and_the_process_at_most_its_budget()
    {
        var host = new FakeHost(cpus: 2)
        {
            Probe = (cpu, now) => now < TimeSpan.FromMilliseconds(20) ? Fast : cpu == 0 ? Slow : Slow + 0.05,
        };
        var gate = host.Gate();
        gate.Calibrate(3);

        var first = gate.Pass();
        var passes = Enumerable.Range(0, 20).Select(_ => gate.Pass()).ToList();

        Assert.Equal((0, Slow), (first.Cpu, first.ProbeNs));
        Assert.Equal(CpuGate.MaxWaitPerPair.TotalMilliseconds, first.WaitedMs);
        Assert.Equal(CpuGate.Budget, gate.Waited);
        Assert.Equal(CpuGate.Budget.TotalMilliseconds, first.WaitedMs + passes.Sum(p => p.WaitedMs));
        Assert.All(passes, p => Assert.InRange(p.WaitedMs, 0, CpuGate.MaxWaitPerPair.TotalMilliseconds));
        // Spent: the last pairs start at once where the thread is, without probing the other CPUs.
        var pins = host.Pins.Count;
        Assert.All(Enumerable.Range(0, 5).Select(_ => gate.Pass()), p => Assert.Equal((0, 0.0), (p.Cpu, p.WaitedMs)));
        Assert.Equal(pins, host.Pins.Count);
    }

    [Fact]
    public void Calibration_learns_the_fast_level_even_when_it_shows_only_once()
    {
        // Slow but for one moment (10–20 ms) on CPU 0: the gate then knows that slow is slow.
        var host = new FakeHost(cpus: 2)
        {
            Probe = (cpu, now) => cpu == 0 && now >= TimeSpan.FromMilliseconds(10) && now < TimeSpan.FromMilliseconds(20) ? Fast : Slow,
        };
        var gate = host.Gate();

        gate.Calibrate(10);

        Assert.Equal(Fast, gate.FastestProbeNs);
    }

    [Fact]
    public void A_gate_needs_two_cpus()
    {
        Assert.Throws<ArgumentException>(() => new CpuGate([0], _ => true, () => Fast, _ => { }, () => TimeSpan.Zero));
        Assert.Null(CpuGate.ForThisThread([3]));
    }
}
