using System;
using System.Collections.Generic;
using System.Linq;
using JsonMatrix.Contracts.Web;
using JsonMatrix.Orchestrator.Matrix;

namespace JsonMatrix.Orchestrator.Running.Web;

/// <summary>The web app's command line for a run's web cells (web/: JsonMatrix.Web --serializers ID,ID --out DIR ..., or
/// RUNTIME/ID members with --apps when they span runtimes):
/// one server process per serializer, their windows in rotating rounds, each result in DIR/ID (contracts'
/// WebGroupLayout). The same in a container and in a local process.</summary>
public static class WebInvocation
{
    /// <param name="apps">Each runtime's web app executable where the group runs, when the cells span runtimes (each
    /// member then RUNTIME/ID); null for one runtime's cells.</param>
    public static IReadOnlyList<string> Arguments(IReadOnlyList<Cell> cells, WebLoadSettings load, WebCpus cpus, string outputDirectory,
        IReadOnlyDictionary<string, string>? apps = null)
    {
        var arguments = new List<string>
        {
            WebOptionNames.Serializers, string.Join(",", cells.Select(cell => Member(cell, apps is not null))),
            WebOptionNames.Out, outputDirectory,
            WebOptionNames.Duration, WebLoadSettings.Seconds(load.Duration),
            WebOptionNames.Warmup, WebLoadSettings.Seconds(load.Warmup),
            WebOptionNames.MaxWarmup, WebLoadSettings.Seconds(load.MaxWarmup),
            WebOptionNames.Connections, load.Connections.ToString(System.Globalization.CultureInfo.InvariantCulture),
            WebOptionNames.Repeats, load.Repeats.ToString(System.Globalization.CultureInfo.InvariantCulture),
        };
        if (apps is not null)
        {
            arguments.AddRange([WebOptionNames.Apps, string.Join(",", apps.OrderBy(a => a.Key, StringComparer.Ordinal).Select(a => $"{a.Key}={a.Value}"))]);
        }

        if (cpus.ServerCpus is { } server && cpus.ClientCpus is { } client)
        {
            arguments.AddRange([WebOptionNames.ServerCpus, server, WebOptionNames.ClientCpus, client]);
        }

        return arguments;
    }

    /// <summary>A cell's member of the web app's group (its folder in the output, contracts' WebGroupLayout): its serializer,
    /// or RUNTIME/ID where the group spans runtimes.</summary>
    public static string Member(Cell cell, bool acrossRuntimes) =>
        acrossRuntimes ? WebGroupLayout.Member(cell.Runtime.Id, cell.Serializer.BenchId) : cell.Serializer.BenchId;

    /// <summary>How long a run's web cells may run before they are stopped as hung: the bench's ten minutes of margin
    /// plus three times their load windows (start-up, the gate and wrk's own start come on top of the windows).</summary>
    public static TimeSpan Timeout(WebLoadSettings load, int cells = 1) => TimeSpan.FromMinutes(10) + (3 * cells * load.MaxLoadTime);

    /// <summary>Process isolation runs the web app on this machine, whose load generator must then be on PATH.</summary>
    public static string? WhyNotLocally(Func<string, bool> onPath) =>
        onPath("wrk") ? null
            : "wrk is not installed on this machine: process isolation runs the web app directly and needs wrk on PATH (apt-get install wrk), or run web cells in containers (--isolation container).";
}
