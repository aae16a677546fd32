using System;
using System.Collections.Generic;
using System.Collections.Immutable;
using System.Linq;
using BenchmarkDotNet.Configs;
using BenchmarkDotNet.Order;
using BenchmarkDotNet.Running;

namespace JsonMatrix.Bench.Measuring;

/// <summary>
/// The order in which one process runs a cell's benchmarks. The orchestrator runs each cell in several processes and
/// gives each another order (forward, reverse, rotated by half), so that what one position in a process does to a
/// benchmark (the state the ones before it left: heap, code layout, tiering) shows as spread between processes
/// instead of as the answer.
/// </summary>
public sealed class ProcessOrder : IOrderer
{
    public static readonly IReadOnlyList<string> Ids = new[] { "forward", "reverse", "rotated" };

    private readonly string _order;
    private readonly IOrderer _declared = DefaultOrderer.Instance;

    public ProcessOrder(string order)
    {
        if (!Ids.Contains(order)) throw new ArgumentException($"Unknown order '{order}'. Known orders: {string.Join(", ", Ids)}.", nameof(order));
        _order = order;
    }

    public bool SeparateLogicalGroups => _declared.SeparateLogicalGroups;

    public IEnumerable<BenchmarkCase> GetExecutionOrder(ImmutableArray<BenchmarkCase> benchmarksCase, IEnumerable<BenchmarkLogicalGroupRule>? order = null) =>
        Arrange(_declared.GetExecutionOrder(benchmarksCase, order).ToList(), _order);

    /// <summary>Reports list benchmarks as declared, whatever order they ran in.</summary>
    public IEnumerable<BenchmarkCase> GetSummaryOrder(ImmutableArray<BenchmarkCase> benchmarksCase, BenchmarkDotNet.Reports.Summary summary) =>
        _declared.GetSummaryOrder(benchmarksCase, summary);

    public string? GetHighlightGroupKey(BenchmarkCase benchmarkCase) => _declared.GetHighlightGroupKey(benchmarkCase);

    public string? GetLogicalGroupKey(ImmutableArray<BenchmarkCase> allBenchmarksCases, BenchmarkCase benchmarkCase) =>
        _declared.GetLogicalGroupKey(allBenchmarksCases, benchmarkCase);

    public IEnumerable<IGrouping<string, BenchmarkCase>> GetLogicalGroupOrder(IEnumerable<IGrouping<string, BenchmarkCase>> logicalGroups, IEnumerable<BenchmarkLogicalGroupRule>? order = null) =>
        _declared.GetLogicalGroupOrder(logicalGroups, order);

    /// <summary>forward: as declared; reverse: backwards; rotated: starting from the middle and wrapping round.</summary>
    public static IReadOnlyList<T> Arrange<T>(IReadOnlyList<T> items, string order) => order switch
    {
        "reverse" => items.Reverse().ToList(),
        "rotated" => items.Skip(items.Count / 2).Concat(items.Take(items.Count / 2)).ToList(),
        _ => items.ToList(),
    };
}
