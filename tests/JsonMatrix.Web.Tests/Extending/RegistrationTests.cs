using JsonMatrix.Contracts.Cells;
using JsonMatrix.Web.Formatters;
using Xunit;

namespace JsonMatrix.Web.Tests.Extending;

/// <summary>The web app's half of docs/extending.md's checks: named RegistrationTests like the orchestrator's, so that
/// `dotnet test --filter RegistrationTests` from the repository root runs both (the web app is net10.0 MVC, which the
/// orchestrator's tests do not reference).</summary>
public class RegistrationTests
{
    [Fact]
    public void The_web_app_serves_every_serializer_of_the_bench_under_the_same_ids()
    {
        Assert.Equal(KnownIds.Serializers, FormatterCatalog.Ids);
        Assert.All(FormatterCatalog.All, f => Assert.Null(f.UnavailableReason)); // the net10.0 build has them all
    }

    [Fact]
    public void Every_mvc_integration_serves_a_serializer_of_the_bench()
    {
        Assert.Empty(FormatterCatalog.OrphanIntegrations);
    }

    [Fact]
    public void A_serializer_without_an_mvc_integration_is_served_through_its_bench_adapter()
    {
        Assert.IsType<CodecFormatters>(FormatterCatalog.Find("data-contract-json"));
        Assert.IsType<CodecFormatters>(FormatterCatalog.Find(KnownIds.Floor));
        Assert.IsType<NewtonsoftFormatters>(FormatterCatalog.Find("newtonsoft"));
    }
}
