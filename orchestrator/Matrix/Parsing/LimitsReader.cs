using System.Collections.Generic;
using System.Globalization;
using System.Linq;
using System.Text.RegularExpressions;
using YamlDotNet.RepresentationModel;

namespace JsonMatrix.Orchestrator.Matrix.Parsing;

/// <summary>Reads `limits:`: the cpuset (or several disjoint `cpusets`, one cell on each at a time) and memory of each
/// cell's container.</summary>
internal static partial class LimitsReader
{
    private static readonly string[] Keys = ["cpuset", "cpusets", "memory"];
    private static readonly string[] RequiredKeys = ["memory"];

    /// <summary>Docker refuses memory limits under 6 MiB.</summary>
    private const long MinimumMemoryBytes = 6L * 1024 * 1024;

    /// <summary>1 PiB: far above any machine, far below where bytes overflow a long.</summary>
    private const long MaximumMemoryBytes = 1L << 50;

    public static ContainerLimits? Read(YamlNode node, ErrorList errors)
    {
        var fields = YamlValues.Mapping(node, "limits", Keys, RequiredKeys, errors);
        if ((fields["cpuset"] is null) == (fields["cpusets"] is null) && node is YamlMappingNode)
        {
            errors.Add(node.Start, "limits needs exactly one of cpuset (one CPU set, cells one after another) and cpusets (a list of disjoint CPU sets, one cell on each at a time).");
        }

        var cpuSets = fields["cpuset"] is { } c ? [ReadCpuSet(YamlValues.Scalar(c, "cpuset", errors), c, errors)]
            : fields["cpusets"] is { } cs ? ReadCpuSets(cs, errors) : [];
        var memory = fields["memory"] is { } m ? ReadMemory(m, errors) : null;
        return cpuSets.Count == 0 || cpuSets.Any(set => set is null) || memory is null
            ? null
            : new ContainerLimits(cpuSets[0]!, memory.Value) { CpuSets = cpuSets.Select(set => set!).ToList() };
    }

    /// <summary>Sets that share a CPU would put two benchmarks on it at once: they must be disjoint.</summary>
    private static IReadOnlyList<string?> ReadCpuSets(YamlNode node, ErrorList errors)
    {
        var sets = YamlValues.ScalarList(node, "cpusets", errors).Select(item => (Set: ReadCpuSet(item.Value, item.Node, errors), item.Node)).ToList();
        var seen = new Dictionary<int, string>();
        foreach (var (set, at) in sets.Where(s => s.Set is not null))
        {
            foreach (var cpu in CpuList.Parse(set!))
            {
                if (seen.TryGetValue(cpu, out var other))
                {
                    errors.Add(at.Start, $"cpusets '{other}' and '{set}' share CPU {cpu}: cells on them would measure on it at the same time. Make the sets disjoint.");
                    break;
                }

                seen[cpu] = set!;
            }
        }

        return sets.Count == 0 ? [null] : sets.Select(s => s.Set).ToList();
    }

    private static string? ReadCpuSet(string? value, YamlNode node, ErrorList errors)
    {
        if (value is null) return null;
        if (!CpuSetRegex().IsMatch(value))
        {
            errors.Add(node.Start, $"cpuset '{value}' is not a CPU list. Expected Docker's --cpuset-cpus form, like \"1\", \"0-1\" or \"0,2\".");
            return null;
        }
        var reversed = value.Split(',').FirstOrDefault(range => range.Split('-') is [var first, var last] && Number(first) > Number(last));
        if (reversed is null) return value;
        errors.Add(node.Start, $"cpuset '{value}' holds the range '{reversed}', which ends before it starts. Write the lower CPU first, like \"0-1\".");
        return null;
    }

    private static long? ReadMemory(YamlNode node, ErrorList errors)
    {
        var value = YamlValues.Scalar(node, "memory", errors);
        if (value is null) return null;
        var match = MemoryRegex().Match(value);
        if (!match.Success || !long.TryParse(match.Groups[1].Value, NumberStyles.None, CultureInfo.InvariantCulture, out var amount))
        {
            errors.Add(node.Start, $"memory '{value}' is not a size. Expected bytes or a number with KiB, MiB or GiB, like 2GiB.");
            return null;
        }
        var unit = match.Groups[2].Value switch { "KiB" => 1024L, "MiB" => 1024L * 1024, "GiB" => 1024L * 1024 * 1024, _ => 1L };
        if (amount > MaximumMemoryBytes / unit)
        {
            errors.Add(node.Start, $"memory '{value}' is more than any machine has (the limit is 1 PiB, and the run checks it against this machine's memory). Use a size like 2GiB.");
            return null;
        }
        var bytes = amount * unit;
        if (bytes >= MinimumMemoryBytes) return bytes;
        errors.Add(node.Start, $"memory '{value}' is below Docker's minimum of 6 MiB. Use at least 6MiB (a .NET cell needs far more, like 2GiB).");
        return null;
    }

    private static long Number(string digits) => long.TryParse(digits, NumberStyles.None, CultureInfo.InvariantCulture, out var n) ? n : long.MaxValue;

    [GeneratedRegex(@"^\d+(-\d+)?(,\d+(-\d+)?)*$")]
    private static partial Regex CpuSetRegex();

    [GeneratedRegex(@"^(\d{1,12})\s*(B|KiB|MiB|GiB)?$")]
    private static partial Regex MemoryRegex();
}
