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
/// Times the cell's serializer in fresh processes of this same executable (<see cref="FirstCall"/>): for each payload,
/// N start-up samples and N of each first call, interleaved round by round in a rotating order so that a slow moment of
/// the machine spreads over every figure instead of landing on one. The payloads first pass this process's correctness
/// gate with the cell's cached options, so every timed first call produces the golden meaning.
/// </summary>
public static class ColdStartSampler
{
    private static readonly TimeSpan SampleTimeout = TimeSpan.FromSeconds(60);

    public static ColdStartResult Run(ISerializerAdapter adapter, IReadOnlyList<string> payloadIds, int processes, TextWriter output)
    {
        var clock = Stopwatch.StartNew();
        var cached = new SerializerConfiguration(EscapingMode.Default, OptionsLifetime.Cached);
        var unsupported = new List<Unsupported>();
        var inputs = new Dictionary<string, string>();
        var inputDirectory = Path.Combine(Path.GetTempPath(), "jsonmatrix-cold-start-" + Guid.NewGuid().ToString("N"));
        Directory.CreateDirectory(inputDirectory);
        try
        {
            foreach (var id in payloadIds)
            {
                var payload = PayloadCatalog.Find(id)!;
                var gate = CorrectnessGate.Validate(adapter, cached, payload);
                if (gate.Status != "ok")
                {
                    unsupported.Add(new Unsupported(id, "*", $"the correctness gate says {gate.Status}: {gate.Reason}"));
                    continue;
                }

                inputs[id] = Path.Combine(inputDirectory, id + ".json");
                File.WriteAllText(inputs[id], payload.GoldenJson);
            }

            var samples = new List<ColdStartSample>();
            var failed = new HashSet<(string, string)>();
            var operations = new[] { ColdStartResult.StartUp }.Concat(ColdStartResult.Operations).ToArray();
            var order = 0;
            for (var round = 0; round < processes; round++)
            {
                foreach (var entry in inputs)
                {
                    var (payload, input) = (entry.Key, entry.Value);
                    // Rotate the operations each round: start-up first in one round, last in another.
                    foreach (var operation in operations.Skip(round % operations.Length).Concat(operations.Take(round % operations.Length)))
                    {
                        if (failed.Contains((payload, operation))) continue;
                        var (sample, error) = Sample(adapter, payload, operation, input, order++);
                        if (sample is not null)
                        {
                            samples.Add(sample);
                            continue;
                        }

                        failed.Add((payload, operation));
                        samples.RemoveAll(s => s.Payload == payload && s.Operation == operation);
                        unsupported.Add(new Unsupported(payload, operation, error!));
                        output.WriteLine($"Cold start of {payload} {operation} failed: {error}");
                    }
                }
            }

            output.WriteLine($"Cold start: {samples.Count} fresh processes in {clock.ElapsedMilliseconds} ms.");
            return new ColdStartResult(ColdStartResult.CurrentSchemaVersion, adapter.Id, processes, samples, unsupported, clock.ElapsedMilliseconds);
        }
        finally
        {
            try { Directory.Delete(inputDirectory, recursive: true); }
            catch (IOException) { /* a leftover temp file is not worth failing the cell */ }
        }
    }

    private static (ColdStartSample? Sample, string? Error) Sample(ISerializerAdapter adapter, string payload, string operation, string input, int order)
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

        return (new ColdStartSample(payload, operation, order, processMs,
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
