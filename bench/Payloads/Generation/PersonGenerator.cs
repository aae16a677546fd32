using System;
using System.Globalization;
using System.Linq;
using JsonMatrix.Bench.Payloads.Models;

namespace JsonMatrix.Bench.Payloads.Generation;

/// <summary>json-generator style persons from a seed. Index, id, guid and name carry the person's number, so
/// every person differs from the others; the rest is drawn from small word lists.</summary>
public static class PersonGenerator
{
    public const ulong DefaultSeed = 20231216;

    private static readonly string[] FirstNames = { "Irene", "Sparks", "Leah", "Calderon", "Mathews", "Rosalind", "Hurst", "Della", "Tamra", "Oneill" };
    private static readonly string[] LastNames = { "Roberts", "Good", "Gentry", "Moran", "Hicks", "Barr", "Wolfe", "Castro", "Vaughn", "Pace" };
    private static readonly string[] Companies = { "KOFFEE", "ZILLAN", "QUONATA", "ISOPLEX", "GEEKOSIS", "ENERSOL", "MEDALERT", "PORTALIS" };
    private static readonly string[] Streets = { "Fillmore Avenue", "Kent Street", "Bay Parkway", "Dahill Road", "Linden Boulevard" };
    private static readonly string[] Cities = { "Winesburg", "Edgewater", "Foxworth", "Sanborn", "Kenmar" };
    private static readonly string[] States = { "Texas", "Oregon", "Maine", "Utah", "Iowa" };
    private static readonly string[] Words = { "ea", "nulla", "est", "duis", "dolor", "reprehenderit", "cillum", "mollit", "veniam", "aliquip", "pariatur", "commodo" };
    private static readonly string[] Fruits = { "apple", "banana", "strawberry" };
    private static readonly EyeColor[] EyeColors = { EyeColor.blue, EyeColor.brown, EyeColor.green };

    public static Person[] Generate(int count, ulong seed = DefaultSeed)
    {
        var random = new DeterministicRandom(seed);
        return Enumerable.Range(0, count).Select(index => Create(index, random)).ToArray();
    }

    private static Person Create(int index, DeterministicRandom random)
    {
        var first = random.Pick(FirstNames);
        var name = $"{first} {random.Pick(LastNames)} {index}";
        var company = random.Pick(Companies);
        var unread = random.Next(1, 10);
        return new Person
        {
            Id = random.NextUInt64().ToString("x16", CultureInfo.InvariantCulture) + index.ToString("x8", CultureInfo.InvariantCulture),
            Index = index,
            Guid = new Guid(random.NextBytes(16)),
            IsActive = random.NextBool(),
            Balance = random.Next(100_000, 400_000) / 100.0,
            Picture = "http://placehold.it/32x32",
            Age = random.Next(20, 41),
            EyeColor = random.Pick(EyeColors),
            Name = name,
            Gender = random.NextBool() ? "female" : "male",
            Company = company,
            Email = $"{first.ToLowerInvariant()}{index}@{company.ToLowerInvariant()}.com",
            Phone = $"+1 ({random.Next(800, 1000)}) {random.Next(100, 1000)}-{random.Next(1000, 10000)}",
            Address = $"{random.Next(100, 1000)} {random.Pick(Streets)}, {random.Pick(Cities)}, {random.Pick(States)}, {random.Next(1000, 10000)}",
            About = Sentence(random, 12) + " " + Sentence(random, 9) + "\r\n",
            Registered = new DateTimeOffset(2014, 1, 1, 0, 0, 0, TimeSpan.FromHours(random.Next(-11, 13)))
                .AddSeconds(random.Next(0, 10 * 365 * 24 * 3600)),
            Latitude = random.Next(-90_000_000, 90_000_000) / 1_000_000.0,
            Longitude = random.Next(-180_000_000, 180_000_000) / 1_000_000.0,
            Tags = Enumerable.Range(0, 7).Select(_ => random.Pick(Words)).ToArray(),
            Friends = Enumerable.Range(0, 3).Select(id => new Friend { Id = id, Name = $"{random.Pick(FirstNames)} {random.Pick(LastNames)}" }).ToArray(),
            Greeting = $"Hello, {name}! You have {unread} unread messages.",
            FavoriteFruit = random.Pick(Fruits),
        };
    }

    private static string Sentence(DeterministicRandom random, int words)
    {
        var text = string.Join(" ", Enumerable.Range(0, words).Select(_ => random.Pick(Words)));
        return char.ToUpperInvariant(text[0]) + text.Substring(1) + ".";
    }
}
