using System;
using System.Globalization;

namespace JsonMatrix.Orchestrator.Cli;

/// <summary>A run's id: the UTC time it started, sortable and safe in paths (20250612T083015Z).</summary>
public static class RunId
{
    public static string From(DateTimeOffset utcNow) => utcNow.UtcDateTime.ToString("yyyyMMdd'T'HHmmss'Z'", CultureInfo.InvariantCulture);
}
