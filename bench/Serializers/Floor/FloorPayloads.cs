using System;
using System.Collections.Generic;
using System.Text.Json;
using JsonMatrix.Bench.Payloads.Models;

namespace JsonMatrix.Bench.Serializers.Floor;

// The hand-written JSON of every payload root type, in the web profile (camelCase names, enums by name, ISO 8601
// dates), one contract per type after the table that finds them.

/// <summary>The hand-written code of each payload root type. A type without an entry is unsupported, with a reason.</summary>
internal static class FloorContracts
{
    private static readonly Dictionary<Type, object> ByType = new()
    {
        [typeof(OfficeWorker)] = new OfficeWorkerJson(),
        [typeof(SmallClient)] = SmallClientJson.Instance,
        [typeof(BigClient)] = new BigClientJson(),
        [typeof(SmallClientList)] = new SmallClientListJson(),
        [typeof(SmallClientDictionary)] = new SmallClientDictionaryJson(),
        [typeof(Person)] = PersonJson.Instance,
        [typeof(Person[])] = new PersonArrayJson(),
        [typeof(IndexViewModel)] = new IndexViewModelJson(),
    };

    public static bool Has(Type type) => ByType.ContainsKey(type);

    public static FloorContract<T> For<T>() => ByType.TryGetValue(typeof(T), out var contract)
        ? (FloorContract<T>)contract
        : throw new InvalidOperationException($"The floor has no hand-written code for {typeof(T).Name}.");
}

/// <summary>office-worker: five flat properties, an unsigned age.</summary>
internal sealed class OfficeWorkerJson : FloorContract<OfficeWorker>
{
    private static readonly JsonEncodedText Company = JsonEncodedText.Encode("company");
    private static readonly JsonEncodedText Department = JsonEncodedText.Encode("department");
    private static readonly JsonEncodedText Name = JsonEncodedText.Encode("name");
    private static readonly JsonEncodedText Sex = JsonEncodedText.Encode("sex");
    private static readonly JsonEncodedText Age = JsonEncodedText.Encode("age");

    public override void Write(Utf8JsonWriter writer, OfficeWorker value)
    {
        writer.WriteStartObject();
        writer.WriteString(Company, value.Company);
        writer.WriteString(Department, value.Department);
        writer.WriteString(Name, value.Name);
        writer.WriteString(Sex, value.Sex);
        writer.WriteNumber(Age, value.Age);
        writer.WriteEndObject();
    }

    public override OfficeWorker Read(ref Utf8JsonReader reader)
    {
        FloorRead.Expect(ref reader, JsonTokenType.StartObject);
        var value = new OfficeWorker();
        while (FloorRead.NextProperty(ref reader))
        {
            if (reader.ValueTextEquals(Company.EncodedUtf8Bytes)) value.Company = FloorRead.String(ref reader);
            else if (reader.ValueTextEquals(Department.EncodedUtf8Bytes)) value.Department = FloorRead.String(ref reader);
            else if (reader.ValueTextEquals(Name.EncodedUtf8Bytes)) value.Name = FloorRead.String(ref reader);
            else if (reader.ValueTextEquals(Sex.EncodedUtf8Bytes)) value.Sex = FloorRead.String(ref reader);
            else if (reader.ValueTextEquals(Age.EncodedUtf8Bytes)) value.Age = FloorRead.UInt32(ref reader);
            else FloorRead.SkipValue(ref reader);
        }

        return value;
    }
}

/// <summary>small: three properties; also the item of list-1000 and dict-1000.</summary>
internal sealed class SmallClientJson : FloorContract<SmallClient>
{
    public static readonly SmallClientJson Instance = new();

    private static readonly JsonEncodedText Name = JsonEncodedText.Encode("name");
    private static readonly JsonEncodedText NumPurchases = JsonEncodedText.Encode("numPurchases");
    private static readonly JsonEncodedText IsVip = JsonEncodedText.Encode("isVIP");

    public override void Write(Utf8JsonWriter writer, SmallClient value)
    {
        writer.WriteStartObject();
        writer.WriteString(Name, value.Name);
        writer.WriteNumber(NumPurchases, value.NumPurchases);
        writer.WriteBoolean(IsVip, value.IsVIP);
        writer.WriteEndObject();
    }

    public override SmallClient Read(ref Utf8JsonReader reader)
    {
        FloorRead.Expect(ref reader, JsonTokenType.StartObject);
        var value = new SmallClient();
        while (FloorRead.NextProperty(ref reader))
        {
            if (reader.ValueTextEquals(Name.EncodedUtf8Bytes)) value.Name = FloorRead.String(ref reader);
            else if (reader.ValueTextEquals(NumPurchases.EncodedUtf8Bytes)) value.NumPurchases = FloorRead.Int32(ref reader);
            else if (reader.ValueTextEquals(IsVip.EncodedUtf8Bytes)) value.IsVIP = FloorRead.Boolean(ref reader);
            else FloorRead.SkipValue(ref reader);
        }

        return value;
    }
}

