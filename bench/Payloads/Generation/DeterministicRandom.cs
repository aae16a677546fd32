using System.Collections.Generic;

namespace JsonMatrix.Bench.Payloads.Generation;

/// <summary>SplitMix64: the same seed gives the same sequence on every runtime (System.Random's seeded
/// sequence is an implementation detail that .NET Core, .NET Framework and Mono need not share).</summary>
public sealed class DeterministicRandom
{
    private ulong _state;

    public DeterministicRandom(ulong seed) => _state = seed;

    public ulong NextUInt64()
    {
        _state += 0x9E3779B97F4A7C15UL;
        var z = _state;
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9UL;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBUL;
        return z ^ (z >> 31);
    }

    /// <summary>A value in [minInclusive, maxExclusive).</summary>
    public int Next(int minInclusive, int maxExclusive) =>
        minInclusive + (int)(NextUInt64() % (ulong)(maxExclusive - minInclusive));

    public bool NextBool() => (NextUInt64() & 1) == 1;

    public T Pick<T>(IReadOnlyList<T> items) => items[Next(0, items.Count)];

    public byte[] NextBytes(int count)
    {
        var bytes = new byte[count];
        for (var i = 0; i < count; i++)
        {
            bytes[i] = (byte)NextUInt64();
        }

        return bytes;
    }
}
