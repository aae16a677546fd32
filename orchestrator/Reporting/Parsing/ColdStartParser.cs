using System.Linq;
using JsonMatrix.Contracts.Cells;
using JsonMatrix.Orchestrator.Cells;
using JsonMatrix.Orchestrator.Reporting.Input;
using JsonMatrix.Orchestrator.Text;

namespace JsonMatrix.Orchestrator.Reporting.Parsing;

/// <summary>
/// A micro cell's cold-start.json (contracts' <see cref="ColdStartResultJson"/>, the one reader) checked against its cell:
/// the serializer it names, known payloads and operations, figures that are times. A file that fails any check costs the
/// cell its cold-start figures, with the reason shown where they would be; never the cell's results, never the merge.
/// </summary>
public static class ColdStartParser
{
    /// <returns>Both null when the folder has no cold-start.json.</returns>
    public static (ColdStartResult? Result, string? Problem) Parse(CellFolderText folder, CellRecord outcome)
    {
        if (folder.ColdStartError is { } readError) return (null, Cut(readError));
        if (folder.ColdStartJson is not { } text) return (null, null);
        var (result, error) = ColdStartResultJson.Read(text);
        var problem = result is null ? error : Check(result, outcome);
        return problem is null ? (result, null) : (null, Cut($"{folder.Folder}/{CellFolder.ColdStartFileName} {problem}"));
    }

    private static string? Check(ColdStartResult result, CellRecord outcome)
    {
        // The bench knows the serializer, not the cell's name for a further version ("newtonsoft-12.0.3").
        var serializer = SerializerNames.SerializerOf(outcome.Serializer) ?? outcome.Serializer;
        if (result.Serializer != serializer)
            return $"is for serializer {OutputText.Quote(result.Serializer)}, but the cell is '{serializer}' (files of different cells mixed up?)";
        for (var i = 0; i < result.Samples.Count; i++)
        {
            var sample = result.Samples[i];
            var path = $"$.samples[{i}]";
            if (!KnownIds.Serializers.Contains(sample.Serializer))
                return $"{path} names serializer {OutputText.Quote(sample.Serializer)}. Expected one of {string.Join(", ", KnownIds.Serializers)}";
            if (!KnownIds.Payloads.Contains(sample.Payload))
                return $"{path} names payload {OutputText.Quote(sample.Payload)}. Expected one of {string.Join(", ", KnownIds.Payloads)}";
            if (sample.Operation != ColdStartResult.StartUp && !ColdStartResult.Operations.Contains(sample.Operation))
                return $"{path} names operation {OutputText.Quote(sample.Operation)}. Expected one of {string.Join(", ", ColdStartResult.Operations.Append(ColdStartResult.StartUp))}";
            if (FigureBounds.Check(sample, path) is { } implausible) return implausible;
        }

        return null;
    }

    private static string Cut(string problem) => OutputText.Cut(problem, OutputText.ReasonLength)!;
}
