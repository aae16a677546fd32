using System;
using System.IO;
using System.Linq;
using JsonMatrix.Contracts.Web;
using JsonMatrix.Web.Cli;
using JsonMatrix.Web.Load;
using JsonMatrix.Web.Running;
using JsonMatrix.Web.Server;
using JsonMatrix.Web.Tests.Fakes;
using Xunit;
using Xunit.Abstractions;

namespace JsonMatrix.Web.Tests.Running;

/// <summary>--serializers end to end: the app itself as two server processes, real wrk, windows in rotating rounds, each
/// serializer's result and exit code in its own folder.</summary>
public sealed class RotationDriverTests : IDisposable
{
    private readonly OutDirectory _out = new();
    private readonly ITestOutputHelper _output;

    public RotationDriverTests(ITestOutputHelper output) => _output = output;

    /// <summary>The web app's own executable beside the tests (the project reference copies it).</summary>
    private static string[] App => new[] { Path.Combine(AppContext.BaseDirectory, "JsonMatrix.Web") };

    [Fact]
    public void Two_servers_take_turns_first_in_each_round_and_each_result_lands_in_its_own_folder()
    {
        var options = new WebOptions("system-text-json", _out.Path, durationSeconds: 1, warmupSeconds: 0, maxWarmupSeconds: 0, connections: 4, repeats: 3,
            serverCpus: null, clientCpus: null, validateOnly: false, group: new[] { "system-text-json", "newtonsoft" });
        var log = new StringWriter();

        var exit = RotationDriver.Run(options, App, new WrkLoadGenerator(), log);

        _output.WriteLine(log.ToString());
        Assert.Equal(0, exit);
        foreach (var (id, first) in new[] { ("system-text-json", new[] { 1, 2, 1 }), ("newtonsoft", new[] { 2, 1, 2 }) })
        {
            var folder = WebGroupLayout.SerializerDirectory(_out.Path, id);
            Assert.Equal("0", File.ReadAllText(WebGroupLayout.ExitCodePath(folder)).Trim());
            var result = WebCellResultJson.Read(File.ReadAllBytes(Path.Combine(folder, WebCellResult.FileName)));
            Assert.Equal(id, result.Serializer);
            Assert.All(result.Validation, v => Assert.Equal("ok", v.Status));
            Assert.Equal(new[] { "get-list-1000", "post-list-1000" }, result.Scenarios.Select(s => s.Id));
            foreach (var scenario in result.Scenarios)
            {
                Assert.Equal(new int?[] { 1, 2, 3 }, scenario.Repeats.Select(r => r.Round));
                Assert.Equal(first.Cast<int?>(), scenario.Repeats.Select(r => r.Position));
                Assert.All(scenario.Repeats, r => Assert.True(r.Requests > 0 && r.ServerAllocatedBytesPerRequest > 0));
            }
        }
    }

    [Fact]
    public void With_a_cpu_each_for_server_and_wrk_every_window_records_the_cpu_a_probe_chose_for_its_server()
    {
        var options = new WebOptions("system-text-json", _out.Path, durationSeconds: 1, warmupSeconds: 0, maxWarmupSeconds: 0, connections: 4, repeats: 2,
            serverCpus: "0", clientCpus: "1", validateOnly: false, group: new[] { "system-text-json", "newtonsoft" });
        var log = new StringWriter();

        var exit = RotationDriver.Run(options, App, new WrkLoadGenerator(), log);

        _output.WriteLine(log.ToString());
        Assert.Equal(0, exit);
        foreach (var id in options.Group!)
        {
            var folder = WebGroupLayout.SerializerDirectory(_out.Path, id);
            var result = WebCellResultJson.Read(File.ReadAllBytes(Path.Combine(folder, WebCellResult.FileName)));
            Assert.All(result.Scenarios.SelectMany(s => s.Repeats), r => Assert.Contains(r.ServerCpu, new int?[] { 0, 1 }));
        }

        Assert.Equal(8, log.ToString().Split('\n').Count(line => line.Contains(", server on CPU ") && line.Contains(" (probes CPU 0 ")));
    }

    [Theory]
    [InlineData(null, null)]
    [InlineData("0", "0")]
    [InlineData("0-1", "1")]
    public void Without_one_cpu_each_for_server_and_wrk_nothing_moves(string? server, string? client)
    {
        var options = new WebOptions("system-text-json", _out.Path, 1, 0, 0, 4, 1, server, client, validateOnly: false);

        var placement = WindowPlacement.Place(options, serverPid: -1, current: null, TextWriter.Null);

        Assert.Equal((null, client, "placed as started"), (placement.ServerCpu, placement.ClientCpus, placement.Note));
    }

