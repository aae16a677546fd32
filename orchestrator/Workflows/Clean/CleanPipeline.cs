using System.Globalization;
using System.IO;
using System.Linq;
using System.Threading;
using System.Threading.Tasks;
using JsonMatrix.Orchestrator.Cleanup;
using JsonMatrix.Orchestrator.Reporting.Rendering.Cleanup;
using JsonMatrix.Orchestrator.Running.Containers;
using JsonMatrix.Orchestrator.Running.Images;
using JsonMatrix.Orchestrator.Running.Locks;

namespace JsonMatrix.Orchestrator.Workflows.Clean;

/// <summary>`clean`, step by step: check the options and the engine → make sure no run is using the images (and hold
/// them) → survey what would go and print it → remove it (not on a dry run) and print what that freed.</summary>
public sealed class CleanPipeline
{
    private readonly OrchestratorServices _services;

    public CleanPipeline(OrchestratorServices services) => _services = services;

    private string LockDirectory => Path.Combine(_services.MachineCacheDirectory, "locks");

    public async Task<int> RunAsync(CleanRequest request, CancellationToken cancellationToken)
    {
        var (root, rootError) = RepositoryLocator.Find();
        if (root is null)
        {
            return Errors.Print(_services, [rootError!]);
        }

        var (loaded, matrixErrors) = MatrixLoader.Load(request.MatrixPath, root, [], null);
        var (engine, engineError) = _services.Engine();
        var errors = new[] { ImageName.Check("--base-image", request.BaseImage), engineError }.OfType<string>().Concat(matrixErrors).ToList();
        if (loaded is null || engine is null || errors.Count > 0)
        {
            return Errors.Print(_services, errors);
        }

        if ((await engine.PingAsync(cancellationToken).ConfigureAwait(false)).Error is { } unreachable)
        {
            return Failed(unreachable);
        }

        if (!request.DryRun && new OtherRunsProbe(LockDirectory, []).Sample() is [var other, ..])
        {
            return Failed($"run {other.RunId ?? "?"} (pid {other.ProcessId?.ToString(CultureInfo.InvariantCulture) ?? "?"}) is running on this machine"
                + " and may be about to start an image it just built: clean when it ends (--dry-run works now).");
        }

        // Held while images are surveyed and removed: a run that starts meanwhile waits (ImageLock).
        using var images = request.DryRun ? null : ImageLock.TryExclusive(LockDirectory);
        if (!request.DryRun && images is null)
        {
            return Failed("a run on this machine holds the images (it may be about to start one it just built): clean when it ends (--dry-run works now).");
        }

        var current = await CurrentImages.TagsAsync(_services, root, loaded, request.BaseImage, cancellationToken).ConfigureAwait(false);
        var cleaner = new ImageCleaner(engine, new StaleContainerSweep(engine, _services.ProcessTable));
        var survey = await cleaner.SurveyAsync(current, request.All, cancellationToken).ConfigureAwait(false);
        if (!survey.IsSuccess)
        {
            return Failed(survey.Error!);
        }

        _services.Out.Write(CleanText.Survey(survey.Value, loaded.FileName, request.DryRun));
        if (request.DryRun)
        {
            return ExitCodes.Success;
        }

        var result = await cleaner.RemoveAsync(survey.Value, cancellationToken).ConfigureAwait(false);
        if (!result.IsSuccess)
        {
            return Failed(result.Error!);
        }

        _services.Out.Write(CleanText.Result(result.Value));
        foreach (var (refused, error) in result.Value.Refused)
        {
            _services.Error.WriteLine($"clean: kept {refused.Name}: {error}");
        }

        return result.Value.Refused.Count == 0 ? ExitCodes.Success : ExitCodes.Failed;
    }

    /// <summary>A refusal or an engine's error after the options were good: one line, exit 1.</summary>
    private int Failed(string why)
    {
        _services.Error.WriteLine($"clean: {why}");
        return ExitCodes.Failed;
    }
}
