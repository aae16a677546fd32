namespace JsonMatrix.Bench.Validation;

/// <summary>One place where the actual output differs from the expected one.</summary>
public sealed class Difference
{
    public Difference(string path, string expected, string actual)
    {
        Path = path;
        Expected = expected;
        Actual = actual;
    }

    /// <summary>A JSON path such as $.clients[3].name.</summary>
    public string Path { get; }

    public string Expected { get; }

    public string Actual { get; }

    public override string ToString() => $"{Path}: expected {Expected}, actual {Actual}";
}
