using System;
using System.Collections.Generic;
using System.IO;
using System.Linq;
using JsonMatrix.Orchestrator.Cells;
using JsonMatrix.Orchestrator.Tests.Fakes;
using JsonMatrix.Orchestrator.Tests.Support;
using JsonMatrix.Orchestrator.Workflows;
using Xunit;

namespace JsonMatrix.Orchestrator.Tests.Faults;

/// <summary>Two real orchestrator processes started at the same moment into one new --out: the folder's lock lets one
/// run, the other stops with exit 2 naming it, and the report is the first run's alone. The throwaway repository's
/// bench "publishes" a shell script that writes what a successful bench writes.</summary>
public sealed class ConcurrentRunTests : IDisposable
{
    private static readonly string TwoCells = Path.Combine(RepositoryFiles.TestsRoot, "Integration", "two-cells.matrix.yaml");
    private static readonly TimeSpan Patience = TimeSpan.FromSeconds(90);
    private readonly TestRepository _repository = new();

    public ConcurrentRunTests()
    {
        File.WriteAllText(Path.Combine(_repository.Root, "bench", "JsonMatrix.Bench.csproj"), """
            <Project>
              <Target Name="Restore" />
              <Target Name="Publish">
                <MakeDir Directories="$(PublishDir)" />
                <Exec Command="cp fake-bench.sh '$(PublishDir)/JsonMatrix.Bench' &amp;&amp; chmod +x '$(PublishDir)/JsonMatrix.Bench'" />
              </Target>
            </Project>
            """);
        File.WriteAllText(Path.Combine(_repository.Root, "bench", "fake-bench.sh"), """
            #!/bin/sh
            artifacts=""
            while [ $# -gt 0 ]; do
              if [ "$1" = "--artifacts" ]; then artifacts="$2"; fi
              shift
            done
            mkdir -p "$artifacts/bdn/results"
            echo '{"schemaVersion":1,"validation":[{"payload":"small","status":"ok"}],"unsupported":[],"durations":{"validationMs":100,"benchmarkMs":2000}}' > "$artifacts/metadata.json"
            echo '{"Benchmarks": []}' > "$artifacts/bdn/results/Bench-report-full.json"
            """.ReplaceLineEndings("\n"));
    }

    [Fact]
    public void Two_runs_started_at_once_into_one_folder_run_one_and_refuse_the_other_with_exit_2_naming_it()
    {
        var arguments = new[] { "run", "--matrix", TwoCells, "--out", _repository.Out, "--isolation", "process" };
        using var first = new ChildOrchestrator(_repository.Root, new Dictionary<string, string>(), arguments);
        using var second = new ChildOrchestrator(_repository.Root, new Dictionary<string, string>(), arguments);

        var exits = new[] { first.WaitForExit(Patience), second.WaitForExit(Patience) };
        var all = first.Output + first.Errors + second.Output + second.Errors;

        Assert.True(exits.Order().SequenceEqual(new int?[] { ExitCodes.Success, ExitCodes.InvalidOptions }), $"exits {string.Join(", ", exits)}\n{all}");
        var (winner, loser) = exits[0] == ExitCodes.Success ? (first, second) : (second, first);
        var runId = RunManifest.Read(_repository.Out).Manifest!.RunId;
        Assert.Contains($"Run {runId}", winner.Output, StringComparison.Ordinal);
        // Refused while the winner runs ("is in use by run …"); in the unlikely case that the winner ended first, by its cells.
        var refusal = $"error: --out '{System.Text.RegularExpressions.Regex.Escape(_repository.Out)}' (is in use by|already holds the cells of) run {runId}";
        Assert.True(System.Text.RegularExpressions.Regex.IsMatch(loser.Errors, refusal), loser.Errors);
        Assert.DoesNotContain("   at ", all, StringComparison.Ordinal);
        Assert.Equal(2, Directory.EnumerateDirectories(Path.Combine(_repository.Out, "cells")).Count());
    }

    public void Dispose() => _repository.Dispose();
}
