using System.Collections.Generic;
using System.Linq;

namespace JsonMatrix.Orchestrator.Matrix;

/// <summary>The CPUs of a cpuset in Docker's --cpuset-cpus form ("1", "0-1", "0,2-3"), as validated by the matrix parser.</summary>
public static class CpuList
{
    /// <summary>Distinct CPU numbers in ascending order (the order locks are taken in, so two runs never deadlock).</summary>
    public static IReadOnlyList<int> Parse(string cpuset) => MachineFit.CpuList(cpuset).Distinct().Order().ToList();
}
