using System;
using System.Collections.Generic;
using System.Diagnostics;
using System.IO;
using System.Linq;
using System.Threading;
using System.Threading.Tasks;
using JsonMatrix.Contracts.Cells;
using JsonMatrix.Contracts.Web;
using JsonMatrix.Web.Cli;
using JsonMatrix.Web.Formatters;
using JsonMatrix.Web.Load;
using JsonMatrix.Web.Server;

namespace JsonMatrix.Web.Running;

/// <summary>--serializers: serializers measured side by side, of this build or (RUNTIME/ID, --apps) of other runtimes' builds of
/// the app, so that a run's every runtime shares the rounds. Every serializer gets its own server process
/// (<see cref="ServerChild"/>); each gates itself; then the servers warm up in turn on both scenarios, each
/// (server, scenario) by the usual rule, and per scenario the measured windows run in rounds, one window of every server a round, the round's first server moving on by one each
/// round (A B C, B C A, C A B …). The machine's slow and fast spells then fall on every serializer alike, and a window's
/// round pairs it with the other serializers' windows of the same seconds (web-result.json's round and position).
/// Each serializer's web-result.json and exit code go to its own folder (<see cref="WebGroupLayout"/>), whatever happens
/// to the others. Returns the worst exit code.</summary>
public static class RotationDriver
{
    public static int Run(WebOptions options, IReadOnlyList<string> serverCommand, ILoadGenerator generator, TextWriter log, TimeSpan? tieringPause = null)
    {
        log = TextWriter.Synchronized(log);
        var members = options.Group!.Select(id => new Member(id, FormatterCatalog.Find(WebGroupLayout.Split(id).Serializer)!,
            WebGroupLayout.SerializerDirectory(options.OutDirectory, id))).ToList();

        // Another runtime's build says for itself, at its gate, whether it can serve its serializer.
        if (members.FirstOrDefault(m => m.Runtime == null && m.Formatters.UnavailableReason != null) is { } unavailable)
        {
            log.WriteLine($"error: serializer '{unavailable.Id}' cannot run in this build: {unavailable.Formatters.UnavailableReason}.");
            return BenchExitCodes.InvalidArguments;
        }

        var version = generator.Version();
        var settings = options.Settings(version);
        var scripts = Path.Combine(Path.GetTempPath(), "jsonmatrix-web-" + Guid.NewGuid().ToString("N"));
        try
        {
            foreach (var member in members)
            {
                Start(member, member.Runtime is { } runtime ? [options.Apps[runtime]] : serverCommand, log);
            }

            var measured = members.Where(m => m.Failure == null).ToList();
            if (version == null)
            {
                log.WriteLine("error: wrk is not installed (apt-get install wrk): nothing was measured.");
                measured.ForEach(m => m.Fail("wrk is not installed", BenchExitCodes.BenchmarkFailed));
            }
            else if (!options.ValidateOnly && measured.Count > 0)
            {
                Directory.CreateDirectory(scripts);
                var body = Path.Combine(scripts, List1000Payload.Id + ".json");
                File.WriteAllBytes(body, new List1000Payload().GoldenUtf8);
                var scenarios = new[]
                {
                    Prepare(measured, generator, scripts, "get-list-1000", "GET", WrkScript.Get(), 0, r => r.GetResponseBytes),
                    Prepare(measured, generator, scripts, "post-list-1000", "POST", WrkScript.Post(body), new FileInfo(body).Length, r => r.PostResponseBytes),
                };
                WarmUp(measured, scenarios, options, log, tieringPause ?? WarmupCycles.TieringPause);
                foreach (var scenario in scenarios)
                {
                    MeasureRounds(measured, scenario, options, log);
                }
            }
        }
        finally
        {
            foreach (var member in members)
            {
                member.Server?.Dispose();
                Write(member, settings, log);
            }

            if (Directory.Exists(scripts)) Directory.Delete(scripts, recursive: true);
        }

        return members.Max(m => m.ExitCode);
    }

