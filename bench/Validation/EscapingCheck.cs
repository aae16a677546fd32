using System.Collections.Generic;
using System.Linq;
using System.Text;
using System.Text.Json;
using JsonMatrix.Bench.Serializers;

namespace JsonMatrix.Bench.Validation;

/// <summary>Checks that an escaping mode really holds on the bytes a serializer wrote. ascii: no byte at or
/// above 0x80. relaxed and unicode-ranges-all: every run of non-ASCII characters in the golden JSON's strings
/// appears as raw UTF-8 (for office-worker: its Japanese text). default: the library's choice, not checked.</summary>
public static class EscapingCheck
{
    /// <summary>Null when the mode holds, otherwise what was found.</summary>
    public static string? Problem(EscapingMode mode, string goldenJson, byte[] output)
    {
        switch (mode)
        {
            case EscapingMode.Ascii:
                var index = System.Array.FindIndex(output, b => b >= 0x80);
                return index < 0 ? null : $"ascii escaping: byte 0x{output[index]:X2} at offset {index} is not ASCII (near \"{Near(output, index)}\")";
            case EscapingMode.Relaxed:
            case EscapingMode.UnicodeRangesAll:
                var missing = NonAsciiRuns(goldenJson).FirstOrDefault(run => IndexOf(output, Encoding.UTF8.GetBytes(run)) < 0);
                return missing == null ? null : $"{Ids.Of(mode)} escaping: \"{missing}\" does not appear as raw UTF-8 (it was escaped)";
            default:
                return null;
        }
    }

    /// <summary>The maximal runs of non-ASCII characters inside the string values and names of a JSON text.</summary>
    public static IReadOnlyList<string> NonAsciiRuns(string json)
    {
        using var document = JsonDocument.Parse(json);
        var runs = new List<string>();
        Collect(document.RootElement, runs);
        return runs.Distinct().ToArray();
    }

    private static void Collect(JsonElement element, List<string> runs)
    {
        switch (element.ValueKind)
        {
            case JsonValueKind.Object:
                foreach (var property in element.EnumerateObject())
                {
                    AddRuns(property.Name, runs);
                    Collect(property.Value, runs);
                }

                break;
            case JsonValueKind.Array:
                foreach (var item in element.EnumerateArray())
                {
                    Collect(item, runs);
                }

                break;
            case JsonValueKind.String:
                AddRuns(element.GetString()!, runs);
                break;
        }
    }

    private static void AddRuns(string text, List<string> runs)
    {
        var run = new StringBuilder();
        foreach (var c in text + "\0")
        {
            if (c >= 0x80)
            {
                run.Append(c);
            }
            else if (run.Length > 0)
            {
                runs.Add(run.ToString());
                run.Clear();
            }
        }
    }

    private static int IndexOf(byte[] haystack, byte[] needle)
    {
        for (var i = 0; i + needle.Length <= haystack.Length; i++)
        {
            var j = 0;
            while (j < needle.Length && haystack[i + j] == needle[j])
            {
                j++;
            }

            if (j == needle.Length)
            {
                return i;
            }
        }

        return -1;
    }

    private static string Near(byte[] output, int index)
    {
        var start = System.Math.Max(0, index - 20);
        return Encoding.UTF8.GetString(output, start, System.Math.Min(40, output.Length - start));
    }
}
