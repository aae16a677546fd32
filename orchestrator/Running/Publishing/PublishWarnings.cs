using System.Linq;
using System.Text.RegularExpressions;

namespace JsonMatrix.Orchestrator.Running.Publishing;

/// <summary>The trim and AOT warnings of a publish's log: lines with `warning IL2xxx` (trimming) or `warning IL3xxx`
/// (AOT, single-file), each distinct line once, since MSBuild may print a warning again in its summary.</summary>
public static partial class PublishWarnings
{
    public static int Count(string log) =>
        log.Split('\n').Select(line => line.TrimEnd('\r')).Where(line => WarningPattern().IsMatch(line)).Distinct().Count();

    [GeneratedRegex(@"\bwarning IL[23]\d{3}\b")]
    private static partial Regex WarningPattern();
}
