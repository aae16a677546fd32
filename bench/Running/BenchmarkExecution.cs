using System.Collections.Generic;
using System.Linq;
using BenchmarkDotNet.Running;
using JsonMatrix.Bench.Benchmarks;

namespace JsonMatrix.Bench.Running;

/// <summary>Runs BenchmarkDotNet over the session and returns what failed (empty when all succeeded).</summary>
public static class BenchmarkExecution
{
    public static IReadOnlyList<string> Run(BenchOptions options)
    {
        var config = BenchmarkConfigFactory.Create(options.Job, options.Artifacts, options.Operations, options.Pairs, options.Order, options.MeasureAllocations);
        var summary = BenchmarkRunner.Run<SerializerBenchmarks>(config);
        var failures = summary.Reports
            .Where(r => !r.Success)
            .Select(r => r.BenchmarkCase.DisplayInfo)
            .ToList();
        failures.AddRange(summary.ValidationErrors.Where(e => e.IsCritical).Select(e => "validation: " + e.Message));
        if (summary.BenchmarksCases.Length == 0)
        {
            failures.Add("BenchmarkDotNet found no benchmark to run");
        }

        return failures;
    }
}
