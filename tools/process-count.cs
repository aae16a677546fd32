// How many processes a cell needs for floor × to repeat: reads two runs of the same matrix (their cells' rounds.json),
// draws n of each micro cell's processes in each run, merges them as the report does (the orchestrator's own
// PairedResults) and prints the share of floor × figures the two runs put within 5 % and 10 % of each other, for n = 1
// up to the processes most cells have. The remaining noise of floor × is the spread between processes (a level each
// process holds for its life, NativeAOT's as much as the JIT's: docs/performance.md, "What a process's level is
// not"): the share grows with n, and a fit of the misses against n says how many processes would
// reach 95 % (docs/performance.md, "What is left"). With --rounds K every process keeps only its first K rounds (the
// later samples are dropped in memory, the floor's cells' too), as if the job took K rounds: to weigh more processes
// with fewer rounds each against the same micro time. A benchmark script, not a test.
//
//   dotnet run tools/process-count.cs -- results/<first-run> results/<second-run> [--draws 10] [--rounds 15]
#:project ../orchestrator/JsonMatrix.Orchestrator.csproj
// The orchestrator reads some files through reflection-based System.Text.Json, which a file-based app switches off.
#:property PublishAot=false
using System;
using System.Collections.Generic;
using System.Globalization;
using System.IO;
using System.Linq;
using JsonMatrix.Orchestrator.Cells;
using JsonMatrix.Orchestrator.Reporting.Input;
using JsonMatrix.Orchestrator.Reporting.Merging;
using JsonMatrix.Orchestrator.Reporting.Model;
using JsonMatrix.Orchestrator.Reporting.Parsing;

public static class ProcessCount
{
    public static int Main(string[] args)
    {
        var draws = 10;
        int? rounds = null;
        var folders = new List<string>();
        for (var i = 0; i < args.Length; i++)
        {
            if (args[i] is "-h" or "--help" or "-?") return Usage(0);
            if (args[i] is "--draws" or "--rounds")
            {
                if (i + 1 == args.Length || !int.TryParse(args[i + 1], out var value) || value is <= 0 or > 1000) return Usage(2, $"{args[i]} takes a number from 1 to 1000");
                if (args[i++] == "--draws") draws = value;
                else rounds = value;
            }
            else if (args[i].StartsWith('-')) return Usage(2, $"unknown option '{args[i]}'");
            else folders.Add(args[i]);
        }

        if (folders.Count != 2) return Usage(2, "give two run folders");
        var missing = folders.FirstOrDefault(f => !Directory.Exists(Path.Combine(f, "cells")));
        if (missing is not null) return Usage(2, $"'{missing}' has no cells/ folder: pass a run's folder (its --out)");

        var (first, second) = (Cells(folders[0], rounds), Cells(folders[1], rounds));
        var most = Math.Min(Fewest(first), Fewest(second));
        if (most < 2)
        {
            Console.Error.WriteLine("error: most micro cells have fewer than two processes in rounds: nothing to draw from.");
            return 2;
        }

        var kept = rounds is { } r ? $"its first {r} rounds" : "all its rounds";
        Console.WriteLine($"floor × of {folders[1]} against {folders[0]}, n processes drawn per micro cell ({draws} draws each), each process with {kept}:");
        var misses = new List<(int N, double Miss)>();
        for (var n = 1; n <= most; n++)
        {
            var (within5, within10, count) = (0.0, 0.0, 0);
            var random = new Random(n);
            for (var draw = 0; draw < draws; draw++)
            {
                var (a, b) = (FloorRatios(Draw(first, n, random)), FloorRatios(Draw(second, n, random)));
                var apart = a.Keys.Where(b.ContainsKey).Select(k => Math.Abs(Math.Log(a[k] / b[k]))).ToList();
                within5 += apart.Count(x => x <= Math.Log(1.05)) / (double)apart.Count;
                within10 += apart.Count(x => x <= Math.Log(1.10)) / (double)apart.Count;
                count = apart.Count;
            }

            misses.Add((n, 1 - (within5 / draws)));
            Console.WriteLine(string.Create(CultureInfo.InvariantCulture,
                $"  {n} process{(n == 1 ? "" : "es")}: {100 * within5 / draws,5:0.0} % within 5 %, {100 * within10 / draws,5:0.0} % within 10 % ({count} figures)"));
        }

        // The misses against n on a log-log line: a process-to-process spread falls as n^-0.5 for a normal figure.
        var fit = misses.Where(m => m.Miss > 0).Select(m => (X: Math.Log(m.N), Y: Math.Log(m.Miss))).ToList();
        if (fit.Count >= 2)
        {
            var (mx, my) = (fit.Average(p => p.X), fit.Average(p => p.Y));
            var slope = fit.Sum(p => (p.X - mx) * (p.Y - my)) / fit.Sum(p => (p.X - mx) * (p.X - mx));
            var needed = slope < 0 ? Math.Exp(mx + ((Math.Log(0.05) - my) / slope)) : double.PositiveInfinity;
            Console.WriteLine(string.Create(CultureInfo.InvariantCulture,
                $"Misses fall as n^{slope:0.00}: 95 % within 5 % would take about {(double.IsInfinity(needed) ? "∞" : Math.Ceiling(needed).ToString(CultureInfo.InvariantCulture))} processes per cell."));
        }

        return 0;
    }

