using System.Collections.Generic;
using System.Reflection;
using Microsoft.Extensions.DependencyInjection;

namespace JsonMatrix.Web.Formatters;

/// <summary>One serializer as MVC's JSON input and output formatters, configured for the bench's web profile.</summary>
public interface IFormatterSetup
{
    /// <summary>The serializer id, the same as the bench's.</summary>
    string Id { get; }

    /// <summary>The assemblies whose versions web-result.json records (the library and its MVC integration).</summary>
    IReadOnlyList<Assembly> Assemblies { get; }

    /// <summary>Null when this build can run it, otherwise why not.</summary>
    string? UnavailableReason { get; }

    /// <summary>Replaces MVC's JSON formatters with this serializer's.</summary>
    void Install(IMvcBuilder mvc);
}
