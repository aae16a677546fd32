using System;
using System.IO;
using System.Threading.Tasks;
using JsonMatrix.Orchestrator.Cli;
using JsonMatrix.Orchestrator.Running;

namespace JsonMatrix.Orchestrator.Tests.Fakes;

/// <summary>The real command tree over fake edges: captured output, a fake engine, fake processes, a throwaway cache.</summary>
public sealed class CliHarness : IDisposable
{
    private readonly StringWriter _out = new();
    private readonly StringWriter _error = new();
    private readonly string _scratch = Path.Combine(Path.GetTempPath(), "jsonmatrix-cli-" + Guid.NewGuid().ToString("n"));

    public CliHarness()
    {
        Processes = new FakeProcessRunner(request =>
        {
            var arguments = request.Arguments;
            var artifacts = Array.IndexOf([.. arguments], "--artifacts");
            if (artifacts >= 0)
            {
                BenchOutput.WriteSuccess(arguments[artifacts + 1]);
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

    public RecordingReportWriter Reports { get; } = new();

    public string Output => _out.ToString();

    public string Errors => _error.ToString();

    public string OutDirectory => Path.Combine(_scratch, "out");

    public Task<int> RunAsync(params string[] args)
    {
        var services = new CliServices(_out, _error, TimeProvider.System, Processes, new FakeSystemFacts(), _ => Engine, Reports, Interactive: false)
        {
            CacheDirectory = _ => Path.Combine(_scratch, "cache"),
            MachineCacheDirectory = Path.Combine(_scratch, "machine-cache"),
            ScratchDirectory = Path.Combine(_scratch, "rootfs"),
        };
        return CliApplication.InvokeAsync(args, services);
    }

    public void Dispose()
    {
        if (Directory.Exists(_scratch))
        {
            Directory.Delete(_scratch, recursive: true);
        }
    }
}
