using System.Collections.Generic;
using System.Linq;
using JsonMatrix.Bench.Serializers;

namespace JsonMatrix.Web.Formatters;

/// <summary>
/// The serializers the web app can put behind MVC: one per serializer of the bench (SerializerCatalog, compiled in),
/// under the same id and in the same order (contracts' KnownIds). A library whose MVC integration is what applications
/// use has its own setup in <see cref="MvcIntegrations"/>; every other serializer goes behind small formatters that call
/// its bench adapter (<see cref="CodecFormatters"/>), so a serializer added to the bench is served here with no edit.
/// </summary>
public static class FormatterCatalog
{
    /// <summary>ASP.NET Core's own System.Text.Json formatters (reflection and source-generated) and
    /// Microsoft.AspNetCore.Mvc.NewtonsoftJson: what an application configures, so what the web cells measure.</summary>
    private static readonly IReadOnlyList<IFormatterSetup> MvcIntegrations = new IFormatterSetup[]
    {
        new StjReflectionFormatters(),
        new StjSourceGenFormatters(),
        new NewtonsoftFormatters(),
    };

    public static readonly IReadOnlyList<IFormatterSetup> All = SerializerCatalog.All
        .Select(adapter => MvcIntegrations.FirstOrDefault(setup => setup.Id == adapter.Id) ?? new CodecFormatters(adapter))
        .ToArray();

    public static IReadOnlyList<string> Ids { get; } = All.Select(s => s.Id).ToArray();

    public static IFormatterSetup? Find(string id) => All.FirstOrDefault(s => s.Id == id);

    /// <summary>MVC integrations whose id no bench adapter has: a setup that would never be served (a test fails on it).</summary>
    internal static IReadOnlyList<string> OrphanIntegrations { get; } =
        MvcIntegrations.Select(setup => setup.Id).Except(SerializerCatalog.Ids).ToArray();
}
