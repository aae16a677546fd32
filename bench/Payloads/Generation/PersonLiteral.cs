using System;
using JsonMatrix.Bench.Payloads.Models;

namespace JsonMatrix.Bench.Payloads.Generation;

/// <summary>person.json's person built in code. A cold-start sample must hold its payload before its first call without
/// any JSON library having run (the catalog reads person.json with System.Text.Json, which would warm the very code a
/// System.Text.Json sample times). PersonLiteralTests proves it equals person.json.</summary>
public static class PersonLiteral
{
    public static Person Create() => new()
    {
        Id = "657d1ea66512f54f1c7480e7",
        Index = 0,
        Guid = new Guid("86649c5d-28f8-469a-96af-ab5e21d5c1da"),
        IsActive = true,
        Balance = 1787.06,
        Picture = "http://placehold.it/32x32",
        Age = 30,
        EyeColor = EyeColor.blue,
        Name = "Irene Roberts",
        Gender = "female",
        Company = "KOFFEE",
        Email = "ireneroberts@koffee.com",
        Phone = "+1 (988) 512-2759",
        Address = "762 Fillmore Avenue, Winesburg, Texas, 2121",
        About = "Ex aliquip quis nisi exercitation ipsum veniam. Mollit commodo veniam nisi pariatur. Deserunt id commodo aliquip id. Ea qui qui fugiat do quis ut dolor qui nisi et quis.\r\n",
        Registered = new DateTimeOffset(2022, 8, 19, 9, 28, 47, TimeSpan.FromHours(-9)),
        Latitude = 7.093724,
        Longitude = 85.030829,
        Tags = new[] { "ea", "nulla", "est", "duis", "dolor", "reprehenderit", "cillum" },
        Friends = new[]
        {
            new Friend { Id = 0, Name = "Sparks Good" },
            new Friend { Id = 1, Name = "Leah Gentry" },
            new Friend { Id = 2, Name = "Calderon Moran" },
        },
        Greeting = "Hello, Irene Roberts! You have 7 unread messages.",
        FavoriteFruit = "apple",
    };
}
