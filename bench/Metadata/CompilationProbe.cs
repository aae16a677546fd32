using JsonMatrix.Bench.Measuring;
using JsonMatrix.Contracts.Cells;

namespace JsonMatrix.Bench.Metadata;

/// <summary>metadata.json's "compilation": whether this process can generate code and what its JIT compiled so far.
/// Taken again when the benchmarks end, so a NativeAOT cell's 0 covers the whole process.</summary>
public static class CompilationProbe
{
    /// <summary>Null on runtimes that cannot tell (.NET Framework, Mono: no RuntimeFeature.IsDynamicCodeSupported).</summary>
    public static CompilationSample? Sample()
    {
#if NETCOREAPP3_0_OR_GREATER
        return new CompilationSample(AheadOfTime.IsDynamicCodeSupported, JitActivity.CompiledMethodCount());
#else
        return null;
#endif
    }
}
