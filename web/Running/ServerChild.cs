using System;
using System.IO;
using System.Net.Http;
using System.Threading;
using System.Threading.Tasks;
using JsonMatrix.Contracts.Cells;
using JsonMatrix.Web.Cli;
using JsonMatrix.Web.Formatters;
using JsonMatrix.Web.Gate;
using JsonMatrix.Web.Server;

namespace JsonMatrix.Web.Running;

/// <summary>One server process of a rotation (--serve-only): starts Kestrel with one serializer, gates itself (the gate
/// reads the server's <see cref="GateInbox"/>, so it must run in this process), writes the gate's web-result.json (the
/// driver completes it), prints <see cref="ServerProtocol.Ready"/>, then answers the driver's meter requests until its
/// stdin ends. A process of its own keeps this serializer's JIT, PGO and GC heap apart from the others', as in an app.</summary>
public static class ServerChild
{
    public static async Task<int> RunAsync(WebOptions options, IFormatterSetup formatters, TextReader input, TextWriter output)
    {
        if (formatters.UnavailableReason is { } unavailable)
        {
            output.WriteLine($"error: serializer '{formatters.Id}' cannot run in this build: {unavailable}.");
            return BenchExitCodes.InvalidArguments;
        }

        var payload = new List1000Payload();
        await using var server = await WebServer.StartAsync(formatters, payload);
        output.WriteLine($"{formatters.Id}: Kestrel listens on {server.Address} ({Environment.ProcessorCount} CPU{(Environment.ProcessorCount == 1 ? "" : "s")}, " +
            $"{GarbageCollectorProbe.Describe().Text}, process {System.Diagnostics.Process.GetCurrentProcess().Id})");
        GateResult gate;
        using (var client = new HttpClient { Timeout = TimeSpan.FromSeconds(60) })
        {
            gate = await WebGate.RunAsync(client, server, payload);
        }

        // The driver's settings replace these when it writes the whole result.
        var settings = new Contracts.Web.WebSettings(options.DurationSeconds, options.WarmupSeconds, options.Connections, options.Repeats, null, null, "");
        var cell = new CellRecorder(options, formatters, settings, output) { Validation = gate.Validation };
        cell.Write();
        output.WriteLine(ServerProtocol.Ready(server.Address, gate.Passed, gate.GetResponseBytes, gate.PostResponseBytes));

        // Reading stdin blocks: on a thread of its own, never one of the thread pool's, which serves the requests.
        await Task.Factory.StartNew(() => AnswerMeters(server.Counter, input, output), CancellationToken.None, TaskCreationOptions.LongRunning, TaskScheduler.Default);
        return BenchExitCodes.Success;
    }

    internal static void AnswerMeters(RequestCounter counter, TextReader input, TextWriter output)
    {
        for (var line = input.ReadLine(); line != null; line = input.ReadLine())
        {
            if (line == ServerProtocol.MeterCommand)
            {
                output.WriteLine(ServerProtocol.Meter(ServerMeter.Read(counter)));
                output.Flush();
            }
        }
    }
}
