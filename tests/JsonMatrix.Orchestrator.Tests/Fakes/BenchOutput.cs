using System.IO;

namespace JsonMatrix.Orchestrator.Tests.Fakes;

/// <summary>What a successful bench writes into its artifacts folder, reduced to what the run step reads.</summary>
public static class BenchOutput
{
    public static void WriteSuccess(string artifacts, long validationMs = 100, long benchmarkMs = 2000)
    {
        File.WriteAllText(Path.Combine(artifacts, "metadata.json"),
            """{"schemaVersion":1,"validation":[{"payload":"small","status":"ok"}],"unsupported":[],"durations":{"validationMs":"""
            + validationMs + ""","benchmarkMs":""" + benchmarkMs + "}}");
        var results = Directory.CreateDirectory(Path.Combine(artifacts, "bdn", "results"));
        File.WriteAllText(Path.Combine(results.FullName, "Bench-report-full.json"), "{\"Benchmarks\": []}");
    }

    public static void WriteMismatch(string artifacts) =>
        File.WriteAllText(Path.Combine(artifacts, "metadata.json"),
            """{"schemaVersion":1,"validation":[{"payload":"small","status":"mismatch","reason":"isVIP differs","diff":"$.isVIP: expected true, got false"}],"durations":{"validationMs":50,"benchmarkMs":0}}""");
}
