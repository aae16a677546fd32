using System;
using System.Collections.Generic;
using System.Linq;
using System.Threading;
using System.Threading.Tasks;
using JsonMatrix.Orchestrator.Cells;
using JsonMatrix.Orchestrator.Matrix;
using JsonMatrix.Orchestrator.Running.Execution;
using JsonMatrix.Orchestrator.Running.Images;
using JsonMatrix.Orchestrator.Running.Locks;
using JsonMatrix.Orchestrator.Running.Processes;
using JsonMatrix.Orchestrator.Running.Publishing;

namespace JsonMatrix.Orchestrator.Tests.Fakes;

/// <summary>The real run step (publisher, images, executor, pipeline, coordinator) over a fake engine and fake
/// processes, in a throwaway repository.</summary>
public sealed class RunHarness : IDisposable
{
    public const string MissingAspNetCore31Pack = "/src/web/JsonMatrix.Web.csproj : error NU1102: Unable to find package Microsoft.AspNetCore.App.Runtime.linux-x64 with version (= 3.1.32)";

    public const string MissingNet6Pack = "/src/bench/JsonMatrix.Bench.csproj : error NU1102: Unable to find package Microsoft.NETCore.App.Runtime.linux-x64 with version (= 6.0.36)";

    public RunHarness(Isolation isolation = Isolation.Container, TimeSpan? timeout = null)
    {
        Isolation = isolation;
        Timeout = timeout;
        Processes = new FakeProcessRunner(Answer);
        Engine.Bench = (spec, output, _) =>
        {
            BenchOutput.WriteSuccess(output);
            return Task.FromResult(0);
        };
    }

    public TestRepository Repository { get; } = new();

    public FakeContainerEngine Engine { get; } = new();

    public FakeProcessRunner Processes { get; }

    public RecordingProgress Progress { get; } = new();

    public Isolation Isolation { get; }

    public TimeSpan? Timeout { get; }

    /// <summary>How a published bench answers when run as a process (process isolation); default: success.</summary>
    public Func<ProcessRequest, ProcessResult>? LocalBench { get; set; }

    /// <summary>The run's limits instead of TestCells.Settings' one CPU set (to run on several sets).</summary>
    public ContainerLimits? Limits { get; set; }

    /// <summary>The run's wait for its core set, as RunPipeline passes it on; null: it did not wait.</summary>
    public CoreSetWait? CoreSetWait { get; set; }

    /// <summary>The machine's online CPUs as the run sees them (web cells borrow one for wrk).</summary>
    public IReadOnlyList<int> OnlineCpus { get; set; } = [0, 1];

    public WebLoadSettings Web { get; set; } = new(TimeSpan.FromSeconds(2), TimeSpan.FromSeconds(1), 8, 2, TimeSpan.FromSeconds(3));

    public IEnumerable<ProcessRequest> Publishes => Processes.Requests.Where(request => request.Arguments.FirstOrDefault() is "publish" or "build");

    /// <summary>Publish and image every build before the first cell, as `run` does (<see cref="CellPipeline.PrepareAheadAsync"/>);
    /// false: as cells need them.</summary>
    public bool BuildAhead { get; set; }

    /// <summary>How long each fake publish takes.</summary>
    public TimeSpan PublishDelay { get; set; }

    /// <summary>The set-up's lines when <see cref="BuildAhead"/>.</summary>
    public List<string> SetupLines { get; } = [];

    /// <summary>run --repeat: the folder layout of repeated cells (run them with <see cref="CellPass.Alternating"/>).</summary>
    public int Repeats { get; set; } = 1;

    public Task<IReadOnlyList<CellRecord>> RunAsync(params Cell[] cells) => RunAsync(CellPass.Alternating(cells, 1));

    public async Task<IReadOnlyList<CellRecord>> RunAsync(IReadOnlyList<CellPass> cells)
    {
        var settings = TestCells.Settings(Repository.Out, Isolation, Timeout);
        settings = (Limits is null ? settings : settings with { Limits = Limits }) with { OnlineCpus = OnlineCpus, Web = Web };
        settings = settings with { CoreSetWait = CoreSetWait, Repeats = Repeats };
        var publisher = new BenchPublisher(Repository.Root, Repository.Cache, Processes, TimeSpan.FromMinutes(1));
        ICellExecutor executor = Isolation == Isolation.Container
            ? new ContainerCellExecutor(Engine, new BenchImages(Engine, new PresentBaseImage(), Repository.Root, "debian:bookworm-slim"))
            : new ProcessCellExecutor(Processes, pinWithTaskset: true);
        var pipeline = new CellPipeline(publisher, executor, settings, TimeProvider.System);
        if (BuildAhead)
        {
            await pipeline.PrepareAheadAsync([.. cells.Select(pass => pass.Cell)], SetupLines.Add, CancellationToken.None);
        }

        try
        {
            return await new RunCoordinator(pipeline, settings, TimeProvider.System).RunAsync(cells, Progress, CancellationToken.None);
        }
        finally
        {
            // As `run` does at its end: the cells' kept containers go.
            if (executor is IAsyncDisposable disposable) await disposable.DisposeAsync();
        }
    }

    public void Dispose() => Repository.Dispose();

    private ProcessResult Answer(ProcessRequest request)
    {
        if (request.FileName == "dotnet" && request.Arguments.Contains("netcoreapp3.1") && request.Arguments.Any(a => a.EndsWith("JsonMatrix.Web.csproj", StringComparison.Ordinal)))
        {
            return FakeProcessRunner.Failed(1, "  Determining projects to restore...\n" + MissingAspNetCore31Pack + "\n");
        }

        if (request.FileName == "dotnet" && request.Arguments.Contains("net6.0"))
        {
            return FakeProcessRunner.Failed(1, "  Determining projects to restore...\n" + MissingNet6Pack + "\n");
        }

        if (request.FileName == "dotnet")
        {
            System.Threading.Thread.Sleep(PublishDelay);
            // As a publish does: the app in its output folder (a web group's image copies it).
            if (request.Arguments.ToList().IndexOf("-o") is var o and >= 0)
            {
                System.IO.Directory.CreateDirectory(request.Arguments[o + 1]);
                System.IO.File.WriteAllText(System.IO.Path.Combine(request.Arguments[o + 1], "app.dll"), "fake");
            }

            return FakeProcessRunner.Succeeded("  JsonMatrix.Bench -> /app/\n");
        }

        if (LocalBench is not null)
        {
            return LocalBench(request);
        }

        var artifacts = request.Arguments[request.Arguments.ToList().IndexOf("--artifacts") + 1];
        BenchOutput.WriteSuccess(artifacts);
        return FakeProcessRunner.Succeeded("bench output\n");
    }
}
