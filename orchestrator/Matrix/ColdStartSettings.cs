using System.Collections.Generic;
using System.Linq;

namespace JsonMatrix.Orchestrator.Matrix;

/// <summary>
/// `coldStart:`: which micro cells also time the first serialize and deserialize of fresh processes (docs/matrix.md,
/// "coldStart"). They are the cells with each library's default escaping and cached options of the named runtimes and
/// serializers (null: all of them): cold start is about the first call, not a setting's steady-state cost.
/// </summary>
public sealed record ColdStartSettings(IReadOnlyList<string> Payloads, int Processes, IReadOnlyList<string>? Runtimes, IReadOnlyList<string>? Serializers)
{
    public const string Escaping = "default";
    public const string Lifetime = "cached";

    /// <summary>The seconds one fresh process of a JIT runtime takes, start to exit (a self-contained .NET process and its
    /// first call), until a run has taught this machine's (DurationHistory): 0.17 to 0.24 s a runtime and serializer in
    /// containers on the 2-core machine, new users' runs D to H (0.12 s as local processes in run Q; docs/performance.md,
    /// "The plan's built-in figures").</summary>
    public const double BuiltInSecondsPerProcess = 0.2;

    /// <summary>The same on NativeAOT, ten times faster to start: 0.02 s in runs D to H.</summary>
    public const double BuiltInNativeAotSecondsPerProcess = 0.02;

    public bool AppliesTo(Cell cell) =>
        !cell.IsWeb
        && cell.Escaping == Escaping && cell.Lifetime == Lifetime
        && (Runtimes is null || Runtimes.Contains(cell.Runtime.Id))
        && (Serializers is null || Serializers.Contains(cell.Serializer.Id));

    /// <summary>The rounds (of <see cref="Processes"/>) that the <paramref name="repeat"/>-th of a cell's
    /// <paramref name="processes"/> processes samples, and the index of its first: as even a share as they divide into,
    /// the earlier processes taking the rest (10 over 4: 3, 3, 2, 2). On the project's 2-core host the speed of fresh
    /// processes holds for seconds to minutes at a time, so ten rounds in one stretch of six seconds recorded that stretch;
    /// spread over a cell's processes, which run a pass apart, they see the run's host (docs/performance.md, "What is left,
    /// measured three ways"). A repeat past <paramref name="processes"/> (a stand-in) samples none.</summary>
    public (int FirstRound, int Rounds) RoundsOf(int repeat, int processes)
    {
        if (repeat < 1 || repeat > processes) return (Processes, 0);
        var first = Enumerable.Range(1, repeat - 1).Sum(r => Share(r, processes));
        return (first, Share(repeat, processes));
    }

    private int Share(int repeat, int processes) => (Processes / processes) + (repeat <= Processes % processes ? 1 : 0);

    /// <summary>Every fresh process a cell starts that samples <paramref name="serializers"/> serializers of its build: per
    /// payload and round one start-up sample, shared by them, and a serialize and a deserialize sample of each.</summary>
    public int ProcessesFor(int serializers) => Payloads.Count * (1 + (2 * serializers)) * Processes;
}
