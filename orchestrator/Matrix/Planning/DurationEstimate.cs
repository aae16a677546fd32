using System;
using System.Collections.Generic;
using System.Linq;

namespace JsonMatrix.Orchestrator.Matrix.Planning;

/// <summary>
/// How long cells take, for `plan`, the run's ETA and the bench's timeout. Learned figures (<see cref="DurationHistory"/>,
/// from finished cells on this machine) come first, from the most to the least specific: the same benchmark of the same
/// runtime, serializer and lifetime; the same benchmark on the same runtime; the same benchmark on any runtime (never from
/// the floor's own cell, which stands for no other). Without
/// any, the built-in figures of the job below (docs/matrix.md says where they come from). Never the mean of other
/// benchmarks: what a subset costs says little of the rest (one run of a per-call cell, 0.86 s for its one benchmark,
/// made every benchmark of the default matrix that long, and its plan 20 min 30 s).
/// </summary>
public sealed class DurationEstimate
{
    /// <summary>Built-in seconds per benchmark and process: lean (30 rounds of a 2 ms sample beside the yardstick, the
    /// warm-up of its calls) as the 2-core machine learned it in containers, new users' runs D to H of the default matrix
    /// (the median benchmark of a later process 0.26 to 0.33 s; docs/performance.md, "The plan's built-in figures");
    /// quick, short and default scaled from their iteration counts.</summary>
    public static readonly IReadOnlyDictionary<string, TimeSpan> PerBenchmark = new Dictionary<string, TimeSpan>
    {
        ["lean"] = TimeSpan.FromSeconds(0.29),
        ["quick"] = TimeSpan.FromSeconds(2),
        ["short"] = TimeSpan.FromSeconds(6),
        ["default"] = TimeSpan.FromSeconds(30),
    };

    /// <summary>A cell's first process also measures each benchmark's allocations: the lean job's median benchmark took
    /// 0.37 to 0.54 s there in runs D to H. The other jobs count <see cref="PerBenchmark"/>.</summary>
    public static readonly IReadOnlyDictionary<string, TimeSpan> FirstProcessPerBenchmark = new Dictionary<string, TimeSpan>
    {
        ["lean"] = TimeSpan.FromSeconds(0.45),
    };

    /// <summary>Built-in per-process overhead of a JIT runtime: container start, the runtime's start, the gate, the warm-up
    /// until the JIT goes quiet, BenchmarkDotNet, collecting. Learned in runs D to H: 2.9 to 4.2 s a runtime, 3.8 s in the
    /// median (3.0 s, fitted to local processes of run D4, had every first run's plan 14 to 24 % short).</summary>
    public static readonly TimeSpan PerCellOverhead = TimeSpan.FromSeconds(3.8);

    /// <summary>A NativeAOT process has no JIT to wait for: 0.32 to 0.57 s learned in runs D to H.</summary>
    public static readonly TimeSpan NativeAotOverhead = TimeSpan.FromSeconds(0.5);

    /// <summary>Builds published at a time before the first cell (Running/Execution/BuildsAhead): each figure below is a
    /// build's time beside another, and the set-up is the longest lane (<see cref="SetupLanes.Makespan"/>).</summary>
    public const int SetupLanesCount = 2;

    /// <summary>Built-in one-time set-up of a runtime: publishing the bench and building its image beside another build,
    /// with an empty NuGet cache (alone 17.3 to 23.0 s in runs D to H; beside the NativeAOT publish 20 to 23 s for the
    /// publish and 5 to 7 s for the image on the 2-core machine, docs/performance.md, "Set-up ahead").</summary>
    public static readonly TimeSpan SetupPerRuntime = TimeSpan.FromSeconds(27);