    [Fact]
    public void The_warm_up_runs_in_cycles_of_every_burst_at_once_until_every_server_stops_compiling_and_the_rounds_follow()
    {
        var options = new WebOptions("system-text-json", _out.Path, durationSeconds: 2, warmupSeconds: 2, maxWarmupSeconds: 8, connections: 8, repeats: 2,
            serverCpus: null, clientCpus: null, validateOnly: false, group: new[] { "system-text-json", "newtonsoft" });
        var ports = new System.Collections.Generic.List<int>();
        var calls = new System.Collections.Generic.Dictionary<int, int>();
        // No request reaches the servers (the load is fake), so they compile nothing more after their gate: quiet once
        // four cycles have counted their methods, whatever the (fake) requests/s say: the second server's keep rising.
        // The bursts of a cycle run at once, so which server's port comes first is a race: the lock keeps the lists whole,
        // and the servers are told apart below by the order of the measured windows, which the rotation fixes.
        var generator = new FakeLoadGenerator(request =>
        {
            lock (ports)
            {
                if (!ports.Contains(request.Url.Port)) ports.Add(request.Url.Port);
                var n = calls[request.Url.Port] = calls.TryGetValue(request.Url.Port, out var c) ? c + 1 : 1;
                return FakeLoadGenerator.Summary(ports.IndexOf(request.Url.Port) == 0 ? 1000 : 1000 * n);
            }
        });
        var log = new StringWriter();

        Assert.Equal(0, RotationDriver.Run(options, App, generator, log, tieringPause: TimeSpan.Zero));

        _output.WriteLine(log.ToString());
        var measuredPorts = generator.Requests.SkipWhile(r => r.Seconds == 1).Select(r => r.Url.Port).Distinct().ToList();
        var all = generator.Requests.Select(r => (Server: measuredPorts.IndexOf(r.Url.Port), Script: r.ScriptPath, r.Seconds, r.Connections)).ToList();
        var warmups = all.TakeWhile(r => r.Seconds == 1).ToList();
        var isGet = (string script) => Path.GetFileName(script).StartsWith("get-", StringComparison.Ordinal);
        // Every warm-up comes before any measured window, every (server, scenario) bursting in every cycle and sharing
        // the connections, for the four cycles it takes to see the servers quiet.
        Assert.Equal(16, warmups.Count);
        Assert.All(warmups, r => Assert.Equal(2, r.Connections));
        Assert.All(Enumerable.Range(0, 4), cycle => Assert.Equal(4, warmups.Skip(4 * cycle).Take(4).Distinct().Count()));
        // Then GET's rounds and POST's, the round's first server moving on by one, at the cell's connections.
        Assert.Equal(new[] { (0, true), (1, true), (1, true), (0, true), (0, false), (1, false), (1, false), (0, false) },
            all.Skip(warmups.Count).Select(r => (r.Server, isGet(r.Script))));
        Assert.All(all.Skip(warmups.Count), r => Assert.Equal(8, r.Connections));
        foreach (var id in options.Group!)
        {
            var result = WebCellResultJson.Read(File.ReadAllBytes(Path.Combine(WebGroupLayout.SerializerDirectory(_out.Path, id), WebCellResult.FileName)));
            Assert.All(result.Scenarios, s => Assert.Equal((4, true), (s.Warmup!.RequestsPerSecond.Count, s.Warmup!.Steady)));
        }

        Assert.Equal(4, log.ToString().Split('\n').Count(line => line.Contains(": warm-up 4 s, ") && line.Contains(" requests/s, steady: ")
            && line.EndsWith(" methods compiled over the last 3 cycles", StringComparison.Ordinal)));
    }

    [Fact]
    public void Pinned_the_bursts_run_on_every_cpu_of_the_set_and_the_measured_windows_on_one_each()
    {
        var options = new WebOptions("system-text-json", _out.Path, durationSeconds: 2, warmupSeconds: 2, maxWarmupSeconds: 2, connections: 8, repeats: 1,
            serverCpus: "0", clientCpus: "1", validateOnly: false, group: new[] { "system-text-json", "newtonsoft" });
        var generator = new FakeLoadGenerator(_ => FakeLoadGenerator.Summary(1000));
        var log = new StringWriter();

        Assert.Equal(0, RotationDriver.Run(options, App, generator, log, tieringPause: TimeSpan.Zero));

        _output.WriteLine(log.ToString());
        Assert.Equal(Enumerable.Repeat("0,1", 8), generator.Requests.Where(r => r.Seconds == 1).Select(r => r.Cpus));
        Assert.All(generator.Requests.Where(r => r.Seconds == 2), r => Assert.Contains(r.Cpus, new[] { "0", "1" }));
        Assert.Contains("system-text-json: warm-up cycle 2, 4 bursts of 2 connections at once: get-list-1000 ", log.ToString());
    }

