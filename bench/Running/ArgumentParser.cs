using System;
using System.Collections.Generic;
using System.Linq;
using JsonMatrix.Bench.Benchmarks;
using JsonMatrix.Bench.Payloads;
using JsonMatrix.Bench.Serializers;
using JsonMatrix.Bench.Measuring;
using JsonMatrix.Contracts.Cells;

namespace JsonMatrix.Bench.Running;

/// <summary>Parses the bench's command line, reporting every problem at once with the allowed values.</summary>
public static class ArgumentParser
{
    public const string Usage =
        "Usage: JsonMatrix.Bench --serializer ID --escaping MODE --lifetime cached|per-call\n" +
        "                        [--job lean|quick|short|default] [--payloads a,b] [--operations x,y]\n" +
        "                        [--benchmarks payload:operation,...] [--artifacts DIR] [--validate]\n" +
        "                        [--order forward|reverse|rotated] [--skip-allocations]\n" +
        "                        [--seed N] [--rounds N] [--sample-ms MS]\n" +
        "                        [--cold-start payload,... [--cold-start-processes N] [--cold-start-first-round K]\n" +
        "                                                  [--cold-start-serializers id,...]]\n" +
        "       JsonMatrix.Bench --help\n" +
        "The orchestrator runs it once per cell process; bench/README.md says what each option does.";

    public static IReadOnlyList<string> Jobs => KnownIds.Jobs;

    private static readonly string[] ValueOptions = { BenchOptionNames.Serializer, BenchOptionNames.Escaping, BenchOptionNames.Lifetime, BenchOptionNames.Job, BenchOptionNames.Payloads, BenchOptionNames.Operations, BenchOptionNames.Artifacts, BenchOptionNames.Benchmarks, BenchOptionNames.Order, BenchOptionNames.ColdStart, BenchOptionNames.ColdStartProcesses, BenchOptionNames.ColdStartFirstRound, BenchOptionNames.ColdStartSerializers, BenchOptionNames.Seed, BenchOptionNames.Rounds, BenchOptionNames.SampleMs };

    /// <summary>A process samples this many cold-start rounds unless --cold-start-processes says otherwise.</summary>
    public const int DefaultColdStartProcesses = 10;

