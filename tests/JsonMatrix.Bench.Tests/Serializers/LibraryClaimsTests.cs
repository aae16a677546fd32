using System.IO;
using System.Runtime.Serialization.Json;
using System.Text;
using JsonMatrix.Bench.Payloads;
using JsonMatrix.Bench.Payloads.Models;
using JsonMatrix.Bench.Serializers;
using Xunit;

namespace JsonMatrix.Bench.Tests.Serializers;

/// <summary>The reasons the bench gives for unsupported cells are facts about the libraries: these tests check them.</summary>
public class LibraryClaimsTests
{
    [Fact]
    public void Data_contract_json_writes_enums_as_numbers_so_big_is_unsupported_for_it()
    {
        var json = WriteWithDataContractJson(new BigClient { Gender = Gender.Female });

        Assert.Contains("\"gender\":1", json);
        Assert.Contains("writes enums (ClubMembershipType, Gender) as numbers", SerializerCatalog.Find("data-contract-json")!.PayloadUnsupportedReason(typeof(BigClient)));
    }

    [Fact]
    public void Data_contract_json_writes_date_time_offset_as_an_object_so_nested_is_unsupported_for_it()
    {
        var json = WriteWithDataContractJson(new ActiveOrUpcomingEvent());

        Assert.Contains("\"startDate\":{\"DateTime\"", json);
        Assert.Contains("DateTimeOffset as an object", SerializerCatalog.Find("data-contract-json")!.PayloadUnsupportedReason(typeof(IndexViewModel)));
    }

    [Fact]
    public void Source_generation_uses_the_fast_path_with_default_escaping_and_not_with_an_encoder_on_net10()
    {
        var probe = (ISourceGenerationProbe)SerializerCatalog.Find("system-text-json-sourcegen")!;
        var person = PayloadCatalog.Find("person")!;

        Assert.True(probe.SerializeUsesFastPath(person, new SerializerConfiguration(EscapingMode.Default, OptionsLifetime.Cached)));
        Assert.False(probe.SerializeUsesFastPath(person, new SerializerConfiguration(EscapingMode.UnicodeRangesAll, OptionsLifetime.Cached)));
    }

    [Fact]
    public void Only_the_source_generated_serializer_answers_the_fast_path_question()
    {
        Assert.IsAssignableFrom<ISourceGenerationProbe>(SerializerCatalog.Find("system-text-json-sourcegen"));
        Assert.IsNotAssignableFrom<ISourceGenerationProbe>(SerializerCatalog.Find("system-text-json"));
    }

    private static string WriteWithDataContractJson<T>(T value)
    {
        using var stream = new MemoryStream();
        new DataContractJsonSerializer(typeof(T)).WriteObject(stream, value);
        return Encoding.UTF8.GetString(stream.ToArray());
    }
}
