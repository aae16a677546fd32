using JsonMatrix.Contracts.Cells;
using JsonMatrix.Web.Formatters;
using Xunit;

namespace JsonMatrix.Web.Tests.Formatters;

public class FormatterCatalogTests
{
    [Fact]
    public void The_web_app_serves_every_serializer_of_the_bench_under_the_same_ids()
    {
        Assert.Equal(KnownIds.Serializers, FormatterCatalog.Ids);
        Assert.All(FormatterCatalog.All, f => Assert.Null(f.UnavailableReason)); // the net10.0 build has them all
    }
}
