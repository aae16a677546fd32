using System;
using System.IO;
using JsonMatrix.Web.Load;
using Xunit;

namespace JsonMatrix.Web.Tests.Load;

/// <summary>wrk's real output (Debian's wrk 4.1.0 with this app's scripts; Load/Recorded/) read back.</summary>
public class WrkSummaryTests
{
    [Fact]
    public void A_recorded_GET_window_gives_wrk_s_counts_and_percentiles_in_microseconds()
    {
        var summary = WrkSummary.Parse(Recorded("wrk-get-list-1000.txt"));

        Assert.Equal((1189L, 3018369L, 65713115L), (summary.Requests, summary.DurationUs, summary.Bytes));
        Assert.Equal((17124d, 52292d, 171094d), (summary.LatencyP50Us, summary.LatencyP90Us, summary.LatencyP99Us));
        Assert.Equal((0L, 0L), (summary.SocketErrors, summary.StatusErrors));
        Assert.Equal(393.92, summary.RequestsPerSecond, 2); // wrk's own "Requests/sec: 393.92" in the same output
    }

    [Fact]
    public void A_recorded_POST_window_is_read_the_same_way()
    {
        var summary = WrkSummary.Parse(Recorded("wrk-post-list-1000.txt"));

        Assert.Equal((943L, 21496d, 111836d), (summary.Requests, summary.LatencyP50Us, summary.LatencyP99Us));
        Assert.Equal(308.77, summary.RequestsPerSecond, 2);
    }

    [Fact]
    public void Error_responses_are_counted_as_wrk_reports_them()
    {
        var summary = WrkSummary.Parse(Recorded("wrk-not-found.txt")); // "Non-2xx or 3xx responses: 1056"

        Assert.Equal(1056, summary.StatusErrors);
        Assert.Equal(0, summary.SocketErrors);
    }

    [Fact]
    public void Output_without_the_summary_line_is_a_format_error_that_quotes_it()
    {
        var error = Assert.Throws<FormatException>(() => WrkSummary.Parse(Recorded("wrk-connection-refused.txt")));

        Assert.Contains("unable to connect to 127.0.0.1:9 Connection refused", error.Message);
    }

    [Fact]
    public void A_summary_line_that_is_not_the_expected_json_is_a_format_error()
    {
        Assert.Throws<FormatException>(() => WrkSummary.Parse(WrkScript.Marker + "{\"requests\":12}"));
        Assert.Throws<FormatException>(() => WrkSummary.Parse(WrkScript.Marker + "{\"requests\":"));
    }

    [Fact]
    public void Socket_errors_add_connect_read_write_and_timeouts()
    {
        var summary = WrkSummary.Parse(WrkScript.Marker + "{\"requests\":10,\"durationUs\":2000000,\"bytes\":1,\"latencyP50Us\":1,\"latencyP90Us\":2," +
            "\"latencyP99Us\":3,\"connect\":1,\"read\":2,\"write\":3,\"status\":5,\"timeout\":4}");

        Assert.Equal((10L, 5L, 5d), (summary.SocketErrors, summary.StatusErrors, summary.RequestsPerSecond));
    }

    private static string Recorded(string name) => File.ReadAllText(Path.Combine(AppContext.BaseDirectory, "Load", "Recorded", name));
}
