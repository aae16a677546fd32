using System.Collections.Generic;
using System.Linq;
using System.Threading;
using System.Threading.Tasks;
using JsonMatrix.Orchestrator.Provisioning;
using JsonMatrix.Orchestrator.Statistics;
using JsonMatrix.Orchestrator.Tests.Fakes;
using Xunit;

namespace JsonMatrix.Orchestrator.Tests.Provisioning;

public sealed class DoctorTests
{
    private const string Base = "debian:bookworm-slim";

    private readonly FakeSystemFacts _system = new();
    private readonly FakeContainerEngine _engine = new();
    private readonly FakeProcessRunner _processes;

    private bool InitScriptFails { get; set; }

    public DoctorTests()
    {
        _processes = new FakeProcessRunner(request =>
        {
            if (request.FileName == "/etc/init.d/docker" && InitScriptFails)
            {
                return FakeProcessRunner.Failed(2, "/etc/init.d/docker: 86: ulimit: error setting limit (Operation not permitted)");
            }

            if (request.FileName is "/etc/init.d/docker" or "setsid")
            {
                _engine.Reachable = true;
            }

            if (request.FileName == "debootstrap")
            {
                System.IO.Directory.CreateDirectory(System.IO.Path.Combine(request.Arguments[2], "etc"));
            }

            if (request.FileName == "apt-get" && request.Arguments[0] == "install")
            {
                foreach (var package in request.Arguments.Skip(4))
                {
                    _system.Commands.Add(package == "docker.io" ? "dockerd" : package == "mono-devel" ? "mono" : package);
                    if (package == "zlib1g-dev") _system.Files.Add("/usr/include/zlib.h");
                }
            }

            return FakeProcessRunner.Succeeded();
        });
    }

    [Fact]
    public async Task A_machine_with_everything_gets_only_ok_lines_and_nothing_is_run()
    {
        _engine.Images.Add(Base);

        var lines = await RunAsync(fix: true);

        Assert.All(lines, line => Assert.Equal(DoctorLine.Ok, line.State));
        Assert.DoesNotContain(_processes.Requests, request => request.FileName != "dotnet");
    }

    [Fact]
    public async Task Fix_installs_what_is_missing_starts_the_engine_builds_the_base_image_and_a_second_run_does_nothing()
    {
        _system.Commands.ExceptWith(["dockerd", "debootstrap"]);
        _engine.Reachable = false;

        var first = await RunAsync(fix: true);
        var requestsAfterFirst = _processes.Requests.Count;
        var second = await RunAsync(fix: true);

        Assert.Equal(["packages", "Docker engine at unix:///fake/docker.sock", $"base image {Base}"],
            first.Where(line => line.State == DoctorLine.Fixed).Select(line => line.Subject));
        Assert.Contains(_processes.Requests, request => request.FileName == "apt-get"
            && request.Arguments.SequenceEqual(["install", "-y", "-q", "--no-install-recommends", "docker.io", "debootstrap"]));
        Assert.Contains(_processes.Requests, request => request.FileName == "debootstrap"
            && request.Arguments.SequenceEqual(["--variant=minbase", "bookworm", request.Arguments[2]]));
        Assert.Contains($"import {Base}", _engine.Calls);
        Assert.All(second, line => Assert.Equal(DoctorLine.Ok, line.State));
        Assert.Equal(requestsAfterFirst + 1, _processes.Requests.Count); // only `dotnet --version` again
    }

    [Fact]
    public async Task Fix_installs_wrk_for_the_web_app_s_tests_when_it_is_missing()
    {
        _system.Commands.Remove("wrk");
        _engine.Images.Add(Base);

        var lines = await RunAsync(fix: true);

        Assert.Equal(DoctorLine.Fixed, lines.Single(line => line.Subject == "packages").State);
        Assert.Contains(_processes.Requests, request => request.FileName == "apt-get"
            && request.Arguments.SequenceEqual(["install", "-y", "-q", "--no-install-recommends", "wrk"]));
    }

