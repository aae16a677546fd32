using System;
using System.Text;

namespace JsonMatrix.Bench.Measuring;

/// <summary>
/// A call whose result lands on the large object heap: a string or byte array of 85,000 bytes or more (list-1000's JSON,
/// a 110 KB string). Each such allocation counts toward the heap's budget for a background collection, and while one
/// runs the runtime slows large allocations down: list-1000's floor took 42 to 52 μs a call on a freshly collected heap
/// and 90 to 490 μs in samples that met a background collection, more or fewer of them from process to process, so the
/// serializers' ratios to it read 0.5 to 2.5 (.NET 8 System.Text.Json) from one process to the next
/// (docs/performance.md, "Large results: measured on a collected heap"). What a background collection costs depends on
/// the application's heap, not on the serializer, and every serializer makes the same string. So, as BenchmarkDotNet
/// collects before each iteration, each sample of such a call and of its yardstick starts on a collected heap and holds
/// as many calls as fit in <see cref="SampleBytes"/>: the same count on both sides and in every process, too few to
/// start a background collection.
/// </summary>
public static class LargeResult
{
    /// <summary>The runtime puts objects of this many bytes or more on the large object heap.</summary>
    public const int LargeObjectBytes = 85_000;

    /// <summary>The results one sample allocates at most, under the heap's budget right after a full collection: three of
    /// list-1000's strings. At nine (1 MB), the samples of three cells in four still met background collections (their
    /// floor 240 to 350 μs a call, every process alike), Newtonsoft.Json's did not (42 to 46 μs).</summary>
    public const int SampleBytes = 400_000;

    /// <summary>The bytes of the operation's result for a payload of this JSON, where it lands on the large object heap;
    /// 0 otherwise. A string holds two bytes a character; UTF-8 bytes about one a character (the JSON here is ASCII
    /// but for escapes); a round trip makes the string on its way. Streams are written into a reused buffer, and
    /// deserializing builds small objects.</summary>
    public static int BytesOf(string operation, string goldenJson)
    {
        var bytes = operation switch
        {
            "serialize-string" or "round-trip" => goldenJson.Length * 2,
            "serialize-utf8" => Encoding.UTF8.GetByteCount(goldenJson),
            _ => 0,
        };
        return bytes >= LargeObjectBytes ? bytes : 0;
    }

    /// <summary>Calls a sample of a result of <paramref name="bytes"/> bytes holds: at least one.</summary>
    public static long CallsPerSample(int bytes) => Math.Max(1, SampleBytes / bytes);
}
