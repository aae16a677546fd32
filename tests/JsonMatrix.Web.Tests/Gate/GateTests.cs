using System.Collections.Generic;
using System.IO;
using System.Linq;
using System.Threading.Tasks;
using JsonMatrix.Web.Formatters;
using JsonMatrix.Web.Running;
using JsonMatrix.Web.Tests.Fakes;
using Xunit;

namespace JsonMatrix.Web.Tests.Gate;

public sealed class GateTests : System.IDisposable
{
    private readonly OutDirectory _out = new();

    public static IEnumerable<object[]> SerializerIds => FormatterCatalog.Ids.Select(id => new object[] { id });

    [Theory]
    [MemberData(nameof(SerializerIds))]
    public async Task Every_serializer_passes_the_gate_on_GET_and_POST_and_validate_stops_there(string id)
    {
        var generator = FakeLoadGenerator.Failing();

        var exit = await WebCellRunner.RunAsync(Cells.Options(id, _out.Path, validateOnly: true), FormatterCatalog.Find(id)!, generator, TextWriter.Null);

        Assert.Equal(0, exit);
        var result = _out.ReadResult();
        Assert.Equal(id, result.Serializer);
        Assert.Equal(new[] { "GET /list-1000", "POST /list-1000" }, result.Validation.Select(v => v.Endpoint));
        Assert.All(result.Validation, v => Assert.True(v.Status == "ok", $"{v.Endpoint}: {v.Reason}\n{v.Diff}"));
        Assert.Empty(result.Scenarios);
        Assert.Empty(generator.Requests);
    }

    [Fact]
    public async Task A_formatter_writing_other_property_names_fails_the_gate_exit_1_and_nothing_is_measured()
    {
        var generator = FakeLoadGenerator.Failing();
        var log = new StringWriter();

        var exit = await WebCellRunner.RunAsync(Cells.Options("system-text-json", _out.Path), BrokenFormatters.PascalCaseOutput(), generator, log);

        Assert.Equal(1, exit);
        var result = _out.ReadResult();
        var get = result.Validation.Single(v => v.Endpoint == "GET /list-1000");
        Assert.Equal("mismatch", get.Status);
        Assert.Contains("$.clients: expected", get.Diff);
        Assert.Empty(result.Scenarios);
        Assert.Empty(generator.Requests);
        Assert.Contains("failed the gate: nothing was measured", log.ToString());
    }

    [Fact]
    public async Task An_input_formatter_that_loses_a_value_fails_the_gate_on_POST()
    {
        var generator = FakeLoadGenerator.Failing();

        var exit = await WebCellRunner.RunAsync(Cells.Options("system-text-json", _out.Path), BrokenFormatters.InputLosingAValue(), generator, TextWriter.Null);

        Assert.Equal(1, exit);
        var result = _out.ReadResult();
        Assert.Equal("ok", result.Validation.Single(v => v.Endpoint == "GET /list-1000").Status);
        var post = result.Validation.Single(v => v.Endpoint == "POST /list-1000");
        Assert.Equal("mismatch", post.Status);
        Assert.Equal("$.Clients[0].NumPurchases: expected 1200, actual 0", post.Diff);
        Assert.Empty(result.Scenarios);
        Assert.Empty(generator.Requests);
    }

    public void Dispose() => _out.Dispose();
}
