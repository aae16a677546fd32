using System.Collections.Generic;
using System.Text.Json;
using JsonMatrix.Bench.Payloads.Models;

namespace JsonMatrix.Bench.Serializers.Floor;

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
