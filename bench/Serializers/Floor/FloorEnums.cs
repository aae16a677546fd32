using System.Text.Json;
using JsonMatrix.Bench.Payloads.Models;

namespace JsonMatrix.Bench.Serializers.Floor;

/// <summary>Enums by their declared names (the web profile), each name encoded once; no Enum.ToString or Enum.Parse.</summary>
internal static class FloorEnums
{
    private static readonly JsonEncodedText Male = JsonEncodedText.Encode(nameof(Gender.Male));
    private static readonly JsonEncodedText Female = JsonEncodedText.Encode(nameof(Gender.Female));
    private static readonly JsonEncodedText Silver = JsonEncodedText.Encode(nameof(ClubMembershipType.Silver));
    private static readonly JsonEncodedText Gold = JsonEncodedText.Encode(nameof(ClubMembershipType.Gold));
    private static readonly JsonEncodedText Platinum = JsonEncodedText.Encode(nameof(ClubMembershipType.Platinum));
    private static readonly JsonEncodedText Blue = JsonEncodedText.Encode(nameof(EyeColor.blue));
    private static readonly JsonEncodedText Brown = JsonEncodedText.Encode(nameof(EyeColor.brown));
    private static readonly JsonEncodedText Green = JsonEncodedText.Encode(nameof(EyeColor.green));

    public static JsonEncodedText Name(Gender value) => value switch
    {
        Gender.Male => Male,
        Gender.Female => Female,
        _ => throw Unnamed(value),
    };

    public static JsonEncodedText Name(ClubMembershipType value) => value switch
    {
        ClubMembershipType.Silver => Silver,
        ClubMembershipType.Gold => Gold,
        ClubMembershipType.Platinum => Platinum,
        _ => throw Unnamed(value),
    };

    public static JsonEncodedText Name(EyeColor value) => value switch
    {
        EyeColor.blue => Blue,
        EyeColor.brown => Brown,
        EyeColor.green => Green,
        _ => throw Unnamed(value),
    };

    public static Gender ReadGender(ref Utf8JsonReader reader)
    {
        ReadString(ref reader);
        if (reader.ValueTextEquals(Male.EncodedUtf8Bytes)) return Gender.Male;
        if (reader.ValueTextEquals(Female.EncodedUtf8Bytes)) return Gender.Female;
        throw Unknown(nameof(Gender), ref reader);
    }

    public static ClubMembershipType ReadClubMembershipType(ref Utf8JsonReader reader)
    {
        ReadString(ref reader);
        if (reader.ValueTextEquals(Silver.EncodedUtf8Bytes)) return ClubMembershipType.Silver;
        if (reader.ValueTextEquals(Gold.EncodedUtf8Bytes)) return ClubMembershipType.Gold;
        if (reader.ValueTextEquals(Platinum.EncodedUtf8Bytes)) return ClubMembershipType.Platinum;
        throw Unknown(nameof(ClubMembershipType), ref reader);
    }

    public static EyeColor ReadEyeColor(ref Utf8JsonReader reader)
    {
        ReadString(ref reader);
        if (reader.ValueTextEquals(Blue.EncodedUtf8Bytes)) return EyeColor.blue;
        if (reader.ValueTextEquals(Brown.EncodedUtf8Bytes)) return EyeColor.brown;
        if (reader.ValueTextEquals(Green.EncodedUtf8Bytes)) return EyeColor.green;
        throw Unknown(nameof(EyeColor), ref reader);
    }

    private static void ReadString(ref Utf8JsonReader reader)
    {
        reader.Read();
        FloorRead.Expect(ref reader, JsonTokenType.String);
    }

    // An enum value without a name would be written as a number by JsonStringEnumConverter; the payloads have none.
    private static JsonException Unnamed<TEnum>(TEnum value) => new($"{typeof(TEnum).Name} {value} has no name to write.");

    private static JsonException Unknown(string type, ref Utf8JsonReader reader) =>
        new($"'{reader.GetString()}' is not a {type} at byte {reader.TokenStartIndex}.");
}