    /// <summary>Built-in one-time set-up of a NativeAOT runtime: the AOT compile of the bench, BenchmarkDotNet included,
    /// without the parts it never calls in process (bench/build/NativeAot.substitutions.xml) and without the adapters of
    /// the serializers that need dynamic code, with its image: alone 85.6 to 103.8 s for .NET 10 on the 2-core machine in
    /// runs D to H, an empty NuGet cache's ILCompiler download included; beside the other builds 150 s (docs/performance.md).</summary>
    public static readonly TimeSpan NativeAotSetupPerRuntime = TimeSpan.FromSeconds(150);

    /// <summary>Built-in per-web-cell overhead beyond the load generator's windows: container and Kestrel start, the
    /// gate, wrk's start per window, collecting. Measured: 3.0 s for a .NET 8 cell on the 2-core machine (docs/performance.md).</summary>
    public static readonly TimeSpan WebOverhead = TimeSpan.FromSeconds(4);

    /// <summary>Built-in one-time set-up of a runtime's web cells: publishing web/ and building its image with nothing
    /// cached, measured on the 2-core machine: 24.9 s for .NET 10 in run N.</summary>
    public static readonly TimeSpan WebSetupPerRuntime = TimeSpan.FromSeconds(25);

    private readonly DurationHistory _history;
    private readonly IReadOnlySet<string> _published;
    private readonly Dictionary<string, List<double>> _byRuntimePair = [];
    private readonly Dictionary<string, List<double>> _byPair = [];
    private readonly Dictionary<string, List<double>> _coldStartByRuntime = [];

    /// <summary>By job, the median of later / first processes' overhead over the runtimes that learned both.</summary>
    private readonly Dictionary<string, double> _laterOverFirst = [];

    private readonly string? _hostPlatform;

    /// <param name="hostPlatform">linux or windows: cells of the other platform end at once as unsupported and cost
    /// nothing; null counts every cell.</param>
    /// <param name="published">Set-up keys (<see cref="SetupKey"/>) whose publish is already in the cache: they cost no
    /// set-up. Null when nobody looked (every runtime then counts its set-up).</param>
    public DurationEstimate(DurationHistory history, string? hostPlatform = null, IReadOnlySet<string>? published = null)
    {
        _history = history;
        _hostPlatform = hostPlatform;
        _published = published ?? new HashSet<string>();
        foreach (var (key, seconds) in history.BenchmarkSeconds)
        {
            var parts = key.Split('|');
            // The floor's own cell stands for nobody else: it runs once, without a yardstick beside its samples, and its
            // few benchmarks carry its process's fixed costs (about 0.5 s each against 0.27 s elsewhere). One filtered
            // run of it made every serializer's person benchmarks that long, and the default plan 15 min 52 s
            // instead of 14 min 53 s.
            if (parts.Length != 5 || parts[2] == Contracts.Cells.KnownIds.Floor) continue;
            Add(_byRuntimePair, $"{parts[0]}|{parts[1]}|{parts[4]}", seconds);
            Add(_byPair, $"{parts[0]}|{parts[4]}", seconds);
        }

        foreach (var (key, seconds) in history.ColdStartSecondsPerProcess)
        {
            Add(_coldStartByRuntime, key.Split('|')[0], seconds);
        }

        var laterOverFirst = new Dictionary<string, List<double>>();
        foreach (var (key, seconds) in history.CellOverheadSeconds)
        {
            var (job, runtime) = (key[..key.IndexOf('|')], key[(key.IndexOf('|') + 1)..]);
            if (seconds > 0 && history.CellOverheadSeconds.TryGetValue(DurationHistory.CellKey(DurationHistory.AllocationsJob(job), runtime), out var first) && first > 0)
                Add(laterOverFirst, job, seconds / first);
        }

        foreach (var (job, ratios) in laterOverFirst) _laterOverFirst[job] = Statistics.Median.Of(ratios);
    }

    /// <summary>The platform of this machine, for <see cref="DurationEstimate(DurationHistory, string?)"/>.</summary>
    public static string CurrentPlatform => OperatingSystem.IsWindows() ? "windows" : "linux";

