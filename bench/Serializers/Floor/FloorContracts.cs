using System;
using System.Collections.Generic;
using JsonMatrix.Bench.Payloads.Models;

namespace JsonMatrix.Bench.Serializers.Floor;

/// <summary>The hand-written code of each payload root type. A type without an entry is unsupported, with a reason.</summary>
internal static class FloorContracts
{
    private static readonly Dictionary<Type, object> ByType = new()
    {
        [typeof(OfficeWorker)] = new OfficeWorkerJson(),
        [typeof(SmallClient)] = SmallClientJson.Instance,
        [typeof(BigClient)] = new BigClientJson(),
        [typeof(SmallClientList)] = new SmallClientListJson(),
        [typeof(SmallClientDictionary)] = new SmallClientDictionaryJson(),
        [typeof(Person)] = PersonJson.Instance,
        [typeof(Person[])] = new PersonArrayJson(),
        [typeof(IndexViewModel)] = new IndexViewModelJson(),
    };

    public static bool Has(Type type) => ByType.ContainsKey(type);

    public static FloorContract<T> For<T>() => ByType.TryGetValue(typeof(T), out var contract)
        ? (FloorContract<T>)contract
        : throw new InvalidOperationException($"The floor has no hand-written code for {typeof(T).Name}.");
}
