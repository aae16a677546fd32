using System.Threading;
using System.Threading.Tasks;
using JsonMatrix.Orchestrator.Running.Execution;

namespace JsonMatrix.Orchestrator.Running.Images;

/// <summary>Makes sure the base image the Dockerfiles start FROM exists locally (present, pulled, or built).</summary>
public interface IBaseImageSource
{
    /// <summary>The value says what was done ("present", "pulled", "built with debootstrap in 64 s").</summary>
    Task<StepResult<string>> EnsureAsync(string image, CancellationToken cancellationToken);
}
