using System;
using System.Collections.Generic;
using System.Diagnostics;
using System.IO;
using System.Net.Http;
using System.Threading;
using System.Threading.Tasks;
using JsonMatrix.Contracts.Cells;
using JsonMatrix.Contracts.Web;
using JsonMatrix.Web.Cli;
using JsonMatrix.Web.Formatters;
using JsonMatrix.Web.Gate;
using JsonMatrix.Web.Load;
using JsonMatrix.Web.Server;

namespace JsonMatrix.Web.Running;

/// <summary>A web cell from start to end: pin, start Kestrel, gate, load each scenario, write web-result.json (also
/// when the gate or the measurement failed). Returns the bench's exit codes.</summary>
public static class WebCellRunner
{
    public static async Task<int> RunAsync(WebOptions options, IFormatterSetup formatters, ILoadGenerator generator, TextWriter log)
    {
        if (formatters.UnavailableReason is { } unavailable)
        {
            log.WriteLine($"error: serializer '{formatters.Id}' cannot run in this build: {unavailable}.");
            return BenchExitCodes.InvalidArguments;
        }

        if (options.ServerCpus != null && ServerAffinity.Pin(options.ServerCpus) is { } pinError)
        {
            log.WriteLine($"error: could not pin the server to CPUs '{options.ServerCpus}' (--server-cpus): {pinError}");
            return BenchExitCodes.InvalidArguments;
        }

        var version = generator.Version();
        var settings = options.Settings(version);
        var cell = new CellRecorder(options, formatters, settings, log);
        try
        {
            return await RunServerAsync(options, formatters, generator, version, cell, log);
        }
        catch (Exception e) when (e is IOException or InvalidOperationException or HttpRequestException or TaskCanceledException)
        {
            log.WriteLine($"error: the web cell failed: {e.GetType().Name}: {e.Message}");
            cell.Write();
            return BenchExitCodes.BenchmarkFailed;
        }
    }

    private static async Task<int> RunServerAsync(
        WebOptions options, IFormatterSetup formatters, ILoadGenerator generator, string? version, CellRecorder cell, TextWriter log)
    {
        var payload = new List1000Payload();
        await using var server = await WebServer.StartAsync(formatters, payload);
        log.WriteLine($"{formatters.Id}: Kestrel listens on {server.Address} ({Environment.ProcessorCount} CPU{(Environment.ProcessorCount == 1 ? "" : "s")}, " +
            $"{GarbageCollectorProbe.Describe().Text})");
        using var client = new HttpClient { Timeout = TimeSpan.FromSeconds(60) };
        var clock = Stopwatch.StartNew();
        var gate = await WebGate.RunAsync(client, server, payload);
        cell.Validation = gate.Validation;
        cell.ValidationMs = clock.ElapsedMilliseconds;
        foreach (var v in gate.Validation)
        {
            log.WriteLine($"gate {v.Endpoint}: {v.Status}{(v.Reason == null ? "" : " — " + v.Reason)}{(v.Diff == null ? "" : "\n" + v.Diff)}");
        }

        if (!gate.Passed)
        {
            log.WriteLine($"error: {formatters.Id} failed the gate: nothing was measured.");
            cell.Write();
            return BenchExitCodes.ValidationMismatch;
        }

        if (options.ValidateOnly || version == null)
        {
            cell.Write();
            if (version != null)
            {
                return BenchExitCodes.Success;
            }

            log.WriteLine("error: wrk is not installed (apt-get install wrk): nothing was measured.");
            return BenchExitCodes.BenchmarkFailed;
        }

        clock.Restart();
        // The windows block while wrk runs: on a thread of their own, not one of the thread pool's, which serves the
        // requests (with one CPU the pool starts with one thread, and a blocked one starves the server).
        var failed = await Task.Factory.StartNew(() => Measure(payload, gate, server, options, generator, cell, log),
            CancellationToken.None, TaskCreationOptions.LongRunning, TaskScheduler.Default);
        cell.MeasurementMs = clock.ElapsedMilliseconds;
        cell.Write();
        return failed ? BenchExitCodes.BenchmarkFailed : BenchExitCodes.Success;
    }

    private static bool Measure(List1000Payload payload, GateResult gate, WebServer server, WebOptions options, ILoadGenerator generator,
        CellRecorder cell, TextWriter log)
    {
        // /tmp: the container's root file system is read-only.
        var scripts = Path.Combine(Path.GetTempPath(), "jsonmatrix-web-" + Guid.NewGuid().ToString("N"));
        Directory.CreateDirectory(scripts);
        try
        {
            var body = Path.Combine(scripts, List1000Payload.Id + ".json");
            File.WriteAllBytes(body, payload.GoldenUtf8);
            var scenarios = new[]
            {
                new Scenario("get-list-1000", "GET", List1000Payload.Path, WrkScript.Get(), 0, gate.GetResponseBytes),
                new Scenario("post-list-1000", "POST", List1000Payload.Path, WrkScript.Post(body), payload.GoldenUtf8.Length, gate.PostResponseBytes),
            };
            var failed = false;
            foreach (var scenario in scenarios)
            {
                var (measured, failure) = ScenarioMeasurement.Run(scenario, server, options, generator, scripts, log);
                cell.Scenarios.Add(measured);
                if (failure != null)
                {
                    log.WriteLine($"error: {scenario.Id}: {failure}");
                    failed = true;
                }
            }

            return failed;
        }
        finally
        {
            Directory.Delete(scripts, recursive: true);
        }
    }
}
