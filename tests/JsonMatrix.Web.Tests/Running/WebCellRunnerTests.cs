using System.IO;
using System.Linq;
using System.Net.Http;
using System.Threading.Tasks;
using JsonMatrix.Web.Formatters;
using JsonMatrix.Web.Running;
using JsonMatrix.Web.Tests.Fakes;
using Xunit;

namespace JsonMatrix.Web.Tests.Running;

public sealed class WebCellRunnerTests : System.IDisposable
{
    private readonly OutDirectory _out = new();

    [Fact]
    public async Task Each_scenario_gets_a_warm_up_then_its_measured_windows_with_the_client_cpus_and_one_thread_per_cpu()
    {
        var generator = new FakeLoadGenerator(_ => FakeLoadGenerator.Summary(100));

        var exit = await Run(Cells.Options("newtonsoft", _out.Path, warmupSeconds: 1, repeats: 3, clientCpus: "1-2"), generator);

        Assert.Equal(0, exit);
        Assert.Equal(18, generator.Requests.Count); // (6 one-second warm-up windows, the least to judge + 3 windows) × 2 scenarios
        Assert.All(generator.Requests, r => Assert.Equal(("1-2", 2, 4), (r.Cpus, r.Threads, r.Connections)));
        var result = _out.ReadResult();
        Assert.Equal(new[] { "get-list-1000", "post-list-1000" }, result.Scenarios.Select(s => s.Id));
        Assert.All(result.Scenarios, s => Assert.Equal(3, s.Repeats.Count));
        Assert.Equal("wrk fake, 2 threads", result.Settings.LoadGenerator);
        Assert.True(result.Scenarios[0].ResponseBytes > 30_000, "GET answers the whole list");
        Assert.Equal(result.Scenarios[1].RequestBytes, new JsonMatrix.Web.Server.List1000Payload().GoldenUtf8.Length);
        // The garbage collector the server ran with: this process's (the test host's server GC setting, whatever it is).
        var gc = result.Runtime.GarbageCollector!;
        Assert.Equal((System.Runtime.GCSettings.IsServerGC, System.Runtime.GCSettings.LatencyMode.ToString()), (gc.IsServer, gc.LatencyMode));
        Assert.Equal(System.Runtime.GCSettings.LatencyMode != System.Runtime.GCLatencyMode.Batch, gc.IsConcurrent);
    }

    [Fact]
    public async Task A_server_still_speeding_up_is_warmed_up_until_two_windows_agree_and_the_warm_up_is_recorded()
    {
        // GET speeds up for six seconds, then holds; POST is steady from its first second.
        double[] get = [1000, 3000, 6000, 8000, 8800, 9000, 9000];
        var getCalls = 0;
        var generator = new FakeLoadGenerator(r => FakeLoadGenerator.Summary(r.ScriptPath.EndsWith("get-list-1000.lua", System.StringComparison.Ordinal)
            ? (long)get[System.Math.Min(getCalls++, get.Length - 1)] : 5000));

        await Run(Cells.Options("newtonsoft", _out.Path, warmupSeconds: 2, repeats: 1), generator);

        var result = _out.ReadResult();
        // 6,000 8,000 8,800 then 9,000 × 3 still rose 18 %; 8,000 8,800 9,000 then 9,000 × 3: 4.7 %, steady.
        Assert.Equal((9.0, true), (result.Scenarios[0].Warmup!.Seconds, result.Scenarios[0].Warmup!.Steady));
        Assert.Equal([1000, 3000, 6000, 8000, 8800, 9000, 9000, 9000, 9000], result.Scenarios[0].Warmup!.RequestsPerSecond);
        Assert.Equal(9000, result.Scenarios[0].Repeats.Single().RequestsPerSecond);
        Assert.Equal((6.0, true), (result.Scenarios[1].Warmup!.Seconds, result.Scenarios[1].Warmup!.Steady));
        Assert.Equal(10, result.Settings.MaxWarmupSeconds);
    }

    [Fact]
    public async Task A_warm_up_that_never_settles_stops_at_the_most_and_says_so()
    {
        var calls = 0;
        var generator = new FakeLoadGenerator(_ => FakeLoadGenerator.Summary(1000 + (500 * calls++)));
        var log = new StringWriter();

        await Run(Cells.Options("newtonsoft", _out.Path, warmupSeconds: 1, repeats: 1, maxWarmupSeconds: 4), generator, log);

        var warmup = _out.ReadResult().Scenarios[0].Warmup!;
        Assert.Equal((4.0, false), (warmup.Seconds, warmup.Steady));
        Assert.Contains("get-list-1000: warm-up 4 s, 1000, 1500, 2000, 2500 requests/s, not steady after 4 s", log.ToString());
    }

    [Fact]
    public async Task The_server_counts_its_own_requests_and_the_bytes_it_allocated_for_them()
    {
        using var client = new HttpClient();
        var generator = new FakeLoadGenerator(request =>
        {
            for (var i = 0; i < 5; i++)
            {
                client.GetAsync(request.Url).GetAwaiter().GetResult().Dispose();
            }

            return FakeLoadGenerator.Summary(5);
        });

        await Run(Cells.Options("system-text-json", _out.Path), generator);

        var get = _out.ReadResult().Scenarios[0].Repeats.Single();
        Assert.InRange(get.ServerAllocatedBytesPerRequest!.Value, 10_000, 10_000_000);
        Assert.Equal(0, get.Non2xx);
    }

    [Fact]
    public async Task A_window_with_socket_errors_exits_3_and_keeps_what_was_measured()
    {
        var generator = new FakeLoadGenerator(_ => FakeLoadGenerator.Summary(100, socketErrors: 2));
        var log = new StringWriter();

        var exit = await Run(Cells.Options("data-contract-json", _out.Path), generator, log);

        Assert.Equal(3, exit);
        var result = _out.ReadResult();
        Assert.All(result.Validation, v => Assert.Equal("ok", v.Status));
        Assert.Equal(2, result.Scenarios[0].Repeats.Single().Errors);
        Assert.Contains("error: get-list-1000: window 1 had 2 socket errors", log.ToString());
    }

    [Fact]
    public async Task Error_responses_fail_the_measurement_too()
    {
        var exit = await Run(Cells.Options("data-contract-json", _out.Path), new FakeLoadGenerator(_ => FakeLoadGenerator.Summary(100, statusErrors: 1)));

        Assert.Equal(3, exit);
        Assert.Equal(1, _out.ReadResult().Scenarios[0].Repeats.Single().Non2xx);
    }

    [Fact]
    public async Task Without_wrk_the_gate_still_runs_and_the_cell_exits_3_with_its_verdict_written()
    {
        var generator = new FakeLoadGenerator(_ => throw new System.InvalidOperationException("not installed"), version: null);
        var log = new StringWriter();

        var exit = await Run(Cells.Options("system-text-json", _out.Path), generator, log);

        Assert.Equal(3, exit);
        var result = _out.ReadResult();
        Assert.All(result.Validation, v => Assert.Equal("ok", v.Status));
        Assert.Empty(result.Scenarios);
        Assert.StartsWith("wrk (not found)", result.Settings.LoadGenerator);
        Assert.Contains("error: wrk is not installed", log.ToString());
    }

    private static Task<int> Run(JsonMatrix.Web.Cli.WebOptions options, FakeLoadGenerator generator, TextWriter? log = null) =>
        WebCellRunner.RunAsync(options, FormatterCatalog.Find(options.Serializer)!, generator, log ?? TextWriter.Null);

    public void Dispose() => _out.Dispose();
}
