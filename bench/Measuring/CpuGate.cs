using System;
using System.Collections.Generic;
using System.Diagnostics;

namespace JsonMatrix.Bench.Measuring;

/// <summary>Where one sample pair ran: its CPU, that CPU's probe just before it (nanoseconds per element), and how long
/// the gate spent finding a fast CPU first (probing every CPU, moving, sleeping; 0 when its own CPU probed fast).</summary>
public readonly record struct GatePass(int Cpu, double ProbeNs, double WaitedMs);

/// <summary>
/// Lets a sample pair (a benchmark's sample and its yardstick's) start only on a CPU that runs memory-heavy code at its
/// fast speed. Each vCPU of this kind of host runs such code at full or at about half speed, switching within a fraction
/// of a second to several seconds, independently of the other vCPU (docs/performance.md, "The slow state is a CPU's").
/// Before each pair the gate probes the CPU it is on (<see cref="FastCpu"/>'s probe); when that reads more than
/// <see cref="SlowLimit"/> times the fastest probe this process has seen, it probes every CPU of its set and moves to
/// the fastest; when all are slow, it sleeps <see cref="Pause"/> and probes again, at most <see cref="MaxWaitPerPair"/>
/// per pair, then goes on with the fastest. Its time beyond the first probe (probing every CPU, moving, sleeping) counts
/// against <see cref="Budget"/>; once that is spent the gate only probes where it is. The probes and the waits are
/// recorded, so what a gate could not avoid stays visible, and the yardstick still judges every sample.
/// </summary>
public sealed class CpuGate
{
    /// <summary>A probe above this many times the fastest seen is a slow CPU (fast and slow differ by 1.4–1.8×).</summary>
    public const double SlowLimit = JsonMatrix.Contracts.Cells.RoundsResult.SlowProbeLimit;

    public static readonly TimeSpan Pause = TimeSpan.FromMilliseconds(10);
    /// <summary>The longest one pair waits. The states flicker within a fraction of a second, so a short wait often
    /// finds a fast CPU; a host slow everywhere for seconds is not worth waiting out.</summary>
    public static readonly TimeSpan MaxWaitPerPair = TimeSpan.FromMilliseconds(60);

    /// <summary>The most time a process spends in the gate beyond its first probes, about a fifth of its rounds' own
    /// time. With 2 s (and 250 ms a pair) every process of a new user's first run spent all of it while both CPUs read
    /// slow for most of the rounds, and the run's estimate grew from 15 to 20 minutes; with 0.6 s counting only the
    /// sleeps, probing every CPU before each slow pair cost up to 0.6 s more.</summary>
    public static readonly TimeSpan Budget = TimeSpan.FromMilliseconds(500);

    private readonly IReadOnlyList<int> _cpus;
    private readonly Func<int, bool> _pin;
    private readonly Func<double> _probe;
    private readonly Action<TimeSpan> _sleep;
    private readonly Func<TimeSpan> _clock;
    private int _current;
    private double _fastest = double.PositiveInfinity;
    private TimeSpan _waited;

    /// <param name="cpus">The CPUs the measuring thread may use (at least two).</param>
    /// <param name="pin">Moves the calling thread to one CPU alone; false when refused.</param>
    /// <param name="probe">A timed probe on the CPU the thread is on (<see cref="FastCpu.ProbeTwice"/>).</param>
    public CpuGate(IReadOnlyList<int> cpus, Func<int, bool> pin, Func<double> probe, Action<TimeSpan> sleep, Func<TimeSpan> clock)
    {
        if (cpus.Count < 2) throw new ArgumentException("A gate needs two CPUs or more.", nameof(cpus));
        _cpus = cpus;
        _pin = pin;
        _probe = probe;
        _sleep = sleep;
        _clock = clock;
        _current = cpus[cpus.Count - 1];
    }

    /// <summary>A gate over this thread's CPUs with the real probe, or null with fewer than two (or off Linux).</summary>
    public static CpuGate? ForThisThread(IReadOnlyList<int> cpus)
    {
        if (cpus.Count < 2) return null;
        var watch = Stopwatch.StartNew();
        return new CpuGate(cpus, MeasuringThreadPin.PinTo, FastCpu.ProbeTwice, pause => System.Threading.Thread.Sleep(pause), () => watch.Elapsed);
    }

    /// <summary>The time spent so far beyond the first probes: probing every CPU, moving, sleeping.</summary>
    public TimeSpan Waited => _waited;

    /// <summary>The fastest probe seen so far.</summary>
    public double FastestProbeNs => _fastest;

    /// <summary>Learns the fast level before the first pair: every CPU probed <paramref name="times"/> times, a pause
    /// apart, so a process that starts while its CPUs are slow still knows what fast reads.</summary>
    public void Calibrate(int times)
    {
        for (var i = 0; i < times; i++)
        {
            ProbeAll();
            if (i < times - 1) _sleep(Pause);
        }
    }

    /// <summary>Returns when the thread is on a fast CPU, or when the wait allowed is spent (then on the fastest); once
    /// the process's budget is spent, at once where it is.</summary>
    public GatePass Pass()
    {
        var own = ProbeHere();
        if (own <= _fastest * SlowLimit || _waited >= Budget) return new GatePass(_current, own, 0);
        var start = _clock();
        while (true)
        {
            var (cpu, probe) = ProbeAll();
            var waited = _clock() - start;
            if (probe <= _fastest * SlowLimit || waited >= MaxWaitPerPair || _waited + waited >= Budget)
            {
                _waited += waited;
                return new GatePass(cpu, probe, waited.TotalMilliseconds);
            }

            _sleep(Pause);
        }
    }

    /// <summary>Probes where the thread is, and remembers the fastest probe seen.</summary>
    private double ProbeHere()
    {
        var ns = _probe();
        _fastest = Math.Min(_fastest, ns);
        return ns;
    }

    /// <summary>Probes every CPU and stays on the fastest (<see cref="FastCpu.Choose(IReadOnlyList{int}, Func{int, bool}, Func{double})"/>);
    /// where no CPU could be probed, the thread stays and reads as slow.</summary>
    private (int Cpu, double ProbeNs) ProbeAll()
    {
        if (FastCpu.Choose(_cpus, _pin, ProbeHere) is not { } choice) return (_current, double.PositiveInfinity);
        _current = choice.Cpu;
        return (choice.Cpu, choice.CpuProbeNs);
    }
}
