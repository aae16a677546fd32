using System.Collections.Concurrent;
using System.Diagnostics.Tracing;
using System.Linq;

namespace JsonMatrix.WebProbe;

/// <summary>What the process allocates, by type and size, from the runtime's AllocationTick events (one per ~100 KB
/// allocated). Switched on by the first GET /alloc-types (it slows the server), which answers the counts since then
/// and starts again.</summary>
public sealed class AllocationSampler : EventListener
{
    private const string RuntimeEvents = "Microsoft-Windows-DotNETRuntime";
    private const EventKeywords GcKeyword = (EventKeywords)0x1;

    public static readonly AllocationSampler Instance = new();

    private readonly ConcurrentDictionary<string, long> _ticks = new();

    protected override void OnEventSourceCreated(EventSource source)
    {
        if (source.Name == RuntimeEvents) EnableEvents(source, EventLevel.Verbose, GcKeyword);
    }

    protected override void OnEventWritten(EventWrittenEventArgs e)
    {
        if (e.EventName?.StartsWith("GCAllocationTick") != true || e.PayloadNames == null || e.Payload == null) return;
        string Field(string name) => e.PayloadNames.IndexOf(name) is var i and >= 0 ? e.Payload[i]?.ToString() ?? "?" : "?";
        _ticks.AddOrUpdate($"{Field("TypeName")} ({Field("ObjectSize")} B)", 1, (_, count) => count + 1);
    }

    public string TakeReport()
    {
        var report = string.Join("\n", _ticks.OrderByDescending(t => t.Value).Take(12).Select(t => $"{t.Value,7} {t.Key}"));
        _ticks.Clear();
        return report;
    }
}
