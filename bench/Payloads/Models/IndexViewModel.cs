using System;
using System.Collections.Generic;
using System.Runtime.Serialization;

namespace JsonMatrix.Bench.Payloads.Models;

// The shape of dotnet/performance's IndexViewModel (MicroBenchmarks DataGenerator), so results compare
// with that suite. Its computed HasFeaturedCampaign getter is left out: it is not data, and libraries
// disagree on whether get-only properties are written.

/// <summary>Study C's "complex type": an object graph three levels deep.</summary>
[DataContract]
public sealed class IndexViewModel
{
    [DataMember(Name = "activeOrUpcomingEvents")] public List<ActiveOrUpcomingEvent> ActiveOrUpcomingEvents { get; set; } = new();
    [DataMember(Name = "featuredCampaign")] public CampaignSummaryViewModel FeaturedCampaign { get; set; } = new();
    [DataMember(Name = "isNewAccount")] public bool IsNewAccount { get; set; }
}

[DataContract]
public sealed class ActiveOrUpcomingEvent
{
    [DataMember(Name = "id")] public int Id { get; set; }
    [DataMember(Name = "imageUrl")] public string ImageUrl { get; set; } = "";
    [DataMember(Name = "name")] public string Name { get; set; } = "";
    [DataMember(Name = "campaignName")] public string CampaignName { get; set; } = "";
    [DataMember(Name = "campaignManagedOrganizerName")] public string CampaignManagedOrganizerName { get; set; } = "";
    [DataMember(Name = "description")] public string Description { get; set; } = "";
    [DataMember(Name = "startDate")] public DateTimeOffset StartDate { get; set; }
    [DataMember(Name = "endDate")] public DateTimeOffset EndDate { get; set; }
}

[DataContract]
public sealed class CampaignSummaryViewModel
{
    [DataMember(Name = "id")] public int Id { get; set; }
    [DataMember(Name = "title")] public string Title { get; set; } = "";
    [DataMember(Name = "description")] public string Description { get; set; } = "";
    [DataMember(Name = "imageUrl")] public string ImageUrl { get; set; } = "";
    [DataMember(Name = "organizationName")] public string OrganizationName { get; set; } = "";
    [DataMember(Name = "headline")] public string Headline { get; set; } = "";
}
