using System.Collections.Generic;
using System.Linq;
using JsonMatrix.Contracts.Cells;
using JsonMatrix.Orchestrator.Matrix.Parsing;

namespace JsonMatrix.Orchestrator.Matrix;

/// <summary>matrix.yaml text → a validated <see cref="MatrixDefinition"/> and its cells, or every error in the file.</summary>
public static class MatrixParser
{
    private static readonly string[] TopKeys =
        ["runtimes", "serializers", "escaping", "lifetimes", "payloads", "operations", "job", "exclude", "include", "studies", "baseline", "limits", "noiseThreshold", "workloads", "web", "processes", "coldStart"];
    private static readonly string[] RequiredTopKeys = ["runtimes", "serializers", "escaping", "lifetimes", "baseline", "limits"];

    /// <summary>The job used when the file names none.</summary>
    public const string DefaultJob = "lean";

    public static MatrixParseResult Parse(string yaml, string fileName)
    {
        var errors = new ErrorList(fileName);
        var root = YamlDocumentLoader.Load(yaml, errors);
        if (root is null) return MatrixParseResult.Invalid(errors.Errors);

        var fields = YamlValues.Mapping(root, "the matrix", TopKeys, RequiredTopKeys, errors);
        var (runtimes, runtimeIds) = fields["runtimes"] is { } r ? RuntimeSectionReader.Read(r, errors) : ([], []);
        var (serializers, serializerIds) = fields["serializers"] is { } s ? SerializerSectionReader.Read(s, runtimeIds, errors) : ([], []);
        var escaping = IdList(fields, "escaping", KnownIds.Escaping, errors, required: true);
        var lifetimes = IdList(fields, "lifetimes", KnownIds.Lifetimes, errors, required: true);
        var payloads = IdList(fields, "payloads", KnownIds.Payloads, errors, required: false);
        var operations = IdList(fields, "operations", KnownIds.Operations, errors, required: false);
        var job = fields["job"] is { } j ? YamlValues.Choice(j, "job", KnownIds.Jobs, errors) : DefaultJob;

        // An exclude rule may name a further version's cells ("newtonsoft-12.0.3"); naming the serializer covers every version.
        IReadOnlyList<string> versionNames = [.. serializerIds, .. serializers.SelectMany(spec => runtimeIds.SelectMany(spec.On)).Select(spec => spec.Id).Where(id => !serializerIds.Contains(id)).Distinct()];
        var excludable = new RuleSectionReader.AllowedValues(new Dictionary<string, IReadOnlyList<string>>
        {
            ["runtime"] = runtimeIds, ["serializer"] = versionNames, ["escaping"] = escaping, ["lifetime"] = lifetimes,
        });
        var includable = new RuleSectionReader.AllowedValues(new Dictionary<string, IReadOnlyList<string>>
        {
            ["runtime"] = runtimeIds, ["serializer"] = serializerIds, ["escaping"] = KnownIds.Escaping, ["lifetime"] = KnownIds.Lifetimes,
        });
        var exclude = fields["exclude"] is { } ex ? RuleSectionReader.ReadExclude(ex, excludable, errors) : [];
        var processes = fields["processes"] is { } pr ? ProcessesReader.Read(pr, errors) : 1;
        var include = fields["include"] is { } inc ? RuleSectionReader.ReadInclude(inc, includable, processes ?? 1, errors) : [];
        var studies = fields["studies"] is { } st ? StudySectionReader.Read(st, includable, errors) : [];
        foreach (var key in new[] { "payloads", "operations" }.Where(key => fields["studies"] is not null && fields[key] is not null))
            errors.Add(fields[key]!.Start, $"top-level {key} and studies together: with studies, each study names its own {key}. Move them into the studies, or remove studies.");
        var baseline = fields["baseline"] is { } b ? BaselineReader.Read(b, serializerIds, runtimeIds, errors) : null;
        var limits = fields["limits"] is { } l ? LimitsReader.Read(l, errors) : null;
        var noiseThreshold = fields["noiseThreshold"] is { } n ? NoiseThresholdReader.Read(n, errors) : MatrixDefinition.DefaultNoiseThreshold;
        var workloads = fields["workloads"] is { } w ? YamlValues.IdList(w, "workloads", KnownIds.Workloads, errors) : ["micro"];
        var web = fields["web"] is { } wb ? WebSectionReader.Read(wb, errors) : WebLoadSettings.Default;
        var (webRuntimes, webSerializers) = fields["web"] is { } ws ? WebSectionReader.ReadSelection(ws, runtimes, serializerIds, errors) : (null, null);

        var coldStart = fields["coldStart"] is { } cs ? ColdStartSectionReader.Read(cs, runtimeIds, serializerIds, errors) : null;

        if (errors.Count > 0 || baseline is null || limits is null || job is null || noiseThreshold is null || web is null || processes is null)
            return MatrixParseResult.Invalid(errors.Errors);

        var definition = new MatrixDefinition(runtimes, serializers, escaping, lifetimes, payloads, operations, job, exclude, include, baseline, limits)
        {
            Studies = studies,
            NoiseThreshold = noiseThreshold.Value,
            Processes = processes.Value,
            Workloads = workloads,
            Web = web,
            WebRuntimes = webRuntimes,
            WebSerializers = webSerializers,
            ColdStart = coldStart,
        };
        var cells = MatrixExpander.Expand(definition);
        var micro = cells.Where(cell => !cell.IsWeb).ToList();
        if (workloads.Contains("micro") && micro.Count == 0)
        {
            var at = (fields["exclude"] ?? root).Start;
            errors.Add(at, "the matrix expands to no cells: the exclude rules remove every combination and no include rule adds one. Loosen an exclude rule or add an include rule.");
            return MatrixParseResult.Invalid(errors.Errors);
        }
        if (cells.Count == 0)
        {
            errors.Add(fields["workloads"]!.Start, $"the matrix expands to no cells: workloads names only web, and no runtime has ASP.NET Core. {WebCells.WhyNotExpanded(definition)} Add a linux runtime with host dotnet, or add micro to workloads.");
            return MatrixParseResult.Invalid(errors.Errors);
        }
        if (coldStart is not null)
        {
            ColdStartSectionReader.CheckEveryPairHasACell(fields["coldStart"]!, coldStart, micro, errors);
            if (errors.Count > 0) return MatrixParseResult.Invalid(errors.Errors);
        }
        if (fields["studies"] is { } studiesNode)
        {
            StudySectionReader.CheckEveryCellHasAStudy(studiesNode, studies, micro, errors);
            if (errors.Count > 0) return MatrixParseResult.Invalid(errors.Errors);
        }
        return MatrixParseResult.Valid(definition, cells);
    }

    private static IReadOnlyList<string> IdList(YamlFields fields, string key, IReadOnlyList<string> known, ErrorList errors, bool required)
    {
        if (fields[key] is { } node) return YamlValues.IdList(node, key, known, errors);
        return required ? [] : known;
    }
}
