using System.Collections.Generic;
using System.Globalization;
using System.Linq;
using System.Text.Json;

namespace JsonMatrix.Bench.Validation;

/// <summary>Compares two JSON texts by meaning: whitespace, property order and the escaping of a character do
/// not matter; numbers compare by value, ISO-8601 dates by the value they denote (<see cref="IsoDate"/>).</summary>
public static class JsonMeaningComparer
{
    public const int MaxDifferences = 10;

    public static IReadOnlyList<Difference> Compare(string expectedJson, string actualJson)
    {
        var differences = new List<Difference>();
        JsonDocument actual;
        try
        {
            actual = JsonDocument.Parse(actualJson);
        }
        catch (JsonException e)
        {
            differences.Add(new Difference("$", "valid JSON", $"unparsable JSON ({e.Message})"));
            return differences;
        }

        using (actual)
        using (var expected = JsonDocument.Parse(expectedJson))
        {
            Compare(expected.RootElement, actual.RootElement, "$", differences);
        }

        return differences;
    }

    private static void Compare(JsonElement expected, JsonElement actual, string path, List<Difference> differences)
    {
        if (differences.Count >= MaxDifferences)
        {
            return;
        }

        if (expected.ValueKind != actual.ValueKind)
        {
            differences.Add(new Difference(path, Show(expected), Show(actual)));
            return;
        }

        switch (expected.ValueKind)
        {
            case JsonValueKind.Object:
                CompareObjects(expected, actual, path, differences);
                break;
            case JsonValueKind.Array:
                CompareArrays(expected, actual, path, differences);
                break;
            case JsonValueKind.String:
                var e = expected.GetString()!;
                var a = actual.GetString()!;
                if (e != a && !IsoDate.SameValue(e, a))
                {
                    differences.Add(new Difference(path, Show(expected), Show(actual)));
                }

                break;
            case JsonValueKind.Number:
                if (!SameNumber(expected, actual))
                {
                    differences.Add(new Difference(path, Show(expected), Show(actual)));
                }

                break;
        }
    }

    private static void CompareObjects(JsonElement expected, JsonElement actual, string path, List<Difference> differences)
    {
        var actualProperties = actual.EnumerateObject().GroupBy(p => p.Name).ToDictionary(g => g.Key, g => g.First().Value);
        var expectedNames = new HashSet<string>();
        foreach (var property in expected.EnumerateObject())
        {
            expectedNames.Add(property.Name);
            var childPath = path + "." + property.Name;
            if (actualProperties.TryGetValue(property.Name, out var value))
            {
                Compare(property.Value, value, childPath, differences);
            }
            else if (differences.Count < MaxDifferences)
            {
                differences.Add(new Difference(childPath, Show(property.Value), "(missing)"));
            }
        }

        foreach (var name in actualProperties.Keys.Where(n => !expectedNames.Contains(n)))
        {
            if (differences.Count < MaxDifferences)
            {
                differences.Add(new Difference(path + "." + name, "(absent)", Show(actualProperties[name])));
            }
        }
    }

    private static void CompareArrays(JsonElement expected, JsonElement actual, string path, List<Difference> differences)
    {
        var e = expected.EnumerateArray().ToArray();
        var a = actual.EnumerateArray().ToArray();
        if (e.Length != a.Length)
        {
            differences.Add(new Difference(path + ".length", e.Length.ToString(CultureInfo.InvariantCulture), a.Length.ToString(CultureInfo.InvariantCulture)));
            return;
        }

        for (var i = 0; i < e.Length; i++)
        {
            Compare(e[i], a[i], $"{path}[{i}]", differences);
        }
    }

    /// <summary>Equal as decimals (exact, for integers and short decimals), or as the same double: .NET Framework
    /// and Mono write 1787.06 as 1787.0599999999999, which reads back as the same double.</summary>
    private static bool SameNumber(JsonElement expected, JsonElement actual)
    {
        if (expected.TryGetDecimal(out var e) && actual.TryGetDecimal(out var a) && e == a)
        {
            return true;
        }

        return expected.GetDouble().Equals(actual.GetDouble());
    }

    private static string Show(JsonElement element)
    {
        var text = element.GetRawText();
        return text.Length <= 80 ? text : text.Substring(0, 77) + "...";
    }
}
