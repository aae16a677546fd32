using System.Collections.Generic;
using System.Linq;
using JsonMatrix.Bench.Payloads;
using JsonMatrix.Bench.Validation;
using Xunit;

namespace JsonMatrix.Bench.Tests.Payloads;

public class GoldenPayloadTests
{
    public static IEnumerable<object[]> PayloadIds() => PayloadCatalog.Ids.Select(id => new object[] { id });

    [Theory]
    [MemberData(nameof(PayloadIds))]
    public void The_payload_object_written_by_the_reference_serializer_means_its_golden_json(string id)
    {
        var payload = PayloadCatalog.Find(id)!;

        Assert.Empty(JsonMeaningComparer.Compare(payload.GoldenJson, ReferenceJson.Serialize(payload.CreateValue())));
    }

    [Fact]
    public void The_catalog_has_the_eight_payloads_of_the_architecture_in_order() =>
        Assert.Equal(new[] { "office-worker", "small", "big", "list-1000", "dict-1000", "person", "person-array-200", "nested" }, PayloadCatalog.Ids);

    [Fact]
    public void The_office_worker_golden_file_holds_the_japanese_text() =>
        Assert.Contains("山本太郎", PayloadCatalog.Find("office-worker")!.GoldenJson);
}
