using System;
using System.Collections.Generic;
using System.Globalization;
using System.Linq;
using System.Text.RegularExpressions;
using JsonMatrix.Contracts.Web;
using JsonMatrix.Web.Formatters;

namespace JsonMatrix.Web.Cli;

/// <summary>Parses the web app's command line, reporting every problem at once with the allowed values.</summary>
public static class WebArguments
{
    public const string Usage =
        "Usage: JsonMatrix.Web (--serializer ID | --serializers MEMBER,MEMBER,... [--apps RUNTIME=PATH,...]) --out DIR [--duration 5s]\n" +
        "                      [--warmup 2s] [--warmup-max 20s] [--connections 32] [--repeats 3] [--server-cpus LIST] [--client-cpus LIST] [--validate]\n" +
        "       JsonMatrix.Web --help\n" +
        "A MEMBER is a serializer ID of this app, or RUNTIME/ID for a serializer of another runtime's build of it, whose\n" +
        "executable --apps names. The orchestrator runs it once for a run's web cells (--serializers: a server process each,\n" +
        "every runtime's servers measured in one rotation);\n" +
        "docs/web.md says what each option does.";

    private static readonly string[] ValueOptions =
        { WebOptionNames.Serializer, WebOptionNames.Serializers, WebOptionNames.Apps, WebOptionNames.Out, WebOptionNames.Duration, WebOptionNames.Warmup, WebOptionNames.MaxWarmup, WebOptionNames.Connections, WebOptionNames.Repeats, WebOptionNames.ServerCpus, WebOptionNames.ClientCpus };

    private static readonly Regex CpuListPattern = new(@"^\d+(-\d+)?(,\d+(-\d+)?)*$", RegexOptions.CultureInvariant);
    private static readonly Regex RuntimePattern = new(@"^[A-Za-z0-9][A-Za-z0-9._-]*$", RegexOptions.CultureInvariant);
    private static readonly Regex DurationPattern = new(@"^(?<n>\d+)(?<unit>s|m)?$", RegexOptions.CultureInvariant);

    /// <summary>The options, or the errors (never both).</summary>
    public static (WebOptions? Options, IReadOnlyList<string> Errors) Parse(IReadOnlyList<string> args)
    {
        var errors = new List<string>();
        var values = new Dictionary<string, string>();
        var validate = false;
        var serveOnly = false;
        for (var i = 0; i < args.Count; i++)
        {
            if (args[i] == WebOptionNames.Validate)
            {
                validate = true;
            }
            else if (args[i] == WebOptionNames.ServeOnly)
            {
                serveOnly = true;
            }
            else if (!ValueOptions.Contains(args[i]))
            {
                errors.Add($"Unknown argument '{args[i]}'. Options: {string.Join(", ", ValueOptions)}, --validate.");
            }
            else if (i + 1 >= args.Count || args[i + 1].StartsWith("--", StringComparison.Ordinal))
            {
                errors.Add($"Option {args[i]} needs a value.");
            }
            else
            {
                values[args[i]] = args[++i];
            }
        }

        var serializers = Serializers(values, errors);
        var apps = Apps(values, serializers, errors);
        var output = values.TryGetValue(WebOptionNames.Out, out var o) ? o : null;
        if (output == null)
        {
            errors.Add("Option --out is required: the folder web-result.json is written to.");
        }

        var duration = Duration(values, WebOptionNames.Duration, 5, 1, errors);
        var warmup = Duration(values, WebOptionNames.Warmup, 2, 0, errors);
        var maxWarmup = Duration(values, WebOptionNames.MaxWarmup, Math.Max(20, warmup), 0, errors);
        if (maxWarmup < warmup)
        {
            errors.Add($"Invalid --warmup-max '{values[WebOptionNames.MaxWarmup]}': it must be at least --warmup ({warmup}s), the least warm-up.");
        }
        var connections = Count(values, WebOptionNames.Connections, 32, errors);
        var repeats = Count(values, WebOptionNames.Repeats, 3, errors);
        var serverCpus = CpuList(values, WebOptionNames.ServerCpus, errors);
        var clientCpus = CpuList(values, WebOptionNames.ClientCpus, errors);
        return errors.Count > 0
            ? (null, errors)
            : (new WebOptions(WebGroupLayout.Split(serializers![0]).Serializer, output!, duration, warmup, maxWarmup, connections, repeats, serverCpus, clientCpus, validate,
                values.ContainsKey(WebOptionNames.Serializers) ? serializers : null, serveOnly) { Apps = apps }, errors);
    }

