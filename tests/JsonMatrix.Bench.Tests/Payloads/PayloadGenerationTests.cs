using System.Linq;
using JsonMatrix.Bench.Payloads;
using JsonMatrix.Bench.Payloads.Generation;
using JsonMatrix.Bench.Payloads.Models;
using Xunit;

namespace JsonMatrix.Bench.Tests.Payloads;

public class PayloadGenerationTests
{
    [Fact]
    public void The_same_seed_gives_the_same_persons() =>
        Assert.Equal(ReferenceJson.Serialize(PersonGenerator.Generate(200, 42)), ReferenceJson.Serialize(PersonGenerator.Generate(200, 42)));

    [Fact]
    public void Another_seed_gives_other_persons() =>
        Assert.NotEqual(ReferenceJson.Serialize(PersonGenerator.Generate(200, 42)), ReferenceJson.Serialize(PersonGenerator.Generate(200, 43)));

    [Fact]
    public void The_200_persons_are_distinct_in_every_identifying_value()
    {
        var persons = (Person[])PayloadCatalog.Find("person-array-200")!.CreateValue();

        Assert.Equal(200, persons.Length);
        Assert.Equal(200, persons.Select(p => p.Id).Distinct().Count());
        Assert.Equal(200, persons.Select(p => p.Guid).Distinct().Count());
        Assert.Equal(200, persons.Select(p => p.Name).Distinct().Count());
        Assert.Equal(200, persons.Select(p => ReferenceJson.Serialize(p)).Distinct().Count());
        Assert.True(persons.Select(p => p.Balance).Distinct().Count() > 150, "balances should vary");
        Assert.True(persons.Select(p => p.Registered).Distinct().Count() > 150, "registration dates should vary");
    }

    [Fact]
    public void The_seeded_sequence_is_fixed_so_every_runtime_generates_the_same_payload()
    {
        // SplitMix64's published first output for seed 0: the generator does not depend on System.Random.
        Assert.Equal(0xE220A8397B1DCDAFUL, new DeterministicRandom(0).NextUInt64());
    }

    [Fact]
    public void List_1000_holds_1000_copies_of_small()
    {
        var list = (SmallClientList)PayloadCatalog.Find("list-1000")!.CreateValue();

        Assert.Equal(1000, list.Clients.Count);
        Assert.All(list.Clients, c => Assert.Equal(("Bill Gates", 1200, true), (c.Name, c.NumPurchases, c.IsVIP)));
    }

    [Fact]
    public void Dict_1000_is_keyed_bill_gates_0_to_999()
    {
        var dictionary = (SmallClientDictionary)PayloadCatalog.Find("dict-1000")!.CreateValue();

        Assert.Equal(Enumerable.Range(0, 1000).Select(i => "Bill Gates" + i), dictionary.Clients.Keys);
    }

    [Fact]
    public void Nested_has_dotnet_performance_s_index_view_model_shape()
    {
        var model = (IndexViewModel)PayloadCatalog.Find("nested")!.CreateValue();

        Assert.Equal(20, model.ActiveOrUpcomingEvents.Count);
        Assert.Equal(234235, model.FeaturedCampaign.Id);
        Assert.False(model.IsNewAccount);
    }
}
