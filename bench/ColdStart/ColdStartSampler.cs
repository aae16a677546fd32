using System;
using System.Collections.Generic;
using System.Diagnostics;
using System.Globalization;
using System.IO;
using System.Linq;
using JsonMatrix.Bench.Payloads;
using JsonMatrix.Bench.Serializers;
using JsonMatrix.Bench.Validation;
using JsonMatrix.Contracts.Cells;

namespace JsonMatrix.Bench.ColdStart;

/// <summary>
/// Times serializers of this build in fresh processes of this same executable (<see cref="FirstCall"/>): for each payload,
/// N rounds, each one start-up sample (the floor, shared by every serializer of the build) and every serializer's first
/// serialize and first deserialize, in an order that rotates from round to round (<see cref="ColdStartOrder"/>), so that
/// a slow moment of the machine spreads over every figure instead of landing on one. The orchestrator gives each of a
/// cell's processes a share of the rounds (the first with index <c>firstRound</c>), so that a figure's rounds come from
/// minutes apart: on the project's 2-core host the speed of fresh processes holds for seconds to minutes at a time. The
/// payloads first pass this process's correctness gate with each serializer's cached options, so every timed first call
/// produces the golden meaning.
/// </summary>
public static class ColdStartSampler
{
    private static readonly TimeSpan SampleTimeout = TimeSpan.FromSeconds(60);

    /// <summary>One kind of process of a round: a serializer's first call, or the start-up floor (no serializer).</summary>
    private sealed record Kind(ISerializerAdapter? Adapter, string Operation);

    /// <param name="adapters">The serializers to sample, the cell's own first: the file and its start-up samples are named after it.</param>
    public static ColdStartResult Run(IReadOnlyList<ISerializerAdapter> adapters, IReadOnlyList<string> payloadIds, int processes, int firstRound, TextWriter output)
    {
        var clock = Stopwatch.StartNew();
        var cached = new SerializerConfiguration(EscapingMode.Default, OptionsLifetime.Cached);
        var own = adapters[0];
        var unsupported = new List<Unsupported>();
        var inputs = new Dictionary<string, string>();
        var gated = new Dictionary<string, List<ISerializerAdapter>>();
        var inputDirectory = Path.Combine(Path.GetTempPath(), "jsonmatrix-cold-start-" + Guid.NewGuid().ToString("N"));
        Directory.CreateDirectory(inputDirectory);
        try
        {
            foreach (var id in payloadIds)
            {
                var payload = PayloadCatalog.Find(id)!;
                gated[id] = new List<ISerializerAdapter>();
                foreach (var adapter in adapters)
                {
                    var gate = CorrectnessGate.Validate(adapter, cached, payload);
                    if (gate.Status == "ok") gated[id].Add(adapter);
                    else unsupported.Add(new Unsupported(id, "*", $"the correctness gate says {gate.Status}: {gate.Reason}") { Serializer = adapter.Id });
                }

                if (gated[id].Count == 0) continue;
                inputs[id] = Path.Combine(inputDirectory, id + ".json");
                File.WriteAllText(inputs[id], payload.GoldenJson);
            }

            var samples = new List<ColdStartSample>();
            var failed = new HashSet<(string, Kind)>();
            var order = 0;
            for (var round = firstRound; round < firstRound + processes; round++)
            {
                foreach (var entry in inputs)
                {
                    var (payload, input) = (entry.Key, entry.Value);
                    var kinds = new[] { new Kind(null, ColdStartResult.StartUp) }
                        .Concat(gated[payload].SelectMany(a => ColdStartResult.Operations.Select(operation => new Kind(a, operation)))).ToList();
                    foreach (var kind in ColdStartOrder.Round(kinds, round))
                    {
                        if (failed.Contains((payload, kind))) continue;
                        var serializer = (kind.Adapter ?? own).Id;
                        // A start-up sample calls no serializer; it is started with the cell's own, like every sample an adapter type.
                        var (sample, error) = Sample(kind.Adapter ?? own, serializer, payload, kind.Operation, input, order++);
                        if (sample is not null)
                        {
                            samples.Add(sample);
                            continue;
                        }

                        failed.Add((payload, kind));
                        samples.RemoveAll(s => s.Serializer == serializer && s.Payload == payload && s.Operation == kind.Operation);
                        unsupported.Add(new Unsupported(payload, kind.Operation, error!) { Serializer = serializer });
                        output.WriteLine($"Cold start of {serializer} {payload} {kind.Operation} failed: {error}");
                    }
                }
            }

            output.WriteLine($"Cold start of {string.Join(", ", adapters.Select(a => a.Id))}: {samples.Count} fresh processes in {clock.ElapsedMilliseconds} ms.");
            return new ColdStartResult(ColdStartResult.CurrentSchemaVersion, own.Id, processes, samples, unsupported, clock.ElapsedMilliseconds);
        }
        finally
        {
            try { Directory.Delete(inputDirectory, recursive: true); }
            catch (IOException) { /* a leftover temp file is not worth failing the cell */ }
        }
    }

