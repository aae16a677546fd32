using System;
using System.Collections.Generic;
using System.Threading;
using System.Threading.Tasks;
using JsonMatrix.Orchestrator.Docker;
using JsonMatrix.Orchestrator.Running.Execution;
using JsonMatrix.Orchestrator.Running.Processes;

namespace JsonMatrix.Orchestrator.Provisioning;

/// <summary>doctor: a Docker engine that answers, started as a service when it does not.</summary>
public sealed partial class Doctor
{
    private const string DockerdLog = "/var/log/jsonmatrix-dockerd.log";

    private async Task<DoctorLine> StartEngineAsync(bool canFix, CancellationToken cancellationToken)
    {
        var subject = $"Docker engine at {_engine.Endpoint}";
        if (!_engineIsLocalDefault)
        {
            return new DoctorLine(DoctorLine.Manual, subject, "does not answer; DOCKER_HOST names another engine: start that one, or unset DOCKER_HOST");
        }

        var ways = StartCommands();
        if (ways.Count == 0)
        {
            return new DoctorLine(DoctorLine.Manual, subject, "does not answer, and neither a docker service nor dockerd is installed: install docker.io (`doctor --fix` as root) or start your engine");
        }

        if (!canFix)
        {
            return new DoctorLine(DoctorLine.Missing, subject, $"does not answer: `doctor --fix` (as root) runs {string.Join(' ', ways[0])}");
        }

        // A way that fails (an init script whose ulimit a container or VM refuses) falls through to the next one.
        var failures = new List<string>();
        foreach (var start in ways)
        {
            var command = string.Join(' ', start);
            var started = await _processes.RunAsync(new ProcessRequest(start[0], start[1..], EngineStartTimeout), cancellationToken).ConfigureAwait(false);
            if (!started.Succeeded)
            {
                failures.Add($"{command} failed: {started.StartError ?? CellVerdict.LastLines(started.CombinedOutput, 2)}");
                continue;
            }

            if (await WaitForEngineAsync(cancellationToken).ConfigureAwait(false) is { } waited)
            {
                var line = await EngineLineAsync($"started with {command} in {waited.TotalSeconds:0} s", cancellationToken).ConfigureAwait(false);
                return line with { State = DoctorLine.Fixed };
            }

            failures.Add($"{command} ran but the engine did not answer within {EngineStartTimeout.TotalSeconds:0} s");
        }

        return new DoctorLine(DoctorLine.Failed, subject,
            $"{string.Join("; ", failures)}. See /var/log/docker.log, {DockerdLog} or `journalctl -u docker`.");
    }

    /// <summary>How long the engine took to answer, or null when it did not within the timeout.</summary>
    private async Task<TimeSpan?> WaitForEngineAsync(CancellationToken cancellationToken)
    {
        var waited = System.Diagnostics.Stopwatch.StartNew();
        while (waited.Elapsed < EngineStartTimeout)
        {
            if ((await _engine.PingAsync(cancellationToken).ConfigureAwait(false)).IsSuccess)
            {
                return waited.Elapsed;
            }

            await Task.Delay(TimeSpan.FromMilliseconds(500), cancellationToken).ConfigureAwait(false);
        }

        return null;
    }

    /// <summary>The ways this machine can start its Docker engine, best first: systemd, Debian's init script, and
    /// dockerd itself in the background (its own session, output appended to a log file).</summary>
    private List<string[]> StartCommands()
    {
        var ways = new List<string[]>();
        if (_system.HasSystemd && _system.HasCommand("systemctl"))
        {
            ways.Add(["systemctl", "start", "docker"]);
        }

        if (_system.FileExists("/etc/init.d/docker"))
        {
            ways.Add(["/etc/init.d/docker", "start"]);
        }

        if (_system.HasCommand("dockerd") && _system.HasCommand("setsid"))
        {
            ways.Add(["setsid", "-f", "sh", "-c", "exec dockerd >>\"$1\" 2>&1", "dockerd", DockerdLog]);
        }

        return ways;
    }

    private async Task<DoctorLine> EngineLineAsync(string how, CancellationToken cancellationToken)
    {
        var version = await _engine.GetVersionAsync(cancellationToken).ConfigureAwait(false);
        var subject = $"Docker engine at {_engine.Endpoint}";
        if (!version.IsSuccess)
        {
            return new DoctorLine(DoctorLine.Failed, subject, version.Error!);
        }

        var tooOld = Version.TryParse(version.Value.ApiVersion, out var api) && api < Version.Parse(DockerEndpoint.DefaultApiVersion);
        return new DoctorLine(tooOld ? DoctorLine.Manual : DoctorLine.Ok, subject,
            $"{how}: engine {version.Value.Version}, API {version.Value.ApiVersion}"
            + (tooOld ? $" (older than {DockerEndpoint.DefaultApiVersion}: set DOCKER_API_VERSION={version.Value.ApiVersion} or upgrade the engine)" : string.Empty));
    }
}
