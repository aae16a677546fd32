using System;
using System.Collections.Generic;
using JsonMatrix.Bench.Payloads;
using JsonMatrix.Bench.Payloads.Models;
using JsonMatrix.Bench.Validation;
using Xunit;

namespace JsonMatrix.Bench.Tests.Validation;

public class ObjectGraphComparerTests
{
    [Fact]
    public void Two_builds_of_every_payload_are_deeply_equal()
    {
        foreach (var payload in PayloadCatalog.All)
        {
            Assert.Null(ObjectGraphComparer.FirstDifference(payload.CreateValue(), payload.CreateValue()));
        }
    }

    [Fact]
    public void A_changed_nested_array_element_is_found_with_its_path()
    {
        var expected = (Person)PayloadCatalog.Find("person")!.CreateValue();
        var actual = (Person)PayloadCatalog.Find("person")!.CreateValue();
        actual.Friends[2].Name = "Someone Else";

        Assert.Equal("$.Friends[2].Name: expected \"Calderon Moran\", actual \"Someone Else\"", ObjectGraphComparer.FirstDifference(expected, actual)?.ToString());
    }

    [Fact]
    public void A_missing_dictionary_key_is_found_with_its_key()
    {
        var expected = new SmallClientDictionary { Clients = new Dictionary<string, SmallClient> { ["a"] = new() } };
        var actual = new SmallClientDictionary { Clients = new Dictionary<string, SmallClient> { ["b"] = new() } };

        Assert.StartsWith("$.Clients[\"a\"]: expected", ObjectGraphComparer.FirstDifference(expected, actual)?.ToString());
    }

    [Fact]
    public void Date_time_offsets_compare_by_instant()
    {
        var utc = new DateTimeOffset(2022, 8, 19, 18, 28, 47, TimeSpan.Zero);
        Assert.Null(ObjectGraphComparer.FirstDifference(utc, utc.ToOffset(TimeSpan.FromHours(-9))));
        Assert.NotNull(ObjectGraphComparer.FirstDifference(utc, utc.AddSeconds(1)));
    }
}
