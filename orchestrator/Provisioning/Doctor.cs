using System;
using System.Collections.Generic;
using System.Linq;
using System.Threading;
using System.Threading.Tasks;
using JsonMatrix.Orchestrator.Cleanup;
using JsonMatrix.Orchestrator.Docker;
using JsonMatrix.Orchestrator.Running.Processes;
using JsonMatrix.Orchestrator.Statistics;

namespace JsonMatrix.Orchestrator.Provisioning;

/// <summary>`doctor`: checks what runs need and, with --fix, provisions it as root on Debian: the packages
/// (docker.io, debootstrap, mono-devel, wrk, clang and zlib1g-dev), a running engine, the local base image. Each step first checks, so a second
/// run changes nothing and says so.</summary>
public sealed partial class Doctor
{
    public const string MonoReferenceAssemblies = "/usr/lib/mono/4.8-api/mscorlib.dll";

    private static readonly TimeSpan AptTimeout = TimeSpan.FromMinutes(20);
    private static readonly TimeSpan EngineStartTimeout = TimeSpan.FromSeconds(60);

    private readonly ISystemFacts _system;
    private readonly IProcessRunner _processes;
    private readonly IContainerEngine _engine;
    private readonly bool _engineIsLocalDefault;
    private readonly BaseImageProvisioner _baseImages;
    private readonly Action<DoctorLine> _report;
    private readonly Func<CancellationToken, Task<EngineResult<ImageSurvey>>>? _imageSurvey;
    private readonly Func<CancellationToken, IReadOnlyList<CpuSteadiness>>? _steadiness;

    /// <param name="imageSurvey">What `clean` would find (the images' line); null: no such line.</param>
    /// <param name="steadiness">The fixed loop timed on the machine's CPUs (the steadiness line); null: no such line.</param>
    public Doctor(ISystemFacts system, IProcessRunner processes, IContainerEngine engine, bool engineIsLocalDefault, BaseImageProvisioner baseImages, Action<DoctorLine> report,
        Func<CancellationToken, Task<EngineResult<ImageSurvey>>>? imageSurvey = null, Func<CancellationToken, IReadOnlyList<CpuSteadiness>>? steadiness = null)
    {
        _imageSurvey = imageSurvey;
        _steadiness = steadiness;
        _system = system;
        _processes = processes;
        _engine = engine;
        _engineIsLocalDefault = engineIsLocalDefault;
        _baseImages = baseImages;
        _report = report;
    }

    /// <summary>Runs every check (and fix); the lines were reported as they came.</summary>
    public async Task<IReadOnlyList<DoctorLine>> RunAsync(string baseImage, bool fix, CancellationToken cancellationToken)
    {
        var lines = new List<DoctorLine>();
        void Add(DoctorLine line)
        {
            lines.Add(line);
            _report(line);
        }

        var (osId, osVersion, osLike) = _system.OperatingSystem;
        var isDebian = osId == "debian" || (osLike ?? string.Empty).Split(' ').Contains("debian");
        var canFix = fix && isDebian && _system.IsRoot;
        Add(new DoctorLine(isDebian && _system.IsRoot ? DoctorLine.Ok : DoctorLine.Manual, "system",
            $"{osId ?? "unknown OS"} {osVersion}, {(_system.IsRoot ? "running as root" : "not root")}"
            + (isDebian ? string.Empty : ": --fix provisions Debian (apt-get) only; install Docker, debootstrap and Mono yourself")
            + (_system.IsRoot ? string.Empty : ": run `sudo dotnet run --project orchestrator -- doctor --fix` to provision")));

        Add(await SdkAsync(cancellationToken).ConfigureAwait(false));

        var engineUp = (await _engine.PingAsync(cancellationToken).ConfigureAwait(false)).IsSuccess;
        Add(await PackagesAsync(engineUp, canFix, cancellationToken).ConfigureAwait(false));

        var engine = engineUp ? await EngineLineAsync("answers", cancellationToken).ConfigureAwait(false)
            : await StartEngineAsync(canFix, cancellationToken).ConfigureAwait(false);
        Add(engine);
        if (engine.State is DoctorLine.Ok or DoctorLine.Fixed)
        {
            Add(await BaseImageAsync(baseImage, canFix, cancellationToken).ConfigureAwait(false));
            if (_imageSurvey is not null)
            {
                Add(await ImagesAsync(cancellationToken).ConfigureAwait(false));
            }
        }
        else
        {
            Add(new DoctorLine(DoctorLine.Manual, $"base image {baseImage}", "not checked: no Docker engine"));
        }

        if (_steadiness is not null)
        {
            // Last: the checks above may have started the engine or built an image, which would have been measured too.
            var (steady, text) = CpuSteadiness.Describe(_steadiness(cancellationToken), SteadinessSeconds, Reporting.Noise.NoiseRules.DefaultThreshold * 100);
            Add(new DoctorLine(steady ? DoctorLine.Ok : DoctorLine.Warning, "CPU steadiness", text));
        }

        Add(_system.HasCommand("taskset")
            ? new DoctorLine(DoctorLine.Ok, "taskset", "present: --isolation process pins cells to the matrix's CPU set")
            : new DoctorLine(DoctorLine.Warning, "taskset", "missing (util-linux): --isolation process cells will not be pinned to the matrix's CPU set"));
        return lines;
    }

    /// <summary>Per CPU: long enough to catch a slow stretch of a second or two.</summary>
    public const double SteadinessSeconds = 3;

    private async Task<DoctorLine> SdkAsync(CancellationToken cancellationToken)
    {
        var sdk = await _processes.RunAsync(new ProcessRequest("dotnet", ["--version"], TimeSpan.FromSeconds(60)), cancellationToken).ConfigureAwait(false);
        return sdk.Succeeded
            ? new DoctorLine(DoctorLine.Ok, ".NET SDK", sdk.StandardOutput.Trim())
            : new DoctorLine(DoctorLine.Manual, ".NET SDK", "`dotnet --version` failed: install the SDK named in global.json");
    }
}
