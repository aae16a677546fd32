using System;
using System.Linq;
using JsonMatrix.Bench.Payloads.Models;

namespace JsonMatrix.Bench.Payloads.Generation;

/// <summary>dotnet/performance's IndexViewModel values, with fixed dates instead of DateTime.UtcNow so
/// the golden JSON does not change from run to run.</summary>
public static class IndexViewModelFactory
{
    private const string ImageUrl = "https://www.dotnetfoundation.org/theme/img/carousel/foundation-diagram-content.png";

    private static readonly DateTimeOffset Start = new(2024, 1, 15, 9, 30, 0, TimeSpan.Zero);

    public static IndexViewModel Create() => new()
    {
        IsNewAccount = false,
        FeaturedCampaign = new CampaignSummaryViewModel
        {
            Description = "Very nice campaing",
            Headline = "The Headline",
            Id = 234235,
            OrganizationName = "The Company XYZ",
            ImageUrl = ImageUrl,
            Title = "Promoting Open Source",
        },
        ActiveOrUpcomingEvents = Enumerable.Range(0, 20).Select(_ => CreateEvent()).ToList(),
    };

    private static ActiveOrUpcomingEvent CreateEvent() => new()
    {
        Id = 10,
        CampaignManagedOrganizerName = "Name FamiltyName",
        CampaignName = "The very new campaing",
        Description = "The .NET Foundation works with Microsoft and the broader industry to increase the exposure of open source projects in the .NET community and the .NET Foundation. The .NET Foundation provides access to these resources to projects and looks to promote the activities of our communities.",
        EndDate = Start.AddYears(1),
        Name = "Just a name",
        ImageUrl = ImageUrl,
        StartDate = Start,
    };
}
