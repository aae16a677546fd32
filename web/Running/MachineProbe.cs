using System;
using System.Collections.Generic;
using System.IO;
using System.Linq;
using System.Runtime.InteropServices;
using JsonMatrix.Contracts.Web;

namespace JsonMatrix.Web.Running;

/// <summary>What the app can tell about the machine under it (web-result.json's runtime). /proc/cpuinfo lists every
/// processor of the machine even in a container limited to a cpuset, unlike Environment.ProcessorCount.</summary>
public static class MachineProbe
{
    public static WebMachine Describe() =>
        FromFiles(ReadLines("/proc/cpuinfo"), ReadLines("/etc/os-release") ?? ReadLines("/usr/lib/os-release"),
            RuntimeInformation.OSArchitecture.ToString());

    public static WebMachine FromFiles(IReadOnlyList<string>? cpuInfo, IReadOnlyList<string>? osRelease, string architecture)
    {
        var processors = cpuInfo == null ? new List<Dictionary<string, string>>() : Processors(cpuInfo);
        var name = processors.Select(p => p.TryGetValue("model name", out var n) ? n : null).FirstOrDefault(n => !string.IsNullOrEmpty(n));
        int? logical = processors.Count > 0 ? processors.Count : null;
        // A processor without physical and core ids (most ARM kernels, some hypervisors) leaves the physical count unknown.
        int? physical = processors.Count > 0 && processors.All(p => p.ContainsKey("physical id") && p.ContainsKey("core id"))
            ? processors.Select(p => (p["physical id"], p["core id"])).Distinct().Count()
            : null;
        return new WebMachine(name, physical, logical, PrettyName(osRelease), architecture);
    }

    /// <summary>One dictionary per "processor" entry: the "key : value" lines up to the next one.</summary>
    private static List<Dictionary<string, string>> Processors(IEnumerable<string> cpuInfo)
    {
        var processors = new List<Dictionary<string, string>>();
        foreach (var line in cpuInfo)
        {
            var colon = line.IndexOf(':');
            if (colon < 0) continue;
            var key = line.Substring(0, colon).Trim();
            if (key == "processor") processors.Add(new Dictionary<string, string>());
            if (processors.Count > 0) processors[processors.Count - 1][key] = line.Substring(colon + 1).Trim();
        }

        return processors;
    }

    private static string? PrettyName(IEnumerable<string>? osRelease)
    {
        var line = osRelease?.FirstOrDefault(l => l.StartsWith("PRETTY_NAME=", StringComparison.Ordinal));
        var value = line?.Substring("PRETTY_NAME=".Length).Trim().Trim('"', '\'');
        return string.IsNullOrEmpty(value) ? null : value;
    }

    private static IReadOnlyList<string>? ReadLines(string path)
    {
        try
        {
            return File.ReadAllLines(path);
        }
        catch (Exception e) when (e is IOException or UnauthorizedAccessException)
        {
            return null;
        }
    }
}
