using System;
using System.Diagnostics;
using System.IO;
using JsonMatrix.Web.Tests.Fakes;
using Xunit;

namespace JsonMatrix.Web.Tests.Running;

/// <summary>The real executable (the apphost beside the tests) with --server-cpus.</summary>
public sealed class PinnedStartTests : IDisposable
{
    private readonly OutDirectory _out = new();

    [Fact]
    public void The_server_starts_on_its_cpus_so_the_runtime_counts_only_those()
    {
        var (exit, output) = RunApp("--serializer", "system-text-json", "--out", _out.Path, "--validate", "--server-cpus", "0");

        Assert.True(exit == 0, output);
        var result = _out.ReadResult();
        Assert.Equal(1, result.Runtime.ProcessorCount);
        Assert.Equal("0", result.Settings.ServerCpus);
    }

    [Fact]
    public void A_cpu_list_taskset_refuses_exits_2_before_anything_starts()
    {
        var (exit, output) = RunApp("--serializer", "system-text-json", "--out", _out.Path, "--server-cpus", "4095");

        Assert.Equal(2, exit);
        Assert.Contains("error: could not pin the server to CPUs '4095' (--server-cpus)", output);
        Assert.False(Directory.Exists(_out.Path));
    }

    private static (int Exit, string Output) RunApp(params string[] args)
    {
        var start = new ProcessStartInfo(Path.Combine(AppContext.BaseDirectory, "JsonMatrix.Web"))
        {
            RedirectStandardOutput = true,
            RedirectStandardError = true,
        };
        foreach (var arg in args)
        {
            start.ArgumentList.Add(arg);
        }

        using var app = Process.Start(start)!;
        var stderr = app.StandardError.ReadToEndAsync();
        var stdout = app.StandardOutput.ReadToEnd();
        Assert.True(app.WaitForExit(120_000), "the app did not finish in two minutes");
        return (app.ExitCode, stdout + stderr.Result);
    }

    public void Dispose() => _out.Dispose();
}
