using System;
using System.IO;
using System.Linq;
using System.Threading;
using System.Threading.Tasks;
using JsonMatrix.Web.Cli;
using JsonMatrix.Web.Formatters;
using JsonMatrix.Web.Load;
using JsonMatrix.Web.Running;
using JsonMatrix.Web.Server;
using JsonMatrix.Web.Tests.Fakes;
using Microsoft.AspNetCore.Builder;
using Microsoft.AspNetCore.Http;
using Xunit;
using Xunit.Abstractions;

namespace JsonMatrix.Web.Tests.Running;

/// <summary>docs/web.md, "Load and what is counted": bytes per request are the process's precise allocation count over a
/// window divided by the requests the server finished in it. Two handlers that differ by one known allocation, measured
/// under wrk exactly as a cell's scenarios are, must differ by that allocation's size per request: a wrong divisor (wrk's
/// count, or requests of the warm-up), an imprecise counter or a window that leaks into the next would show here.</summary>
public sealed class AllocationCountTests : IDisposable
{
    private const int ArrayLength = 10_000;

    // On 64-bit: an object header and a method table pointer (8 bytes each), the length (8 bytes with padding), then
    // the elements, rounded up to 8 bytes.
    private const int ArrayBytes = 24 + ArrayLength;

    // The driver's own allocations (~60 KB a window) move the per-request figure by a few bytes at the thousands of
    // requests a window serves (measured: 10,025 bytes apart); 1 % of the array is 100 bytes.
    private const double Tolerance = 0.01;

    private static byte[]? s_kept;

    private readonly OutDirectory _out = new();
    private readonly ITestOutputHelper _output;

    public AllocationCountTests(ITestOutputHelper output) => _output = output;

    [Fact]
    public async Task A_handler_allocating_a_10_000_byte_array_per_request_counts_10_024_bytes_more_than_its_twin()
    {
        Assert.Equal(8, IntPtr.Size);
        var wrk = new WrkLoadGenerator();
        Assert.True(wrk.Version() != null, "wrk is not installed: `dotnet run --project orchestrator -- doctor --fix` (as root) installs it");
        await using var server = await WebServer.StartAsync(FormatterCatalog.Find("system-text-json")!, new List1000Payload(), endpoints =>
        {
            endpoints.MapGet("/known/bare", context => Answer(context, null));
            endpoints.MapGet("/known/array", context => Answer(context, new byte[ArrayLength]));
        });
        // Two seconds of warm-up take the fresh process's one-off allocations (docs/web.md); steady or not does not matter
        // to bytes per request.
        var options = Cells.Options("system-text-json", _out.Path, warmupSeconds: 2, repeats: 3, maxWarmupSeconds: 2);
        Directory.CreateDirectory(_out.Path);
        var log = new StringWriter();

        var bare = Measure(server, options, wrk, "/known/bare", log);
        var array = Measure(server, options, wrk, "/known/array", log);

        _output.WriteLine(log.ToString());
        var difference = array - bare;
        _output.WriteLine($"bare {bare:0.#} B, array {array:0.#} B per request: {difference:0.#} B apart, {ArrayBytes} expected");
        Assert.InRange(difference, ArrayBytes * (1 - Tolerance), ArrayBytes * (1 + Tolerance));
    }

    /// <summary>A rotation reads each server's meter as a line on its stdout (docs/web.md, "Rotation"): the same known
    /// handlers, measured through <see cref="ServerChild.AnswerMeters"/> and <see cref="ServerProtocol.ParseMeter"/>,
    /// must count the same array.</summary>
    [Fact]
    public async Task Through_a_rotations_meter_lines_the_same_array_counts_10_024_bytes_more()
    {
        var wrk = new WrkLoadGenerator();
        Assert.True(wrk.Version() != null, "wrk is not installed: `dotnet run --project orchestrator -- doctor --fix` (as root) installs it");
        await using var server = await WebServer.StartAsync(FormatterCatalog.Find("system-text-json")!, new List1000Payload(), endpoints =>
        {
            endpoints.MapGet("/known/bare", context => Answer(context, null));
            endpoints.MapGet("/known/array", context => Answer(context, new byte[ArrayLength]));
        });
        Directory.CreateDirectory(_out.Path);
        var script = Path.Combine(_out.Path, "get.lua");
        File.WriteAllText(script, WrkScript.Get());

        var bare = MeasureThroughMeterLines(server, wrk, script, "/known/bare");
        var array = MeasureThroughMeterLines(server, wrk, script, "/known/array");

        _output.WriteLine($"bare {bare:0.#} B, array {array:0.#} B per request: {array - bare:0.#} B apart, {ArrayBytes} expected");
        Assert.InRange(array - bare, ArrayBytes * (1 - Tolerance), ArrayBytes * (1 + Tolerance));
    }

    /// <summary>Two warm-up windows, then the median of three measured windows, each between two meter lines.</summary>
    private static double MeasureThroughMeterLines(WebServer server, ILoadGenerator wrk, string script, string path)
    {
        var window = new LoadRequest(new Uri(server.Address, path.TrimStart('/')), script, 1, 32, 1, null);
        for (var i = 0; i < 2; i++)
        {
            wrk.Run(window);
        }

        ServerMeter MeterLine()
        {
            var answer = new StringWriter();
            ServerChild.AnswerMeters(server.Counter, new StringReader(ServerProtocol.MeterCommand + "\n"), answer);
            return ServerProtocol.ParseMeter(answer.ToString().Trim()) ?? throw new InvalidOperationException($"not a meter line: {answer}");
        }

        var perRequest = Enumerable.Range(1, 3)
            .Select(round => ScenarioMeasurement.MeasureWindow(MeterLine, () => wrk.Run(window), round, 1))
            .Select(r => r.ServerAllocatedBytesPerRequest!.Value).Order().ToList();
        return perRequest[1];
    }

    /// <summary>The median over a scenario's measured windows of the bytes allocated per request, as the report takes it.</summary>
    private double Measure(WebServer server, WebOptions options, ILoadGenerator wrk, string path, TextWriter log)
    {
        var scenario = new Scenario(path.Trim('/').Replace('/', '-'), "GET", path, WrkScript.Get(), 0, 2);
        var (measured, failure) = ScenarioMeasurement.Run(scenario, server, options, wrk, _out.Path, log);
        Assert.True(failure == null, failure + "\n" + log);
        var perRequest = measured.Repeats.Select(r => r.ServerAllocatedBytesPerRequest!.Value).Order().ToList();
        Assert.All(measured.Repeats, r => Assert.True(r.Requests > 1000, $"{r.Requests} requests in a window: too few to divide the driver's bytes by"));
        return perRequest[perRequest.Count / 2];
    }

    /// <summary>The same answer from both handlers; the array outlives the request until the next one replaces it, so
    /// the JIT cannot keep it on the stack.</summary>
    private static Task Answer(HttpContext context, byte[]? array)
    {
        if (array != null)
        {
            Volatile.Write(ref s_kept, array);
        }

        context.Response.ContentType = "text/plain";
        return context.Response.WriteAsync("ok");
    }

    public void Dispose() => _out.Dispose();
}