    private static void Start(Member member, IReadOnlyList<string> serverCommand, TextWriter log)
    {
        var clock = Stopwatch.StartNew();
        try
        {
            member.Server = ServerProcess.Start(serverCommand, member.Serializer, member.Directory, log, member.Id);
        }
        catch (Exception e) when (e is InvalidOperationException or System.ComponentModel.Win32Exception)
        {
            member.Fail($"its server process could not start: {e.Message}", BenchExitCodes.BenchmarkFailed);
            return;
        }

        var (ready, problem) = member.Server.WaitReady();
        member.ValidationMs = clock.ElapsedMilliseconds;
        member.Gated = ReadGated(member.Directory);
        if (ready == null || member.Gated == null)
        {
            member.Fail(problem ?? $"the server process for {member.Id} wrote no {WebCellResult.FileName}", BenchExitCodes.BenchmarkFailed);
            return;
        }

        member.Ready = ready;
        foreach (var v in member.Gated.Validation)
        {
            log.WriteLine($"{member.Id}: gate {v.Endpoint}: {v.Status}{(v.Reason == null ? "" : " — " + v.Reason)}{(v.Diff == null ? "" : "\n" + v.Diff)}");
        }

        if (!ready.GatePassed)
        {
            member.Fail("it failed the gate: nothing was measured", BenchExitCodes.ValidationMismatch);
        }
    }

    /// <summary>One scenario's script and load windows on every server, before anything runs.</summary>
    private static ScenarioPlan Prepare(List<Member> members, ILoadGenerator generator, string scripts, string id, string method,
        string scriptText, long requestBytes, Func<ServerReady, long> responseBytes)
    {
        var script = Path.Combine(scripts, id + ".lua");
        File.WriteAllText(script, scriptText);
        Func<WrkSummary> Window(Member m, int seconds, int connections, int threads, string? clientCpus) =>
            () => generator.Run(new LoadRequest(new Uri(m.Ready!.Address, List1000Payload.Path.TrimStart('/')), script, seconds, connections, threads, clientCpus));

        return new ScenarioPlan(id, method, requestBytes, responseBytes, members.ToDictionary(m => m, _ => new ScenarioRun()), Window);
    }

    /// <summary>One scenario's measured windows in rounds, then each server's scenario recorded.</summary>
    private static void MeasureRounds(List<Member> live, ScenarioPlan scenario, WebOptions options, TextWriter log)
    {
        for (var round = 1; round <= options.Repeats; round++)
        {
            var position = 0;
            for (var k = 0; k < live.Count; k++)
            {
                var member = live[(round - 1 + k) % live.Count];
                var run = scenario.Runs[member];
                if (run.Failure != null || member.Failure != null) continue;
                var place = ++position;
                Try(member, run, log, () =>
                {
                    var meters = new List<ServerMeter>();
                    var placement = WindowPlacement.Place(options, member.Server!.Pid, member.ServerCpu, log);
                    member.ServerCpu = placement.ServerCpu ?? member.ServerCpu;
                    var clock = Stopwatch.StartNew();
                    var repeat = ScenarioMeasurement.MeasureWindow(() => Keep(meters, member.Server!.ReadMeter()),
                        scenario.Window(member, options.DurationSeconds, options.Connections, options.LoadThreads, placement.ClientCpus), round, place, placement.ServerCpu);
                    member.MeasurementMs += clock.ElapsedMilliseconds;
                    run.Repeats.Add(repeat);
                    log.WriteLine($"{member.Id} {scenario.Id}: round {round}/{options.Repeats}, position {place}, {placement.Note}: {ScenarioMeasurement.Describe(repeat)}; " +
                        $"{Compiled(meters[1].Since(meters[0]))} during it");
                });
            }
        }

        foreach (var member in live)
        {
            var run = scenario.Runs[member];
            member.Scenarios.Add(new WebScenario(scenario.Id, scenario.Method, List1000Payload.Path, scenario.RequestBytes, scenario.ResponseBytes(member.Ready!),
                run.Repeats, run.Warmup));
            if ((run.Failure ?? ScenarioMeasurement.Problem(run.Repeats)) is { } failure)
            {
                log.WriteLine($"error: {member.Id} {scenario.Id}: {failure}");
                member.ExitCode = BenchExitCodes.BenchmarkFailed;
            }
        }
    }