    private static (ColdStartSample? Sample, string? Error) Sample(ISerializerAdapter adapter, string serializer, string payload, string operation, string input, int order)
    {
        var start = SelfStart(
            BenchOptionNames.FirstCall, BenchOptionNames.Serializer, adapter.GetType().FullName!, BenchOptionNames.Payload, payload,
            BenchOptionNames.Operation, operation, BenchOptionNames.Input, input);
        var clock = Stopwatch.StartNew();
        using var process = Process.Start(start)!;
        var line = process.StandardOutput.ReadLineAsync();
        var errorText = process.StandardError.ReadToEndAsync();
        if (!line.Wait(SampleTimeout))
        {
            try { process.Kill(); } catch (InvalidOperationException) { /* it ended meanwhile */ }
            return (null, $"the process gave no result within {SampleTimeout.TotalSeconds:0} s");
        }

        var processMs = clock.Elapsed.TotalMilliseconds;
        process.WaitForExit();
        var errors = errorText.Result;
        var parts = (line.Result ?? "").Split(' ');
        if (process.ExitCode != 0 || parts.Length != 4 || parts[0] != FirstCall.ResultPrefix)
        {
            var said = string.Join(" ", new[] { line.Result, errors }.Where(s => !string.IsNullOrWhiteSpace(s)));
            return (null, $"exit code {process.ExitCode}: {Shorten(said)}");
        }

        return (new ColdStartSample(serializer, payload, operation, order, processMs,
            parts[1] == "-" ? null : double.Parse(parts[1], CultureInfo.InvariantCulture),
            parts[2] == "-" ? null : long.Parse(parts[2], CultureInfo.InvariantCulture)), null);
    }

    /// <summary>This executable again: the apphost of a published cell, or the host (dotnet, mono) with this assembly.</summary>
    /// <summary>The file this process was started from, asked once: every sample starts it again.</summary>
    private static readonly Lazy<string> Executable = new(() => Process.GetCurrentProcess().MainModule!.FileName!);

    private static ProcessStartInfo SelfStart(params string[] arguments)
    {
        var executable = Executable.Value;
        var host = Path.GetFileNameWithoutExtension(executable);
        var viaHost = host == "dotnet" || host.StartsWith("mono", StringComparison.Ordinal);
        var all = viaHost ? new[] { typeof(ColdStartSampler).Assembly.Location }.Concat(arguments) : arguments;
        // Arguments as one string: .NET Framework (Mono cells) has no ArgumentList. Paths and ids hold no quotes.
        return new ProcessStartInfo(executable, string.Join(" ", all.Select(a => "\"" + a + "\"")))
        {
            UseShellExecute = false,
            RedirectStandardOutput = true,
            RedirectStandardError = true,
        };
    }

    private static string Shorten(string text) => text.Length <= 400 ? text.Trim() : text.Substring(0, 400).Trim() + "…";
}
