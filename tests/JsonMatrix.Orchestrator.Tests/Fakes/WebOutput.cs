using System.IO;
using System.Linq;
using JsonMatrix.Contracts.Web;
using JsonMatrix.Orchestrator.Tests.Support;

namespace JsonMatrix.Orchestrator.Tests.Fakes;

/// <summary>What the web app leaves in its --out folder: a real web-result.json (Fixtures/web), or one derived from it
/// through the contract's writer (a failed gate, a window with socket errors).</summary>
public static class WebOutput
{
    public static string FixturePath(string cell = "net10.0_system-text-json_web") =>
        Path.Combine(RepositoryFiles.Fixture("web"), cell, WebCellResult.FileName);

    public static WebCellResult Fixture(string cell = "net10.0_system-text-json_web") => WebCellResultJson.Read(File.ReadAllBytes(FixturePath(cell)));

    public static void WriteSuccess(string output, string cell = "net10.0_system-text-json_web") =>
        File.Copy(FixturePath(cell), Path.Combine(output, WebCellResult.FileName), overwrite: true);

    /// <summary>The gate found the POST body wrong: validation filled, nothing measured (what the app writes before exiting 1).</summary>
    public static void WriteGateMismatch(string output)
    {
        var r = Fixture();
        var validation = new[]
        {
            r.Validation[0],
            new WebValidation("POST /list-1000", "mismatch", "the body differs from the golden list-1000 JSON", "$[0].isVIP: expected true, got false"),
        };
        Write(output, new WebCellResult(r.Serializer, r.Runtime, r.Assemblies, r.Settings, validation, [], r.Durations));
    }

    /// <summary>A GET window counted socket errors (what the app writes before exiting 3).</summary>
    public static void WriteSocketErrors(string output, long errors)
    {
        var r = Fixture();
        var get = r.Scenarios[0];
        var repeats = get.Repeats.Select((p, i) => i > 0 ? p : new WebRepeat(p.Requests, p.Seconds, p.RequestsPerSecond, p.LatencyP50Us, p.LatencyP90Us,
            p.LatencyP99Us, errors, 0, p.ServerAllocatedBytesPerRequest)).ToList();
        var scenarios = new[] { new WebScenario(get.Id, get.Method, get.Path, get.RequestBytes, get.ResponseBytes, repeats), r.Scenarios[1] };
        Write(output, new WebCellResult(r.Serializer, r.Runtime, r.Assemblies, r.Settings, r.Validation, scenarios, r.Durations));
    }

    private static void Write(string output, WebCellResult result)
    {
        using var stream = File.Create(Path.Combine(output, WebCellResult.FileName));
        WebCellResultJson.Write(stream, result);
    }
}