    /// <summary>Every warm-up before any measured window, in cycles (<see cref="WarmupCycles"/>): each cycle a one-second
    /// burst on every (server, scenario) at once, spread over the whole CPU set, then a pause with no load, until every
    /// server has stopped compiling after at least the least warm-up, or at the most (<see cref="WarmupRule"/>). A
    /// scenario's record keeps its own bursts and is steady when its server stopped compiling (by its requests/s where the
    /// runtime cannot count compiled methods). Then every server goes back where it started.
    /// <para>Taken in turn, one (server, scenario) a second, the warm-ups gave each server two steps of tiering per eight
    /// seconds and ended on the rise: after six turns each, one run's measured windows of one server served 412 to
    /// 2,529 GET requests/s, rising round by round (docs/web.md, "Warm-up in cycles").</para></summary>
    private static void WarmUp(List<Member> live, IReadOnlyList<ScenarioPlan> scenarios, WebOptions options, TextWriter log, TimeSpan pause)
    {
        if (options.WarmupSeconds == 0) return;
        var spread = WarmupCycles.Spread(options.ServerCpus, options.ClientCpus);
        var pairs = live.SelectMany(m => scenarios.Select(scenario => (Member: m, Scenario: scenario))).ToList();
        var windows = pairs.ToDictionary(p => p, _ => new List<double>());
        var seconds = pairs.ToDictionary(p => p, _ => 0.0);
        var compiled = live.ToDictionary(m => m, _ => (List<long>?)new List<long>());
        bool Live((Member Member, ScenarioPlan Scenario) p) => p.Scenario.Runs[p.Member].Failure == null && p.Member.Failure == null;
        if (spread != null) Move(live, spread, log);
        var cycle = 0;
        while (pairs.Any(Live) && !WarmupRule.IsDone(cycle, pairs.Where(Live).Select(p => compiled[p.Member]).Distinct(), options.WarmupSeconds, options.MaxWarmupSeconds))
        {
            if (cycle++ > 0) Thread.Sleep(pause);
            var bursts = pairs.Where(Live).ToList();
            var connections = WarmupCycles.Connections(options.Connections, bursts.Count);
            var clock = Stopwatch.StartNew();
            Task.WaitAll(bursts.Select(p => Task.Run(() => Try(p.Member, p.Scenario.Runs[p.Member], log, () =>
            {
                var summary = p.Scenario.Window(p.Member, 1, connections, 1, spread ?? options.ClientCpus)();
                lock (windows)
                {
                    windows[p].Add(summary.RequestsPerSecond);
                    seconds[p] += summary.Seconds;
                }
            }))).ToArray());
            var members = bursts.Select(p => p.Member).Distinct().ToList();
            foreach (var m in members.Where(m => m.Failure == null))
            {
                // The cycle was every server's at once: each takes its share, so the group's durations add up to its time.
                m.MeasurementMs += clock.ElapsedMilliseconds / members.Count;
                var mine = bursts.Where(p => p.Member == m).ToList();
                Try(m, mine[0].Scenario.Runs[m], log, () =>
                {
                    var meter = m.Server!.ReadMeter();
                    if (meter.CompiledMethods is { } count) compiled[m]?.Add(count);
                    else compiled[m] = null;
                    log.WriteLine($"{m.Id}: warm-up cycle {cycle}, {bursts.Count} bursts of {connections} connections at once: " +
                        string.Join(", ", mine.Where(p => windows[p].Count > 0).Select(p => $"{p.Scenario.Id} {Show(windows[p][^1])} requests/s")) +
                        $", {Compiled(meter)} so far");
                });
            }
        }

        if (spread != null) Move(live.Where(m => m.Failure == null).ToList(), options.ServerCpus!, log);
        foreach (var (m, scenario) in pairs.Where(p => windows[p].Count > 0))
        {
            var steady = compiled[m] is { } counts ? WarmupRule.IsQuiet(counts) : WarmupRule.IsSteady(windows[(m, scenario)]);
            scenario.Runs[m].Warmup = ScenarioMeasurement.EndWarmup($"{m.Id} {scenario.Id}", windows[(m, scenario)], seconds[(m, scenario)], steady, options, log,
                compiled[m] is { Count: > WarmupRule.Span } c ? $"{c[^1] - c[^(WarmupRule.Span + 1)]} methods compiled over the last {WarmupRule.Span} cycles" : null);
        }
    }

    private static string Show(double value) => value.ToString("0", System.Globalization.CultureInfo.InvariantCulture);

    /// <summary>Every thread of every server onto a CPU list; the measured rounds then place each server from there.</summary>
    private static void Move(List<Member> members, string cpus, TextWriter log)
    {
        foreach (var m in members)
        {
            if (ServerAffinity.PinProcess(m.Server!.Pid, cpus) is { } problem)
            {
                log.WriteLine($"warning: could not move {m.Id}'s server to CPUs {cpus} ({problem})");
            }

            m.ServerCpu = null;
        }
    }