    private static int Usage(int code, string? error = null)
    {
        if (error is not null) Console.Error.WriteLine("error: " + error);
        (code == 0 ? Console.Out : Console.Error).WriteLine("Usage: dotnet run tools/process-count.cs -- FIRST SECOND [--draws N] [--rounds K]\nFIRST and SECOND are run folders (their --out) of the same matrix, measured in rounds (the lean job); --rounds K keeps each process's first K rounds.");
        return code;
    }

    /// <summary>The run's cells measured in rounds, each with its processes that ended ok (with their first
    /// <paramref name="rounds"/> rounds only, when given).</summary>
    private static IReadOnlyList<IReadOnlyList<CellData>> Cells(string folder, int? rounds) =>
        [.. ResultsFolderReader.Read([folder]).Cells.Select(CellFolderParser.Parse)
            .Where(c => c.Outcome.Status == CellStatus.Ok && c.Rounds is not null)
            .Select(c => rounds is { } k ? FirstRounds(c, k) : c)
            .GroupBy(c => c.Outcome.Id).Select(g => (IReadOnlyList<CellData>)[.. g.OrderBy(c => c.Outcome.Repeat)])];

    /// <summary>The process as if it had stopped after its first <paramref name="rounds"/> rounds: every benchmark's
    /// samples and its yardstick's of the later rounds dropped (measurementMs is left as measured).</summary>
    private static CellData FirstRounds(CellData process, int rounds) => process with
    {
        Rounds = process.Rounds! with
        {
            Rounds = Math.Min(rounds, process.Rounds.Rounds),
            Benchmarks = [.. process.Rounds.Benchmarks.Select(b => b with { Ns = [.. b.Ns.Take(rounds)], YardstickNs = b.YardstickNs is null ? null : [.. b.YardstickNs.Take(rounds)] })],
            Order = [.. process.Rounds.Order.Take(rounds)],
        },
    };

    /// <summary>The processes most micro cells have (the median count); the floor's cells, the yardstick of every
    /// process, are kept whole, and a cell with fewer processes gives all it has.</summary>
    private static int Fewest(IReadOnlyList<IReadOnlyList<CellData>> cells) =>
        cells.Where(c => !IsFloor(c)).Select(c => c.Count).Order().ElementAtOrDefault(cells.Count(c => !IsFloor(c)) / 2);

    private static bool IsFloor(IReadOnlyList<CellData> cell) => cell[0].Rounds!.Yardstick is null;

    private static List<CellData> Draw(IReadOnlyList<IReadOnlyList<CellData>> cells, int n, Random random) =>
        [.. cells.SelectMany(c => IsFloor(c) ? c : c.OrderBy(_ => random.Next()).Take(n))];

    private static Dictionary<string, double> FloorRatios(List<CellData> processes) =>
        PairedResults.Rows(processes, 0.05).Figures
            .Where(f => f.ProcessFloorRatios.Count > 0)
            .ToDictionary(f => f.Cell + " " + f.Benchmark, f => f.FloorRatio!.Value);
}
