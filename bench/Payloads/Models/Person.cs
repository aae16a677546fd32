using System;
using System.Runtime.Serialization;

namespace JsonMatrix.Bench.Payloads.Models;

/// <summary>Study D's json-generator style record.</summary>
[DataContract]
public sealed class Person
{
    [DataMember(Name = "id")] public string Id { get; set; } = "";
    [DataMember(Name = "index")] public int Index { get; set; }
    [DataMember(Name = "guid")] public Guid Guid { get; set; }
    [DataMember(Name = "isActive")] public bool IsActive { get; set; }
    [DataMember(Name = "balance")] public double Balance { get; set; }
    [DataMember(Name = "picture")] public string Picture { get; set; } = "";
    [DataMember(Name = "age")] public int Age { get; set; }
    [DataMember(Name = "eyeColor")] public EyeColor EyeColor { get; set; }
    [DataMember(Name = "name")] public string Name { get; set; } = "";
    [DataMember(Name = "gender")] public string Gender { get; set; } = "";
    [DataMember(Name = "company")] public string Company { get; set; } = "";
    [DataMember(Name = "email")] public string Email { get; set; } = "";
    [DataMember(Name = "phone")] public string Phone { get; set; } = "";
    [DataMember(Name = "address")] public string Address { get; set; } = "";
    [DataMember(Name = "about")] public string About { get; set; } = "";
    [DataMember(Name = "registered")] public DateTimeOffset Registered { get; set; }
    [DataMember(Name = "latitude")] public double Latitude { get; set; }
    [DataMember(Name = "longitude")] public double Longitude { get; set; }
    [DataMember(Name = "tags")] public string[] Tags { get; set; } = Array.Empty<string>();
    [DataMember(Name = "friends")] public Friend[] Friends { get; set; } = Array.Empty<Friend>();
    [DataMember(Name = "greeting")] public string Greeting { get; set; } = "";
    [DataMember(Name = "favoriteFruit")] public string FavoriteFruit { get; set; } = "";
}

[DataContract]
public sealed class Friend
{
    [DataMember(Name = "id")] public int Id { get; set; }
    [DataMember(Name = "name")] public string Name { get; set; } = "";
}

/// <summary>Members are lower case because the web profile writes enum names as declared (big.json has
/// "Female") and person.json has "blue": no per-library naming policy for enum values is involved.
/// Before System.Text.Json 8.0 it is written by name through the type's own converter attribute: a converter in the
/// options would turn the source generator's fast path off (from 8.0 the generated options say UseStringEnumConverter; docs/web.md, "The formatters").</summary>
#if !STJ_8_OR_GREATER
[System.Text.Json.Serialization.JsonConverter(typeof(System.Text.Json.Serialization.JsonStringEnumConverter))]
#endif
public enum EyeColor
{
    blue,
    brown,
    green,
}