    private static ServerMeter Keep(List<ServerMeter> meters, ServerMeter meter)
    {
        meters.Add(meter);
        return meter;
    }

    /// <summary>The log's account of the server's JIT: a server still compiling is still speeding up (docs/web.md).</summary>
    private static string Compiled(ServerMeter meter) =>
        $"{meter.CompiledMethods?.ToString(System.Globalization.CultureInfo.InvariantCulture) ?? "?"} methods compiled";

    /// <summary>wrk failing ends this server's scenario (as for a server alone); its process ending ends the server.</summary>
    private static void Try(Member member, ScenarioRun run, TextWriter log, Action step)
    {
        try
        {
            step();
        }
        catch (LoadGeneratorException e)
        {
            run.Failure = e.Message;
        }
        catch (ServerProcessException e)
        {
            run.Failure = e.Message;
            member.Fail(e.Message, BenchExitCodes.BenchmarkFailed);
            log.WriteLine($"error: {member.Id}: {e.Message}");
        }
    }

    private static WebCellResult? ReadGated(string directory)
    {
        try
        {
            return WebCellResultJson.Read(File.ReadAllBytes(CellFolder.WebResultPath(directory)));
        }
        catch (Exception e) when (e is IOException or FormatException or UnauthorizedAccessException)
        {
            return null;
        }
    }

    /// <summary>The server's own runtime, assemblies and gate, with the driver's settings and what was measured.</summary>
    private static void Write(Member member, WebSettings settings, TextWriter log)
    {
        if (member.Failure != null) log.WriteLine($"error: {member.Id}: {member.Failure}");
        try
        {
            var gated = member.Gated;
            if (gated != null || member.Failure != null)
            {
                var runtime = gated?.Runtime ?? new WebRuntime("", "", "", 0);
                var result = new WebCellResult(member.Serializer, runtime, gated?.Assemblies ?? Array.Empty<AssemblyVersion>(), settings,
                    gated?.Validation ?? Array.Empty<WebValidation>(), member.Scenarios, new WebDurations(member.ValidationMs, member.MeasurementMs));
                log.WriteLine($"wrote {ResultFile.Write(member.Directory, result)}");
            }

            ResultFile.WriteExitCode(member.Directory, member.ExitCode);
        }
        catch (Exception e) when (e is IOException or UnauthorizedAccessException)
        {
            log.WriteLine($"error: {member.Id}: its result could not be written: {e.Message}");
        }
    }

    private sealed class Member
    {
        public Member(string id, IFormatterSetup formatters, string directory)
        {
            Id = id;
            (Runtime, Serializer) = WebGroupLayout.Split(id);
            Formatters = formatters;
            Directory = directory;
        }

        /// <summary>The member as --serializers names it: ID, or RUNTIME/ID for another runtime's build.</summary>
        public string Id { get; }

        /// <summary>The runtime of another build's server (its app in --apps); null for this app's own.</summary>
        public string? Runtime { get; }
        public string Serializer { get; }
        public IFormatterSetup Formatters { get; }
        public string Directory { get; }
        public ServerProcess? Server { get; set; }
        public ServerReady? Ready { get; set; }
        public WebCellResult? Gated { get; set; }
        public List<WebScenario> Scenarios { get; } = new();
        public string? Failure { get; private set; }
        public int ExitCode { get; set; }
        public long ValidationMs { get; set; }

        /// <summary>This server's own load: its warm-up and measured windows, not the other servers'.</summary>
        public long MeasurementMs { get; set; }

        /// <summary>The CPU the server was last moved to (<see cref="WindowPlacement"/>); null: where it started.</summary>
        public int? ServerCpu { get; set; }

        public void Fail(string why, int exitCode)
        {
            Failure ??= why;
            ExitCode = Math.Max(ExitCode, exitCode);
        }
    }

    /// <summary>A scenario of the group: what web-result.json says of it, each server's run of it, and a load window
    /// of a given length on a given server.</summary>
    private sealed record ScenarioPlan(string Id, string Method, long RequestBytes, Func<ServerReady, long> ResponseBytes,
        Dictionary<Member, ScenarioRun> Runs, Func<Member, int, int, int, string?, Func<WrkSummary>> Window);

    private sealed class ScenarioRun
    {
        public List<WebRepeat> Repeats { get; } = new();
        public WebWarmup? Warmup { get; set; }
        public string? Failure { get; set; }
    }
}
