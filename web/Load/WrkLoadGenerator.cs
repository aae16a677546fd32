using System.Collections.Generic;
using System.ComponentModel;
using System.Diagnostics;
using System.Globalization;
using System.Text.RegularExpressions;

namespace JsonMatrix.Web.Load;

/// <summary>Runs Debian's wrk (pinned with taskset when CPUs are given) and reads the summary its script prints.</summary>
public sealed class WrkLoadGenerator : ILoadGenerator
{
    /// <summary>How long past the window wrk may take to finish before it counts as hung.</summary>
    private const int GraceSeconds = 60;

    private readonly string _wrk;

    public WrkLoadGenerator(string wrk = "wrk") => _wrk = wrk;

    public string? Version()
    {
        // `wrk -v` prints its version line, then the usage, and exits 1.
        var result = ProcessRunner.TryRun(_wrk, new[] { "-v" }, 10);
        var match = result == null ? Match.Empty : Regex.Match(result.Output, @"^wrk \S+", RegexOptions.Multiline);
        return match.Success ? match.Value : null;
    }

    public WrkSummary Run(LoadRequest request)
    {
        var arguments = new List<string>();
        var file = _wrk;
        if (request.Cpus != null)
        {
            arguments.AddRange(new[] { "-c", request.Cpus, _wrk });
            file = "taskset";
        }

        arguments.AddRange(new[]
        {
            "-t", Text(request.Threads), "-c", Text(request.Connections), "-d", Text(request.Seconds) + "s", "--timeout", "10s",
            "-s", request.ScriptPath, request.Url.AbsoluteUri,
        });
        var result = ProcessRunner.TryRun(file, arguments, request.Seconds + GraceSeconds)
            ?? throw new LoadGeneratorException($"{file} could not be started: is wrk installed (apt-get install wrk)?");
        if (result.TimedOut || result.ExitCode != 0)
        {
            throw new LoadGeneratorException(
                $"{file} {string.Join(" ", arguments)} {(result.TimedOut ? "did not finish in time" : "exited with " + Text(result.ExitCode))}: {result.Output.Trim()}");
        }

        try
        {
            return WrkSummary.Parse(result.Output);
        }
        catch (System.FormatException e)
        {
            throw new LoadGeneratorException(e.Message);
        }
    }

    private static string Text(int n) => n.ToString(CultureInfo.InvariantCulture);
}
