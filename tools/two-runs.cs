// How well a second run repeats the first: reads two runs' report.json and prints, for each kind of figure, the share
// of figures the second run put within 5 % and 10 % of the first (docs/performance.md, "Two runs"). A benchmark script,
// not a test: run it on two back-to-back runs of the same matrix and code.
//
//   dotnet run tools/two-runs.cs -- results/<first-run> results/<second-run>
using System;
using System.Collections.Generic;
using System.Globalization;
using System.IO;
using System.Linq;
using System.Text.Json;

public static class TwoRuns
{
    public static int Main(string[] args)
    {
        if (args.Length != 2 || args.Any(a => a is "-h" or "--help" or "-?"))
        {
            Console.WriteLine("Usage: dotnet run tools/two-runs.cs -- FIRST SECOND\nFIRST and SECOND are run folders (their --out) or report.json files of the same matrix.");
            return args.Length == 2 ? 0 : 2;
        }

        var (first, second) = (Load(args[0]), Load(args[1]));
        if (first is null || second is null) return 2;

        Console.WriteLine($"SECOND {args[1]} against FIRST {args[0]}: share of figures within 5 % and 10 % of FIRST (|log ratio|).");
        Shares("time (median per operation)", Micro(first, "medianNs"), Micro(second, "medianNs"));
        Shares("floor × (without the floor's own rows)", Micro(first, "floorRatio", skipSerializer: "floor"), Micro(second, "floorRatio", skipSerializer: "floor"));
        var baseline = first.RootElement.GetProperty("baseline").GetProperty("serializer").GetString();
        Shares($"ratio to {baseline} (without its own rows)", Micro(first, "ratio", skipSerializer: baseline), Micro(second, "ratio", skipSerializer: baseline));
        Shares("trend across runtimes (without the baseline runtime's 1.00)", Trends(first), Trends(second));
        Shares("study A: per-call / cached (office-worker round-trip; floor × over floor ×, as the findings divide)", PerCallOverCached(first), PerCallOverCached(second));
        Shares("study D: Newtonsoft.Json / System.Text.Json on .NET 8", StudyD(first), StudyD(second));
        Shares("cold start: time to first result", ColdStart(first, "processMs"), ColdStart(second, "processMs"));
        Shares("cold start: the serializer's share over the start-up floor", ColdStart(first, "serializerMs"), ColdStart(second, "serializerMs"));
        // Interleaved with the floor in the same rounds, so the machine's speed of the moment divides out.
        Shares("cold start: time to first result over its build's start-up floor", ColdStartOverFloor(first), ColdStartOverFloor(second));
        Shares("web: requests/s", Web(first, "requestsPerSecond"), Web(second, "requestsPerSecond"));
        Shares("web: requests/s relative to the baseline (without its own rows)", Web(first, "ratio", baseline), Web(second, "ratio", baseline));
        foreach (var study in Items(first, "findings").Select(f => f.GetProperty("study").GetString()!))
        {
            if (FindingRatios(first, study).Count > 0) Shares($"finding {study}: each line's answer (all benchmarks)", FindingRatios(first, study), FindingRatios(second, study));
            var (a, b) = (FindingRanks(first, study), FindingRanks(second, study));
            var both = a.Keys.Where(b.ContainsKey).ToList();
            if (both.Count > 0) Console.WriteLine($"  finding {study}: {both.Count(k => a[k] == b[k])} of {both.Count} rankings in the same order");
        }
        Console.WriteLine($"Noisy results: FIRST {Noisy(first)}, SECOND {Noisy(second)}.");
        return 0;
    }

    private static JsonDocument? Load(string path)
    {
        var file = Directory.Exists(path) ? Path.Combine(path, "report.json") : path;
        if (!File.Exists(file))
        {
            Console.Error.WriteLine($"'{path}' has no report.json: pass a run's folder (its --out) or its report.json.");
            return null;
        }

        try
        {
            return JsonDocument.Parse(File.ReadAllText(file));
        }
        catch (JsonException e)
        {
            Console.Error.WriteLine($"'{file}' is not valid JSON: {e.Message}");
            return null;
        }
    }

    private static void Shares(string what, Dictionary<string, double> a, Dictionary<string, double> b)
    {
        var differences = a.Keys.Where(b.ContainsKey).Where(k => a[k] > 0 && b[k] > 0).Select(k => (Key: k, Log: Math.Abs(Math.Log(b[k] / a[k])))).ToList();
        var logs = differences.Select(d => d.Log).ToList();
        if (logs.Count == 0)
        {
            Console.WriteLine($"  {what}: none in both runs");
            return;
        }

        double Within(double percent) => 100.0 * logs.Count(l => l <= Math.Log(1 + (percent / 100))) / logs.Count;
        var median = logs.Order().ElementAt(logs.Count / 2);
        Console.WriteLine(string.Create(CultureInfo.InvariantCulture,
            $"  {what}: {logs.Count} in both; within 5 %: {Within(5):0.#} %, within 10 %: {Within(10):0.#} %; median difference {(Math.Exp(median) - 1) * 100:0.#} %, largest {(Math.Exp(logs.Max()) - 1) * 100:0.#} % ({differences.MaxBy(d => d.Log).Key})"));
    }

    private static string Key(JsonElement r, params string[] names) => string.Join(" ", names.Select(n => r.TryGetProperty(n, out var v) ? v.ToString() : "?"));

