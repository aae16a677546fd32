using System;
using System.IO;
using System.Linq;
using System.Runtime.InteropServices;
using JsonMatrix.Web.Running;
using Xunit;

namespace JsonMatrix.Web.Tests.Running;

public sealed class MachineProbeTests
{
    private static readonly string[] OsRelease = ["PRETTY_NAME=\"Debian GNU/Linux 12 (bookworm)\"", "NAME=\"Debian GNU/Linux\"", "VERSION_ID=\"12\""];

    // Two sockets of two cores with two threads each: 8 processors, 4 physical cores.
    private static string[] TwoSocketsWithSmt() =>
        Enumerable.Range(0, 8).SelectMany(i => new[]
        {
            $"processor\t: {i}", "model name\t: Intel(R) Xeon(R) Gold 6338 CPU @ 2.00GHz", $"physical id\t: {i / 4}",
            $"core id\t\t: {i % 2}", "cpu cores\t: 2", "",
        }).ToArray();

    [Fact]
    public void The_processor_and_the_machines_cores_come_from_cpuinfo_and_the_os_from_os_release()
    {
        var machine = MachineProbe.FromFiles(TwoSocketsWithSmt(), OsRelease, "X64");

        Assert.Equal("Intel(R) Xeon(R) Gold 6338 CPU @ 2.00GHz", machine.ProcessorName);
        Assert.Equal((4, 8), (machine.PhysicalCoreCount, machine.LogicalCoreCount));
        Assert.Equal(("Debian GNU/Linux 12 (bookworm)", "X64"), (machine.OsVersion, machine.OsArchitecture));
    }

    [Fact]
    public void Without_model_names_or_core_ids_those_stay_unknown_and_processors_are_still_counted()
    {
        // An ARM kernel's /proc/cpuinfo: no "model name", no "physical id" or "core id".
        var arm = new[] { "processor\t: 0", "BogoMIPS\t: 50.00", "CPU part\t: 0xd0c", "", "processor\t: 1", "BogoMIPS\t: 50.00", "" };

        var machine = MachineProbe.FromFiles(arm, null, "Arm64");

        Assert.Equal((null, null, 2), (machine.ProcessorName, machine.PhysicalCoreCount, machine.LogicalCoreCount));
        Assert.Null(machine.OsVersion);
    }

    [Fact]
    public void Unreadable_files_leave_everything_but_the_architecture_unknown()
    {
        var machine = MachineProbe.FromFiles(null, null, "X64");

        Assert.Equal((null, null, null, null), (machine.ProcessorName, machine.PhysicalCoreCount, machine.LogicalCoreCount, machine.OsVersion));
        Assert.Equal("X64", machine.OsArchitecture);
    }

    // The web app runs on Linux only, as its tests do.
    [Fact]
    public void On_this_machine_the_logical_cores_are_the_machines_at_least_the_processors_the_runtime_may_use()
    {
        var machine = MachineProbe.Describe();

        Assert.Equal(File.ReadLines("/proc/cpuinfo").Count(l => l.StartsWith("processor", StringComparison.Ordinal)), machine.LogicalCoreCount);
        Assert.True(machine.LogicalCoreCount >= Environment.ProcessorCount);
        Assert.Equal(RuntimeInformation.OSArchitecture.ToString(), machine.OsArchitecture);
    }
}
