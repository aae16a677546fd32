using System;
using System.Globalization;

namespace JsonMatrix.Orchestrator.Cells;

/// <summary>A run's id: the UTC time it started, then the process id, so that runs started in the same second on
/// one machine differ (20250612T083015Z-4711); a second run of the same process in the same second adds a
/// sequence number (20250612T083015Z-4711.2). Sortable by start time and safe in paths.</summary>
public static partial class RunId
{
    private static readonly object Gate = new();
    private static string _lastTime = "";
    private static int _sequence;

    public static string From(DateTimeOffset utcNow, int processId, int sequence) =>
        Time(utcNow) + "-" + processId.ToString(CultureInfo.InvariantCulture)
        + (sequence > 1 ? "." + sequence.ToString(CultureInfo.InvariantCulture) : string.Empty);

    /// <summary>A new id for this process: unique among the live processes of the machine.</summary>
    public static string New(DateTimeOffset utcNow)
    {
        var time = Time(utcNow);
        lock (Gate)
        {
            _sequence = time == _lastTime ? _sequence + 1 : 1;
            _lastTime = time;
            return From(utcNow, Environment.ProcessId, _sequence);
        }
    }

    public const string Description = "at most 64 letters, digits, '.' and '-', starting with a letter or digit, like 20250612T083015Z-4711";

    /// <summary>Whether a run id read back from a file can name a folder (the fallback report folder is named after it):
    /// one path part, never '..', no separator or control character. Ids of older versions (20250612-083015) pass.</summary>
    public static bool IsValid(string? id) => id is not null && Pattern().IsMatch(id);

    [System.Text.RegularExpressions.GeneratedRegex("^[0-9A-Za-z][0-9A-Za-z.-]{0,63}$")]
    private static partial System.Text.RegularExpressions.Regex Pattern();

    private static string Time(DateTimeOffset utcNow) => utcNow.UtcDateTime.ToString("yyyyMMdd'T'HHmmss'Z'", CultureInfo.InvariantCulture);
}