    [Fact]
    public async Task Fix_installs_clang_and_zlib1g_dev_for_nativeaot_publishes_when_they_are_missing()
    {
        _system.Commands.Remove("clang");
        _system.Files.Remove("/usr/include/zlib.h");
        _engine.Images.Add(Base);

        var check = await RunAsync(fix: false);
        var lines = await RunAsync(fix: true);

        Assert.Equal("clang zlib1g-dev: `doctor --fix` (as root) runs apt-get install clang zlib1g-dev", check.Single(line => line.Subject == "packages").Detail);
        Assert.Equal(DoctorLine.Fixed, lines.Single(line => line.Subject == "packages").State);
        Assert.Contains(_processes.Requests, request => request.FileName == "apt-get"
            && request.Arguments.SequenceEqual(["install", "-y", "-q", "--no-install-recommends", "clang", "zlib1g-dev"]));
        Assert.Empty(JsonMatrix.Orchestrator.Running.Publishing.NativeAotToolchain.Missing(_system.HasCommand, _system.FileExists));
    }

    [Fact]
    public async Task When_the_init_script_fails_the_engine_is_started_as_dockerd_in_the_background()
    {
        InitScriptFails = true;
        _engine.Reachable = false;
        _engine.Images.Add(Base);

        var lines = await RunAsync(fix: true);

        var engine = lines.Single(line => line.Subject.StartsWith("Docker engine", System.StringComparison.Ordinal));
        Assert.Equal(DoctorLine.Fixed, engine.State);
        Assert.StartsWith("started with setsid -f sh -c", engine.Detail, System.StringComparison.Ordinal);
        Assert.Equal(["/etc/init.d/docker", "setsid"], _processes.Requests.Select(r => r.FileName).Where(f => f is "/etc/init.d/docker" or "setsid"));
    }

    [Fact]
    public async Task Without_fix_nothing_is_changed_and_each_missing_item_says_how_to_get_it()
    {
        _system.Commands.Remove("debootstrap");

        var lines = await RunAsync(fix: false);

        var missing = lines.Where(line => line.State == DoctorLine.Missing).ToList();
        Assert.Equal(["packages", $"base image {Base}"], missing.Select(line => line.Subject));
        Assert.Contains("apt-get install debootstrap", missing[0].Detail, System.StringComparison.Ordinal);
        Assert.DoesNotContain(_processes.Requests, request => request.FileName is "apt-get" or "debootstrap");
    }

    [Fact]
    public async Task A_user_who_is_not_root_is_told_to_use_sudo_and_nothing_is_installed()
    {
        _system.IsRoot = false;
        _system.Commands.Remove("debootstrap");

        var lines = await RunAsync(fix: true);

        Assert.Equal(DoctorLine.Manual, lines[0].State);
        Assert.Contains("sudo dotnet run --project orchestrator -- doctor --fix", lines[0].Detail, System.StringComparison.Ordinal);
        Assert.DoesNotContain(_processes.Requests, request => request.FileName == "apt-get");
    }

    [Fact]
    public async Task An_unsteady_cpu_is_a_warning_that_does_not_fail_doctor()
    {
        var baseImages = new BaseImageProvisioner(_engine, _processes, _system, System.IO.Path.GetTempPath(), _ => { });
        var doctor = new Doctor(_system, _processes, _engine, engineIsLocalDefault: true, baseImages, _ => { },
            steadiness: _ => [new CpuSteadiness(0, 1.0, 1.0, 1.02, 30), new CpuSteadiness(1, 1.5, 1.0, 1.9, 30)]);

        var lines = await doctor.RunAsync(Base, fix: false, CancellationToken.None);

        var line = Assert.Single(lines, line => line.Subject == "CPU steadiness");
        Assert.Equal(DoctorLine.Warning, line.State);
        Assert.Contains("varied by up to 90 % between 100 ms windows (CPU 0 2 %, CPU 1 90 %", line.Detail, System.StringComparison.Ordinal);
        Assert.False(line.NeedsAttention);
    }

    private async Task<IReadOnlyList<DoctorLine>> RunAsync(bool fix)
    {
        var baseImages = new BaseImageProvisioner(_engine, _processes, _system, System.IO.Path.GetTempPath(), _ => { });
        var doctor = new Doctor(_system, _processes, _engine, engineIsLocalDefault: true, baseImages, _ => { });
        return await doctor.RunAsync(Base, fix, CancellationToken.None);
    }
}
