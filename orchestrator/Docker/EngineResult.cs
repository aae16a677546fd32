using System;

namespace JsonMatrix.Orchestrator.Docker;

/// <summary>What a container engine call gave: a value, or an error message that says what to do next.</summary>
public sealed class EngineResult<T>
{
    private readonly T? _value;

    private EngineResult(T? value, string? error)
    {
        _value = value;
        Error = error;
    }

    public string? Error { get; }

    public bool IsSuccess => Error is null;

    public T Value => IsSuccess
        ? _value!
        : throw new InvalidOperationException($"The engine call failed, so it has no value: {Error}");

    public static EngineResult<T> Success(T value) => new(value, null);

    public static EngineResult<T> Failure(string error) => new(default, error);

    public EngineResult<TOther> Cast<TOther>() => EngineResult<TOther>.Failure(Error ?? "no error");
}

/// <summary>The value of calls that only succeed or fail.</summary>
public readonly record struct Done;