    /// <summary>Built-in figures only.</summary>
    public static DurationEstimate BuiltIn { get; } = new(DurationHistory.Empty);

    /// <summary>True when some figure was learned on this machine (the plan says which kind it used).</summary>
    public bool IsLearned => _history.BenchmarkSeconds.Count > 0;

    /// <summary>How many set-up keys were found published (the plan says so beside the set-up figure).</summary>
    public int PublishedSetups => _published.Count;

    /// <param name="measuresAllocations">For a cell's first process, which also measures allocations: its own learned
    /// figures first, then the other processes'. The others never take a first process's figure.</param>
    public TimeSpan Benchmark(string job, Cell cell, string pair, bool measuresAllocations = false)
    {
        var seconds = (measuresAllocations ? Learned(DurationHistory.AllocationsJob(job), cell, pair) : null) ?? Learned(job, cell, pair);
        return seconds is { } s ? TimeSpan.FromSeconds(s)
            : measuresAllocations && FirstProcessPerBenchmark.TryGetValue(job, out var first) ? first
            : BuiltInPerBenchmark(job);
    }

    private double? Learned(string job, Cell cell, string pair) =>
        _history.BenchmarkSeconds.TryGetValue(DurationHistory.BenchmarkKey(job, cell.Runtime.Id, cell.Serializer.Id, cell.Lifetime, pair), out var known) ? known
            : Mean(_byRuntimePair, $"{job}|{cell.Runtime.Id}|{pair}")
            ?? Mean(_byPair, $"{job}|{pair}");

    /// <param name="measuresAllocations">For a cell's first process: its own learned overhead first, then the others'.</param>
    public TimeSpan Overhead(string job, string runtime, TimeSpan? builtIn = null, bool measuresAllocations = false)
    {
        var seconds = (measuresAllocations ? LearnedOverhead(DurationHistory.AllocationsJob(job), runtime) : null) ?? LearnedOverhead(job, runtime);
        return seconds is { } s ? TimeSpan.FromSeconds(s) : builtIn ?? PerCellOverhead;
    }

    /// <summary>The runtime's own figure, else its first processes' scaled by what the allocations pass adds where both
    /// were learned; never another runtime's: a NativeAOT process's overhead (0.1 s) made a JIT runtime's later processes
    /// (about 3 s, most of it the warm-up) look thirty times shorter, and a run's ETA read 17 s with three minutes to go.</summary>
    private double? LearnedOverhead(string job, string runtime) =>
        _history.CellOverheadSeconds.TryGetValue(DurationHistory.CellKey(job, runtime), out var known) ? known
            : _history.CellOverheadSeconds.TryGetValue(DurationHistory.CellKey(DurationHistory.AllocationsJob(job), runtime), out var first)
              && _laterOverFirst.TryGetValue(job, out var scale) ? first * scale
            : null;

    /// <summary>One process of a cell.</summary>
    /// <param name="web">The matrix's web settings, for a web cell (its load time); the defaults when null.</param>
    /// <param name="firstProcess">Whether this is the cell's first process, which measures its allocations
    /// (BenchInvocation). The cell's whole cold start is counted with it too: its processes share the rounds, and a plan
    /// counts them once per cell, not per process.</param>
    public TimeSpan ForCell(string job, Cell cell, CellBenchmarks benchmarks, WebLoadSettings? web = null, bool firstProcess = true) =>
        _hostPlatform is not null && cell.Runtime.Platform != _hostPlatform ? TimeSpan.Zero :
        _history.FailedCellSeconds.TryGetValue(DurationHistory.FailedCellKey(JobKey(job, cell), cell.Id), out var failed) ? TimeSpan.FromSeconds(failed) :
        cell.IsWeb ? Overhead(WebJobKey, cell.Runtime.Id, WebOverhead) + (web ?? WebLoadSettings.Default).LoadTime :
        Overhead(job, cell.Runtime.Id, cell.Runtime.NativeAot ? NativeAotOverhead : null, measuresAllocations: firstProcess) + (firstProcess ? ColdStart(cell) : TimeSpan.Zero) + benchmarks.Pairs.Aggregate(TimeSpan.Zero, (sum, pair) => sum + Benchmark(job, cell, pair, measuresAllocations: firstProcess));

