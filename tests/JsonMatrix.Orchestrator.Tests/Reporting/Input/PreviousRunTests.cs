using System;
using System.IO;
using System.Text.Json;
using JsonMatrix.Orchestrator.Reporting.Input;
using Xunit;

namespace JsonMatrix.Orchestrator.Tests.Reporting.Input;

public sealed class PreviousRunTests : IDisposable
{
    private readonly string _results = Directory.CreateTempSubdirectory("jsonmatrix-previous-").FullName;

    [Fact]
    public void The_previous_run_is_the_newest_earlier_one_of_the_same_matrix_that_wrote_its_reports()
    {
        Run("r1", "sha-a", new DateTime(2026, 11, 26, 10, 0, 0, DateTimeKind.Utc), reports: true);
        Run("r2", "sha-a", new DateTime(2026, 11, 26, 11, 0, 0, DateTimeKind.Utc), reports: true);
        Run("r3", "sha-a", new DateTime(2026, 11, 26, 11, 30, 0, DateTimeKind.Utc), reports: false); // interrupted
        Run("r4", "sha-b", new DateTime(2026, 11, 26, 11, 45, 0, DateTimeKind.Utc), reports: true);  // another matrix
        Run("r6", "sha-a", new DateTime(2026, 11, 26, 13, 0, 0, DateTimeKind.Utc), reports: true);   // later
        Directory.CreateDirectory(Path.Combine(_results, "photos"));
        File.WriteAllText(Path.Combine(_results, "photos", "report.json"), "{}");

        var found = PreviousRun.Find(Path.Combine(_results, "r5"), "sha-a", new DateTime(2026, 11, 26, 12, 0, 0, DateTimeKind.Utc));

        Assert.Equal(Path.Combine(_results, "r2"), found);
    }

    [Fact]
    public void A_first_run_has_none()
    {
        Assert.Null(PreviousRun.Find(Path.Combine(_results, "r1"), "sha-a", DateTime.UtcNow));
        Assert.Null(PreviousRun.Find(Path.Combine(_results, "missing", "r1"), "sha-a", DateTime.UtcNow));
    }

    private void Run(string id, string matrixSha, DateTime started, bool reports)
    {
        var folder = Directory.CreateDirectory(Path.Combine(_results, id)).FullName;
        File.WriteAllText(Path.Combine(folder, "run.json"), JsonSerializer.Serialize(new
        {
            schemaVersion = 1, runId = id, startedUtc = started, matrixPath = "matrix.yaml", matrixSha256 = matrixSha, filters = Array.Empty<string>(),
            job = "lean", isolation = (string?)null, baseImage = "debian:bookworm-slim", benchSourcesSha256 = "x", sdkVersion = "10.0.100",
            cells = new { },
        }));
        if (reports) File.WriteAllText(Path.Combine(folder, "report.json"), "{}");
    }

    public void Dispose() => Directory.Delete(_results, recursive: true);
}
