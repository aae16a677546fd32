using System;
using System.Globalization;
using System.Text.RegularExpressions;

namespace JsonMatrix.Bench.Validation;

/// <summary>ISO-8601 date strings compared by what they denote: with an offset (or Z) by instant, without one
/// by local date and time. A string with an offset never equals one without: they mean different things.</summary>
public static class IsoDate
{
    private static readonly Regex Pattern = new(
        @"^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,7})?)?(?<offset>Z|[+-]\d{2}:\d{2})?$",
        RegexOptions.CultureInvariant);

    public static bool SameValue(string expected, string actual)
    {
        var e = Pattern.Match(expected);
        var a = Pattern.Match(actual);
        if (!e.Success || !a.Success || e.Groups["offset"].Success != a.Groups["offset"].Success)
        {
            return false;
        }

        if (e.Groups["offset"].Success)
        {
            return DateTimeOffset.Parse(expected, CultureInfo.InvariantCulture) == DateTimeOffset.Parse(actual, CultureInfo.InvariantCulture);
        }

        return DateTime.Parse(expected, CultureInfo.InvariantCulture, DateTimeStyles.None)
            == DateTime.Parse(actual, CultureInfo.InvariantCulture, DateTimeStyles.None);
    }
}
