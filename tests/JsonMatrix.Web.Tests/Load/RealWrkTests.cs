using System.IO;
using System.Linq;
using System.Threading.Tasks;
using JsonMatrix.Web.Formatters;
using JsonMatrix.Web.Load;
using JsonMatrix.Web.Running;
using JsonMatrix.Web.Tests.Fakes;
using Xunit;

namespace JsonMatrix.Web.Tests.Load;

/// <summary>Debian's wrk against the real server (`doctor --fix` installs it; a machine without it fails here, it
/// does not skip).</summary>
public sealed class RealWrkTests : System.IDisposable
{
    private readonly OutDirectory _out = new();

    [Fact]
    public async Task Wrk_loads_GET_and_POST_and_the_cell_records_both()
    {
        var wrk = new WrkLoadGenerator();
        Assert.True(wrk.Version() != null, "wrk is not installed: `dotnet run --project orchestrator -- doctor --fix` (as root) installs it");
        var log = new StringWriter();

        var exit = await WebCellRunner.RunAsync(Cells.Options("system-text-json", _out.Path), FormatterCatalog.Find("system-text-json")!, wrk, log);

        Assert.True(exit == 0, log.ToString());
        var result = _out.ReadResult();
        Assert.StartsWith("wrk ", result.Settings.LoadGenerator);
        Assert.All(result.Scenarios.Select(s => s.Repeats.Single()), r =>
        {
            Assert.True(r.Requests > 0 && r.RequestsPerSecond > 0, $"{r.Requests} requests");
            Assert.True(r.LatencyP50Us > 0 && r.LatencyP50Us <= r.LatencyP90Us && r.LatencyP90Us <= r.LatencyP99Us);
            Assert.Equal((0L, 0L), (r.Errors, r.Non2xx));
            Assert.True(r.ServerAllocatedBytesPerRequest > 1000);
        });
    }

    [Fact]
    public void A_missing_wrk_has_no_version_and_a_window_fails_with_a_clear_message()
    {
        var wrk = new WrkLoadGenerator("/nonexistent/wrk");

        Assert.Null(wrk.Version());
        var error = Assert.Throws<LoadGeneratorException>(() => wrk.Run(new LoadRequest(new System.Uri("http://127.0.0.1:9/"), "x.lua", 1, 1, 1, null)));
        Assert.Contains("is wrk installed", error.Message);
    }

    public void Dispose() => _out.Dispose();
}
