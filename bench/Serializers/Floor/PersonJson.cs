using System.Collections.Generic;
using System.Text.Json;
using JsonMatrix.Bench.Payloads.Models;

namespace JsonMatrix.Bench.Serializers.Floor;

/// <summary>person: a json-generator record with a GUID, doubles, an enum by name, a DateTimeOffset and two arrays.</summary>
internal sealed class PersonJson : FloorContract<Person>
{
    public static readonly PersonJson Instance = new();

    private static readonly JsonEncodedText Id = JsonEncodedText.Encode("id");
    private static readonly JsonEncodedText Index = JsonEncodedText.Encode("index");
    private static readonly JsonEncodedText Guid = JsonEncodedText.Encode("guid");
    private static readonly JsonEncodedText IsActive = JsonEncodedText.Encode("isActive");
    private static readonly JsonEncodedText Balance = JsonEncodedText.Encode("balance");
    private static readonly JsonEncodedText Picture = JsonEncodedText.Encode("picture");
    private static readonly JsonEncodedText Age = JsonEncodedText.Encode("age");
    private static readonly JsonEncodedText EyeColor = JsonEncodedText.Encode("eyeColor");
    private static readonly JsonEncodedText Name = JsonEncodedText.Encode("name");
    private static readonly JsonEncodedText Gender = JsonEncodedText.Encode("gender");
    private static readonly JsonEncodedText Company = JsonEncodedText.Encode("company");
    private static readonly JsonEncodedText Email = JsonEncodedText.Encode("email");
    private static readonly JsonEncodedText Phone = JsonEncodedText.Encode("phone");
    private static readonly JsonEncodedText Address = JsonEncodedText.Encode("address");
    private static readonly JsonEncodedText About = JsonEncodedText.Encode("about");
    private static readonly JsonEncodedText Registered = JsonEncodedText.Encode("registered");
    private static readonly JsonEncodedText Latitude = JsonEncodedText.Encode("latitude");
    private static readonly JsonEncodedText Longitude = JsonEncodedText.Encode("longitude");
    private static readonly JsonEncodedText Tags = JsonEncodedText.Encode("tags");
    private static readonly JsonEncodedText Friends = JsonEncodedText.Encode("friends");
    private static readonly JsonEncodedText Greeting = JsonEncodedText.Encode("greeting");
    private static readonly JsonEncodedText FavoriteFruit = JsonEncodedText.Encode("favoriteFruit");

    public override void Write(Utf8JsonWriter writer, Person value)
    {
        writer.WriteStartObject();
        writer.WriteString(Id, value.Id);
        writer.WriteNumber(Index, value.Index);
        writer.WriteString(Guid, value.Guid);
        writer.WriteBoolean(IsActive, value.IsActive);
        writer.WriteNumber(Balance, value.Balance);
        writer.WriteString(Picture, value.Picture);
        writer.WriteNumber(Age, value.Age);
        writer.WriteString(EyeColor, FloorEnums.Name(value.EyeColor));
        writer.WriteString(Name, value.Name);
        writer.WriteString(Gender, value.Gender);
        writer.WriteString(Company, value.Company);
        writer.WriteString(Email, value.Email);
        writer.WriteString(Phone, value.Phone);
        writer.WriteString(Address, value.Address);
        writer.WriteString(About, value.About);
        writer.WriteString(Registered, value.Registered);
        writer.WriteNumber(Latitude, value.Latitude);
        writer.WriteNumber(Longitude, value.Longitude);
        writer.WriteStartArray(Tags);
        foreach (var tag in value.Tags)
        {
            writer.WriteStringValue(tag);
        }

        writer.WriteEndArray();
        writer.WriteStartArray(Friends);
        foreach (var friend in value.Friends)
        {
            FriendJson.Write(writer, friend);
        }

        writer.WriteEndArray();
        writer.WriteString(Greeting, value.Greeting);
        writer.WriteString(FavoriteFruit, value.FavoriteFruit);
        writer.WriteEndObject();
    }

