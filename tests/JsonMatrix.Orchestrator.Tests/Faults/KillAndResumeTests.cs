using System;
using System.Collections.Generic;
using System.IO;
using JsonMatrix.Orchestrator.Cells;
using JsonMatrix.Orchestrator.Tests.Fakes;
using JsonMatrix.Orchestrator.Tests.Support;
using JsonMatrix.Orchestrator.Workflows;
using Xunit;

namespace JsonMatrix.Orchestrator.Tests.Faults;

/// <summary>`kill -9` in the middle of a cell, then `run --resume`: the finished cell is kept untouched, the killed
/// one runs again, the report holds both. The throwaway repository's bench "publishes" a shell script that writes
/// what a successful bench writes, except on its second run, which sleeps until it is killed.</summary>
public sealed class KillAndResumeTests : IDisposable
{
    private static readonly string TwoCells = Path.Combine(RepositoryFiles.TestsRoot, "Integration", "two-cells.matrix.yaml");
    private static readonly TimeSpan Patience = TimeSpan.FromSeconds(90);
    private const string FirstCell = "net10.0_system-text-json_default_cached";
    private const string SecondCell = "net10.0_newtonsoft_default_cached";
    private readonly TestRepository _repository = new();

    public KillAndResumeTests()
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
        var state = Path.Combine(_repository.Root, "bench-state");
        File.WriteAllText(Path.Combine(_repository.Root, "bench", "fake-bench.sh"), $$$"""
            #!/bin/sh
            artifacts=""
            while [ $# -gt 0 ]; do
              if [ "$1" = "--artifacts" ]; then artifacts="$2"; fi
              shift
            done
            runs=$(cat '{{{state}}}.runs' 2>/dev/null || echo 0)
            echo $((runs + 1)) > '{{{state}}}.runs'
            if [ "$runs" = "1" ]; then
              echo $$ > '{{{state}}}.pid'
              exec sleep 300
            fi
            mkdir -p "$artifacts/bdn/results"
            echo '{"schemaVersion":1,"validation":[{"payload":"small","status":"ok"}],"unsupported":[],"durations":{"validationMs":100,"benchmarkMs":2000}}' > "$artifacts/metadata.json"
            echo '{"Benchmarks": []}' > "$artifacts/bdn/results/Bench-report-full.json"
            """.ReplaceLineEndings("\n"));
        StatePid = state + ".pid";
    }

    private string StatePid { get; }

    [Fact]
    public void A_run_killed_mid_cell_resumes_keeping_the_finished_cell_and_rerunning_the_killed_one()
    {
        var firstCellJson = Path.Combine(_repository.Out, "cells", FirstCell, "cell.json");
        using (var killed = new ChildOrchestrator(_repository.Root, new Dictionary<string, string>(),
            "run", "--matrix", TwoCells, "--out", _repository.Out, "--isolation", "process"))
        {
            Assert.True(killed.WaitForOutput($"[2/2] {SecondCell}: run", Patience), killed.Output + killed.Errors);
            killed.Signal("KILL");
            Assert.Equal(137, killed.WaitForExit(Patience));
        }

        Assert.Equal(CellStatus.Ok, CellFolderReader.Record(Path.GetDirectoryName(firstCellJson)!)!.Status);
        Assert.False(File.Exists(Path.Combine(_repository.Out, "cells", SecondCell, "cell.json")));
        Assert.False(File.Exists(Path.Combine(_repository.Out, "report.md")));
        var firstWritten = File.GetLastWriteTimeUtc(firstCellJson);

        using var resumed = new ChildOrchestrator(_repository.Root, new Dictionary<string, string>(), "run", "--resume", _repository.Out);

        Assert.Equal(ExitCodes.Success, resumed.WaitForExit(Patience));
        Assert.Equal(firstWritten, File.GetLastWriteTimeUtc(firstCellJson));
        Assert.Equal(CellStatus.Ok, CellFolderReader.Record(Path.Combine(_repository.Out, "cells", SecondCell))!.Status);
        Assert.Contains("2 cells: 2 ok, 0 failed", resumed.Output, StringComparison.Ordinal);
        Assert.True(new FileInfo(Path.Combine(_repository.Out, "report.md")).Length > 0);
    }

    public void Dispose()
    {
        // kill -9 leaves the bench's sleep behind: end it by the pid it wrote, nothing else.
        if (File.Exists(StatePid) && int.TryParse(File.ReadAllText(StatePid).Trim(), out var pid))
        {
            try
            {
                System.Diagnostics.Process.GetProcessById(pid).Kill();
            }
            catch (ArgumentException)
            {
            }
        }

        _repository.Dispose();
    }
}
