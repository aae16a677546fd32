using JsonMatrix.Bench.Payloads;
using JsonMatrix.Bench.Serializers;
using JsonMatrix.Bench.Tests.Fakes;
using JsonMatrix.Bench.Validation;
using Xunit;

namespace JsonMatrix.Bench.Tests.Validation;

public class GateFailureTests
{
    private static readonly SerializerConfiguration DefaultCached = new(EscapingMode.Default, OptionsLifetime.Cached);

    [Fact]
    public void A_wrong_value_in_the_json_is_a_mismatch_whose_diff_names_the_path_the_expected_and_the_actual_value()
    {
        var adapter = new WrongJsonAdapter(rewriteOutput: json => json.Replace("\"numPurchases\":1200", "\"numPurchases\":1201"));

        var result = CorrectnessGate.Validate(adapter, DefaultCached, PayloadCatalog.Find("small")!);

        Assert.Equal("mismatch", result.Status);
        Assert.Contains("serialize-string", result.Diff);
        Assert.Contains("$.numPurchases: expected 1200, actual 1201", result.Diff);
    }

    [Fact]
    public void A_property_name_in_the_wrong_case_is_reported_as_missing_and_unexpected()
    {
        var adapter = new WrongJsonAdapter(rewriteOutput: json => json.Replace("\"isVIP\"", "\"IsVIP\""));

        var result = CorrectnessGate.Validate(adapter, DefaultCached, PayloadCatalog.Find("small")!);

        Assert.Equal("mismatch", result.Status);
        Assert.Contains("$.isVIP: expected true, actual (missing)", result.Diff);
        Assert.Contains("$.IsVIP: expected (absent), actual true", result.Diff);
    }

    [Fact]
    public void A_deserializer_that_loses_a_value_fails_the_round_trip_with_the_object_path()
    {
        var adapter = new WrongJsonAdapter(rewriteInput: json => json.Replace("\"Bill Gates\"", "\"Bill\""));

        var result = CorrectnessGate.Validate(adapter, DefaultCached, PayloadCatalog.Find("small")!);

        Assert.Equal("mismatch", result.Status);
        Assert.Contains("round-trip: the object read back differs from the original at $.Name: expected \"Bill Gates\", actual \"Bill\"", result.Diff);
    }

    [Fact]
    public void A_serializer_that_escapes_japanese_while_claiming_relaxed_escaping_is_caught()
    {
        var adapter = new WrongJsonAdapter(actualEscaping: EscapingMode.Default);
        var relaxed = new SerializerConfiguration(EscapingMode.Relaxed, OptionsLifetime.Cached);

        var result = CorrectnessGate.Validate(adapter, relaxed, PayloadCatalog.Find("office-worker")!);

        Assert.Equal("mismatch", result.Status);
        Assert.Contains("relaxed escaping", result.Diff);
    }

    [Fact]
    public void A_serializer_that_writes_raw_utf8_while_claiming_ascii_escaping_is_caught()
    {
        var adapter = new WrongJsonAdapter(actualEscaping: EscapingMode.Relaxed);
        var ascii = new SerializerConfiguration(EscapingMode.Ascii, OptionsLifetime.Cached);

        var result = CorrectnessGate.Validate(adapter, ascii, PayloadCatalog.Find("office-worker")!);

        Assert.Equal("mismatch", result.Status);
        Assert.Contains("ascii escaping: byte 0x", result.Diff);
    }
}
