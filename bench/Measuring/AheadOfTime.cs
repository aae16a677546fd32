namespace JsonMatrix.Bench.Measuring;

/// <summary>Whether this process was compiled ahead of time (NativeAOT): no JIT, no code generation at run time.
/// BenchmarkDotNet then needs its no-emit toolchain, and the warm-up has no tiering to wait for.</summary>
public static class AheadOfTime
{
    /// <summary>RuntimeFeature.IsDynamicCodeSupported (.NET Core 3.0 on); true where the runtime cannot say, as every
    /// JIT runtime can generate code.</summary>
    public static bool IsDynamicCodeSupported
    {
        get
        {
#if NETCOREAPP3_0_OR_GREATER
            return System.Runtime.CompilerServices.RuntimeFeature.IsDynamicCodeSupported;
#else
            return true;
#endif
        }
    }

    /// <summary>True in a NativeAOT build of the bench.</summary>
    public static bool IsActive => !IsDynamicCodeSupported;
}
