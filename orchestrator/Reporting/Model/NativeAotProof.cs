namespace JsonMatrix.Orchestrator.Reporting.Model;

/// <summary>What shows that a NativeAOT cell ran ahead of time, and what its build cost: from metadata.json's
/// "compilation" (the bench's own answer) and cell.json's "nativeAot" (the publish's binary and warnings). Any part may
/// be null where a file does not say.</summary>
public sealed record NativeAotProof(bool? IsDynamicCodeSupported, long? CompiledMethods, long? BinaryBytes, int? PublishWarnings)
{
    /// <summary>True when the bench itself said it could not generate code and its JIT compiled nothing.</summary>
    public bool RanAheadOfTime => IsDynamicCodeSupported == false && CompiledMethods is null or 0;
}
