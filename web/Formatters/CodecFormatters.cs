using System;
using System.Collections.Generic;
using System.Linq;
using System.Reflection;
using JsonMatrix.Bench.Serializers;
using Microsoft.AspNetCore.Mvc.Formatters;
using Microsoft.Extensions.DependencyInjection;

namespace JsonMatrix.Web.Formatters;

/// <summary>A serializer without an MVC integration package (DataContractJsonSerializer) behind
/// small custom formatters that call the bench's own adapter, so the JSON is configured exactly as in the bench.</summary>
internal sealed class CodecFormatters : IFormatterSetup
{
    private readonly ISerializerAdapter _adapter;

    public CodecFormatters(ISerializerAdapter adapter) => _adapter = adapter;

    public string Id => _adapter.Id;

    public IReadOnlyList<Assembly> Assemblies => _adapter.LibraryAssemblies;

    public string? UnavailableReason => null;

    /// <summary>Object graphs only: strings and numbers that actions return are MVC's business.</summary>
    public static bool CanHandle(Type? type) => type != null && type.IsClass && type != typeof(string);

    public void Install(IMvcBuilder mvc)
    {
        var codecs = new ObjectCodec.Cache(_adapter);
        mvc.AddMvcOptions(o =>
        {
            RemoveAll<SystemTextJsonInputFormatter>(o.InputFormatters);
            RemoveAll<SystemTextJsonOutputFormatter>(o.OutputFormatters);
            o.InputFormatters.Insert(0, new CodecInputFormatter(Id, codecs));
            o.OutputFormatters.Add(new CodecOutputFormatter(Id, codecs));
        });
    }

    private static void RemoveAll<T>(IList<IInputFormatter> formatters) =>
        formatters.OfType<T>().Cast<IInputFormatter>().ToList().ForEach(f => formatters.Remove(f));

    private static void RemoveAll<T>(IList<IOutputFormatter> formatters) =>
        formatters.OfType<T>().Cast<IOutputFormatter>().ToList().ForEach(f => formatters.Remove(f));
}
