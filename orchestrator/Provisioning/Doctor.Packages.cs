using System.Collections.Generic;
using System.Threading;
using System.Threading.Tasks;
using JsonMatrix.Orchestrator.Running.Execution;
using JsonMatrix.Orchestrator.Running.Processes;
using JsonMatrix.Orchestrator.Running.Publishing;

namespace JsonMatrix.Orchestrator.Provisioning;

/// <summary>doctor: the Debian packages runs need, installed with apt-get.</summary>
public sealed partial class Doctor
{
    /// <summary>docker.io only when no engine answers and none is installed (Docker Desktop or docker-ce count).</summary>
    private async Task<DoctorLine> PackagesAsync(bool engineUp, bool canFix, CancellationToken cancellationToken)
    {
        var missing = new List<string>();
        if (!engineUp && !_system.HasCommand("dockerd"))
        {
            missing.Add("docker.io");
        }

        if (!_system.HasCommand("debootstrap"))
        {
            missing.Add("debootstrap");
        }

        if (!_system.HasCommand("mono") || !_system.FileExists(MonoReferenceAssemblies))
        {
            missing.Add("mono-devel");
        }

        // The web app's tests load it with wrk on the host (web cells bring their own in the image).
        if (!_system.HasCommand("wrk"))
        {
            missing.Add("wrk");
        }

        // NativeAOT runtimes (aot: true) link the bench with clang, and zlib into it; without them their cells are unavailable.
        missing.AddRange(NativeAotToolchain.Missing(_system.HasCommand, _system.FileExists));

        const string subject = "packages";
        if (missing.Count == 0)
        {
            return new DoctorLine(DoctorLine.Ok, subject, "Docker engine, debootstrap, mono-devel (net48 build for the Mono cells), wrk (the web app's tests) and clang with zlib1g-dev (NativeAOT publishes) are installed");
        }

        var list = string.Join(' ', missing);
        if (!canFix)
        {
            return new DoctorLine(DoctorLine.Missing, subject, $"{list}: `doctor --fix` (as root) runs apt-get install {list}");
        }

        var environment = new Dictionary<string, string?> { ["DEBIAN_FRONTEND"] = "noninteractive" };
        var update = await _processes.RunAsync(new ProcessRequest("apt-get", ["update", "-q"], AptTimeout, Environment: environment), cancellationToken).ConfigureAwait(false);
        var install = update.Succeeded
            ? await _processes.RunAsync(new ProcessRequest("apt-get", ["install", "-y", "-q", "--no-install-recommends", .. missing], AptTimeout, Environment: environment), cancellationToken).ConfigureAwait(false)
            : update;
        return install.Succeeded
            ? new DoctorLine(DoctorLine.Fixed, subject, $"installed {list} with apt-get in {(update.Elapsed + install.Elapsed).TotalSeconds:0} s")
            : new DoctorLine(DoctorLine.Failed, subject, $"apt-get install {list} failed: {install.StartError ?? CellVerdict.LastLines(install.CombinedOutput, 3)}");
    }
}
