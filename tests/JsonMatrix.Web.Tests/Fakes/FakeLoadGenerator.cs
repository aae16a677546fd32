using System;
using System.Collections.Generic;
using JsonMatrix.Web.Load;

namespace JsonMatrix.Web.Tests.Fakes;

/// <summary>A load generator that answers with prepared summaries and records what it was asked, one call at a time
/// (a rotation's warm-up runs its bursts at once).</summary>
internal sealed class FakeLoadGenerator : ILoadGenerator
{
    private readonly Func<LoadRequest, WrkSummary> _run;
    private readonly string? _version;

    public FakeLoadGenerator(Func<LoadRequest, WrkSummary> run, string? version = "wrk fake")
    {
        _run = run;
        _version = version;
    }

    public List<LoadRequest> Requests { get; } = new();

    public static FakeLoadGenerator Failing() => new(_ => throw new InvalidOperationException("the load generator must not run"));

    public static WrkSummary Summary(long requests, long socketErrors = 0, long statusErrors = 0) =>
        new(requests, 1_000_000, requests * 100, 900, 1500, 3000, socketErrors, 0, 0, 0, statusErrors);

    public string? Version() => _version;

    public WrkSummary Run(LoadRequest request)
    {
        lock (Requests)
        {
            Requests.Add(request);
            return _run(request);
        }
    }
}
