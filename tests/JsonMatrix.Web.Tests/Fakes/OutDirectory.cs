using System;
using System.IO;
using JsonMatrix.Contracts.Web;

namespace JsonMatrix.Web.Tests.Fakes;

/// <summary>A fresh folder for a cell's web-result.json, removed after the test.</summary>
internal sealed class OutDirectory : IDisposable
{
    public string Path { get; } = System.IO.Path.Combine(System.IO.Path.GetTempPath(), "jsonmatrix-web-tests-" + Guid.NewGuid().ToString("N"));

    public WebCellResult ReadResult() =>
        WebCellResultJson.Read(File.ReadAllBytes(System.IO.Path.Combine(Path, WebCellResult.FileName)));

    public void Dispose()
    {
        if (Directory.Exists(Path))
        {
            Directory.Delete(Path, recursive: true);
        }
    }
}
