using System;
using System.Collections.Generic;
using System.IO;
using System.Linq;
using System.Text.Json;
using Xunit;

namespace JsonMatrix.Orchestrator.Tests.Workflow;

/// <summary>The workflow's jobs played on this machine, with the environment variables the workflow sets (checked by
/// <see cref="WorkflowDefinitionTests"/>): the plan job, a bench job, the artifacts' download and the merge job.</summary>
public sealed class WorkflowPlay(string work, Action<string> log)
{
    public static readonly TimeSpan ScriptTimeout = TimeSpan.FromMinutes(20);

    /// <summary>The plan job's matrix (its `include` lists the bench jobs).</summary>
    public JsonElement Plan(string filter, string matrixFile)
    {
        var output = Path.Combine(work, "github-output-" + Guid.NewGuid().ToString("n"));
        var (exit, text) = WorkflowScript.Run("plan.sh", new Dictionary<string, string>
        {
            ["FILTER"] = filter,
            ["MATRIX_FILE"] = matrixFile,
            ["GITHUB_OUTPUT"] = output,
        }, ScriptTimeout);
        Assert.True(exit == 0, $"plan.sh exited {exit}:\n{text}");

        var line = Assert.Single(File.ReadAllLines(output), l => l.StartsWith("matrix=", StringComparison.Ordinal));
        return JsonDocument.Parse(line["matrix=".Length..]).RootElement.Clone();
    }

    /// <summary>One bench job on a runner of its own (its own checkout, so its own run): the folder it uploads.</summary>
    public string Bench(JsonElement job, string matrixFile, string benchJob)
    {
        var name = job.GetProperty("group").GetString()!;
        var runnerOut = Path.Combine(work, "runner-" + name);
        var (exit, output) = WorkflowScript.Run("bench-group.sh", new Dictionary<string, string>
        {
            ["GROUP"] = name,
            ["GROUP_FILTERS"] = job.GetProperty("filters").GetString()!,
            ["JOB"] = benchJob,
            ["RUNNER_OS"] = "Linux",
            ["MATRIX_FILE"] = matrixFile,
            ["OUT_DIR"] = runnerOut,
        }, ScriptTimeout);
        log(output);
        Assert.True(exit == 0, $"bench-group.sh exited {exit}:\n{output}");
        return Path.Combine(runnerOut, "cells");
    }

    /// <summary>download-artifact with merge-multiple: every artifact's files extracted into the same folder.</summary>
    public string Download(IEnumerable<string> uploads)
    {
        var downloaded = Path.Combine(work, "downloaded");
        foreach (var upload in uploads) CopyTree(upload, Path.Combine(downloaded, "cells"));
        return downloaded;
    }

    public (int Exit, string Output) Merge(string downloaded, string merged, string summary)
    {
        var result = WorkflowScript.Run("merge-groups.sh", new Dictionary<string, string>
        {
            ["IN_DIR"] = downloaded,
            ["OUT_DIR"] = merged,
            ["GITHUB_STEP_SUMMARY"] = summary,
        }, ScriptTimeout);
        log(result.Output);
        return result;
    }

    public static List<JsonElement> LinuxJobs(JsonElement plan) =>
        plan.GetProperty("include").EnumerateArray().Where(job => job.GetProperty("runner").GetString() == "ubuntu-latest").ToList();

    private static void CopyTree(string from, string to)
    {
        foreach (var file in Directory.GetFiles(from, "*", SearchOption.AllDirectories))
        {
            var target = Path.Combine(to, Path.GetRelativePath(from, file));
            Directory.CreateDirectory(Path.GetDirectoryName(target)!);
            File.Copy(file, target, overwrite: true);
        }
    }
}
