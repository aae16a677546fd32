using System.CommandLine;
using System.Linq;
using JsonMatrix.Orchestrator.Docker;
using JsonMatrix.Orchestrator.Provisioning;
using JsonMatrix.Orchestrator.Running.Images;
using JsonMatrix.Orchestrator.Workflows;
using JsonMatrix.Orchestrator.Workflows.Clean;

namespace JsonMatrix.Orchestrator.Cli;

/// <summary>`doctor [--fix]`: what runs need on this machine, and (as root on Debian) provisioning it.</summary>
public static class DoctorCommand
{
    public static Command Create(OrchestratorServices services)
    {
        var command = new Command("doctor", "Check what runs need (Docker engine, base image, debootstrap, Mono) and, with --fix, provision it (root, Debian)");
        var fix = new Option<bool>("--fix")
        {
            Description = "Install missing packages with apt-get, start the Docker service, build the base image; a second run does nothing",
        };
        var baseImage = new Option<string>("--base-image")
        {
            Description = "The base image the cell images build FROM",
            HelpName = "NAME",
            DefaultValueFactory = _ => BenchImages.DefaultBaseImage,
        };
        command.Options.Add(fix);
        command.Options.Add(baseImage);
        command.SetAction(async (parseResult, cancellationToken) =>
        {
            if (ImageName.Check("--base-image", parseResult.GetValue(baseImage) ?? BenchImages.DefaultBaseImage) is { } imageError)
            {
                return Errors.Print(services, [imageError]);
            }

            var (engine, engineError) = services.Engine();
            if (engine is null)
            {
                return Errors.Print(services, [engineError!]);
            }

            var isFix = parseResult.GetValue(fix);
            services.Out.WriteLine(isFix ? "JsonMatrix doctor --fix: checking and provisioning what runs need" : "JsonMatrix doctor: checking what runs need (--fix provisions it)");
            var baseImages = new BaseImageProvisioner(engine, services.Processes, services.System, services.ScratchDirectory,
                note => services.Out.WriteLine($"  ...      {note}"));
            var doctor = new Doctor(services.System, services.Processes, engine, engine.Endpoint == DockerEndpoint.Default.Description, baseImages,
                line => services.Out.WriteLine($"  {line.State,-8} {line.Subject}: {line.Detail}"),
                token => CurrentImages.DefaultSurveyAsync(services, engine, parseResult.GetValue(baseImage) ?? BenchImages.DefaultBaseImage, token),
                token => services.Steadiness(services.Machine().Cpus, System.TimeSpan.FromSeconds(Doctor.SteadinessSeconds), token));
            var lines = await doctor.RunAsync(parseResult.GetValue(baseImage) ?? BenchImages.DefaultBaseImage, isFix, cancellationToken);

            var done = lines.Count(line => line.State == DoctorLine.Fixed);
            var open = lines.Where(line => line.NeedsAttention).ToList();
            services.Out.WriteLine(
                open.Count == 0 && done == 0 ? "Nothing to do: this machine has everything runs need."
                : open.Count == 0 ? $"Done: provisioned {done} item(s); this machine has everything runs need."
                : open.Any(line => line.State == DoctorLine.Missing) && !isFix ? "Run `dotnet run --project orchestrator -- doctor --fix` (as root) to provision what is missing."
                : "Some items need you (see above); runs fall back to --isolation process without a Docker engine.");
            return open.Count == 0 ? ExitCodes.Success : ExitCodes.Failed;
        });
        return command;
    }
}
