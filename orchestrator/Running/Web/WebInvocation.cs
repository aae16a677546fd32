using System;
using System.Collections.Generic;
using JsonMatrix.Contracts.Web;
using JsonMatrix.Orchestrator.Matrix;

namespace JsonMatrix.Orchestrator.Running.Web;

/// <summary>The web app's command line for a web cell (web/: JsonMatrix.Web --serializer ID --out DIR ...), the same in
/// a container and in a local process.</summary>
public static class WebInvocation
{
    public static IReadOnlyList<string> Arguments(Cell cell, WebLoadSettings load, WebCpus cpus, string outputDirectory)
    {
        var arguments = new List<string>
        {
            WebOptionNames.Serializer, cell.Serializer.BenchId,
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

    /// <summary>How long a web cell may run before it is stopped as hung: the bench's ten minutes of margin plus three
    /// times its load windows (start-up, the gate and wrk's own start come on top of the windows).</summary>
    public static TimeSpan Timeout(WebLoadSettings load) => TimeSpan.FromMinutes(10) + (3 * load.MaxLoadTime);

    /// <summary>Process isolation runs the web app on this machine, whose load generator must then be on PATH.</summary>
    public static string? WhyNotLocally(Func<string, bool> onPath) =>
        onPath("wrk") ? null
            : "wrk is not installed on this machine: process isolation runs the web app directly and needs wrk on PATH (apt-get install wrk), or run web cells in containers (--isolation container).";
}
