using System;

namespace JsonMatrix.Bench.Serializers;

/// <summary>Hands out a library's options/settings object: the same one every time (cached) or a new one on
/// every call (per-call). Both lifetimes go through the same delegate call, so they differ only in the build.</summary>
public static class OptionsSource
{
    public static Func<TOptions> For<TOptions>(OptionsLifetime lifetime, Func<TOptions> build)
    {
        if (lifetime == OptionsLifetime.PerCall)
        {
            return build;
        }

        var cached = build();
        return () => cached;
    }
}
