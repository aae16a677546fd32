using System;
using System.Collections.Generic;
using System.Globalization;
using System.IO;
using System.Linq;
using JsonMatrix.Contracts.Web;
using JsonMatrix.Web.Cli;
using JsonMatrix.Web.Load;
using JsonMatrix.Web.Server;

namespace JsonMatrix.Web.Running;

/// <summary>One scenario under load: the warm-up (one-second windows until the server is steady, see
/// <see cref="WarmupRule"/>; recorded, not measured), then the measured windows, each with wrk's counts and the
/// server's own (requests finished, non-2xx, bytes allocated).</summary>
public static class ScenarioMeasurement
{
    /// <summary>The scenario with every window that ran, and why the measurement failed (null when it did not).</summary>
    public static (WebScenario Scenario, string? Failure) Run(
        Scenario scenario, WebServer server, WebOptions options, ILoadGenerator generator, string scriptDirectory, TextWriter log)
    {
        var script = Path.Combine(scriptDirectory, scenario.Id + ".lua");
        File.WriteAllText(script, scenario.Script);
        var url = new Uri(server.Address, scenario.Path.TrimStart('/'));
        LoadRequest Window(int seconds) => new(url, script, seconds, options.Connections, options.LoadThreads, options.ClientCpus);

        var repeats = new List<WebRepeat>();
        WebWarmup? warmup = null;
        string? failure = null;
        try
        {
            warmup = WarmUp(scenario.Id, options, () => generator.Run(Window(1)), log);

            for (var i = 1; i <= options.Repeats; i++)
            {
                var repeat = MeasureWindow(() => ServerMeter.Read(server.Counter), () => generator.Run(Window(options.DurationSeconds)), null, null);
                repeats.Add(repeat);
                log.WriteLine($"{scenario.Id}: window {i}/{options.Repeats}: {Describe(repeat)}");
            }
        }
        catch (LoadGeneratorException e)
        {
            failure = e.Message;
        }

        failure ??= Problem(repeats);
        return (new WebScenario(scenario.Id, scenario.Method, scenario.Path, scenario.RequestBytes, scenario.ResponseBytes, repeats, warmup), failure);
    }

    /// <summary>One measured window: the server's meter read before and after wrk's run, so its bytes and requests are
    /// the window's own. <paramref name="round"/> and <paramref name="position"/> place it in a rotation (null alone).</summary>
    public static WebRepeat MeasureWindow(Func<ServerMeter> meter, Func<WrkSummary> window, int? round, int? position, int? serverCpu = null)
    {
        var start = meter();
        var wrk = window();
        var served = meter().Since(start);
        return new WebRepeat(wrk.Requests, wrk.Seconds, wrk.RequestsPerSecond, wrk.LatencyP50Us, wrk.LatencyP90Us, wrk.LatencyP99Us,
            wrk.SocketErrors, Math.Max(wrk.StatusErrors, served.Non2xx), served.BytesPerRequest, round, position, serverCpu);
    }

    /// <summary>The log's account of a window.</summary>
    public static string Describe(WebRepeat repeat) =>
        $"{Show(repeat.RequestsPerSecond)} requests/s, p50 {Show(repeat.LatencyP50Us)} µs, " +
        $"p99 {Show(repeat.LatencyP99Us)} µs, {repeat.Errors} socket errors, {repeat.Non2xx} non-2xx, " +
        $"{(repeat.ServerAllocatedBytesPerRequest is { } b ? Show(b) : "?")} B allocated per request";

    /// <summary>A fixed warm-up was too short for some runtimes on one core (.NET 10's first measured window ran at
    /// 40–60 % of its later ones after 2 s, docs/performance.md) and wasteful for others: one-second windows run until
    /// the rule says the server is steady.</summary>
    /// <param name="label">How the log names the scenario (and, in a rotation, the server).</param>
    public static WebWarmup? WarmUp(string label, WebOptions options, Func<WrkSummary> oneSecond, TextWriter log)
    {
        if (options.WarmupSeconds == 0) return null;
        var windows = new List<double>();
        var seconds = 0.0;
        while (!WarmupRule.IsDone(windows, options.WarmupSeconds, options.MaxWarmupSeconds))
        {
            var window = oneSecond();
            windows.Add(window.RequestsPerSecond);
            seconds += window.Seconds;
        }

        return EndWarmup(label, windows, seconds, options, log);
    }

    /// <summary>The warm-up's record once its windows have run, and its line in the log.</summary>
    public static WebWarmup EndWarmup(string label, IReadOnlyList<double> windows, double seconds, WebOptions options, TextWriter log) =>
        EndWarmup(label, windows, seconds, WarmupRule.IsSteady(windows), options, log, null);

    /// <param name="steady">Whether the server was done speeding up, by the rule its warm-up followed.</param>
    /// <param name="why">What the rule saw, for the log (null: the requests/s shown).</param>
    public static WebWarmup EndWarmup(string label, IReadOnlyList<double> windows, double seconds, bool steady, WebOptions options, TextWriter log, string? why)
    {
        log.WriteLine($"{label}: warm-up {windows.Count} s, {string.Join(", ", windows.Select(Show))} requests/s, " +
            (steady ? "steady" : $"not steady after {windows.Count} s (the measured windows may still be speeding up)") + (why is null ? "" : $": {why}"));
        return new WebWarmup(Math.Round(seconds, 3), steady, windows);
    }

    /// <summary>A window with socket errors, non-2xx responses or no request at all is not a measurement.</summary>
    public static string? Problem(IReadOnlyList<WebRepeat> repeats)
    {
        var bad = repeats.Select((r, i) => (r, i)).FirstOrDefault(x => x.r.Errors > 0 || x.r.Non2xx > 0 || x.r.Requests == 0);
        return bad.r == null
            ? null
            : $"window {bad.i + 1} had {bad.r.Errors} socket errors, {bad.r.Non2xx} non-2xx responses and {bad.r.Requests} requests";
    }

    private static string Show(double value) => value.ToString("0.#", CultureInfo.InvariantCulture);
}
