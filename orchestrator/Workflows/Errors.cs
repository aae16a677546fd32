using System.Collections.Generic;

namespace JsonMatrix.Orchestrator.Workflows;

/// <summary>Prints every validation error at once and gives the exit code for bad options.</summary>
public static class Errors
{
    public static int Print(OrchestratorServices services, IReadOnlyList<string> errors)
    {
        foreach (var error in errors)
        {
            services.Error.WriteLine($"error: {error}");
        }

        return ExitCodes.InvalidOptions;
    }
}
