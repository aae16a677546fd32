using System;
using System.IO;
using JsonMatrix.Orchestrator.Cells;
using JsonMatrix.Orchestrator.Running.Locks;

namespace JsonMatrix.Orchestrator.Workflows.Run;

/// <summary>A run owns its --out: the folder's lock for the run's whole life, taken once the options are valid and an
/// isolation is chosen (before, a refused run must leave no folder behind).</summary>
public static class OutputClaim
{
    /// <summary>Takes the output folder's lock for the run's life, then (under it, so two runs started at once cannot
    /// both pass) refuses a folder that holds another run, and names this run in run.json at once, so a run refused
    /// from now on can say whose folder it is.</summary>
    public static (RunFolderLock? Lock, string? Error) Take(string output, RunManifest? recorded, RunManifest inputs)
    {
        var option = recorded is null ? "--out" : "--resume";
        var (held, holder, error) = RunFolderLock.TryAcquire(output);
        if (held is null)
        {
            return (null, holder is null
                ? $"{option} '{output}' cannot be locked for the run: {error}. Pass a folder you can write."
                : $"{option} '{output}' is in use by {holder} right now. Wait for it to end (then `run --resume {output}` continues it if it was stopped), or pass another --out.");
        }

        try
        {
            if (recorded is null && RunResumption.RefuseForeignOutput(output) is { } foreign)
            {
                held.Dispose();
                return (null, foreign);
            }

            inputs.Write(output);
            return (held, null);
        }
        catch (Exception exception) when (exception is IOException or UnauthorizedAccessException)
        {
            held.Dispose();
            return (null, $"{option} '{output}': run.json cannot be written: {exception.Message} Pass a folder you can write.");
        }
    }
}
