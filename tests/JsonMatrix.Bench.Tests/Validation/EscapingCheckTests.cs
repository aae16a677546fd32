using System.Text;
using JsonMatrix.Bench.Payloads;
using JsonMatrix.Bench.Serializers;
using JsonMatrix.Bench.Validation;
using Xunit;

namespace JsonMatrix.Bench.Tests.Validation;

public class EscapingCheckTests
{
    private static readonly string Golden = PayloadCatalog.Find("office-worker")!.GoldenJson;
    private static readonly byte[] Raw = Encoding.UTF8.GetBytes(Golden);
    private static readonly byte[] Escaped = Encoding.UTF8.GetBytes(
        "{\"company\":\"\\u682A\\u5F0F\\u4F1A\\u793E \\u81EA\\u5B85\\u8B66\\u5099\",\"department\":\"\\u958B\\u767A\\u90E8\",\"name\":\"\\u5C71\\u672C\\u592A\\u90CE\",\"sex\":\"\\u7537\",\"age\":30}");

    [Fact]
    public void The_japanese_text_of_office_worker_gives_the_runs_to_look_for() =>
        Assert.Equal(new[] { "株式会社", "自宅警備", "開発部", "山本太郎", "男" }, EscapingCheck.NonAsciiRuns(Golden));

    [Fact]
    public void Ascii_escaping_accepts_escaped_text_and_rejects_raw_utf8()
    {
        Assert.Null(EscapingCheck.Problem(EscapingMode.Ascii, Golden, Escaped));
        Assert.StartsWith("ascii escaping: byte 0xE6 at offset 12", EscapingCheck.Problem(EscapingMode.Ascii, Golden, Raw));
    }

    [Theory]
    [InlineData(EscapingMode.Relaxed)]
    [InlineData(EscapingMode.UnicodeRangesAll)]
    public void Relaxed_modes_accept_raw_utf8_and_reject_escaped_japanese(EscapingMode mode)
    {
        Assert.Null(EscapingCheck.Problem(mode, Golden, Raw));
        Assert.Contains("\"株式会社\" does not appear as raw UTF-8", EscapingCheck.Problem(mode, Golden, Escaped));
    }

    [Fact]
    public void The_default_mode_is_the_library_s_choice_and_is_not_checked()
    {
        Assert.Null(EscapingCheck.Problem(EscapingMode.Default, Golden, Raw));
        Assert.Null(EscapingCheck.Problem(EscapingMode.Default, Golden, Escaped));
    }
}
