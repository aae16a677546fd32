using System.Collections.Generic;
using System.Globalization;
using System.Linq;
using JsonMatrix.Contracts.Cells;
using YamlDotNet.RepresentationModel;

namespace JsonMatrix.Orchestrator.Matrix.Parsing;

/// <summary>Reads `coldStart:` (<see cref="ColdStartSettings"/>): payloads (required), processes, runtimes, serializers.</summary>
internal static class ColdStartSectionReader
{
    private static readonly string[] Keys = ["payloads", "processes", "runtimes", "serializers"];

    private static IReadOnlyList<string> Payloads => ColdStartResult.Payloads;

    public const int DefaultProcesses = 10;
    private const int MaxProcesses = 1000;

    public static ColdStartSettings? Read(YamlNode node, IReadOnlyList<string> runtimeIds, IReadOnlyList<string> serializerIds, ErrorList errors)
    {
        var before = errors.Count;
        var fields = YamlValues.Mapping(node, "coldStart", Keys, ["payloads"], errors);
        var payloads = fields["payloads"] is { } p ? YamlValues.IdList(p, "coldStart.payloads", Payloads, errors) : [];
        var processes = fields["processes"] is { } n ? Processes(n, errors) : DefaultProcesses;
        var runtimes = fields["runtimes"] is { } r ? YamlValues.IdList(r, "coldStart.runtimes", runtimeIds, errors) : null;
        var serializers = fields["serializers"] is { } s ? YamlValues.IdList(s, "coldStart.serializers", serializerIds, errors) : null;
        return errors.Count > before || processes is null ? null : new ColdStartSettings(payloads, processes.Value, runtimes, serializers);
    }

    private static int? Processes(YamlNode node, ErrorList errors)
    {
        var value = YamlValues.Scalar(node, "coldStart.processes", errors);
        if (value is null) return null;
        if (int.TryParse(value, NumberStyles.None, CultureInfo.InvariantCulture, out var processes)
            && processes >= ColdStartResult.MinimumProcesses && processes <= MaxProcesses) return processes;
        errors.Add(node.Start, $"coldStart.processes '{value}' is not a whole number from {ColdStartResult.MinimumProcesses} to {MaxProcesses}. Expected how many fresh processes each cold-start figure takes, for example {DefaultProcesses}.");
        return null;
    }

    /// <summary>A runtime × serializer named in coldStart whose default-escaping, cached cell the matrix does not have
    /// would silently give no figure: say so.</summary>
    public static void CheckEveryPairHasACell(YamlNode node, ColdStartSettings settings, IReadOnlyList<Cell> micro, ErrorList errors)
    {
        if (settings.Runtimes is null && settings.Serializers is null) return;
        var pairs = from runtime in settings.Runtimes ?? micro.Select(c => c.Runtime.Id).Distinct().ToList()
                    from serializer in settings.Serializers ?? micro.Select(c => c.Serializer.Id).Distinct().ToList()
                    select (runtime, serializer);
        foreach (var (runtime, serializer) in pairs.Where(pair => !micro.Any(c => c.Runtime.Id == pair.runtime && c.Serializer.Id == pair.serializer && settings.AppliesTo(c))))
        {
            errors.Add(node.Start, $"coldStart names runtime '{runtime}' and serializer '{serializer}', but the matrix has no {runtime} {serializer} cell with escaping {ColdStartSettings.Escaping} and lifetime {ColdStartSettings.Lifetime}, which is the cell that times cold start. Remove one of them from coldStart, or include that cell.");
        }
    }
}