/// <summary>list-1000: { "clients": [ small, … ] }.</summary>
internal sealed class SmallClientListJson : FloorContract<SmallClientList>
{
    private static readonly JsonEncodedText Clients = JsonEncodedText.Encode("clients");

    public override void Write(Utf8JsonWriter writer, SmallClientList value)
    {
        writer.WriteStartObject();
        writer.WriteStartArray(Clients);
        foreach (var client in value.Clients)
        {
            SmallClientJson.Instance.Write(writer, client);
        }

        writer.WriteEndArray();
        writer.WriteEndObject();
    }

    public override SmallClientList Read(ref Utf8JsonReader reader)
    {
        FloorRead.Expect(ref reader, JsonTokenType.StartObject);
        var value = new SmallClientList();
        while (FloorRead.NextProperty(ref reader))
        {
            if (!reader.ValueTextEquals(Clients.EncodedUtf8Bytes))
            {
                FloorRead.SkipValue(ref reader);
                continue;
            }

            reader.Read();
            FloorRead.Expect(ref reader, JsonTokenType.StartArray);
            var clients = new List<SmallClient>();
            while (FloorRead.NextValue(ref reader))
            {
                clients.Add(SmallClientJson.Instance.Read(ref reader));
            }

            value.Clients = clients;
        }

        return value;
    }
}

/// <summary>dict-1000: { "clients": { "Bill Gates0": small, … } }; keys are written as they are, not camel-cased.</summary>
internal sealed class SmallClientDictionaryJson : FloorContract<SmallClientDictionary>
{
    private static readonly JsonEncodedText Clients = JsonEncodedText.Encode("clients");

    public override void Write(Utf8JsonWriter writer, SmallClientDictionary value)
    {
        writer.WriteStartObject();
        writer.WriteStartObject(Clients);
        foreach (var pair in value.Clients)
        {
            writer.WritePropertyName(pair.Key);
            SmallClientJson.Instance.Write(writer, pair.Value);
        }

        writer.WriteEndObject();
        writer.WriteEndObject();
    }

    public override SmallClientDictionary Read(ref Utf8JsonReader reader)
    {
        FloorRead.Expect(ref reader, JsonTokenType.StartObject);
        var value = new SmallClientDictionary();
        while (FloorRead.NextProperty(ref reader))
        {
            if (!reader.ValueTextEquals(Clients.EncodedUtf8Bytes))
            {
                FloorRead.SkipValue(ref reader);
                continue;
            }

            reader.Read();
            FloorRead.Expect(ref reader, JsonTokenType.StartObject);
            var clients = new Dictionary<string, SmallClient>();
            while (FloorRead.NextProperty(ref reader))
            {
                var key = reader.GetString()!;
                reader.Read();
                clients[key] = SmallClientJson.Instance.Read(ref reader);
            }

            value.Clients = clients;
        }

        return value;
    }
}

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

/// <summary>nested: a list of events with DateTimeOffsets, a campaign summary and a flag, three levels deep.</summary>
internal sealed class IndexViewModelJson : FloorContract<IndexViewModel>
{
    private static readonly JsonEncodedText ActiveOrUpcomingEvents = JsonEncodedText.Encode("activeOrUpcomingEvents");
    private static readonly JsonEncodedText FeaturedCampaign = JsonEncodedText.Encode("featuredCampaign");
    private static readonly JsonEncodedText IsNewAccount = JsonEncodedText.Encode("isNewAccount");

    // Shared by the event and the campaign.
    private static readonly JsonEncodedText Id = JsonEncodedText.Encode("id");
    private static readonly JsonEncodedText ImageUrl = JsonEncodedText.Encode("imageUrl");
    private static readonly JsonEncodedText Description = JsonEncodedText.Encode("description");

    private static readonly JsonEncodedText Name = JsonEncodedText.Encode("name");
    private static readonly JsonEncodedText CampaignName = JsonEncodedText.Encode("campaignName");
    private static readonly JsonEncodedText CampaignManagedOrganizerName = JsonEncodedText.Encode("campaignManagedOrganizerName");
    private static readonly JsonEncodedText StartDate = JsonEncodedText.Encode("startDate");
    private static readonly JsonEncodedText EndDate = JsonEncodedText.Encode("endDate");

    private static readonly JsonEncodedText Title = JsonEncodedText.Encode("title");
    private static readonly JsonEncodedText OrganizationName = JsonEncodedText.Encode("organizationName");
    private static readonly JsonEncodedText Headline = JsonEncodedText.Encode("headline");

