using System;
using System.Collections.Generic;
using System.Reflection;
using System.Text.Json;
using JsonMatrix.Bench.Serializers.SystemTextJson;
using Microsoft.AspNetCore.Mvc;
using Microsoft.Extensions.DependencyInjection;
#if !STJ_8_OR_GREATER
using JsonMatrix.Bench.Serializers;
#endif

namespace JsonMatrix.Web.Formatters;

/// <summary>ASP.NET Core's System.Text.Json formatters resolving metadata from the bench's source-generated
/// WebJsonContext. From 8.0 the options are the context's generated ones (enums as strings come from the attribute,
/// not a converter), so the generated fast path stays usable.</summary>
internal sealed class StjSourceGenFormatters : IFormatterSetup
{
    public string Id => SourceGeneration.SerializerId;

    public IReadOnlyList<Assembly> Assemblies { get; } = new[] { typeof(JsonSerializer).Assembly, typeof(JsonOptions).Assembly };

    private const string NoGenerator = "this build's System.Text.Json (4.7) has no source generator";

#if STJ_SOURCEGEN
    public string? UnavailableReason => null;
#else
    public string? UnavailableReason => NoGenerator;
#endif

    public void Install(IMvcBuilder mvc) => mvc.AddJsonOptions(o => Configure(o.JsonSerializerOptions));

    private static void Configure(JsonSerializerOptions options)
    {
#if STJ_8_OR_GREATER
        StjProfile.CopyTo(WebJsonContext.CopyGeneratedOptions(), options);
        options.TypeInfoResolver = WebJsonContext.Default;
#elif STJ_SOURCEGEN
        // Enums are written by name through their own converter attribute: a converter here would turn the fast path off.
        StjProfile.CopyTo(StjWebOptions.Create(EscapingMode.Default, addEnumConverter: false), options);
        options.AddContext<WebJsonContext>();
#else
        throw new NotSupportedException(NoGenerator);
#endif
    }
}
