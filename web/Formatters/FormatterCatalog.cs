using System.Collections.Generic;
using System.Linq;
using JsonMatrix.Bench.Serializers.DataContractJson;
using JsonMatrix.Bench.Serializers.Floor;

namespace JsonMatrix.Web.Formatters;

/// <summary>The serializers the web app can put behind MVC, by the bench's ids in their canonical order (KnownIds).</summary>
public static class FormatterCatalog
{
    public static readonly IReadOnlyList<IFormatterSetup> All = new IFormatterSetup[]
    {
        new StjReflectionFormatters(),
        new StjSourceGenFormatters(),
        new NewtonsoftFormatters(),
        new CodecFormatters(new DataContractJsonAdapter()),
        // The floor's hand-written code behind the same small formatters: the anchor of the web results too.
        new CodecFormatters(new FloorAdapter()),
    };

    public static IReadOnlyList<string> Ids { get; } = All.Select(s => s.Id).ToArray();

    public static IFormatterSetup? Find(string id) => All.FirstOrDefault(s => s.Id == id);
}
