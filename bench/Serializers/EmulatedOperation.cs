namespace JsonMatrix.Bench.Serializers;

/// <summary>An operation measured through the nearest honest equivalent of an API the library lacks.</summary>
public sealed class EmulatedOperation
{
    public EmulatedOperation(string operation, string note)
    {
        Operation = operation;
        Note = note;
    }

    /// <summary>An operation id, e.g. serialize-string.</summary>
    public string Operation { get; }

    public string Note { get; }
}
