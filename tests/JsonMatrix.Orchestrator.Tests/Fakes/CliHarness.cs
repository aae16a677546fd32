using System;
using System.Collections.Generic;
using System.IO;
using System.Linq;
using System.Threading;
using System.Threading.Tasks;
using JsonMatrix.Orchestrator.Cli;
using JsonMatrix.Orchestrator.Matrix;
using JsonMatrix.Orchestrator.Statistics;
using JsonMatrix.Orchestrator.Workflows;
using JsonMatrix.Orchestrator.Workflows.Merge;

namespace JsonMatrix.Orchestrator.Tests.Fakes;

/// <summary>The real command tree over fake edges: captured output, a fake engine, fake processes, a throwaway cache.</summary>
public sealed class CliHarness : IDisposable
{
    private readonly StringWriter _out = new();
    private readonly StringWriter _error = new();
    private readonly string _scratch = Path.Combine(Path.GetTempPath(), "jsonmatrix-cli-" + Guid.NewGuid().ToString("n"));

    public CliHarness()
    {
        MachineCacheDirectory = Path.Combine(_scratch, "machine-cache");
        Processes = new FakeProcessRunner(request =>
        {
            var arguments = request.Arguments;
            var artifacts = Array.IndexOf([.. arguments], "--artifacts");
            if (artifacts >= 0)
            {
                BenchOutput.WriteSuccess(arguments[artifacts + 1]);
                BenchRan?.Invoke(arguments[artifacts + 1]);
            }

            return FakeProcessRunner.Succeeded();
        });
        Engine.Images.Add("debian:bookworm-slim");
        Engine.Bench = (_, output, _) =>
        {
            BenchOutput.WriteSuccess(output);
            return Task.FromResult(0);
        };
    }

    public FakeContainerEngine Engine { get; } = new();

    public FakeProcessRunner Processes { get; }

    public RecordingMerge Reports { get; } = new();

    /// <summary>Called with the artifacts folder after each process bench wrote its output (faults happen here).</summary>
    public Action<string>? BenchRan { get; set; }

    /// <summary>The machine the matrix's limits are checked against: four CPUs and 64 GiB unless a test says otherwise.</summary>
    public MachineResources Machine { get; set; } = new([0, 1, 2, 3], 64L << 30);

    /// <summary>null: the recording writer; otherwise the real merge (for tests of what lands on the disk).</summary>
    public IFolderMerge? RealReports { get; set; }

    /// <summary>What the NuGet source serves: by default every version of every package (no cell is unavailable).</summary>
    public FakePackageVersions PackageVersions { get; set; } = FakePackageVersions.ServesEverything();

    /// <summary>What the start of a run finds when it times the fixed loop: by default every CPU steady (2 % spread).</summary>
    public Func<IReadOnlyList<int>, IReadOnlyList<CpuSteadiness>> Steadiness { get; set; } =
        cpus => [.. cpus.Select(cpu => new CpuSteadiness(cpu, 1.0, 1.0, 1.02, 30))];

    public string Output => _out.ToString();

    public string Errors => _error.ToString();

    public string OutDirectory => Path.Combine(_scratch, "out");

    /// <summary>Durations and core-set locks; two harnesses given the same folder are two runs on one machine.</summary>
    public string MachineCacheDirectory { get; set; }

    public Task<int> RunAsync(params string[] args) => RunAsync(CancellationToken.None, args);

    public Task<int> RunAsync(CancellationToken cancellationToken, params string[] args)
    {
        var services = new OrchestratorServices(_out, _error, TimeProvider.System, Processes, new FakeSystemFacts(), _ => Engine, RealReports ?? Reports, Interactive: false)
        {
            CacheDirectory = _ => Path.Combine(_scratch, "cache"),
            MachineCacheDirectory = MachineCacheDirectory,
            ScratchDirectory = Path.Combine(_scratch, "rootfs"),
            Machine = () => Machine,
            PackageVersions = _ => PackageVersions,
            Steadiness = (cpus, _, _) => Steadiness(cpus),
        };
        return CliApplication.InvokeAsync(args, services, cancellationToken);
    }

    public void Dispose()
    {
        if (Directory.Exists(_scratch))
        {
            Directory.Delete(_scratch, recursive: true);
        }
    }
}
