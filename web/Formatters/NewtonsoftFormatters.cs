using System.Collections.Generic;
using System.Reflection;
using JsonMatrix.Bench.Serializers;
using JsonMatrix.Bench.Serializers.Newtonsoft;
using Microsoft.AspNetCore.Mvc;
using Microsoft.Extensions.DependencyInjection;
using Newtonsoft.Json;

namespace JsonMatrix.Web.Formatters;

/// <summary>Microsoft.AspNetCore.Mvc.NewtonsoftJson's formatters (AddNewtonsoftJson), with the bench's web-profile
/// settings copied onto the settings object MVC owns.</summary>
internal sealed class NewtonsoftFormatters : IFormatterSetup
{
    public string Id => "newtonsoft";

    public IReadOnlyList<Assembly> Assemblies { get; } = new[] { typeof(JsonSerializer).Assembly, typeof(MvcNewtonsoftJsonOptions).Assembly };

    public string? UnavailableReason => null;

    public void Install(IMvcBuilder mvc) => mvc.AddNewtonsoftJson(o => CopyProfile(o.SerializerSettings));

    private static void CopyProfile(JsonSerializerSettings target)
    {
        var source = NewtonsoftSettings.Create(EscapingMode.Default);
        target.ContractResolver = source.ContractResolver;
        target.Converters = source.Converters;
        target.DateFormatHandling = source.DateFormatHandling;
        target.DateTimeZoneHandling = source.DateTimeZoneHandling;
        target.StringEscapeHandling = source.StringEscapeHandling;
    }
}
