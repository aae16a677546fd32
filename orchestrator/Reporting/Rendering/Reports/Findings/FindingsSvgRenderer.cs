using System.Linq;
using JsonMatrix.Orchestrator.Reporting.Model;

namespace JsonMatrix.Orchestrator.Reporting.Rendering.Reports.Findings;

/// <summary>findings.svg: the findings chart on its own, to put in a README or a pull request; nothing (and no file)
/// when the report has no findings.</summary>
public sealed class FindingsSvgRenderer : IReportRenderer
{
    public string FileName => "findings.svg";

    public string Render(MergedReport report) =>
        report.Findings.Count == 0 ? "" : SvgFindingsChart.Render(report.Findings, Caption(report), standalone: true) + "\n";

    /// <summary>"JsonMatrix findings: run 20261126T194232Z-28140, AMD EPYC 7B13 (2 CPUs)": which run and machine the picture shows.</summary>
    public static string Caption(MergedReport report)
    {
        var runs = report.Environments.Select(e => e.RunId).OfType<string>().Distinct().ToList();
        var machines = report.Environments.Where(e => !e.Cells.All(c => report.Cells.FirstOrDefault(s => s.Id == c)?.IsWeb == true))
            .Select(e => e.ProcessorName is { } cpu ? $"{cpu.Trim()}{(e.ProcessorCount is { } n ? $", {n} CPUs" : "")}" : null).OfType<string>().Distinct().ToList();
        var run = runs.Count switch { 0 => "", 1 => $"run {runs[0]}", _ => $"{runs.Count} runs" };
        var machine = machines.Count switch { 0 => "", 1 => machines[0], _ => $"{machines.Count} machines" };
        return "JsonMatrix findings" + (run.Length + machine.Length > 0 ? ": " + string.Join(" · ", new[] { run, machine }.Where(s => s.Length > 0)) : "");
    }
}
