using JsonMatrix.Contracts.Cells;
using Xunit;

namespace JsonMatrix.Orchestrator.Tests.Contracts;

public sealed class CellKeyTests
{
    [Fact]
    public void A_micro_cell_id_names_its_four_keys_and_parses_back()
    {
        var key = new CellKey("net8.0", "system-text-json", "unicode-ranges-all", "per-call");

        Assert.Equal("net8.0_system-text-json_unicode-ranges-all_per-call", key.Id);
        Assert.Equal(key, CellKey.TryParse(key.Id));
        Assert.Equal(CellKey.Micro, key.Workload);
    }

    [Fact]
    public void A_web_cell_id_has_no_escaping_or_lifetime_and_parses_back()
    {
        var key = CellKey.ForWeb("net10.0", "newtonsoft");

        Assert.Equal("net10.0_newtonsoft_web", key.Id);
        var parsed = CellKey.TryParse(key.Id);
        Assert.Equal(key, parsed);
        Assert.Null(parsed!.Value.Escaping);
        Assert.Equal(CellKey.Web, parsed.Value.Workload);
    }

    [Theory]
    [InlineData("renamed-folder")]
    [InlineData("net8.0_newtonsoft_default")]
    [InlineData("net8.0__default_cached")]
    [InlineData("a_b_c_d_e")]
    public void Text_that_is_not_a_cell_id_has_no_key(string id) => Assert.Null(CellKey.TryParse(id));
}