    private static double? Number(JsonElement r, string name) => r.TryGetProperty(name, out var v) && v.ValueKind == JsonValueKind.Number ? v.GetDouble() : null;

    private static IEnumerable<JsonElement> Items(JsonDocument d, params string[] path)
    {
        var e = d.RootElement;
        foreach (var p in path)
        {
            if (e.ValueKind != JsonValueKind.Object || !e.TryGetProperty(p, out e)) return [];
        }

        return e.ValueKind == JsonValueKind.Array ? e.EnumerateArray() : [];
    }

    private static Dictionary<string, double> Micro(JsonDocument d, string field, string? skipSerializer = null) =>
        Items(d, "results").Where(r => r.GetProperty("serializer").GetString() != skipSerializer && Number(r, field) is not null)
            .ToDictionary(r => Key(r, "cell", "payload", "operation"), r => Number(r, field)!.Value);

    private static Dictionary<string, double> Trends(JsonDocument d) =>
        Items(d, "trends").Where(t => Number(t, "ratio") is { } r && t.GetProperty("runtime").GetString() != t.GetProperty("relativeTo").GetString())
            .ToDictionary(t => Key(t, "serializer", "runtime"), t => Number(t, "ratio")!.Value);

    private static Dictionary<string, double> PerCallOverCached(JsonDocument d)
    {
        var rows = Items(d, "results").Where(r => Key(r, "payload", "operation") == "office-worker round-trip").ToList();
        var pairs = new Dictionary<string, double>();
        foreach (var perCall in rows.Where(r => r.GetProperty("lifetime").GetString() == "per-call"))
        {
            var cached = rows.FirstOrDefault(r => r.GetProperty("lifetime").GetString() == "cached" && Key(r, "runtime", "serializer", "escaping") == Key(perCall, "runtime", "serializer", "escaping"));
            if (cached.ValueKind != JsonValueKind.Object) continue;
            var field = Number(perCall, "floorRatio") is not null && Number(cached, "floorRatio") is not null ? "floorRatio" : "medianNs";
            pairs[Key(perCall, "runtime", "serializer", "escaping")] = Number(perCall, field)!.Value / Number(cached, field)!.Value;
        }

        return pairs;
    }

    private static Dictionary<string, double> FindingRatios(JsonDocument d, string study) =>
        Items(d, "findings").Where(f => f.GetProperty("study").GetString() == study).SelectMany(f => f.GetProperty("ratios").EnumerateArray())
            .Where(l => Number(l.GetProperty("all"), "value") is not null)
            .ToDictionary(l => Key(l, "runtime", "context"), l => Number(l.GetProperty("all"), "value")!.Value);

    private static Dictionary<string, string> FindingRanks(JsonDocument d, string study) =>
        Items(d, "findings").Where(f => f.GetProperty("study").GetString() == study).SelectMany(f => f.GetProperty("ranks").EnumerateArray())
            .ToDictionary(l => Key(l, "runtime", "scenario"), l => string.Join(",", l.GetProperty("places").EnumerateArray().Select(p => p.GetProperty("serializer").GetString())));

    private static Dictionary<string, double> StudyD(JsonDocument d) =>
        Items(d, "results").Where(r => r.GetProperty("runtime").GetString() == "net8.0" && r.GetProperty("serializer").GetString() == "newtonsoft"
                && r.GetProperty("lifetime").GetString() == "cached" && r.GetProperty("payload").GetString()!.StartsWith("person", StringComparison.Ordinal)
                && Number(r, "ratio") is not null)
            .ToDictionary(r => Key(r, "payload", "operation"), r => Number(r, "ratio")!.Value);

    private static Dictionary<string, double> ColdStart(JsonDocument d, string field) =>
        Items(d, "coldStart").Where(c => Number(c, field) is not null).ToDictionary(c => Key(c, "cell", "payload", "operation"), c => Number(c, field)!.Value);

    /// <summary>The report's own figure (overStartUp: the median of the rounds' ratios to their start-up floor); from a
    /// report without it, the ratio of the two medians.</summary>
    private static Dictionary<string, double> ColdStartOverFloor(JsonDocument d) =>
        Items(d, "coldStart").Where(c => c.GetProperty("operation").GetString() != "start-up" && Number(c, "processMs") is not null && Number(c, "startUpMs") is > 0)
            .ToDictionary(c => Key(c, "cell", "payload", "operation"), c => Number(c, "overStartUp") ?? Number(c, "processMs")!.Value / Number(c, "startUpMs")!.Value);

    private static Dictionary<string, double> Web(JsonDocument d, string field, string? skipSerializer = null) =>
        Items(d, "web", "results").Where(w => w.GetProperty("serializer").GetString() != skipSerializer && Number(w, field) is not null)
            .ToDictionary(w => Key(w, "cell", "scenario"), w => Number(w, field)!.Value);

    private static string Noisy(JsonDocument d)
    {
        var results = Items(d, "results").ToList();
        var noisy = results.Count(r => r.TryGetProperty("noisy", out var n) && n.ValueKind == JsonValueKind.True);
        return string.Create(CultureInfo.InvariantCulture, $"{noisy} of {results.Count} ({(results.Count == 0 ? 0 : 100.0 * noisy / results.Count):0.#} %)");
    }
}
