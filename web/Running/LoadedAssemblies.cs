using System.Collections.Generic;
using System.Linq;
using System.Reflection;
using JsonMatrix.Contracts.Cells;
using JsonMatrix.Bench.Metadata;
using JsonMatrix.Contracts.Web;
using JsonMatrix.Web.Formatters;

namespace JsonMatrix.Web.Running;

/// <summary>The versions of what really served the requests: System.Text.Json (MVC and the gate use it in every cell),
/// the serializer and its MVC integration, MVC itself and Kestrel.</summary>
public static class LoadedAssemblies
{
    public static IReadOnlyList<AssemblyVersion> Of(IFormatterSetup formatters) =>
        new[] { typeof(System.Text.Json.JsonSerializer).Assembly }
            .Concat(formatters.Assemblies)
            .Concat(new[]
            {
                typeof(Microsoft.AspNetCore.Mvc.ControllerBase).Assembly,
                typeof(Microsoft.AspNetCore.Server.Kestrel.Core.KestrelServerOptions).Assembly,
            })
            .Distinct()
            .Select(Describe)
            .ToArray();

    private static AssemblyVersion Describe(Assembly assembly) => CurrentRuntime.Describe(assembly);
}
