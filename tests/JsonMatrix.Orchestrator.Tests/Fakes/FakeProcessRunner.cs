using System;
using System.Collections.Generic;
using System.Threading;
using System.Threading.Tasks;
using JsonMatrix.Orchestrator.Running.Processes;

namespace JsonMatrix.Orchestrator.Tests.Fakes;

/// <summary>Records every process request and answers with a handler (by default: success, no output). A run on two
/// core sets calls it from two tasks at once, so the record is kept under a lock.</summary>
public sealed class FakeProcessRunner : IProcessRunner
{
    private readonly Func<ProcessRequest, ProcessResult> _handler;

    public FakeProcessRunner(Func<ProcessRequest, ProcessResult>? handler = null) =>
        _handler = handler ?? (_ => Succeeded());

    public List<ProcessRequest> Requests { get; } = [];

    public Task<ProcessResult> RunAsync(ProcessRequest request, CancellationToken cancellationToken)
    {
        lock (Requests)
        {
            Requests.Add(request);
        }

        return Task.FromResult(request.FileName == "dotnet" && request.Arguments is ["--version"]
            ? Succeeded("10.0.100\n")
            : _handler(request));
    }

    public static ProcessResult Succeeded(string output = "") => new(0, output, string.Empty, TimeSpan.FromMilliseconds(5), TimedOut: false);

    public static ProcessResult Failed(int exitCode, string output) => new(exitCode, output, string.Empty, TimeSpan.FromMilliseconds(5), TimedOut: false);
}
