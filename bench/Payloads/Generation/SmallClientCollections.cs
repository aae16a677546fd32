using System.Globalization;
using System.Linq;
using JsonMatrix.Bench.Payloads.Models;

namespace JsonMatrix.Bench.Payloads.Generation;

/// <summary>list-1000 and dict-1000, built from the small payload; their golden JSON is composed from the
/// text of small.json, so it does not depend on any serializer.</summary>
public static class SmallClientCollections
{
    public const int Count = 1000;

    public static string Key(int index) => "Bill Gates" + index.ToString(CultureInfo.InvariantCulture);

    public static SmallClientList CreateList(System.Func<SmallClient> small) =>
        new() { Clients = Enumerable.Range(0, Count).Select(_ => small()).ToList() };

    public static SmallClientDictionary CreateDictionary(System.Func<SmallClient> small) =>
        new() { Clients = Enumerable.Range(0, Count).ToDictionary(Key, _ => small()) };

    public static string ListGolden(string smallJson) =>
        "{\"clients\":[" + string.Join(",", Enumerable.Repeat(smallJson.Trim(), Count)) + "]}";

    public static string DictionaryGolden(string smallJson) =>
        "{\"clients\":{" + string.Join(",", Enumerable.Range(0, Count).Select(i => $"\"{Key(i)}\":{smallJson.Trim()}")) + "}}";
}
