using System.Collections.Generic;
using System.Linq;
using JsonMatrix.Bench.Payloads.Generation;
using JsonMatrix.Bench.Payloads.Models;

namespace JsonMatrix.Bench.Payloads;

/// <summary>Every payload of the matrix, in the order of docs/architecture.md. Where a golden file exists the
/// object is read from it, so object and golden agree by construction.</summary>
public static class PayloadCatalog
{
    public const int PersonArrayCount = 200;

    public static readonly IReadOnlyList<PayloadDefinition> All = new PayloadDefinition[]
    {
        FromGolden<OfficeWorker>("office-worker"),
        FromGolden<SmallClient>("small"),
        FromGolden<BigClient>("big"),
        new PayloadDefinition<SmallClientList>(
            "list-1000",
            () => SmallClientCollections.CreateList(CreateSmall),
            () => SmallClientCollections.ListGolden(GoldenFiles.Read("small.json"))),
        new PayloadDefinition<SmallClientDictionary>(
            "dict-1000",
            () => SmallClientCollections.CreateDictionary(CreateSmall),
            () => SmallClientCollections.DictionaryGolden(GoldenFiles.Read("small.json"))),
        FromGolden<Person>("person"),
        Generated("person-array-200", () => PersonGenerator.Generate(PersonArrayCount)),
        Generated("nested", IndexViewModelFactory.Create),
    };

    public static IReadOnlyList<string> Ids { get; } = All.Select(p => p.Id).ToArray();

    public static PayloadDefinition? Find(string id) => All.FirstOrDefault(p => p.Id == id);

    private static SmallClient CreateSmall() => ReferenceJson.Deserialize<SmallClient>(GoldenFiles.Read("small.json"));

    private static PayloadDefinition<T> FromGolden<T>(string id) where T : class
    {
        var file = id + ".json";
        return new PayloadDefinition<T>(id, () => ReferenceJson.Deserialize<T>(GoldenFiles.Read(file)), () => GoldenFiles.Read(file));
    }

    /// <summary>Generated payloads have no file: their golden is the reference System.Text.Json output.</summary>
    private static PayloadDefinition<T> Generated<T>(string id, System.Func<T> create) where T : class =>
        new(id, create, () => ReferenceJson.Serialize(create()));
}
