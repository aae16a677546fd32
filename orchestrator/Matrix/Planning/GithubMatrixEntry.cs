using System.Collections.Generic;

namespace JsonMatrix.Orchestrator.Matrix.Planning;

/// <summary>One job of the GitHub Actions matrix: a group of cells that one runner runs with `run --filter ...`.</summary>
public sealed record GithubMatrixEntry(string Group, string Runner, string Filters, IReadOnlyList<Cell> Cells);

/// <summary>The jobs, or why the cells cannot be split into at most <see cref="GithubMatrixPlanner.MaxJobs"/> jobs.</summary>
public sealed record GithubMatrixPlan(IReadOnlyList<GithubMatrixEntry> Entries, string? Error);
