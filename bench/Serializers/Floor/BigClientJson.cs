using System.Text.Json;
using JsonMatrix.Bench.Payloads.Models;

namespace JsonMatrix.Bench.Serializers.Floor;

/// <summary>big: twenty properties, an ISO-8601 DateTime, two enums by name and a nested address.</summary>
internal sealed class BigClientJson : FloorContract<BigClient>
{
    private static readonly JsonEncodedText FullName = JsonEncodedText.Encode("fullName");
    private static readonly JsonEncodedText Id = JsonEncodedText.Encode("id");
    private static readonly JsonEncodedText Gender = JsonEncodedText.Encode("gender");
    private static readonly JsonEncodedText FirstName = JsonEncodedText.Encode("firstName");
    private static readonly JsonEncodedText MiddleInitial = JsonEncodedText.Encode("middleInitial");
    private static readonly JsonEncodedText Surname = JsonEncodedText.Encode("surname");
    private static readonly JsonEncodedText EmailAddress = JsonEncodedText.Encode("emailAddress");
    private static readonly JsonEncodedText TelephoneNumber = JsonEncodedText.Encode("telephoneNumber");
    private static readonly JsonEncodedText MothersMaiden = JsonEncodedText.Encode("mothersMaiden");
    private static readonly JsonEncodedText NextBirthday = JsonEncodedText.Encode("nextBirthday");
    private static readonly JsonEncodedText CcType = JsonEncodedText.Encode("ccType");
    private static readonly JsonEncodedText CaseFileId = JsonEncodedText.Encode("caseFileID");
    private static readonly JsonEncodedText Ups = JsonEncodedText.Encode("ups");
    private static readonly JsonEncodedText Occupation = JsonEncodedText.Encode("occupation");
    private static readonly JsonEncodedText Domain = JsonEncodedText.Encode("domain");
    private static readonly JsonEncodedText MembershipLevel = JsonEncodedText.Encode("membershipLevel");
    private static readonly JsonEncodedText Kilograms = JsonEncodedText.Encode("kilograms");
    private static readonly JsonEncodedText PendingInvoiceId = JsonEncodedText.Encode("pendingInvoiceID");
    private static readonly JsonEncodedText Address = JsonEncodedText.Encode("address");
    private static readonly JsonEncodedText ClubMembershipType = JsonEncodedText.Encode("clubMembershipType");

    public override void Write(Utf8JsonWriter writer, BigClient value)
    {
        writer.WriteStartObject();
        writer.WriteString(FullName, value.FullName);
        writer.WriteNumber(Id, value.Id);
        writer.WriteString(Gender, FloorEnums.Name(value.Gender));
        writer.WriteString(FirstName, value.FirstName);
        writer.WriteString(MiddleInitial, value.MiddleInitial);
        writer.WriteString(Surname, value.Surname);
        writer.WriteString(EmailAddress, value.EmailAddress);
        writer.WriteString(TelephoneNumber, value.TelephoneNumber);
        writer.WriteString(MothersMaiden, value.MothersMaiden);
        writer.WriteString(NextBirthday, value.NextBirthday);
        writer.WriteString(CcType, value.CcType);
        writer.WriteString(CaseFileId, value.CaseFileID);
        writer.WriteString(Ups, value.Ups);
        writer.WriteString(Occupation, value.Occupation);
        writer.WriteString(Domain, value.Domain);
        writer.WriteString(MembershipLevel, value.MembershipLevel);
        writer.WriteString(Kilograms, value.Kilograms);
        writer.WriteNumber(PendingInvoiceId, value.PendingInvoiceID);
        writer.WritePropertyName(Address);
        PostalAddressJson.Write(writer, value.Address);
        writer.WriteString(ClubMembershipType, FloorEnums.Name(value.ClubMembershipType));
        writer.WriteEndObject();
    }

