using System.Collections.Generic;
using System.Globalization;
using System.IO;
using System.Linq;
using JsonMatrix.Bench.Measuring;
using JsonMatrix.Web.Cli;

namespace JsonMatrix.Web.Running;

/// <summary>Where one measured window runs: the server's CPU and the load generator's, and the probes that chose them.</summary>
/// <param name="ServerCpu">The server's CPU for the window; null when nothing was chosen (see <see cref="WindowPlacement"/>).</param>
/// <param name="ClientCpus">taskset's list for wrk in this window.</param>
public sealed record Placement(int? ServerCpu, string? ClientCpus, string Note);

/// <summary>
/// Before each measured window, puts the server on whichever of its CPU and the load generator's runs memory-heavy code
/// faster right now, and wrk on the other. Each vCPU of this kind of host runs such code at full or at about half speed
/// for stretches of seconds, independently of the other (docs/performance.md, "The slow state is a CPU's"), and a
/// window's requests/s followed its server CPU's stretch: all of a round's windows doubled together when CPU 0 turned
/// fast. Only when the server and wrk each have one CPU of their own; otherwise nothing moves.
/// </summary>
public static class WindowPlacement
{
    /// <param name="serverPid">The server process, whose every thread moves (taskset -a -p).</param>
    /// <param name="current">The server's CPU now (null: as started, on --server-cpus).</param>
    public static Placement Place(WebOptions options, int serverPid, int? current, TextWriter log)
    {
        if (Single(options.ServerCpus) is not { } server || Single(options.ClientCpus) is not { } client || server == client)
        {
            return new Placement(null, options.ClientCpus, "placed as started");
        }

        var driverCpus = MeasuringThreadPin.AllowedCpus();
        var choice = FastCpu.Choose([server, client]);
        if (driverCpus.Count > 0) MeasuringThreadPin.PinTo(driverCpus);
        if (choice is null) return new Placement(null, options.ClientCpus, "placed as started (the CPUs could not be probed)");

        var now = current ?? server;
        var probes = string.Join(", ", choice.Cpus.Zip(choice.ProbeNs, (cpu, ns) => System.FormattableString.Invariant($"CPU {cpu} {ns:0.000} ns")));
        if (choice.Cpu != now && ServerAffinity.PinProcess(serverPid, Text(choice.Cpu)) is { } problem)
        {
            log.WriteLine($"warning: could not move the server to CPU {choice.Cpu} ({problem}); it stays on CPU {now}");
            return new Placement(now, Text(now == server ? client : server), $"server on CPU {now} (probes {probes}; the move failed)");
        }

        var other = choice.Cpu == server ? client : server;
        return new Placement(choice.Cpu, Text(other), $"server on CPU {choice.Cpu}, wrk on CPU {other} (probes {probes})");
    }

    /// <summary>A list naming exactly one CPU, or null.</summary>
    public static int? Single(string? cpus) =>
        cpus is not null && int.TryParse(cpus, NumberStyles.None, CultureInfo.InvariantCulture, out var cpu) ? cpu : null;

    private static string Text(int cpu) => cpu.ToString(CultureInfo.InvariantCulture);
}