    /// <summary>The fresh processes of a cell that times cold start (<see cref="ColdStartSettings"/>), zero for the
    /// others: each as long as this machine's last ones of the same runtime and serializer, else of the same runtime (a
    /// NativeAOT process starts ten times faster than a JIT one), else the built-in figure.</summary>
    public TimeSpan ColdStart(Cell cell)
    {
        if (cell.ColdStartProcesses == 0) return TimeSpan.Zero;
        var perProcess = _history.ColdStartSecondsPerProcess.TryGetValue(DurationHistory.ColdStartKey(cell.Runtime.Id, cell.Serializer.Id), out var known) ? known
            : Mean(_coldStartByRuntime, cell.Runtime.Id)
            ?? (cell.Runtime.NativeAot ? ColdStartSettings.BuiltInNativeAotSecondsPerProcess : ColdStartSettings.BuiltInSecondsPerProcess);
        return TimeSpan.FromSeconds(cell.ColdStartProcesses * perProcess);
    }

    /// <summary>Web cells are learned under this key in place of a job (the job shapes micro benchmarks only).</summary>
    public const string WebJobKey = "web";

    public static string JobKey(string job, Cell cell) => cell.IsWeb ? WebJobKey : job;

    /// <summary>The set-up key of a cell: the bench's publish and image per runtime, the web app's apart.</summary>
    public static string SetupKey(Cell cell) => DurationHistory.SetupKey(cell.IsWeb ? $"{cell.Runtime.Id}|{WebJobKey}" : cell.Runtime.Id);

    /// <summary>Publishing and building images before the first cell, <see cref="SetupLanesCount"/> builds at a time: once
    /// per runtime of the cells; not for a runtime already published (an image to build from a cached publish takes
    /// seconds), nor for one whose cells all failed last time with <paramref name="job"/> (their failure, a failed
    /// publish, is already their estimate).</summary>
    public TimeSpan Setup(IEnumerable<Cell> cells, string? job = null) => SetupLanes.Makespan(cells
        .Where(c => _hostPlatform is null || c.Runtime.Platform == _hostPlatform)
        .GroupBy(SetupKey)
        .Where(runtime => !_published.Contains(runtime.Key))
        .Where(runtime => job is null || !runtime.All(c => _history.FailedCellSeconds.ContainsKey(DurationHistory.FailedCellKey(JobKey(job, c), c.Id))))
        .Select(group => _history.SetupSeconds.TryGetValue(group.Key, out var s) ? TimeSpan.FromSeconds(s)
            : group.First().IsWeb ? WebSetupPerRuntime : group.First().Runtime.NativeAot ? NativeAotSetupPerRuntime : SetupPerRuntime),
        SetupLanesCount);

    /// <summary>Set-up, then the cells one after another on each of <paramref name="coreSets"/> CPU sets (with several,
    /// the cells' time divides between them: a rough figure, as cells differ in length and share publishes).</summary>
    public TimeSpan ForRun(string job, IReadOnlyList<Cell> cells, Func<Cell, CellBenchmarks> benchmarksOf, int coreSets = 1, WebLoadSettings? web = null) =>
        PerCell(job, cells, benchmarksOf, coreSets, web).Aggregate(TimeSpan.Zero, (sum, share) => sum + share);

