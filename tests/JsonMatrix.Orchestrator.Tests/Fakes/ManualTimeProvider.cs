using System;

namespace JsonMatrix.Orchestrator.Tests.Fakes;

/// <summary>A clock that moves only when told to.</summary>
public sealed class ManualTimeProvider : TimeProvider
{
    private TimeSpan _elapsed;

    public override long TimestampFrequency => TimeSpan.TicksPerSecond;

    public override long GetTimestamp() => _elapsed.Ticks;

    public override DateTimeOffset GetUtcNow() => new DateTimeOffset(2025, 6, 12, 8, 0, 0, TimeSpan.Zero) + _elapsed;

    public void Advance(TimeSpan by) => _elapsed += by;
}
