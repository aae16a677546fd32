using System;
using System.Collections.Generic;
using System.Linq;
using JsonMatrix.Contracts.Cells;

namespace JsonMatrix.Bench.Serializers;

/// <summary>The serializers this build can run: every <see cref="ISerializerAdapter"/> of the bench (an adapter is
/// found by its type, so adding one needs no list here), in the order of contracts' <see cref="KnownIds.Serializers"/>,
/// which is the order of reports. Jil and Utf8Json are not here: their packages cannot be restored from the project's
/// NuGet feed, and no stand-in replaces them.</summary>
public static class SerializerCatalog
{
    public static readonly IReadOnlyList<ISerializerAdapter> All = typeof(SerializerCatalog).Assembly.GetTypes()
        .Where(type => type.IsClass && !type.IsAbstract && typeof(ISerializerAdapter).IsAssignableFrom(type) && type.GetConstructor(Type.EmptyTypes) != null)
        .Select(type => (ISerializerAdapter)Activator.CreateInstance(type)!)
        .OrderBy(adapter => Rank(adapter.Id))
        .ThenBy(adapter => adapter.Id, StringComparer.Ordinal)
        .ToArray();

    public static IReadOnlyList<string> Ids { get; } = All.Select(s => s.Id).ToArray();

    public static ISerializerAdapter? Find(string id) => All.FirstOrDefault(s => s.Id == id);

    // An adapter the contracts do not know sorts last; RegistrationTests fail on it.
    private static int Rank(string id)
    {
        var index = KnownIds.Serializers.ToList().IndexOf(id);
        return index < 0 ? int.MaxValue : index;
    }
}
