using System;
using System.Collections.Generic;

namespace JsonMatrix.Orchestrator.Matrix.Planning;

/// <summary>One job of the GitHub Actions matrix: a group of cells that one runner runs with `run --filter ...`.</summary>
public sealed record GithubMatrixEntry(string Group, string Runner, string Filters, IReadOnlyList<Cell> Cells)
{
    /// <summary>How long the job takes by the plan's estimate (publishes included); zero when not estimated.</summary>
    public TimeSpan Estimate { get; init; }

    /// <summary>Why this job holds part of a runtime rather than all of it, or null: its ratios span two runners.</summary>
    public string? Split { get; init; }
}

/// <summary>The jobs, or why the cells cannot be split into at most <see cref="GithubMatrixPlanner.MaxJobs"/> jobs.</summary>
public sealed record GithubMatrixPlan(IReadOnlyList<GithubMatrixEntry> Entries, string? Error);
