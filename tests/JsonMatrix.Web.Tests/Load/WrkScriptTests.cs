using JsonMatrix.Web.Load;
using Xunit;

namespace JsonMatrix.Web.Tests.Load;

public class WrkScriptTests
{
    [Fact]
    public void The_GET_script_only_adds_a_done_that_prints_one_marked_json_line()
    {
        var script = WrkScript.Get();

        Assert.StartsWith("done = function(summary, latency, requests)", script);
        Assert.Contains("\"JSONMATRIX-WRK {\\\"requests\\\":%d", script);
        Assert.Contains("latency:percentile(50), latency:percentile(90), latency:percentile(99)", script);
        Assert.DoesNotContain("wrk.method", script);
    }

    [Fact]
    public void The_POST_script_sends_the_body_file_as_application_json()
    {
        var script = WrkScript.Post("/tmp/x/list-1000.json");

        Assert.Contains("wrk.method = \"POST\"", script);
        Assert.Contains("io.open([==[/tmp/x/list-1000.json]==], \"rb\")", script);
        Assert.Contains("wrk.headers[\"Content-Type\"] = \"application/json\"", script);
        Assert.EndsWith(WrkScript.Get(), script);
    }
}
