namespace JsonMatrix.Bench.Running;

/// <summary>
/// The allocation probe for a cell with a new options object per call: such a call compiles new code every time, so a
/// batch without JIT compilation never comes, and waiting for one spent up to 16 s per cell for nothing. Its code never
/// tiers up either (each compilation restarts the call-counting delay), so what a batch allocates does not change with
/// compilation: the JIT is left out of the meter's conditions.
/// </summary>
public sealed class CompilingEveryCallProbe(IAllocationProbe inner) : IAllocationProbe
{
    public long AllocatedBytes() => inner.AllocatedBytes();

    public long CompiledMethods() => 0;

    public bool TryPauseGarbageCollection(long bytes) => inner.TryPauseGarbageCollection(bytes);

    public bool ResumeGarbageCollection() => inner.ResumeGarbageCollection();
}
