namespace JsonMatrix.Bench.SteadyState;

/// <summary>How the cell's warm-up ended: its length, how many rounds of every benchmark it ran, the methods compiled
/// meanwhile, and whether the JIT had gone quiet (null where the runtime cannot tell: a fixed length was used).</summary>
public sealed record WarmupOutcome(long Milliseconds, int Rounds, long? CompiledMethods, bool? Steady, string Rule);