    /// <summary>The options, or the errors (never both).</summary>
    public static (BenchOptions? Options, IReadOnlyList<string> Errors) Parse(IReadOnlyList<string> args)
    {
        var errors = new List<string>();
        var values = new Dictionary<string, string>();
        var validate = false;
        var skipAllocations = false;
        for (var i = 0; i < args.Count; i++)
        {
            var arg = args[i];
            if (arg == BenchOptionNames.Validate)
            {
                validate = true;
            }
            else if (arg == BenchOptionNames.SkipAllocations)
            {
                skipAllocations = true;
            }
            else if (!ValueOptions.Contains(arg))
            {
                errors.Add($"Unknown argument '{arg}'. Options: {string.Join(", ", ValueOptions)}, --validate, --skip-allocations.");
            }
            else if (i + 1 >= args.Count || args[i + 1].StartsWith("--", StringComparison.Ordinal))
            {
                errors.Add($"Option {arg} needs a value.");
            }
            else
            {
                values[arg] = args[++i];
            }
        }

        var serializer = Required(values, BenchOptionNames.Serializer, SerializerCatalog.Ids, errors, AheadOfTime.IsActive
            ? " (a NativeAOT build leaves out the serializers that need dynamic code)"
            : " (jil and utf8json are not built: their packages are missing from the NuGet feed)");
        var escaping = Required(values, BenchOptionNames.Escaping, Ids.Escaping.Select(e => e.Id).ToArray(), errors, "");
        var lifetime = Required(values, BenchOptionNames.Lifetime, Ids.Lifetimes.Select(l => l.Id).ToArray(), errors, "");
        var job = values.TryGetValue(BenchOptionNames.Job, out var j) ? CheckJobs(j, errors) : "default";
        var payloads = List(values, BenchOptionNames.Payloads, PayloadCatalog.Ids, id => PayloadCatalog.Find(id)?.Id, errors);
        var operations = List(values, BenchOptionNames.Operations, Operations.Ids, Operations.Resolve, errors);
        var artifacts = values.TryGetValue(BenchOptionNames.Artifacts, out var a) ? a : "artifacts";
        var pairs = values.TryGetValue(BenchOptionNames.Benchmarks, out var b) ? Pairs(b, payloads, operations, errors) : null;
        var coldStart = values.ContainsKey(BenchOptionNames.ColdStart)
            ? List(values, BenchOptionNames.ColdStart, ColdStart.ColdStartPayloads.Ids, id => ColdStart.ColdStartPayloads.Ids.FirstOrDefault(c => c == id), errors)
            : Array.Empty<string>();
        var coldStartProcesses = values.TryGetValue(BenchOptionNames.ColdStartProcesses, out var n) ? Processes(n, errors) : DefaultColdStartProcesses;
        var coldStartFirstRound = values.TryGetValue(BenchOptionNames.ColdStartFirstRound, out var first) ? Whole(BenchOptionNames.ColdStartFirstRound, first, 0, 1000, errors) ?? 0 : 0;
        var coldStartSerializers = ColdStartSerializers(values, serializer, errors);
        var seed = values.TryGetValue(BenchOptionNames.Seed, out var sd) ? Whole(BenchOptionNames.Seed, sd, 0, int.MaxValue, errors) : (int?)null;
        var rounds = values.TryGetValue(BenchOptionNames.Rounds, out var r) ? Whole(BenchOptionNames.Rounds, r, Measuring.LeanRounds.MinimumRounds, 10_000, errors) ?? 0
            : Measuring.LeanRounds.DefaultRoundsFor(lifetime);
        var sampleMs = values.TryGetValue(BenchOptionNames.SampleMs, out var ms) ? Milliseconds(ms, errors) : Measuring.LeanRounds.DefaultSampleMs;
        var order = values.TryGetValue(BenchOptionNames.Order, out var o) ? Check(BenchOptionNames.Order, o, Measuring.ProcessOrder.Ids, errors, "") : "forward";

        return errors.Count > 0
            ? (null, errors)
            : (new BenchOptions(serializer!, escaping!, lifetime!, job!, payloads, operations, artifacts, validate) { Pairs = pairs, Order = order!, MeasureAllocations = !skipAllocations, ColdStartPayloads = coldStart, ColdStartProcesses = coldStartProcesses, ColdStartFirstRound = coldStartFirstRound, ColdStartSerializers = coldStartSerializers, Seed = seed, Rounds = rounds, SampleMs = sampleMs }, errors);
    }

    /// <summary>--cold-start-serializers, the cell's own first (its start-up samples are the file's); only with --cold-start.</summary>
    private static IReadOnlyList<string> ColdStartSerializers(Dictionary<string, string> values, string? serializer, List<string> errors)
    {
        if (!values.TryGetValue(BenchOptionNames.ColdStartSerializers, out var value)) return serializer is null ? Array.Empty<string>() : new[] { serializer };
        if (!values.ContainsKey(BenchOptionNames.ColdStart))
            errors.Add($"{BenchOptionNames.ColdStartSerializers} needs {BenchOptionNames.ColdStart} (the payloads to sample).");
        var listed = List(values, BenchOptionNames.ColdStartSerializers, SerializerCatalog.Ids, id => SerializerCatalog.Ids.FirstOrDefault(c => c == id), errors);
        return serializer is null ? listed : new[] { serializer }.Concat(listed.Where(id => id != serializer)).ToList();
    }

    /// <summary>--cold-start-processes: one round at least. A figure needs <see cref="ColdStartResult.MinimumProcesses"/>
    /// rounds, but they may come from several processes of the cell (--cold-start-first-round), which the merge joins.</summary>
    private static int Processes(string value, List<string> errors)
    {
        if (int.TryParse(value, System.Globalization.NumberStyles.None, System.Globalization.CultureInfo.InvariantCulture, out var n)
            && n >= 1 && n <= 1000)
        {
            return n;
        }

        errors.Add($"{BenchOptionNames.ColdStartProcesses} '{value}' is not a whole number from 1 to 1000.");
        return 0;
    }

