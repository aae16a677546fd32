using System.Collections.Generic;

namespace JsonMatrix.Orchestrator.Formats;

/// <summary>`plan --format github`: the `strategy.matrix` of a workflow, one job per entry of `include`.</summary>
internal sealed record GithubPlanDocument(IReadOnlyList<GithubJobDocument> Include);

/// <param name="Filters">The job's --filter arguments ("runtime=… serializer=…").</param>
/// <param name="Cells">The ids of its cells, separated by spaces.</param>
/// <param name="Minutes">The job's estimated minutes, rounded up (publishes included; 0 when not estimated).</param>
/// <param name="Split">Why the job holds part of a runtime, so that its ratios span two runners; null when it holds all of it.</param>
internal sealed record GithubJobDocument(string Group, string Runner, string Filters, string Cells, int Minutes, string? Split);
