using System;
using System.Collections.Generic;
using JsonMatrix.Bench.Measuring;

namespace JsonMatrix.Bench.Tests.Measuring;

/// <summary>CPUs whose probe reads what a test says at each moment of a fake clock, which only sleeping moves: the CPU
/// gate's pins, probes, pauses and clock, with nothing real behind them.</summary>
public sealed class FakeHost(int cpus)
{
    private TimeSpan _now;

    /// <summary>A CPU's probe at a moment; by default every CPU is fast (0.5 ns).</summary>
    public Func<int, TimeSpan, double> Probe { get; init; } = (_, _) => 0.5;

    /// <summary>Where "gate" is written each time the gate is passed (a test's sampler log), or null.</summary>
    public List<string>? Log { get; init; }

    public int Cpu { get; private set; } = -1;

    public List<int> Pins { get; } = [];

    public TimeSpan Now => _now;

    public CpuGate Gate()
    {
        var list = new List<int>();
        for (var i = 0; i < cpus; i++) list.Add(i);
        return new LoggingGate(list, this).Gate;
    }

    private sealed class LoggingGate
    {
        public LoggingGate(List<int> cpus, FakeHost host)
        {
            Gate = new CpuGate(cpus,
                cpu =>
                {
                    host.Cpu = cpu;
                    host.Pins.Add(cpu);
                    return true;
                },
                () =>
                {
                    // The first probe of a pass marks it in the log (a pass that moves probes several times).
                    if (host.Log is { } log && (log.Count == 0 || log[^1] != "gate")) log.Add("gate");
                    return host.Probe(host.Cpu < 0 ? cpus[^1] : host.Cpu, host._now);
                },
                pause => host._now += pause,
                () => host._now);
        }

        public CpuGate Gate { get; }
    }
}