    [Fact]
    public void A_member_of_another_runtime_is_served_from_that_runtime_s_app_and_its_result_lands_in_its_runtime_s_folder()
    {
        // This app's own servers cannot start here ("false"); the other runtime's app (this one, named by --apps) can.
        var options = new WebOptions("system-text-json", _out.Path, durationSeconds: 1, warmupSeconds: 0, maxWarmupSeconds: 0, connections: 4, repeats: 2,
            serverCpus: null, clientCpus: null, validateOnly: false, group: new[] { "system-text-json", "other/newtonsoft" })
        {
            Apps = new System.Collections.Generic.Dictionary<string, string> { ["other"] = App[0] },
        };
        var log = new StringWriter();

        var exit = RotationDriver.Run(options, new[] { "false" }, new FakeLoadGenerator(_ => FakeLoadGenerator.Summary(1000)), log);

        _output.WriteLine(log.ToString());
        Assert.Equal(3, exit);
        Assert.Equal("3", File.ReadAllText(WebGroupLayout.ExitCodePath(WebGroupLayout.SerializerDirectory(_out.Path, "system-text-json"))).Trim());
        var other = Path.Combine(_out.Path, "other", "newtonsoft");
        Assert.Equal(other, WebGroupLayout.SerializerDirectory(_out.Path, "other/newtonsoft"));
        Assert.Equal("0", File.ReadAllText(WebGroupLayout.ExitCodePath(other)).Trim());
        var result = WebCellResultJson.Read(File.ReadAllBytes(Path.Combine(other, WebCellResult.FileName)));
        Assert.Equal("newtonsoft", result.Serializer);
        Assert.Equal(new[] { 2, 2 }, result.Scenarios.Select(sc => sc.Repeats.Count));
        Assert.Contains("other/newtonsoft get-list-1000: round 1/2", log.ToString());
    }

    [Fact]
    public void A_server_that_cannot_start_fails_its_serializer_alone()
    {
        var options = new WebOptions("system-text-json", _out.Path, durationSeconds: 1, warmupSeconds: 0, maxWarmupSeconds: 0, connections: 4, repeats: 1,
            serverCpus: null, clientCpus: null, validateOnly: true, group: new[] { "system-text-json", "newtonsoft" });
        var log = new StringWriter();

        // A command that exits at once stands in for a server process that dies before it is ready.
        var exit = RotationDriver.Run(options, new[] { "false" }, new WrkLoadGenerator(), log);

        Assert.Equal(3, exit);
        Assert.All(new[] { "system-text-json", "newtonsoft" }, id =>
        {
            var folder = WebGroupLayout.SerializerDirectory(_out.Path, id);
            Assert.Equal("3", File.ReadAllText(WebGroupLayout.ExitCodePath(folder)).Trim());
            Assert.Empty(WebCellResultJson.Read(File.ReadAllBytes(Path.Combine(folder, WebCellResult.FileName))).Scenarios);
        });
        Assert.Contains("exited with 1 before it was gated", log.ToString());
    }

    [Fact]
    public void A_meter_request_costs_the_server_a_few_hundred_bytes_a_window_not_per_request()
    {
        const int Requests = 1000;
        var counter = new RequestCounter();
        var input = new StringReader(string.Concat(Enumerable.Repeat(ServerProtocol.MeterCommand + "\n", Requests)));
        ServerChild.AnswerMeters(counter, new StringReader(ServerProtocol.MeterCommand + "\n"), TextWriter.Null); // JIT first

        var before = GC.GetAllocatedBytesForCurrentThread();
        ServerChild.AnswerMeters(counter, input, TextWriter.Null);
        var perMeter = (GC.GetAllocatedBytesForCurrentThread() - before) / (double)Requests;

        _output.WriteLine($"{perMeter:0} B per meter request");
        // Two meter reads a window, against thousands of requests: under a byte per request.
        Assert.InRange(perMeter, 0, 1024);
    }

    public void Dispose() => _out.Dispose();
}
