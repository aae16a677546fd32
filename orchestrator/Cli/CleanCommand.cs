using System.CommandLine;
using System.IO;
using System.Linq;
using System.Threading;
using System.Threading.Tasks;
using JsonMatrix.Orchestrator.Cleanup;
using JsonMatrix.Orchestrator.Docker;
using JsonMatrix.Orchestrator.Reporting.Rendering.Cleanup;
using JsonMatrix.Orchestrator.Running.Containers;
using JsonMatrix.Orchestrator.Running.Images;
using JsonMatrix.Orchestrator.Running.Locks;
using JsonMatrix.Orchestrator.Workflows;
using JsonMatrix.Orchestrator.Workflows.Run;

namespace JsonMatrix.Orchestrator.Cli;

/// <summary>`clean [--dry-run] [--all]`: removes JsonMatrix's images that the current sources and matrix would not use,
/// the dangling images its builds left, and the containers of runs that no longer run.</summary>
public static class CleanCommand
{
    public static Command Create(OrchestratorServices services)
    {
        var command = new Command("clean", "Remove JsonMatrix images the current sources and matrix would not use, dangling images its builds left, and containers of runs that died");
        var dryRun = new Option<bool>("--dry-run") { Description = "List what would be removed and the space it takes; remove nothing" };
        var all = new Option<bool>("--all") { Description = "Also remove the current images (the next run rebuilds them)" };
        var matrix = CommonOptions.Matrix();
        matrix.Description = "The matrix whose images are current (kept) [default: matrix.yaml at the repository root]";
        var baseImage = new Option<string>("--base-image")
        {
            Description = "The base image the current images build FROM (part of their tag)",
            HelpName = "NAME",
            DefaultValueFactory = _ => BenchImages.DefaultBaseImage,
        };
        command.Options.Add(dryRun);
        command.Options.Add(all);
        command.Options.Add(matrix);
        command.Options.Add(baseImage);
        command.SetAction(async (parseResult, cancellationToken) =>
        {
            var (root, rootError) = RepositoryLocator.Find();
            if (root is null)
            {
                return Errors.Print(services, [rootError!]);
            }

            var image = parseResult.GetValue(baseImage) ?? BenchImages.DefaultBaseImage;
            var (loaded, matrixErrors) = MatrixLoader.Load(parseResult.GetValue(matrix), root, [], null);
            var (engine, engineError) = services.Engine();
            var errors = new[] { ImageName.Check("--base-image", image), engineError }.OfType<string>().Concat(matrixErrors).ToList();
            if (loaded is null || engine is null || errors.Count > 0)
            {
                return Errors.Print(services, errors);
            }

            if ((await engine.PingAsync(cancellationToken)).Error is { } unreachable)
            {
                services.Error.WriteLine($"clean: {unreachable}");
                return ExitCodes.Failed;
            }

            var isDryRun = parseResult.GetValue(dryRun);
            if (!isDryRun && new OtherRunsProbe(Path.Combine(services.MachineCacheDirectory, "locks"), []).Sample() is [var other, ..])
            {
                services.Error.WriteLine($"clean: run {other.RunId ?? "?"} (pid {other.ProcessId?.ToString(System.Globalization.CultureInfo.InvariantCulture) ?? "?"}) is running on this machine"
                    + " and may be about to start an image it just built: clean when it ends (--dry-run works now).");
                return ExitCodes.Failed;
            }

            // Held while images are surveyed and removed: a run that starts meanwhile waits (ImageLock).
            using var images = isDryRun ? null : ImageLock.TryExclusive(Path.Combine(services.MachineCacheDirectory, "locks"));
            if (!isDryRun && images is null)
            {
                services.Error.WriteLine("clean: a run on this machine holds the images (it may be about to start one it just built): clean when it ends (--dry-run works now).");
                return ExitCodes.Failed;
            }

            var sdk = await RunValidation.SdkVersionAsync(services, root, cancellationToken);
            var current = CurrentImageTags.Of(root, loaded.Definition, loaded.AllCells, sdk, image);
            var cleaner = new ImageCleaner(engine, new StaleContainerSweep(engine, services.ProcessTable));
            var survey = await cleaner.SurveyAsync(current, parseResult.GetValue(all), cancellationToken);
            if (!survey.IsSuccess)
            {
                services.Error.WriteLine($"clean: {survey.Error}");
                return ExitCodes.Failed;
            }

            services.Out.Write(CleanText.Survey(survey.Value, loaded.FileName, isDryRun));
            if (isDryRun)
            {
                return ExitCodes.Success;
            }

            var result = await cleaner.RemoveAsync(survey.Value, cancellationToken);
            if (!result.IsSuccess)
            {
                services.Error.WriteLine($"clean: {result.Error}");
                return ExitCodes.Failed;
            }

            services.Out.Write(CleanText.Result(result.Value));
            foreach (var (refused, error) in result.Value.Refused)
            {
                services.Error.WriteLine($"clean: kept {refused.Name}: {error}");
            }

            return result.Value.Refused.Count == 0 ? ExitCodes.Success : ExitCodes.Failed;
        });
        return command;
    }

    /// <summary>What a default `clean` would find (the default matrix; current images kept), for doctor.</summary>
    public static async Task<EngineResult<ImageSurvey>> SurveyAsync(OrchestratorServices services, IContainerEngine engine, string baseImage, CancellationToken cancellationToken)
    {
        var (root, rootError) = RepositoryLocator.Find();
        var (loaded, errors) = root is null ? (null, [rootError!]) : MatrixLoader.Load(null, root, [], null);
        if (loaded is null)
        {
            return EngineResult<ImageSurvey>.Failure($"cannot tell which images are current: {errors[0]}");
        }

        var current = CurrentImageTags.Of(root!, loaded.Definition, loaded.AllCells, await RunValidation.SdkVersionAsync(services, root!, cancellationToken), baseImage);
        return await new ImageCleaner(engine, new StaleContainerSweep(engine, services.ProcessTable)).SurveyAsync(current, includeCurrent: false, cancellationToken);
    }
}
