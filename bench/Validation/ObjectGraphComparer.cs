using System;
using System.Collections;
using System.Globalization;
using System.Linq;
using System.Reflection;

namespace JsonMatrix.Bench.Validation;

/// <summary>Deep equality of two object graphs through public properties, collections and dictionaries; values
/// (strings, numbers, Guid, enums, dates) compare with Equals: DateTime by ticks, DateTimeOffset by instant.
/// Returns the first difference, or null when the graphs are equal.</summary>
public static class ObjectGraphComparer
{
    public static Difference? FirstDifference(object? expected, object? actual, string path = "$")
    {
        if (expected == null || actual == null)
        {
            return expected == null && actual == null ? null : new Difference(path, Show(expected), Show(actual));
        }

        var type = expected.GetType();
        if (type != actual.GetType())
        {
            return new Difference(path, $"a {type.Name}", $"a {actual.GetType().Name}");
        }

        if (IsValue(type))
        {
            return expected.Equals(actual) ? null : new Difference(path, Show(expected), Show(actual));
        }

        if (expected is IDictionary expectedDictionary)
        {
            return CompareDictionaries(expectedDictionary, (IDictionary)actual, path);
        }

        if (expected is IEnumerable expectedItems)
        {
            return CompareSequences(expectedItems, (IEnumerable)actual, path);
        }

        return type.GetProperties(BindingFlags.Public | BindingFlags.Instance)
            .Where(p => p.CanRead && p.GetIndexParameters().Length == 0)
            .Select(p => FirstDifference(p.GetValue(expected), p.GetValue(actual), path + "." + p.Name))
            .FirstOrDefault(d => d != null);
    }

    private static bool IsValue(Type type) =>
        type.IsPrimitive || type.IsEnum || type == typeof(string) || type == typeof(decimal) || type == typeof(Guid)
        || type == typeof(DateTime) || type == typeof(DateTimeOffset) || type == typeof(TimeSpan);

    private static Difference? CompareDictionaries(IDictionary expected, IDictionary actual, string path)
    {
        if (expected.Count != actual.Count)
        {
            return new Difference(path + ".Count", Show(expected.Count), Show(actual.Count));
        }

        foreach (var key in expected.Keys.Cast<object>())
        {
            var childPath = $"{path}[\"{key}\"]";
            if (!actual.Contains(key))
            {
                return new Difference(childPath, Show(expected[key]), "(missing)");
            }

            var difference = FirstDifference(expected[key], actual[key], childPath);
            if (difference != null)
            {
                return difference;
            }
        }

        return null;
    }

    private static Difference? CompareSequences(IEnumerable expected, IEnumerable actual, string path)
    {
        var e = expected.Cast<object?>().ToArray();
        var a = actual.Cast<object?>().ToArray();
        if (e.Length != a.Length)
        {
            return new Difference(path + ".Length", Show(e.Length), Show(a.Length));
        }

        return e.Select((item, i) => FirstDifference(item, a[i], $"{path}[{i}]")).FirstOrDefault(d => d != null);
    }

    private static string Show(object? value) => value switch
    {
        null => "null",
        string s => "\"" + s + "\"",
        DateTime d => d.ToString("o", CultureInfo.InvariantCulture) + $" ({d.Kind})",
        DateTimeOffset d => d.ToString("o", CultureInfo.InvariantCulture),
        IFormattable f => f.ToString(null, CultureInfo.InvariantCulture),
        _ => value.ToString() ?? value.GetType().Name,
    };
}
