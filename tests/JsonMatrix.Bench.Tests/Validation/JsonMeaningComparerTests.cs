using JsonMatrix.Bench.Validation;
using Xunit;

namespace JsonMatrix.Bench.Tests.Validation;

public class JsonMeaningComparerTests
{
    [Theory]
    [InlineData("{\"a\":1,\"b\":\"x\"}", "{ \"b\" : \"x\",\n \"a\" : 1 }")]
    [InlineData("{\"s\":\"山本\"}", "{\"s\":\"\\u5C71\\u672C\"}")]
    [InlineData("{\"s\":\"a/b\"}", "{\"s\":\"a\\/b\"}")]
    [InlineData("{\"n\":1}", "{\"n\":1.0}")]
    [InlineData("{\"n\":1787.06}", "{\"n\":1787.0599999999999}")]
    [InlineData("{\"d\":\"2022-08-19T09:28:47-09:00\"}", "{\"d\":\"2022-08-19T18:28:47.0000000Z\"}")]
    [InlineData("{\"d\":\"1984-05-01T00:00:00\"}", "{\"d\":\"1984-05-01T00:00:00.0000000\"}")]
    public void Texts_that_mean_the_same_have_no_difference(string expected, string actual) =>
        Assert.Empty(JsonMeaningComparer.Compare(expected, actual));

    [Theory]
    [InlineData("{\"n\":1}", "{\"n\":2}", "$.n: expected 1, actual 2")]
    [InlineData("{\"n\":1}", "{\"n\":\"1\"}", "$.n: expected 1, actual \"1\"")]
    [InlineData("{\"a\":[1,2]}", "{\"a\":[1]}", "$.a.length: expected 2, actual 1")]
    [InlineData("{\"a\":{\"b\":true}}", "{\"a\":{\"b\":false}}", "$.a.b: expected true, actual false")]
    [InlineData("{\"d\":\"1984-05-01T00:00:00\"}", "{\"d\":\"1984-05-01T00:00:00Z\"}", "$.d: expected \"1984-05-01T00:00:00\", actual \"1984-05-01T00:00:00Z\"")]
    [InlineData("{\"g\":\"86649c5d-28f8-469a-96af-ab5e21d5c1da\"}", "{\"g\":\"86649c5d28f8469a96afab5e21d5c1da\"}", "$.g: expected \"86649c5d-28f8-469a-96af-ab5e21d5c1da\", actual \"86649c5d28f8469a96afab5e21d5c1da\"")]
    public void A_different_meaning_is_reported_with_its_path_and_both_values(string expected, string actual, string difference) =>
        Assert.Equal(difference, Assert.Single(JsonMeaningComparer.Compare(expected, actual)).ToString());

    [Fact]
    public void Unparsable_output_is_a_difference_not_a_crash() =>
        Assert.StartsWith("$: expected valid JSON, actual unparsable JSON", Assert.Single(JsonMeaningComparer.Compare("{}", "{\"a\":")).ToString());
}
