using System;
using System.IO;

namespace JsonMatrix.Orchestrator.Tests.Fakes;

/// <summary>A throwaway repository folder with the files a run reads (bench sources, Dockerfiles), deleted on dispose.</summary>
public sealed class TestRepository : IDisposable
{
    public TestRepository()
    {
        Root = Path.Combine(Path.GetTempPath(), "jsonmatrix-test-" + Guid.NewGuid().ToString("n"));
        Directory.CreateDirectory(Path.Combine(Root, "bench"));
        File.WriteAllText(Path.Combine(Root, "bench", "JsonMatrix.Bench.csproj"), "<Project />");
        File.WriteAllText(Path.Combine(Root, "bench", "Program.cs"), "class P {}");
        File.WriteAllText(Path.Combine(Root, "Directory.Build.props"), "<Project />");
        Directory.CreateDirectory(Path.Combine(Root, "web"));
        File.WriteAllText(Path.Combine(Root, "web", "JsonMatrix.Web.csproj"), "<Project />");
        foreach (var kind in new[] { "linux", "mono", "web" })
        {
            Directory.CreateDirectory(Path.Combine(Root, "containers", kind));
            File.WriteAllText(Path.Combine(Root, "containers", kind, "Dockerfile"), $"FROM base\n# {kind}\nENTRYPOINT [\"/app/JsonMatrix.Bench\"]\n");
        }

        File.WriteAllText(Path.Combine(Root, "containers", "web", "Dockerfile.group"), "ARG WEB_IMAGE\nFROM ${WEB_IMAGE}\nCOPY apps/ /apps/\n");
    }

    public string Root { get; }

    public string Out => Path.Combine(Root, "results", "test");

    public string Cache => Path.Combine(Root, ".cache");

    public void Dispose()
    {
        if (Directory.Exists(Root))
        {
            Directory.Delete(Root, recursive: true);
        }
    }
}
