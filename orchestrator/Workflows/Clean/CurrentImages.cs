using System.Collections.Generic;
using System.Threading;
using System.Threading.Tasks;
using JsonMatrix.Orchestrator.Cleanup;
using JsonMatrix.Orchestrator.Docker;
using JsonMatrix.Orchestrator.Running.Containers;
using JsonMatrix.Orchestrator.Running.Images;
using JsonMatrix.Orchestrator.Workflows.Run;

namespace JsonMatrix.Orchestrator.Workflows.Clean;

/// <summary>The images `run` would use now, which `clean` keeps: for `clean` itself and for doctor's look at what a
/// default `clean` would find.</summary>
public static class CurrentImages
{
    /// <summary>The tags `run` would build for the matrix's cells with this repository's sources and SDK.</summary>
    public static async Task<IReadOnlySet<string>> TagsAsync(OrchestratorServices services, string root, LoadedMatrix matrix, string baseImage, CancellationToken cancellationToken) =>
        CurrentImageTags.Of(root, matrix.Definition, matrix.AllCells, await RunValidation.SdkVersionAsync(services, root, cancellationToken).ConfigureAwait(false), baseImage);

    /// <summary>What a default `clean` would find (the default matrix; current images kept), for doctor.</summary>
    public static async Task<EngineResult<ImageSurvey>> DefaultSurveyAsync(OrchestratorServices services, IContainerEngine engine, string baseImage, CancellationToken cancellationToken)
    {
        var (root, rootError) = RepositoryLocator.Find();
        var (loaded, errors) = root is null ? (null, [rootError!]) : MatrixLoader.Load(null, root, [], null);
        if (loaded is null)
        {
            return EngineResult<ImageSurvey>.Failure($"cannot tell which images are current: {errors[0]}");
        }

        var current = await TagsAsync(services, root!, loaded, baseImage, cancellationToken).ConfigureAwait(false);
        return await new ImageCleaner(engine, new StaleContainerSweep(engine, services.ProcessTable)).SurveyAsync(current, includeCurrent: false, cancellationToken).ConfigureAwait(false);
    }
}
