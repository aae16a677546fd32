using System.Threading;
using System.Threading.Tasks;
using JsonMatrix.Orchestrator.Running.Execution;
using JsonMatrix.Orchestrator.Running.Images;

namespace JsonMatrix.Orchestrator.Tests.Fakes;

/// <summary>A base image that is always there.</summary>
public sealed class PresentBaseImage : IBaseImageSource
{
    public Task<StepResult<string>> EnsureAsync(string image, CancellationToken cancellationToken) =>
        Task.FromResult(StepResult<string>.Success("present"));
}
