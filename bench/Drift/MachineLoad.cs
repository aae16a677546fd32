using System;
using System.Globalization;
using System.IO;
using System.Linq;

namespace JsonMatrix.Bench.Drift;

/// <summary>The machine's load as Linux shows it to any process, containers included (/proc is not per container):
/// the one-minute load average and the CPU time counters, whose steal column says how much a hypervisor took.
/// Null where /proc is absent (Windows).</summary>
public sealed class MachineLoad
{
    private MachineLoad(double? loadAverage, long[]? cpuTimes)
    {
        LoadAverage = loadAverage;
        CpuTimes = cpuTimes;
    }

    public double? LoadAverage { get; }

    /// <summary>The "cpu" line of /proc/stat: user nice system idle iowait irq softirq steal …, in clock ticks.</summary>
    public long[]? CpuTimes { get; }

    public static MachineLoad Sample() => new(ReadLoadAverage(), ReadCpuTimes());

    /// <summary>Steal time between two samples as a percentage of all CPU time, when the kernel reports it.</summary>
    public static double? StealPercent(MachineLoad before, MachineLoad after)
    {
        if (before.CpuTimes is not { Length: > 7 } a || after.CpuTimes is not { Length: > 7 } b) return null;
        var total = b.Take(8).Sum() - a.Take(8).Sum();
        return total > 0 ? (b[7] - a[7]) * 100.0 / total : null;
    }

    private static double? ReadLoadAverage()
    {
        var text = TryRead("/proc/loadavg");
        var first = text?.Split(' ').FirstOrDefault();
        return first is not null && double.TryParse(first, NumberStyles.Float, CultureInfo.InvariantCulture, out var value) ? value : null;
    }

    private static long[]? ReadCpuTimes()
    {
        var line = TryRead("/proc/stat")?.Split('\n').FirstOrDefault(l => l.StartsWith("cpu ", StringComparison.Ordinal));
        if (line is null) return null;
        var fields = line.Split(new[] { ' ' }, StringSplitOptions.RemoveEmptyEntries).Skip(1).ToArray();
        var times = new long[fields.Length];
        for (var i = 0; i < fields.Length; i++)
        {
            if (!long.TryParse(fields[i], NumberStyles.None, CultureInfo.InvariantCulture, out times[i])) return null;
        }

        return times;
    }

    private static string? TryRead(string path)
    {
        try
        {
            return File.Exists(path) ? File.ReadAllText(path) : null;
        }
        catch (IOException)
        {
            return null;
        }
        catch (UnauthorizedAccessException)
        {
            return null;
        }
    }
}
