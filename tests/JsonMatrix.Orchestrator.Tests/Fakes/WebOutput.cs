using System.IO;
using System.Linq;
using JsonMatrix.Contracts.Web;
using JsonMatrix.Orchestrator.Tests.Support;

namespace JsonMatrix.Orchestrator.Tests.Fakes;

/// <summary>What the web app leaves in its --out folder for one serializer (--serializers: OUT/ID/, contracts'
/// WebGroupLayout): a real web-result.json (Fixtures/web), or one derived from it through the contract's writer (a
/// failed gate, a window with socket errors), and that serializer's exit code.</summary>
public static class WebOutput
{
    public static string FixturePath(string cell = "net10.0_system-text-json_web") =>
        Path.Combine(RepositoryFiles.Fixture("web"), cell, WebCellResult.FileName);

    public static WebCellResult Fixture(string cell = "net10.0_system-text-json_web") => WebCellResultJson.Read(File.ReadAllBytes(FixturePath(cell)));

    /// <summary>A measured window of <paramref name="rps"/> requests/s, in <paramref name="round"/> of a rotation (at
    /// position 1), or outside any rotation (null).</summary>
    public static WebRepeat Window(double rps, int? round) => new(1000, 1, rps, 1, 2, 3, 0, 0, 100, round, round is null ? null : 1);

    /// <summary>The fixture's result as <paramref name="serializer"/>'s, with one scenario, GET, measured in these windows.</summary>
    public static WebCellResult WithGetWindows(string serializer, params WebRepeat[] windows)
    {
        var r = Fixture();
        var get = r.Scenarios[0];
        var scenario = new WebScenario(get.Id, get.Method, get.Path, get.RequestBytes, get.ResponseBytes, windows, get.Warmup);
        return new WebCellResult(serializer, r.Runtime, r.Assemblies, r.Settings, r.Validation, [scenario], r.Durations);
    }

    public static void WriteSuccess(string output, string cell = "net10.0_system-text-json_web", string serializer = "system-text-json")
    {
        var directory = Directory.CreateDirectory(WebGroupLayout.SerializerDirectory(output, serializer)).FullName;
        File.Copy(FixturePath(cell), Path.Combine(directory, WebCellResult.FileName), overwrite: true);
        WriteExitCode(output, serializer, 0);
    }

    public static void WriteExitCode(string output, string serializer, int exitCode)
    {
        var directory = Directory.CreateDirectory(WebGroupLayout.SerializerDirectory(output, serializer)).FullName;
        File.WriteAllText(WebGroupLayout.ExitCodePath(directory), exitCode + "\n");
    }

    /// <summary>The gate found the POST body wrong: validation filled, nothing measured (what the app writes before exiting 1).</summary>
    public static void WriteGateMismatch(string output, string serializer = "system-text-json")
    {
        var r = Fixture();
        var validation = new[]
        {
            r.Validation[0],
            new WebValidation("POST /list-1000", "mismatch", "the body differs from the golden list-1000 JSON", "$[0].isVIP: expected true, got false"),
        };
        Write(output, serializer, new WebCellResult(r.Serializer, r.Runtime, r.Assemblies, r.Settings, validation, [], r.Durations));
        WriteExitCode(output, serializer, 1);
    }

    /// <summary>A GET window counted socket errors (what the app writes before exiting 3).</summary>
    public static void WriteSocketErrors(string output, long errors, string serializer = "system-text-json")
    {
        var r = Fixture();
        var get = r.Scenarios[0];
        var repeats = get.Repeats.Select((p, i) => i > 0 ? p : new WebRepeat(p.Requests, p.Seconds, p.RequestsPerSecond, p.LatencyP50Us, p.LatencyP90Us,
            p.LatencyP99Us, errors, 0, p.ServerAllocatedBytesPerRequest)).ToList();
        var scenarios = new[] { new WebScenario(get.Id, get.Method, get.Path, get.RequestBytes, get.ResponseBytes, repeats), r.Scenarios[1] };
        Write(output, serializer, new WebCellResult(r.Serializer, r.Runtime, r.Assemblies, r.Settings, r.Validation, scenarios, r.Durations));
        WriteExitCode(output, serializer, 3);
    }

    private static void Write(string output, string serializer, WebCellResult result)
    {
        var directory = Directory.CreateDirectory(WebGroupLayout.SerializerDirectory(output, serializer)).FullName;
        using var stream = File.Create(Path.Combine(directory, WebCellResult.FileName));
        WebCellResultJson.Write(stream, result);
    }
}
