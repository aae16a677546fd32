using System;
using System.IO;
using System.Text;
using System.Text.Json;
using JsonMatrix.Orchestrator.Reporting.Input;

namespace JsonMatrix.Orchestrator.Tests.Support;

/// <summary>Web cell folders as merge reads them: a cell.json like the run step writes for a web cell, and a real
/// web-result.json from Fixtures/web (or none, for a cell that failed before measuring).</summary>
public static class WebFolders
{
    public static CellFolderText Ok(string runtime, string serializer, int order, int repeat = 1) =>
        Folder(runtime, serializer, "ok", null, order, File.ReadAllBytes(Path.Combine(RepositoryFiles.Fixture("web"), $"{runtime}_{serializer}_web", "web-result.json")), repeat);

    /// <summary>An ok cell whose web-result.json is another cell's fixture (the web app reports its serializer,
    /// <paramref name="writtenBy"/>): a floor, or a further version, measured as fast as that cell.</summary>
    public static CellFolderText OkAs(string runtime, string serializer, string writtenBy, int order, string? fixtureSerializer = null) =>
        Folder(runtime, serializer, "ok", null, order, Encoding.UTF8.GetBytes(File.ReadAllText(Path.Combine(RepositoryFiles.Fixture("web"), $"{runtime}_{fixtureSerializer ?? writtenBy}_web", "web-result.json"))
            .Replace($"\"serializer\": \"{fixtureSerializer ?? writtenBy}\"", $"\"serializer\": \"{writtenBy}\"", System.StringComparison.Ordinal)));

    /// <summary>An ok cell whose web-result.json is <paramref name="result"/>, written through the contract's writer.</summary>
    public static CellFolderText OkWith(string runtime, string serializer, int order, JsonMatrix.Contracts.Web.WebCellResult result)
    {
        using var stream = new MemoryStream();
        JsonMatrix.Contracts.Web.WebCellResultJson.Write(stream, result);
        return Folder(runtime, serializer, "ok", null, order, stream.ToArray());
    }

    public static CellFolderText Failed(string runtime, string serializer, string reason, int order, byte[]? webResult = null) =>
        Folder(runtime, serializer, "failed", reason, order, webResult);

    /// <summary>A cell the run did not attempt: the NuGet source lacks a runtime pack its publish needs.</summary>
    public static CellFolderText Unavailable(string runtime, string serializer, int order) =>
        Folder(runtime, serializer, "unavailable", "Microsoft.AspNetCore.App.Runtime.linux-x64 3.1.3 is not on the NuGet source", order, null);

    private static CellFolderText Folder(string runtime, string serializer, string status, string? reason, int order, byte[]? webResult, int repeat = 1)
    {
        var id = $"{runtime}_{serializer}_web";
        return new CellFolderText($"results/cells/{id}", order, CellJson(id, runtime, serializer, status, reason, repeat), null, [], reason) { WebResult = webResult };
    }

    private static string CellJson(string id, string runtime, string serializer, string status, string? reason, int repeat)
    {
        using var stream = new MemoryStream();
        using (var w = new Utf8JsonWriter(stream))
        {
            w.WriteStartObject();
            w.WriteNumber("schemaVersion", 1);
            w.WriteString("id", id);
            w.WriteString("runtime", runtime);
            w.WriteString("serializer", serializer);
            w.WriteString("escaping", "-");
            w.WriteString("lifetime", "-");
            w.WriteString("platform", "linux");
            w.WriteString("host", "dotnet");
            w.WriteString("framework", runtime);
            w.WriteString("runtimeLabel", runtime);
            w.WriteString("status", status);
            w.WriteString("reason", reason);
            w.WriteString("isolation", "container");
            w.WriteString("job", "lean");
            w.WriteString("runId", "20261123T140947Z-29818");
            w.WriteString("finishedUtc", new DateTimeOffset(2026, 11, 23, 14, 10, 44, TimeSpan.Zero).UtcDateTime.ToString("O"));
            w.WriteString("workload", "web");
            w.WriteNumber("repeat", repeat);
            w.WriteEndObject();
        }

        return Encoding.UTF8.GetString(stream.ToArray());
    }
}
