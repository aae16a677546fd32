using System.Collections.Generic;
using System.Linq;
using JsonMatrix.Bench.ColdStart;
using JsonMatrix.Bench.Payloads;
using JsonMatrix.Bench.Validation;
using JsonMatrix.Contracts.Cells;
using Xunit;

namespace JsonMatrix.Bench.Tests.ColdStart;

public class ColdStartPayloadsTests
{
    public static IEnumerable<object[]> Ids() => ColdStartResult.Payloads.Select(id => new object[] { id });

    [Theory]
    [MemberData(nameof(Ids))]
    public void A_cold_start_payload_built_in_code_is_the_catalog_payload(string id)
    {
        var payload = PayloadCatalog.Find(id);

        Assert.NotNull(payload);
        Assert.Null(ObjectGraphComparer.FirstDifference(payload!.CreateValue(), ColdStartPayloads.Create(id)));
    }

    [Fact]
    public void The_person_literal_means_person_json() =>
        Assert.Empty(JsonMeaningComparer.Compare(PayloadCatalog.Find("person")!.GoldenJson, ReferenceJson.Serialize(ColdStartPayloads.Create("person"))));
}
