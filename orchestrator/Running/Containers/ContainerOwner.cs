using System;
using System.Collections.Generic;
using System.Globalization;
using System.IO;

namespace JsonMatrix.Orchestrator.Running.Containers;

/// <summary>The process that created a container, recorded in its labels: host name, pid and the process's start time
/// in clock ticks since boot (field 22 of /proc/&lt;pid&gt;/stat). The start time tells a live owner from a later
/// process that got the same pid.</summary>
public sealed record ContainerOwner(string Host, int Pid, string StartTicks)
{
    public const string RunLabel = "jsonmatrix.run";
    public const string CellLabel = "jsonmatrix.cell";
    public const string HostLabel = "jsonmatrix.owner.host";
    public const string PidLabel = "jsonmatrix.owner.pid";
    public const string StartLabel = "jsonmatrix.owner.start";

    /// <summary>This process, or null where /proc cannot tell its start time (then containers carry no owner and are never swept).</summary>
    public static ContainerOwner? Current { get; } = StartTicksOf(Environment.ProcessId) is { } ticks
        ? new ContainerOwner(Environment.MachineName, Environment.ProcessId, ticks)
        : null;

    public IEnumerable<KeyValuePair<string, string>> ToLabels() =>
    [
        new(HostLabel, Host),
        new(PidLabel, Pid.ToString(CultureInfo.InvariantCulture)),
        new(StartLabel, StartTicks),
    ];

    /// <summary>The owner a container's labels name, or null when they name none (a container of an older version).</summary>
    public static ContainerOwner? FromLabels(IReadOnlyDictionary<string, string> labels) =>
        labels.TryGetValue(HostLabel, out var host)
        && labels.TryGetValue(PidLabel, out var pidText) && int.TryParse(pidText, NumberStyles.None, CultureInfo.InvariantCulture, out var pid)
        && labels.TryGetValue(StartLabel, out var start) && start.Length > 0
            ? new ContainerOwner(host, pid, start)
            : null;

    /// <summary>The start time of process <paramref name="pid"/> in clock ticks since boot, or null when it does not exist.</summary>
    public static string? StartTicksOf(int pid)
    {
        try
        {
            var stat = File.ReadAllText($"/proc/{pid}/stat");
            // The command name (field 2) is in parentheses and may hold spaces: count fields after the last ')'.
            var fields = stat[(stat.LastIndexOf(')') + 2)..].Split(' ');
            return fields.Length > 19 ? fields[19] : null;
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
