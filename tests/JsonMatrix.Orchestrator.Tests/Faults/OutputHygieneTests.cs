using System;
using System.IO;
using System.Linq;
using System.Text;
using System.Threading.Tasks;
using JsonMatrix.Orchestrator.Matrix;
using JsonMatrix.Orchestrator.Tests.Fakes;
using JsonMatrix.Orchestrator.Tests.Support;
using JsonMatrix.Orchestrator.Text;
using JsonMatrix.Orchestrator.Workflows;
using JsonMatrix.Orchestrator.Workflows.Merge;
using Xunit;

namespace JsonMatrix.Orchestrator.Tests.Faults;

/// <summary>Output hygiene in one place (Text/OutputText): NUL, ESC and bidirectional overrides never reach the
/// terminal, report.md, report.html or report.csv raw; long quoted values are cut; a matrix with a UTF-8 byte-order
/// mark is read, a UTF-16 one is named.</summary>
public sealed class OutputHygieneTests : IDisposable
{
    private const string Hostile = "evil\u001b[31m\u202Etxt.exe\u0000end";
    private static readonly string TwoCells = Path.Combine(RepositoryFiles.TestsRoot, "Integration", "two-cells.matrix.yaml");
    private readonly CliHarness _cli = new();
    private readonly FaultScratch _scratch = new();

    [Fact]
    public async Task Control_and_bidi_characters_in_an_option_are_escaped_on_the_terminal()
    {
        var exitCode = await _cli.RunAsync("plan", "--matrix", TwoCells, "--job", Hostile);

        Assert.Equal(ExitCodes.InvalidOptions, exitCode);
        Assert.Contains("--job 'evil\\u001B[31m\\u202Etxt.exe\\u0000end' is not one of", _cli.Errors, StringComparison.Ordinal);
        AssertNoRawControls(_cli.Errors + _cli.Output);
    }

    [Fact]
    public async Task A_quoted_value_of_ten_thousand_characters_is_cut_in_its_error_line()
    {
        var exitCode = await _cli.RunAsync("plan", "--matrix", TwoCells, "--job", new string('x', 10_000));

        Assert.Equal(ExitCodes.InvalidOptions, exitCode);
        var line = _cli.Errors.Split('\n').Single(l => l.Contains("--job", StringComparison.Ordinal));
        Assert.True(line.Length < 400, line);
        Assert.Contains("…' (10,000 characters)", line, StringComparison.Ordinal);
    }

    [Fact]
    public void A_reason_with_control_characters_is_escaped_in_every_report()
    {
        SyntheticResults.WriteToDisk(_scratch.Path("run"), [
            new SyntheticCell("net8.0", "newtonsoft", "default", "cached", [], Status: "failed", Reason: Hostile, LogText: Hostile),
            new SyntheticCell("net10.0", "newtonsoft", "default", "cached", [new("small", "round-trip", 150, 64)], Unsupported: [("small", "serialize-string", Hostile)], Emulated: [("round-trip", Hostile)]),
        ], 4);

        var outcome = new FolderMerge().Run([_scratch.Path("run")], _scratch.Path("run"), new Baseline("system-text-json", "net8.0"));

        Assert.True(outcome.Succeeded, string.Join("\n", outcome.Errors));
        foreach (var report in new[] { "report.md", "report.html", "report.csv" })
        {
            var text = File.ReadAllText(_scratch.Path("run", report));
            Assert.Contains("\\u001B[31m\\u202Etxt.exe\\u0000end", text, StringComparison.Ordinal);
            AssertNoRawControls(text);
        }
    }

    [Fact]
    public async Task A_reason_of_twenty_thousand_characters_is_cut_in_every_report_and_in_compare()
    {
        var longReason = "the container stopped: " + new string('z', 20_000);
        SyntheticResults.WriteToDisk(_scratch.Path("run"), [
            new SyntheticCell("net8.0", "newtonsoft", "default", "cached", [], Status: "failed", Reason: longReason),
            new SyntheticCell("net10.0", "newtonsoft", "default", "cached", [new("small", "round-trip", 150, 64)], Unsupported: [("small", "serialize-string", longReason)]),
        ], 4);

        var outcome = new FolderMerge().Run([_scratch.Path("run")], _scratch.Path("run"), new Baseline("system-text-json", "net8.0"));
        Assert.Equal(ExitCodes.Success, await _cli.RunAsync("compare", _scratch.Path("run"), _scratch.Path("run")));

        Assert.True(outcome.Succeeded, string.Join("\n", outcome.Errors));
        // report.csv holds results only; it is checked not to carry the whole reason either.
        foreach (var text in new[] { "report.md", "report.html", "report.json" }.Select(report => File.ReadAllText(_scratch.Path("run", report))).Append(_cli.Output))
        {
            Assert.Contains("the container stopped: zzz", text, StringComparison.Ordinal);
            Assert.Contains("(cut: 20,023 characters in all)", text, StringComparison.Ordinal);
        }

        foreach (var text in new[] { "report.md", "report.html", "report.csv", "report.json" }.Select(report => File.ReadAllText(_scratch.Path("run", report))).Append(_cli.Output))
        {
            Assert.DoesNotContain(new string('z', OutputText.ReasonLength), text, StringComparison.Ordinal);
        }
    }

    [Theory]
    [InlineData("short", 10, "short")]
    [InlineData("abcdefghij", 4, "abcd… (cut: 10 characters in all)")]
    [InlineData("abc\uD83D\uDE00def", 4, "abc… (cut: 8 characters in all)")]
    public void Cut_keeps_short_texts_and_never_splits_a_surrogate_pair(string text, int length, string expected) =>
        Assert.Equal(expected, OutputText.Cut(text, length));

    [Fact]
    public void A_log_excerpt_is_cut_from_its_start_so_its_end_stays()
    {
        var cut = OutputText.CutKeepingEnd(new string('a', 100) + "error CS1002", 20);

        Assert.Equal("(cut: the first 92 of 112 characters are left out) …aaaaaaaaerror CS1002", cut);
    }

    [Fact]
    public async Task A_matrix_saved_with_a_utf8_byte_order_mark_is_read()
    {
        var matrix = _scratch.Path("bom.yaml");
        File.WriteAllBytes(matrix, [0xEF, 0xBB, 0xBF, .. File.ReadAllBytes(TwoCells)]);

        Assert.Equal(ExitCodes.Success, await _cli.RunAsync("plan", "--matrix", matrix));
    }

    [Fact]
    public async Task A_utf16_matrix_is_refused_with_a_message_that_names_the_encoding()
    {
        var matrix = _scratch.Path("utf16.yaml");
        File.WriteAllText(matrix, File.ReadAllText(TwoCells), Encoding.Unicode);

        var exitCode = await _cli.RunAsync("plan", "--matrix", matrix);

        Assert.Equal(ExitCodes.InvalidOptions, exitCode);
        Assert.Contains($"error: matrix file '{matrix}' is UTF-16 (little-endian) text; save it as UTF-8.", _cli.Errors, StringComparison.Ordinal);
    }

    private static void AssertNoRawControls(string text) =>
        Assert.DoesNotContain(text, c => c is '\u001b' or '\u0000' or '\u202E');

    public void Dispose()
    {
        _cli.Dispose();
        _scratch.Dispose();
    }
}