    /// <summary>--serializer's one id, or --serializers' list of members (each once); exactly one of the two. A member is
    /// a serializer id, or RUNTIME/ID for another runtime's build (its app named by --apps).</summary>
    private static IReadOnlyList<string>? Serializers(Dictionary<string, string> values, List<string> errors)
    {
        var one = values.TryGetValue(WebOptionNames.Serializer, out var single);
        var many = values.TryGetValue(WebOptionNames.Serializers, out var list);
        if (one == many)
        {
            errors.Add($"Give --serializer ID or --serializers ID,ID,... (one of them). Known values: {string.Join(", ", FormatterCatalog.Ids)}.");
            return null;
        }

        var ids = one ? new[] { single! } : list!.Split(',');
        var unknown = ids.Where(id => one ? !FormatterCatalog.Ids.Contains(id) : !IsMember(id)).ToList();
        foreach (var id in unknown)
        {
            errors.Add($"Unknown serializer '{id}'. Known values: {string.Join(", ", FormatterCatalog.Ids)}, each alone or as RUNTIME/ID.");
        }

        if (ids.Distinct().Count() != ids.Length)
        {
            errors.Add($"Invalid --serializers '{list}': each serializer may be named once.");
            return null;
        }

        return unknown.Count == 0 ? ids : null;
    }

    private static bool IsMember(string member)
    {
        var (runtime, serializer) = WebGroupLayout.Split(member);
        return FormatterCatalog.Ids.Contains(serializer) && (runtime == null || RuntimePattern.IsMatch(runtime));
    }

    /// <summary>--apps RUNTIME=PATH,...: required for, and only for, the runtimes of RUNTIME/ID members.</summary>
    private static IReadOnlyDictionary<string, string> Apps(Dictionary<string, string> values, IReadOnlyList<string>? members, List<string> errors)
    {
        var apps = new Dictionary<string, string>(StringComparer.Ordinal);
        if (values.TryGetValue(WebOptionNames.Apps, out var text))
        {
            foreach (var entry in text.Split(','))
            {
                var at = entry.IndexOf('=');
                if (at <= 0 || at == entry.Length - 1 || !RuntimePattern.IsMatch(entry[..at]) || !apps.TryAdd(entry[..at], entry[(at + 1)..]))
                {
                    errors.Add($"Invalid --apps entry '{entry}': expected RUNTIME=PATH (the web app's executable of that runtime), each runtime once.");
                }
            }
        }

        var runtimes = (members ?? []).Select(m => WebGroupLayout.Split(m).Runtime).OfType<string>().Distinct().ToList();
        foreach (var missing in runtimes.Where(r => !apps.ContainsKey(r)))
        {
            errors.Add($"--serializers names runtime '{missing}' but --apps gives no app for it: add {missing}=PATH to --apps.");
        }

        return apps;
    }

    /// <summary>Whole seconds or minutes ("5s", "1m", "5"), as wrk accepts them.</summary>
    private static int Duration(Dictionary<string, string> values, string option, int fallback, int minimum, List<string> errors)
    {
        if (!values.TryGetValue(option, out var text))
        {
            return fallback;
        }

        var match = DurationPattern.Match(text);
        if (match.Success && int.TryParse(match.Groups["n"].Value, NumberStyles.None, CultureInfo.InvariantCulture, out var n)
            && n <= 3600 && n * (match.Groups["unit"].Value == "m" ? 60 : 1) is var seconds && seconds >= minimum)
        {
            return seconds;
        }

        errors.Add($"Invalid {option} '{text}': expected whole seconds or minutes of at least {minimum}s, such as 5s or 1m.");
        return fallback;
    }

    private static int Count(Dictionary<string, string> values, string option, int fallback, List<string> errors)
    {
        if (!values.TryGetValue(option, out var text))
        {
            return fallback;
        }

        if (int.TryParse(text, NumberStyles.None, CultureInfo.InvariantCulture, out var n) && n >= 1 && n <= 10000)
        {
            return n;
        }

        errors.Add($"Invalid {option} '{text}': expected a whole number from 1 to 10000.");
        return fallback;
    }

    private static string? CpuList(Dictionary<string, string> values, string option, List<string> errors)
    {
        if (!values.TryGetValue(option, out var text))
        {
            return null;
        }

        if (CpuListPattern.IsMatch(text))
        {
            return text;
        }

        errors.Add($"Invalid {option} '{text}': expected a CPU list as taskset takes it, such as 0, 1-3 or 0,2.");
        return null;
    }
}