    public override void Write(Utf8JsonWriter writer, IndexViewModel value)
    {
        writer.WriteStartObject();
        writer.WriteStartArray(ActiveOrUpcomingEvents);
        foreach (var e in value.ActiveOrUpcomingEvents)
        {
            writer.WriteStartObject();
            writer.WriteNumber(Id, e.Id);
            writer.WriteString(ImageUrl, e.ImageUrl);
            writer.WriteString(Name, e.Name);
            writer.WriteString(CampaignName, e.CampaignName);
            writer.WriteString(CampaignManagedOrganizerName, e.CampaignManagedOrganizerName);
            writer.WriteString(Description, e.Description);
            writer.WriteString(StartDate, e.StartDate);
            writer.WriteString(EndDate, e.EndDate);
            writer.WriteEndObject();
        }

        writer.WriteEndArray();
        var c = value.FeaturedCampaign;
        writer.WriteStartObject(FeaturedCampaign);
        writer.WriteNumber(Id, c.Id);
        writer.WriteString(Title, c.Title);
        writer.WriteString(Description, c.Description);
        writer.WriteString(ImageUrl, c.ImageUrl);
        writer.WriteString(OrganizationName, c.OrganizationName);
        writer.WriteString(Headline, c.Headline);
        writer.WriteEndObject();
        writer.WriteBoolean(IsNewAccount, value.IsNewAccount);
        writer.WriteEndObject();
    }

    public override IndexViewModel Read(ref Utf8JsonReader reader)
    {
        FloorRead.Expect(ref reader, JsonTokenType.StartObject);
        var value = new IndexViewModel();
        while (FloorRead.NextProperty(ref reader))
        {
            if (reader.ValueTextEquals(ActiveOrUpcomingEvents.EncodedUtf8Bytes)) value.ActiveOrUpcomingEvents = ReadEvents(ref reader);
            else if (reader.ValueTextEquals(FeaturedCampaign.EncodedUtf8Bytes)) value.FeaturedCampaign = ReadCampaign(ref reader);
            else if (reader.ValueTextEquals(IsNewAccount.EncodedUtf8Bytes)) value.IsNewAccount = FloorRead.Boolean(ref reader);
            else FloorRead.SkipValue(ref reader);
        }

        return value;
    }

    private static List<ActiveOrUpcomingEvent> ReadEvents(ref Utf8JsonReader reader)
    {
        reader.Read();
        FloorRead.Expect(ref reader, JsonTokenType.StartArray);
        var events = new List<ActiveOrUpcomingEvent>();
        while (FloorRead.NextValue(ref reader))
        {
            FloorRead.Expect(ref reader, JsonTokenType.StartObject);
            var e = new ActiveOrUpcomingEvent();
            while (FloorRead.NextProperty(ref reader))
            {
                if (reader.ValueTextEquals(Id.EncodedUtf8Bytes)) e.Id = FloorRead.Int32(ref reader);
                else if (reader.ValueTextEquals(ImageUrl.EncodedUtf8Bytes)) e.ImageUrl = FloorRead.String(ref reader);
                else if (reader.ValueTextEquals(Name.EncodedUtf8Bytes)) e.Name = FloorRead.String(ref reader);
                else if (reader.ValueTextEquals(CampaignName.EncodedUtf8Bytes)) e.CampaignName = FloorRead.String(ref reader);
                else if (reader.ValueTextEquals(CampaignManagedOrganizerName.EncodedUtf8Bytes)) e.CampaignManagedOrganizerName = FloorRead.String(ref reader);
                else if (reader.ValueTextEquals(Description.EncodedUtf8Bytes)) e.Description = FloorRead.String(ref reader);
                else if (reader.ValueTextEquals(StartDate.EncodedUtf8Bytes)) e.StartDate = FloorRead.DateTimeOffset(ref reader);
                else if (reader.ValueTextEquals(EndDate.EncodedUtf8Bytes)) e.EndDate = FloorRead.DateTimeOffset(ref reader);
                else FloorRead.SkipValue(ref reader);
            }

            events.Add(e);
        }

        return events;
    }

    private static CampaignSummaryViewModel ReadCampaign(ref Utf8JsonReader reader)
    {
        reader.Read();
        FloorRead.Expect(ref reader, JsonTokenType.StartObject);
        var c = new CampaignSummaryViewModel();
        while (FloorRead.NextProperty(ref reader))
        {
            if (reader.ValueTextEquals(Id.EncodedUtf8Bytes)) c.Id = FloorRead.Int32(ref reader);
            else if (reader.ValueTextEquals(Title.EncodedUtf8Bytes)) c.Title = FloorRead.String(ref reader);
            else if (reader.ValueTextEquals(Description.EncodedUtf8Bytes)) c.Description = FloorRead.String(ref reader);
            else if (reader.ValueTextEquals(ImageUrl.EncodedUtf8Bytes)) c.ImageUrl = FloorRead.String(ref reader);
            else if (reader.ValueTextEquals(OrganizationName.EncodedUtf8Bytes)) c.OrganizationName = FloorRead.String(ref reader);
            else if (reader.ValueTextEquals(Headline.EncodedUtf8Bytes)) c.Headline = FloorRead.String(ref reader);
            else FloorRead.SkipValue(ref reader);
        }

        return c;
    }
}

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
