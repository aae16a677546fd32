using System.Linq;
using JsonMatrix.Orchestrator.Reporting.Model;
using JsonMatrix.Orchestrator.Statistics;

namespace JsonMatrix.Orchestrator.Reporting.Rendering.Reports.Web;

/// <summary>The web section's explanations, the same in every format.</summary>
public static class WebText
{
    /// <summary>How to read the web trend, naming the runtime it divides by and, when that is not the baseline
    /// runtime, why (<see cref="Merging.WebTrendBaseline"/>).</summary>
    public static string Trend(MergedReport report, System.Func<string, string> labelOf)
    {
        var reference = report.Web.TrendBaseline ?? report.Baseline.Runtime;
        var which = reference == report.Baseline.Runtime
            ? $"the baseline runtime, {labelOf(reference)}"
            : $"{labelOf(reference)}, the oldest runtime with web results (the baseline runtime, {labelOf(report.Baseline.Runtime)}, has none)";
        return $"Geometric mean, over the scenarios a serializer has on all of its runtimes, of requests/s on the runtime divided by requests/s on {which}; above 1 serves more requests per second. A serializer with no web result there is compared with its own first runtime with one, named beside it. In brackets: its 95 % interval, from each figure's median interval over its windows (with nine windows the second-slowest to the second-fastest). A run's web cells, every runtime's, share one rotation of measured windows, so the machine's changes fall on every runtime alike; web cells merged from different runs or runners carry the change of machine in this ratio, not in its interval (docs/web.md, \"The web trend across runtimes\").";
    }

    public static string HowToRead(MergedReport report) =>
        $"Each web cell runs the ASP.NET Core app of web/ with its JSON input and output formatters swapped for the serializer, loaded by wrk over loopback inside the cell's container after the correctness gate. Each entry: median requests/s over the measured windows (slowest–fastest window){(report.Web.Results.Any(r => r.RoundsLeftOut is { Count: > 0 }) ? ", without the rounds in which every server ran slow (the host's; the notes name them)" : "")}{(report.Web.Results.Any(r => r.SlowWindowsLeftOut is > 0) ? $", and without a server's windows more than {HostState.SlowLimit.ToString("0.##", System.Globalization.CultureInfo.InvariantCulture)} times below its fastest (its CPU's slow speed; the chart's ranges count them)" : "")} · latency percentiles (median over the windows) · bytes the server allocated per request · requests/s relative to {report.Baseline.Serializer} on the same runtime and scenario (above 1: more requests/s; the median of the rounds' paired ratios where the windows ran in rotation, in brackets its 95 % interval; otherwise median over median, in brackets from the windows' extremes){(report.Web.Results.Any(r => r.FloorRatio is not null) ? " · floor ×: the hand-written floor's requests/s divided by this serializer's on the same runtime and scenario (how many times the floor's throughput; the floor itself is 1)" : "")}. ⚠ noisy: the windows lie further apart than the noise threshold, or there was one window.";
}