    private static int? Whole(string option, string value, int minimum, int maximum, List<string> errors)
    {
        if (int.TryParse(value, System.Globalization.NumberStyles.None, System.Globalization.CultureInfo.InvariantCulture, out var n) && n >= minimum && n <= maximum)
        {
            return n;
        }

        errors.Add($"{option} '{value}' is not a whole number from {minimum} to {maximum}.");
        return null;
    }

    private static double Milliseconds(string value, List<string> errors)
    {
        if (double.TryParse(value, System.Globalization.NumberStyles.AllowDecimalPoint, System.Globalization.CultureInfo.InvariantCulture, out var ms) && ms >= 0.1 && ms <= 1000)
        {
            return ms;
        }

        errors.Add($"{BenchOptionNames.SampleMs} '{value}' is not a number of milliseconds from 0.1 to 1000.");
        return 0;
    }

    private static string? Required(Dictionary<string, string> values, string option, IReadOnlyList<string> known, List<string> errors, string note)
    {
        if (values.TryGetValue(option, out var value))
        {
            return Check(option, value, known, errors, note);
        }

        errors.Add($"Option {option} is required. Known values: {string.Join(", ", known)}.");
        return null;
    }

    /// <summary>--benchmarks: which payload:operation pairs of --payloads × --operations to run (a matrix's studies ask
    /// for different operations on different payloads).</summary>
    private static IReadOnlyList<string> Pairs(string value, IReadOnlyList<string> payloads, IReadOnlyList<string> operations, List<string> errors)
    {
        var pairs = new List<string>();
        foreach (var pair in value.Split(new[] { ',' }, StringSplitOptions.RemoveEmptyEntries).Select(s => s.Trim()))
        {
            var parts = pair.Split(':');
            if (parts.Length != 2 || !payloads.Contains(parts[0]) || !operations.Contains(parts[1]))
            {
                errors.Add($"Benchmark '{pair}' in --benchmarks is not payload:operation with a payload of --payloads ({string.Join(", ", payloads)}) and an operation of --operations ({string.Join(", ", operations)}).");
            }
            else
            {
                pairs.Add(pair);
            }
        }

        return pairs;
    }

    /// <summary>One job, or several joined by '+' to compare them on the same benchmarks in one process.</summary>
    private static string? CheckJobs(string value, List<string> errors)
    {
        var before = errors.Count;
        foreach (var job in value.Split('+'))
        {
            Check(BenchOptionNames.Job, job, Jobs, errors, " (join several with '+' to compare them: lean+default)");
        }

        return errors.Count == before ? value : null;
    }

    private static string? Check(string option, string value, IReadOnlyList<string> known, List<string> errors, string note)
    {
        if (known.Contains(value))
        {
            return value;
        }

        errors.Add($"Unknown {option.TrimStart('-')} '{value}'. Known values: {string.Join(", ", known)}{note}.");
        return null;
    }

    private static IReadOnlyList<string> List(
        Dictionary<string, string> values, string option, IReadOnlyList<string> known, Func<string, string?> resolve, List<string> errors)
    {
        if (!values.TryGetValue(option, out var list))
        {
            return known;
        }

        var chosen = new List<string>();
        foreach (var item in list.Split(new[] { ',' }, StringSplitOptions.RemoveEmptyEntries).Select(s => s.Trim()))
        {
            var id = resolve(item);
            if (id == null)
            {
                errors.Add($"Unknown {option.TrimStart('-').TrimEnd('s')} '{item}' in {option}. Known values: {string.Join(", ", known)}.");
            }
            else
            {
                chosen.Add(id);
            }
        }

        return known.Where(chosen.Contains).ToArray();
    }
}
