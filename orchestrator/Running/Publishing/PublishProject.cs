using System.Collections.Generic;

namespace JsonMatrix.Orchestrator.Running.Publishing;

/// <summary>What a publish builds: the bench (micro cells) or the web app (web cells), the folders its hash covers and
/// the Dockerfile of its image.</summary>
/// <param name="CachePrefix">Prefix of its folders in the publish cache and of its image tags ("" for the bench, whose
/// names predate the web app).</param>
public sealed record PublishProject(string Name, string ProjectPath, IReadOnlyList<string> SourceFolders, string AssemblyName, string CachePrefix)
{
    public static readonly PublishProject Bench = new("bench", BenchSources.ProjectPath, ["bench", "contracts"], "JsonMatrix.Bench", string.Empty);

    /// <summary>The web app compiles the bench's models, payloads and serializer profiles in: bench/ is one of its inputs.</summary>
    public static readonly PublishProject Web = new("web", "web/JsonMatrix.Web.csproj", ["web", "bench", "contracts"], "JsonMatrix.Web", "web-");

    public bool IsWeb => Name == "web";
}