    public override Person Read(ref Utf8JsonReader reader)
    {
        FloorRead.Expect(ref reader, JsonTokenType.StartObject);
        var value = new Person();
        while (FloorRead.NextProperty(ref reader))
        {
            if (reader.ValueTextEquals(Id.EncodedUtf8Bytes)) value.Id = FloorRead.String(ref reader);
            else if (reader.ValueTextEquals(Index.EncodedUtf8Bytes)) value.Index = FloorRead.Int32(ref reader);
            else if (reader.ValueTextEquals(Guid.EncodedUtf8Bytes)) value.Guid = FloorRead.Guid(ref reader);
            else if (reader.ValueTextEquals(IsActive.EncodedUtf8Bytes)) value.IsActive = FloorRead.Boolean(ref reader);
            else if (reader.ValueTextEquals(Balance.EncodedUtf8Bytes)) value.Balance = FloorRead.Double(ref reader);
            else if (reader.ValueTextEquals(Picture.EncodedUtf8Bytes)) value.Picture = FloorRead.String(ref reader);
            else if (reader.ValueTextEquals(Age.EncodedUtf8Bytes)) value.Age = FloorRead.Int32(ref reader);
            else if (reader.ValueTextEquals(EyeColor.EncodedUtf8Bytes)) value.EyeColor = FloorEnums.ReadEyeColor(ref reader);
            else if (reader.ValueTextEquals(Name.EncodedUtf8Bytes)) value.Name = FloorRead.String(ref reader);
            else if (reader.ValueTextEquals(Gender.EncodedUtf8Bytes)) value.Gender = FloorRead.String(ref reader);
            else if (reader.ValueTextEquals(Company.EncodedUtf8Bytes)) value.Company = FloorRead.String(ref reader);
            else if (reader.ValueTextEquals(Email.EncodedUtf8Bytes)) value.Email = FloorRead.String(ref reader);
            else if (reader.ValueTextEquals(Phone.EncodedUtf8Bytes)) value.Phone = FloorRead.String(ref reader);
            else if (reader.ValueTextEquals(Address.EncodedUtf8Bytes)) value.Address = FloorRead.String(ref reader);
            else if (reader.ValueTextEquals(About.EncodedUtf8Bytes)) value.About = FloorRead.String(ref reader);
            else if (reader.ValueTextEquals(Registered.EncodedUtf8Bytes)) value.Registered = FloorRead.DateTimeOffset(ref reader);
            else if (reader.ValueTextEquals(Latitude.EncodedUtf8Bytes)) value.Latitude = FloorRead.Double(ref reader);
            else if (reader.ValueTextEquals(Longitude.EncodedUtf8Bytes)) value.Longitude = FloorRead.Double(ref reader);
            else if (reader.ValueTextEquals(Tags.EncodedUtf8Bytes)) value.Tags = FloorRead.Strings(ref reader);
            else if (reader.ValueTextEquals(Friends.EncodedUtf8Bytes)) value.Friends = FriendJson.ReadArray(ref reader);
            else if (reader.ValueTextEquals(Greeting.EncodedUtf8Bytes)) value.Greeting = FloorRead.String(ref reader);
            else if (reader.ValueTextEquals(FavoriteFruit.EncodedUtf8Bytes)) value.FavoriteFruit = FloorRead.String(ref reader);
            else FloorRead.SkipValue(ref reader);
        }

        return value;
    }
}

/// <summary>person-array-200: a root array of persons.</summary>
internal sealed class PersonArrayJson : FloorContract<Person[]>
{
    public override void Write(Utf8JsonWriter writer, Person[] value)
    {
        writer.WriteStartArray();
        foreach (var person in value)
        {
            PersonJson.Instance.Write(writer, person);
        }

        writer.WriteEndArray();
    }

    public override Person[] Read(ref Utf8JsonReader reader)
    {
        FloorRead.Expect(ref reader, JsonTokenType.StartArray);
        var persons = new List<Person>();
        while (FloorRead.NextValue(ref reader))
        {
            persons.Add(PersonJson.Instance.Read(ref reader));
        }

        return persons.ToArray();
    }
}

internal static class FriendJson
{
    private static readonly JsonEncodedText Id = JsonEncodedText.Encode("id");
    private static readonly JsonEncodedText Name = JsonEncodedText.Encode("name");

    public static void Write(Utf8JsonWriter writer, Friend value)
    {
        writer.WriteStartObject();
        writer.WriteNumber(Id, value.Id);
        writer.WriteString(Name, value.Name);
        writer.WriteEndObject();
    }

    /// <summary>Starts on the property name; ends on the array's EndArray.</summary>
    public static Friend[] ReadArray(ref Utf8JsonReader reader)
    {
        reader.Read();
        FloorRead.Expect(ref reader, JsonTokenType.StartArray);
        var friends = new List<Friend>();
        while (FloorRead.NextValue(ref reader))
        {
            FloorRead.Expect(ref reader, JsonTokenType.StartObject);
            var friend = new Friend();
            while (FloorRead.NextProperty(ref reader))
            {
                if (reader.ValueTextEquals(Id.EncodedUtf8Bytes)) friend.Id = FloorRead.Int32(ref reader);
                else if (reader.ValueTextEquals(Name.EncodedUtf8Bytes)) friend.Name = FloorRead.String(ref reader);
                else FloorRead.SkipValue(ref reader);
            }

            friends.Add(friend);
        }

        return friends.ToArray();
    }
}
