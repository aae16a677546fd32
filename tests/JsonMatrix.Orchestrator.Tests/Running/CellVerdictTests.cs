using JsonMatrix.Contracts.Cells;
using JsonMatrix.Orchestrator.Cells;
using JsonMatrix.Orchestrator.Running.Execution;
using Xunit;

namespace JsonMatrix.Orchestrator.Tests.Running;

public sealed class CellVerdictTests
{
    private static readonly BenchMetadata Timed = Metadata(100, 2000, new ValidationOutcome("small", "ok", null));

    [Fact]
    public void Exit_zero_with_results_is_ok()
    {
        Assert.Equal(("ok", null), CellVerdict.Judge(Exited(0), Timed, hasResults: true));
    }

    [Fact]
    public void Exit_zero_with_nothing_timed_and_every_payload_unsupported_is_unsupported_with_the_reasons()
    {
        var metadata = Metadata(50, 0, new ValidationOutcome("office-worker", "unsupported", "no relaxed escaping"));

        var (status, reason) = CellVerdict.Judge(Exited(0), metadata, hasResults: false);

        Assert.Equal("unsupported", status);
        Assert.Equal("office-worker: no relaxed escaping", reason);
    }

    [Theory]
    [InlineData(2, "the bench rejected its arguments: ")]
    [InlineData(3, "BenchmarkDotNet reported a failed benchmark: ")]
    [InlineData(137, "the bench was killed (exit 137")]
    [InlineData(139, "the bench exited with 139: ")]
    public void Other_exit_codes_fail_the_cell_with_what_they_mean_and_the_last_log_lines(int exitCode, string expectedStart)
    {
        var (status, reason) = CellVerdict.Judge(Exited(exitCode), Timed, hasResults: false);

        Assert.Equal("failed", status);
        Assert.StartsWith(expectedStart, reason, System.StringComparison.Ordinal);
        Assert.Contains("last line", reason, System.StringComparison.Ordinal);
    }

    [Fact]
    public void Exit_one_without_a_recorded_mismatch_is_reported_as_a_crash_not_as_a_validation_mismatch()
    {
        var (status, reason) = CellVerdict.Judge(Exited(1), Timed, hasResults: false);

        Assert.Equal("failed", status);
        Assert.StartsWith("the bench exited with 1 but recorded no validation mismatch", reason, System.StringComparison.Ordinal);
    }

    [Fact]
    public void Exit_zero_without_metadata_is_a_failure_not_a_success()
    {
        Assert.Equal("failed", CellVerdict.Judge(Exited(0), null, hasResults: true).Status);
    }

    private static BenchMetadata Metadata(long validationMs, long benchmarkMs, params ValidationOutcome[] validation) => new(
        BenchMetadata.CurrentSchemaVersion, "newtonsoft", "default", "cached", "lean", new RuntimeDescription(null, null, null, null, null),
        [], null, validation, [], [], validationMs, benchmarkMs);

    private static BenchExecution Exited(int code) =>
        new(code, null, "first line\nlast line\n", 1000, 10, null, new CellLimits("1", null));
}
