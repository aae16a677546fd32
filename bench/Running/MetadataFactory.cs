using System.Collections.Generic;
using System.Linq;
using JsonMatrix.Bench.Benchmarks;
using JsonMatrix.Bench.Metadata;
using JsonMatrix.Bench.Serializers;
using JsonMatrix.Bench.Validation;

namespace JsonMatrix.Bench.Running;

/// <summary>Assembles metadata.json's content from the options, the adapter and the gate's verdicts.</summary>
public static class MetadataFactory
{
    public static RunMetadata Create(
        BenchOptions options, ISerializerAdapter adapter, IReadOnlyList<PayloadValidation> validation, bool? fastPath, long validationMs)
    {
        // System.Text.Json is always listed: the gate and metadata.json use it in every cell.
        var assemblies = new[] { typeof(System.Text.Json.JsonSerializer).Assembly }
            .Concat(adapter.LibraryAssemblies)
            .Distinct()
            .Select(AssemblyDescription.Of)
            .ToArray();
        var unsupported = validation
            .Where(v => !v.IsSupported)
            .Select(v => new UnsupportedOperation(v.Payload, "*", v.Reason ?? ""))
            .ToArray();
        var emulated = adapter.Emulated.Where(e => options.Operations.Contains(e.Operation)).ToArray();
        return new RunMetadata(
            options.Serializer, options.Escaping, options.Lifetime, options.Job, RuntimeDescription.Current(),
            assemblies, fastPath, validation, unsupported, emulated, validationMs, benchmarkMs: 0);
    }
}
