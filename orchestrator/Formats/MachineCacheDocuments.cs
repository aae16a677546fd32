using System;
using System.Collections.Generic;
using System.Text.Json.Serialization;

namespace JsonMatrix.Orchestrator.Formats;

/// <summary>durations.json in the machine-wide cache: the seconds learned per benchmark, per runtime's cell overhead, per
/// setup step, per failed cell and per cold-start process (a file written before that map was learned lacks it) (Matrix/Planning/DurationHistory), rounded to milliseconds. Written and read by
/// Running/Durations/DurationHistoryFile; a map a file lacks reads as null.</summary>
internal sealed record DurationsDocument(
    int SchemaVersion,
    IReadOnlyDictionary<string, double> BenchmarkSeconds,
    IReadOnlyDictionary<string, double> CellOverheadSeconds,
    IReadOnlyDictionary<string, double> SetupSeconds,
    IReadOnlyDictionary<string, double> FailedCellSeconds,
    IReadOnlyDictionary<string, double>? ColdStartSecondsPerProcess);

/// <summary>One entry of package-versions.json (keyed "source|package-id", or "frameworks|package-id|version"): when
/// it was probed and its lists, those of a package's versions or those of a version's frameworks; a list the entry
/// has not is absent. Written and read by Packages/PackageVersionCacheFile; an entry without its time is not one.</summary>
internal sealed record PackageCacheEntryDocument([property: JsonRequired] DateTimeOffset ProbedUtc)
{
    [JsonIgnore(Condition = JsonIgnoreCondition.WhenWritingNull)]
    public IReadOnlyList<string>? Versions { get; init; }

    [JsonIgnore(Condition = JsonIgnoreCondition.WhenWritingNull)]
    public IReadOnlyList<string>? Targets { get; init; }

    [JsonIgnore(Condition = JsonIgnoreCondition.WhenWritingNull)]
    public IReadOnlyList<string>? BuildTargets { get; init; }

    [JsonIgnore(Condition = JsonIgnoreCondition.WhenWritingNull)]
    public IReadOnlyList<string>? Refuses { get; init; }
}
