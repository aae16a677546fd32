using System;
using System.Globalization;

namespace JsonMatrix.Bench.Measuring;

/// <summary>
/// What this runtime says about its JIT compiler: how many methods it has compiled so far (every thread, background
/// tier-1 recompiles included) and how long tiered compilation waits after the last tier-0 compilation before it starts
/// counting calls (the call-counting delay). The counter exists from .NET 6 on; .NET Core 3.1, Mono and .NET Framework
/// have none, and the warm-up falls back to a fixed length there.
/// </summary>
public static class JitActivity
{
    /// <summary>The runtime's default: 100 ms, times 10 when the process may use one CPU only (TC_DelaySingleProcMultiplier),
    /// which is how every micro cell runs.</summary>
    private const int DefaultDelayMilliseconds = 100;
    private const int SingleProcessorMultiplier = 10;

    /// <summary>Methods compiled so far by every thread; null where the runtime has no counter.</summary>
    public static long? CompiledMethodCount()
    {
#if NET6_0_OR_GREATER
        return System.Runtime.JitInfo.GetCompiledMethodCount(currentThread: false);
#else
        return null;
#endif
    }

    /// <summary>Mono and .NET Framework compile each method once, fully optimised: nothing changes after its first call.</summary>
    public static bool HasTieredCompilation =>
        Type.GetType("Mono.Runtime") is null && !System.Runtime.InteropServices.RuntimeInformation.FrameworkDescription.StartsWith(".NET Framework", StringComparison.Ordinal)
        && !IsSetToZero("TieredCompilation");

    /// <summary>The call-counting delay this process runs with: the environment's setting where the matrix asked for one
    /// (the runtime reads these values as hexadecimal), else the runtime's default for this many CPUs.</summary>
    public static TimeSpan CallCountingDelay(int processorCount)
    {
        var configured = Setting("TC_CallCountingDelayMs");
        if (configured is { } text && int.TryParse(text, NumberStyles.HexNumber, CultureInfo.InvariantCulture, out var milliseconds))
        {
            return TimeSpan.FromMilliseconds(milliseconds);
        }

        return TimeSpan.FromMilliseconds(DefaultDelayMilliseconds * (processorCount == 1 ? SingleProcessorMultiplier : 1));
    }

    private static bool IsSetToZero(string name) => Setting(name) is "0";

    /// <summary>DOTNET_ wins over COMPlus_, as in the runtime.</summary>
    private static string? Setting(string name) =>
        Environment.GetEnvironmentVariable("DOTNET_" + name) ?? Environment.GetEnvironmentVariable("COMPlus_" + name);
}
