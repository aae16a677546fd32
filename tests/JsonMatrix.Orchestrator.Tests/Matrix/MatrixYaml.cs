namespace JsonMatrix.Orchestrator.Tests.Matrix;

/// <summary>A small valid matrix.yaml; tests replace parts of it to make one thing wrong at a time.</summary>
public static class MatrixYaml
{
    public const string Valid = """
        runtimes:
          - id: net8.0
            framework: net8.0
            platform: linux
            host: dotnet
          - id: net10.0
            framework: net10.0
            platform: linux
            host: dotnet
        serializers:
          - id: system-text-json
            package: System.Text.Json
            version: inbox
          - id: newtonsoft
            package: Newtonsoft.Json
            version: 13.0.4
        escaping: [default, relaxed]
        lifetimes: [cached, per-call]
        job: quick
        baseline:
          serializer: system-text-json
          runtime: net8.0
        limits:
          cpuset: "1"
          memory: 2GiB
        """;

    public static string With(string original, string replacement) =>
        Valid.Contains(original) ? Valid.Replace(original, replacement) : throw new System.ArgumentException($"'{original}' is not in the test matrix");
}
