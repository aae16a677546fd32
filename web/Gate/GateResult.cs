using System.Collections.Generic;
using System.Linq;
using JsonMatrix.Contracts.Web;

namespace JsonMatrix.Web.Gate;

/// <summary>The gate's verdict per endpoint, and the body sizes the scenarios report.</summary>
public sealed class GateResult
{
    public GateResult(IReadOnlyList<WebValidation> validation, long getResponseBytes, long postResponseBytes)
    {
        Validation = validation;
        GetResponseBytes = getResponseBytes;
        PostResponseBytes = postResponseBytes;
    }

    public IReadOnlyList<WebValidation> Validation { get; }
    public long GetResponseBytes { get; }
    public long PostResponseBytes { get; }
    public bool Passed => Validation.All(v => v.Status == WebGate.Ok);
}
