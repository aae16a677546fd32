using System;
using System.Collections.Generic;
using System.Linq;
using JsonMatrix.Contracts.Web;
using JsonMatrix.Orchestrator.Matrix;

namespace JsonMatrix.Orchestrator.Running.Web;

/// <summary>The web app's command line for a runtime's web cells (web/: JsonMatrix.Web --serializers ID,ID --out DIR ...):
/// one server process per serializer, their windows in rotating rounds, each result in DIR/ID (contracts'
/// WebGroupLayout). The same in a container and in a local process.</summary>
public static class WebInvocation
{
    public static IReadOnlyList<string> Arguments(IReadOnlyList<Cell> cells, WebLoadSettings load, WebCpus cpus, string outputDirectory)
    {
        var arguments = new List<string>
        {
            WebOptionNames.Serializers, string.Join(",", cells.Select(cell => cell.Serializer.BenchId)),
            WebOptionNames.Out, outputDirectory,
            WebOptionNames.Duration, WebLoadSettings.Seconds(load.Duration),
            WebOptionNames.Warmup, WebLoadSettings.Seconds(load.Warmup),
            WebOptionNames.MaxWarmup, WebLoadSettings.Seconds(load.MaxWarmup),
            WebOptionNames.Connections, load.Connections.ToString(System.Globalization.CultureInfo.InvariantCulture),
            WebOptionNames.Repeats, load.Repeats.ToString(System.Globalization.CultureInfo.InvariantCulture),
        };
        if (cpus.ServerCpus is { } server && cpus.ClientCpus is { } client)
        {
            arguments.AddRange([WebOptionNames.ServerCpus, server, WebOptionNames.ClientCpus, client]);
        }

        return arguments;
    }

    /// <summary>How long a runtime's web cells may run before they are stopped as hung: the bench's ten minutes of margin
    /// plus three times their load windows (start-up, the gate and wrk's own start come on top of the windows).</summary>
    public static TimeSpan Timeout(WebLoadSettings load, int cells = 1) => TimeSpan.FromMinutes(10) + (3 * cells * load.MaxLoadTime);

    /// <summary>Process isolation runs the web app on this machine, whose load generator must then be on PATH.</summary>
    public static string? WhyNotLocally(Func<string, bool> onPath) =>
        onPath("wrk") ? null
            : "wrk is not installed on this machine: process isolation runs the web app directly and needs wrk on PATH (apt-get install wrk), or run web cells in containers (--isolation container).";
}