    /// <summary>Each cell's share of <see cref="ForRun"/> in run order (for the progress line's ETA), a cell listed once
    /// per process: its own time, its cold start spread over its processes (each takes its share of the cold-start
    /// rounds: on the first alone, the first passes read slower than they ran, and the ETA said 6 min 46 s with 9 min 16 s
    /// to go), plus the whole set-up (done before any cell runs) on the first cell that runs; its time divided between
    /// the CPU sets.</summary>
    /// <param name="runs">Whether a cell runs; one that does not (unavailable, n/a) ends at once, shares nothing, needs
    /// no set-up and leaves the set-up's share to the first cell that runs. Null: every cell runs.</param>
    /// <param name="withSetup">False: no pass carries the set-up (the run's ETA counts it apart, <see cref="RunEta"/>).</param>
    public IReadOnlyList<TimeSpan> PerCell(string job, IReadOnlyList<Cell> cells, Func<Cell, CellBenchmarks> benchmarksOf, int coreSets = 1,
        WebLoadSettings? web = null, Func<Cell, bool>? runs = null, bool withSetup = true)
    {
        var running = cells.Select(cell => runs?.Invoke(cell) ?? true).ToList();
        var setup = withSetup ? Setup(cells.Where((_, i) => running[i]), job) : TimeSpan.Zero;
        var first = running.IndexOf(true);
        var started = new HashSet<string>(StringComparer.Ordinal);
        var passes = cells.GroupBy(cell => cell.Id, StringComparer.Ordinal).ToDictionary(g => g.Key, g => g.Count(), StringComparer.Ordinal);
        return [.. cells.Select((cell, i) =>
        {
            if (!running[i]) return TimeSpan.Zero;
            var firstProcess = started.Add(cell.Id);
            var coldStart = ColdStartIn(job, cell);
            var own = ForCell(job, cell, benchmarksOf(cell), web, firstProcess) - (firstProcess ? coldStart : TimeSpan.Zero) + (coldStart / passes[cell.Id]);
            return (i == first ? setup : TimeSpan.Zero) + (own / Math.Max(1, coreSets));
        })];
    }

    /// <summary>The cold start <see cref="ForCell"/> counts in a cell's first process: none where it counts a failure's
    /// learned time, a web cell's load, or nothing (another platform).</summary>
    private TimeSpan ColdStartIn(string job, Cell cell) =>
        (_hostPlatform is not null && cell.Runtime.Platform != _hostPlatform) || cell.IsWeb
        || _history.FailedCellSeconds.ContainsKey(DurationHistory.FailedCellKey(JobKey(job, cell), cell.Id))
            ? TimeSpan.Zero
            : ColdStart(cell);

    /// <summary>How long a cell's bench may run before it is stopped as hung: many times the built-in figure, so
    /// that only a hung bench reaches it (a slow runtime or a big payload does not).</summary>
    public static TimeSpan Timeout(string job, int benchmarks) =>
        TimeSpan.FromMinutes(10) + (BuiltInPerBenchmark(job) * 20 * benchmarks);

    /// <summary>"3 h 05 min", "4 min 10 s", "45 s": invariant, for plan output.</summary>
    public static string Format(TimeSpan duration)
    {
        var seconds = (long)Math.Round(duration.TotalSeconds);
        if (seconds < 60) return FormattableString.Invariant($"{seconds} s");
        if (seconds < 3600) return FormattableString.Invariant($"{seconds / 60} min {seconds % 60:00} s");
        return FormattableString.Invariant($"{seconds / 3600} h {seconds / 60 % 60:00} min");
    }

    private static TimeSpan BuiltInPerBenchmark(string job) => PerBenchmark.TryGetValue(job, out var perBenchmark) ? perBenchmark : PerBenchmark["default"];

    private static void Add(Dictionary<string, List<double>> groups, string key, double seconds)
    {
        if (!groups.TryGetValue(key, out var list)) groups[key] = list = [];
        list.Add(seconds);
    }

    private static double? Mean(Dictionary<string, List<double>> groups, string key) =>
        groups.TryGetValue(key, out var list) && list.Count > 0 ? list.Average() : null;
}
