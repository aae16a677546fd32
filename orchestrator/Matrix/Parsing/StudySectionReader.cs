using System.Collections.Generic;
using System.Linq;
using JsonMatrix.Contracts.Cells;
using YamlDotNet.RepresentationModel;

namespace JsonMatrix.Orchestrator.Matrix.Parsing;

/// <summary>Reads `studies:`: each study an id, the cells it concerns (a rule like exclude's; absent means every
/// cell), its payloads and operations, and optionally its question and how the report answers it.</summary>
internal static class StudySectionReader
{
    private static readonly string[] Keys = ["id", "cells", "payloads", "operations", "question", "answer"];
    private static readonly string[] RequiredKeys = ["id", "payloads", "operations"];

    public static IReadOnlyList<Study> Read(YamlNode node, RuleSectionReader.AllowedValues cellValues, ErrorList errors)
    {
        var studies = new List<Study>();
        var ids = new List<string>();
        foreach (var item in YamlValues.Sequence(node, "studies", errors, allowEmpty: false))
        {
            var before = errors.Count;
            var fields = YamlValues.Mapping(item, "a study", Keys, RequiredKeys, errors);
            var id = DeclaredId.Read(fields["id"], "study", ids, errors);
            var cells = fields["cells"] is { } c ? RuleSectionReader.ReadRule(c, id is null ? "a study's cells" : $"the cells of study '{id}'", cellValues, errors) : new CellRule(new Dictionary<string, IReadOnlyList<string>>());
            var payloads = fields["payloads"] is { } p ? YamlValues.IdList(p, "payloads", KnownIds.Payloads, errors) : [];
            var operations = fields["operations"] is { } o ? YamlValues.IdList(o, "operations", KnownIds.Operations, errors) : [];
            var question = fields["question"] is { } q ? YamlValues.Scalar(q, $"the question of study '{id}'", errors) : null;
            var answer = fields["answer"] is { } a ? StudyAnswerReader.Read(a, $"the answer of study '{id}'", cellValues, errors) : null;
            if (errors.Count == before && id is not null && cells is not null)
            {
                studies.Add(new Study(id, cells, payloads, operations) { Question = question, Answer = answer });
            }
        }

        return studies;
    }

    /// <summary>With studies, every cell must belong to one: a cell no study names would run nothing.</summary>
    public static void CheckEveryCellHasAStudy(YamlNode studiesNode, IReadOnlyList<Study> studies, IReadOnlyList<Cell> cells, ErrorList errors)
    {
        var orphans = cells.Where(cell => !studies.Any(study => study.Cells.Matches(cell))).Select(cell => cell.Id).ToList();
        if (orphans.Count == 0) return;
        var shown = string.Join(", ", orphans.Take(5)) + (orphans.Count > 5 ? $" and {orphans.Count - 5} more" : "");
        errors.Add(studiesNode.Start, $"{orphans.Count} cell(s) belong to no study and would run nothing: {shown}. Add a study whose cells match them, or exclude them.");
    }
}
