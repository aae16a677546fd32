using System.Collections.Generic;
using System.Linq;
using JsonMatrix.Bench.Serializers.DataContractJson;
using JsonMatrix.Bench.Serializers.Newtonsoft;
using JsonMatrix.Bench.Serializers.ServiceStack;
using JsonMatrix.Bench.Serializers.SystemTextJson;

namespace JsonMatrix.Bench.Serializers;

/// <summary>The serializers this build can run. Jil and Utf8Json are not here: their packages cannot be
/// restored from the project's NuGet feed, and no stand-in replaces them.</summary>
public static class SerializerCatalog
{
    public static readonly IReadOnlyList<ISerializerAdapter> All = new ISerializerAdapter[]
    {
        new StjReflectionAdapter(),
        SourceGeneration.CreateAdapter(),
        new NewtonsoftAdapter(),
        new DataContractJsonAdapter(),
        new ServiceStackAdapter(),
    };

    public static IReadOnlyList<string> Ids { get; } = All.Select(s => s.Id).ToArray();

    public static ISerializerAdapter? Find(string id) => All.FirstOrDefault(s => s.Id == id);
}
