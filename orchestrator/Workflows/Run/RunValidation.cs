using System;
using System.Collections.Generic;
using System.IO;
using System.Linq;
using System.Threading;
using System.Threading.Tasks;
using JsonMatrix.Contracts.Cells;
using JsonMatrix.Orchestrator.Cells;
using JsonMatrix.Orchestrator.Docker;
using JsonMatrix.Orchestrator.Matrix;
using JsonMatrix.Orchestrator.Running.Execution;
using JsonMatrix.Orchestrator.Running.Images;
using JsonMatrix.Orchestrator.Running.Processes;

namespace JsonMatrix.Orchestrator.Workflows.Run;

/// <summary>A run whose every input was checked: what the later steps of <see cref="RunPipeline"/> start from.</summary>
/// <param name="Recorded">The run.json of the run being resumed; null for a new run.</param>
/// <param name="Inputs">What this run records in run.json (and a resumed run must match).</param>
/// <param name="Requested">--isolation; null means container when an engine answers, else process.</param>
/// <param name="Repeats">--repeat: how many times each cell runs.</param>
public sealed record ValidatedRun(
    string Root,
    RunRequest Request,
    RunManifest? Recorded,
    LoadedMatrix Matrix,
    IContainerEngine? Engine,
    Isolation? Requested,
    string RunId,
    DateTimeOffset StartedUtc,
    string Output,
    RunManifest Inputs,
    int Repeats,
    Packages.IPackageVersionSource PackageSource)
{
    public MatrixDefinition Definition => Matrix.Definition;
}

/// <summary>The run's first step: every option, the matrix, the engine's address, the output folder and the machine's
/// room for the matrix's limits are checked before any work starts, and every problem is reported at once.</summary>
public static class RunValidation
{
    public static async Task<(ValidatedRun? Run, IReadOnlyList<string> Errors)> ValidateAsync(
        RunRequest given, OrchestratorServices services, CancellationToken cancellationToken)
    {
        var (root, rootError) = RepositoryLocator.Find();
        if (root is null)
        {
            return (null, [rootError!]);
        }

        var (request, recorded, resumeErrors) = RunResumption.Apply(given);
        if (request is null)
        {
            return (null, resumeErrors);
        }

        var errors = new List<string>();
        var jobError = ChoiceCheck.Check("--job", request.Job, KnownIds.Jobs);
        var isolationError = ChoiceCheck.Check("--isolation", request.Isolation, ["container", "process"]);
        var (repeats, repeatError) = RepeatOption.Parse(request.Repeat);
        errors.AddRange(new[] { jobError, isolationError, repeatError }.OfType<string>());
        var (matrix, matrixErrors) = MatrixLoader.Load(request.MatrixPath, root, request.Filters, jobError is null ? request.Job : null);
        errors.AddRange(matrixErrors);
        Isolation? requested = request.Isolation switch { "container" => Isolation.Container, "process" => Isolation.Process, _ => null };
        IContainerEngine? engine = null;
        if (requested != Isolation.Process)
        {
            var (found, engineError) = services.Engine();
            engine = found;
            if (engineError is not null)
            {
                errors.Add(engineError);
            }
        }

        var startedUtc = services.Time.GetUtcNow();
        var runId = recorded?.RunId ?? RunId.New(startedUtc);
        var (output, outputError) = OutputFolderCheck.FullPath("--out", request.OutputDirectory ?? Path.Combine(root, "results", runId));
        errors.AddRange(new[] { outputError ?? OutputFolderCheck.Check("--out", output!), ImageName.Check("--base-image", request.BaseImage) }.OfType<string>());
        if (output is not null && outputError is null && recorded is null && RunResumption.RefuseForeignOutput(output) is { } foreign)
        {
            errors.Add(foreign);
        }

        if (matrix is not null)
        {
            errors.AddRange(MachineFit.Check(matrix.Definition.Limits, services.Machine(), checkMemory: requested != Isolation.Process, matrix.FileName));
        }

        // One source for the run: it lists the NuGet sources once, and the plan step asks it again for runtime packs.
        var packageSource = services.PackageVersionSource(root);
        if (errors.Count == 0 && matrix is not null)
        {
            errors.AddRange(await Packages.SerializerVersionCheck.ErrorsAsync(matrix.Cells, packageSource, matrix.FileName, cancellationToken).ConfigureAwait(false));
        }

        if (errors.Count > 0 || matrix is null || output is null)
        {
            return (null, errors);
        }

        if (request.Repeat is null)
        {
            repeats = matrix.Definition.Processes;
        }

        var inputs = RunResumption.Describe(runId, recorded?.StartedUtc ?? startedUtc.UtcDateTime, Path.GetFullPath(request.MatrixPath ?? Path.Combine(root, MatrixLoader.DefaultFileName)),
            request, matrix, root, await SdkVersionAsync(services, root, cancellationToken).ConfigureAwait(false), repeats) with { Lock = RunFolderHolder.Current() };
        if (recorded is not null && ResumeCheck.Differences(recorded, inputs) is { Count: > 0 } differences)
        {
            return (null, [.. differences.Select(difference => $"--resume {output}: {difference}. Start a new run instead.")]);
        }

        return (new ValidatedRun(root, request, recorded, matrix, engine, requested, runId, startedUtc, output, inputs, repeats, packageSource), []);
    }

    /// <summary>`dotnet --version` at the repository root (its global.json picks the SDK), as the publish hash uses it.</summary>
    internal static async Task<string> SdkVersionAsync(OrchestratorServices services, string root, CancellationToken cancellationToken)
    {
        var result = await services.Processes.RunAsync(
            new ProcessRequest("dotnet", ["--version"], TimeSpan.FromSeconds(60), root, new Dictionary<string, string?> { ["DOTNET_NOLOGO"] = "1" }),
            cancellationToken).ConfigureAwait(false);
        return result.Succeeded ? result.StandardOutput.Trim() : "unknown";
    }
}
