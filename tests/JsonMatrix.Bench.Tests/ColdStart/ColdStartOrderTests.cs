using System.Linq;
using JsonMatrix.Bench.ColdStart;
using Xunit;

namespace JsonMatrix.Bench.Tests.ColdStart;

public class ColdStartOrderTests
{
    private static readonly string[] Kinds = { "start-up", "stj serialize", "stj deserialize", "sourcegen serialize", "sourcegen deserialize", "newtonsoft serialize", "newtonsoft deserialize" };

    [Fact]
    public void Every_round_runs_every_kind_once()
    {
        for (var round = 0; round < 10; round++)
        {
            var order = ColdStartOrder.Round(Kinds, round);
            Assert.Equal(Kinds.Length, order.Count);
            Assert.Equal(Kinds.OrderBy(k => k), order.OrderBy(k => k));
        }
    }

    [Fact]
    public void The_first_kind_rotates_so_that_every_kind_leads_a_round_before_any_leads_twice()
    {
        var firsts = Enumerable.Range(0, Kinds.Length).Select(round => ColdStartOrder.Round(Kinds, round)[0]).ToList();

        Assert.Equal(Kinds, firsts);
        Assert.Equal(Kinds[0], ColdStartOrder.Round(Kinds, Kinds.Length)[0]);
        // The start-up floor is not always first: in one round it is last.
        Assert.Equal("start-up", ColdStartOrder.Round(Kinds, 1)[^1]);
    }
}