    public override BigClient Read(ref Utf8JsonReader reader)
    {
        FloorRead.Expect(ref reader, JsonTokenType.StartObject);
        var value = new BigClient();
        while (FloorRead.NextProperty(ref reader))
        {
            if (reader.ValueTextEquals(FullName.EncodedUtf8Bytes)) value.FullName = FloorRead.String(ref reader);
            else if (reader.ValueTextEquals(Id.EncodedUtf8Bytes)) value.Id = FloorRead.Int32(ref reader);
            else if (reader.ValueTextEquals(Gender.EncodedUtf8Bytes)) value.Gender = FloorEnums.ReadGender(ref reader);
            else if (reader.ValueTextEquals(FirstName.EncodedUtf8Bytes)) value.FirstName = FloorRead.String(ref reader);
            else if (reader.ValueTextEquals(MiddleInitial.EncodedUtf8Bytes)) value.MiddleInitial = FloorRead.String(ref reader);
            else if (reader.ValueTextEquals(Surname.EncodedUtf8Bytes)) value.Surname = FloorRead.String(ref reader);
            else if (reader.ValueTextEquals(EmailAddress.EncodedUtf8Bytes)) value.EmailAddress = FloorRead.String(ref reader);
            else if (reader.ValueTextEquals(TelephoneNumber.EncodedUtf8Bytes)) value.TelephoneNumber = FloorRead.String(ref reader);
            else if (reader.ValueTextEquals(MothersMaiden.EncodedUtf8Bytes)) value.MothersMaiden = FloorRead.String(ref reader);
            else if (reader.ValueTextEquals(NextBirthday.EncodedUtf8Bytes)) value.NextBirthday = FloorRead.DateTime(ref reader);
            else if (reader.ValueTextEquals(CcType.EncodedUtf8Bytes)) value.CcType = FloorRead.String(ref reader);
            else if (reader.ValueTextEquals(CaseFileId.EncodedUtf8Bytes)) value.CaseFileID = FloorRead.String(ref reader);
            else if (reader.ValueTextEquals(Ups.EncodedUtf8Bytes)) value.Ups = FloorRead.String(ref reader);
            else if (reader.ValueTextEquals(Occupation.EncodedUtf8Bytes)) value.Occupation = FloorRead.String(ref reader);
            else if (reader.ValueTextEquals(Domain.EncodedUtf8Bytes)) value.Domain = FloorRead.String(ref reader);
            else if (reader.ValueTextEquals(MembershipLevel.EncodedUtf8Bytes)) value.MembershipLevel = FloorRead.String(ref reader);
            else if (reader.ValueTextEquals(Kilograms.EncodedUtf8Bytes)) value.Kilograms = FloorRead.String(ref reader);
            else if (reader.ValueTextEquals(PendingInvoiceId.EncodedUtf8Bytes)) value.PendingInvoiceID = FloorRead.Int32(ref reader);
            else if (reader.ValueTextEquals(Address.EncodedUtf8Bytes)) value.Address = PostalAddressJson.Read(ref reader);
            else if (reader.ValueTextEquals(ClubMembershipType.EncodedUtf8Bytes)) value.ClubMembershipType = FloorEnums.ReadClubMembershipType(ref reader);
            else FloorRead.SkipValue(ref reader);
        }

        return value;
    }
}

internal static class PostalAddressJson
{
    private static readonly JsonEncodedText StreetAddress = JsonEncodedText.Encode("streetAddress");
    private static readonly JsonEncodedText City = JsonEncodedText.Encode("city");
    private static readonly JsonEncodedText State = JsonEncodedText.Encode("state");
    private static readonly JsonEncodedText ZipCode = JsonEncodedText.Encode("zipCode");
    private static readonly JsonEncodedText Country = JsonEncodedText.Encode("country");

    public static void Write(Utf8JsonWriter writer, PostalAddress value)
    {
        writer.WriteStartObject();
        writer.WriteString(StreetAddress, value.StreetAddress);
        writer.WriteString(City, value.City);
        writer.WriteString(State, value.State);
        writer.WriteNumber(ZipCode, value.ZipCode);
        writer.WriteString(Country, value.Country);
        writer.WriteEndObject();
    }

    /// <summary>Starts on the property name; ends on the address's EndObject.</summary>
    public static PostalAddress Read(ref Utf8JsonReader reader)
    {
        reader.Read();
        FloorRead.Expect(ref reader, JsonTokenType.StartObject);
        var value = new PostalAddress();
        while (FloorRead.NextProperty(ref reader))
        {
            if (reader.ValueTextEquals(StreetAddress.EncodedUtf8Bytes)) value.StreetAddress = FloorRead.String(ref reader);
            else if (reader.ValueTextEquals(City.EncodedUtf8Bytes)) value.City = FloorRead.String(ref reader);
            else if (reader.ValueTextEquals(State.EncodedUtf8Bytes)) value.State = FloorRead.String(ref reader);
            else if (reader.ValueTextEquals(ZipCode.EncodedUtf8Bytes)) value.ZipCode = FloorRead.Int32(ref reader);
            else if (reader.ValueTextEquals(Country.EncodedUtf8Bytes)) value.Country = FloorRead.String(ref reader);
            else FloorRead.SkipValue(ref reader);
        }

        return value;
    }
}
