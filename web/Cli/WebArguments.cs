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
        "Usage: JsonMatrix.Web (--serializer ID | --serializers ID,ID,...) --out DIR [--duration 5s] [--warmup 2s] [--warmup-max 20s] [--connections 32]\n" +
        "                      [--repeats 3] [--server-cpus LIST] [--client-cpus LIST] [--validate]\n" +
        "       JsonMatrix.Web --help\n" +
        "The orchestrator runs it once per runtime's web cells (--serializers: a server process each, measured in rotation);\n" +
        "docs/web.md says what each option does.";

    private static readonly string[] ValueOptions =
        { WebOptionNames.Serializer, WebOptionNames.Serializers, WebOptionNames.Out, WebOptionNames.Duration, WebOptionNames.Warmup, WebOptionNames.MaxWarmup, WebOptionNames.Connections, WebOptionNames.Repeats, WebOptionNames.ServerCpus, WebOptionNames.ClientCpus };

    private static readonly Regex CpuListPattern = new(@"^\d+(-\d+)?(,\d+(-\d+)?)*$", RegexOptions.CultureInvariant);
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
            : (new WebOptions(serializers![0], output!, duration, warmup, maxWarmup, connections, repeats, serverCpus, clientCpus, validate,
                values.ContainsKey(WebOptionNames.Serializers) ? serializers : null, serveOnly), errors);
    }

    /// <summary>--serializer's one id, or --serializers' list (each id once); exactly one of the two.</summary>
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
        var unknown = ids.Where(id => !FormatterCatalog.Ids.Contains(id)).ToList();
        foreach (var id in unknown)
        {
            errors.Add($"Unknown serializer '{id}'. Known values: {string.Join(", ", FormatterCatalog.Ids)}.");
        }

        if (ids.Distinct().Count() != ids.Length)
        {
            errors.Add($"Invalid --serializers '{list}': each serializer may be named once.");
            return null;
        }

        return unknown.Count == 0 ? ids : null;
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
