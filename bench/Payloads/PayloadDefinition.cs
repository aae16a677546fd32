using System;

namespace JsonMatrix.Bench.Payloads;

/// <summary>One payload of the matrix: its id, its root type, how to build it, and its golden JSON.</summary>
public abstract class PayloadDefinition
{
    protected PayloadDefinition(string id, Type type)
    {
        Id = id;
        Type = type;
    }

    public string Id { get; }

    public Type Type { get; }

    /// <summary>What every serializer configured for the web profile must produce, compared as parsed JSON.</summary>
    public abstract string GoldenJson { get; }

    public abstract object CreateValue();

    /// <summary>Calls back with the payload's static type, so serializers run their generic APIs.</summary>
    public abstract TResult Accept<TResult>(IPayloadVisitor<TResult> visitor);
}

public interface IPayloadVisitor<out TResult>
{
    TResult Visit<T>(PayloadDefinition<T> payload) where T : class;
}

public sealed class PayloadDefinition<T> : PayloadDefinition where T : class
{
    private readonly Func<T> _create;
    private readonly Lazy<string> _golden;

    public PayloadDefinition(string id, Func<T> create, Func<string> golden)
        : base(id, typeof(T))
    {
        _create = create;
        _golden = new Lazy<string>(golden);
    }

    public override string GoldenJson => _golden.Value;

    /// <summary>A new object graph on every call; callers keep the one they time.</summary>
    public T Create() => _create();

    public override object CreateValue() => Create();

    public override TResult Accept<TResult>(IPayloadVisitor<TResult> visitor) => visitor.Visit(this);
}
