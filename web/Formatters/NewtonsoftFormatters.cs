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

    /// <summary>Bodies up to this size stay in memory while MVC buffers them around the synchronous serializer.</summary>
    public const int MemoryBufferBytes = 1024 * 1024;

    public void Install(IMvcBuilder mvc) => mvc.AddNewtonsoftJson(o =>
    {
        CopyProfile(o.SerializerSettings);
#if NET5_0_OR_GREATER
        // By default a body over 30 KB (input) or 32 KB (output) goes to a temporary file: list-1000 would touch the
        // file system on every request. The custom formatters buffer in memory; so does this one (3.1 has no option).
        o.InputFormatterMemoryBufferThreshold = MemoryBufferBytes;
        o.OutputFormatterMemoryBufferThreshold = MemoryBufferBytes;
#endif
    });

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
