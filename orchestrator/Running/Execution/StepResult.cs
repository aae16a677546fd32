using System;

namespace JsonMatrix.Orchestrator.Running.Execution;

/// <summary>What one step of a cell's pipeline gave: a value, or the reason the cell failed (and a log excerpt).</summary>
public sealed class StepResult<T>
{
    private readonly T? _value;

    private StepResult(T? value, string? failure, string? log)
    {
        _value = value;
        Failure = failure;
        Log = log;
    }

    /// <summary>Why the step failed, in one line that names the bad value and the next step; null on success.</summary>
    public string? Failure { get; }

    /// <summary>Output worth keeping in the cell's log.txt (a publish log, a build log).</summary>
    public string? Log { get; }

    public bool IsSuccess => Failure is null;

    public T Value => IsSuccess ? _value! : throw new InvalidOperationException($"The step failed, so it has no value: {Failure}");

    public static StepResult<T> Success(T value, string? log = null) => new(value, null, log);

    public static StepResult<T> Failed(string failure, string? log = null) => new(default, failure, log);
}
