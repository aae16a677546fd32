using System.Collections.Generic;
using System.Linq;
using JsonMatrix.Bench.Metadata;
using JsonMatrix.Bench.Serializers;
using JsonMatrix.Bench.Validation;
using JsonMatrix.Contracts.Cells;
using FileEmulatedOperation = JsonMatrix.Contracts.Cells.EmulatedOperation;

namespace JsonMatrix.Bench.Running;

/// <summary>Assembles metadata.json's content from the options, the adapter and the gate's verdicts.</summary>
public static class MetadataFactory
{
    public static BenchMetadata Create(
        BenchOptions options, ISerializerAdapter adapter, IReadOnlyList<PayloadValidation> validation, bool? fastPath, long validationMs)
    {
        // System.Text.Json is always listed: the gate and metadata.json use it in every cell.
        var assemblies = new[] { typeof(System.Text.Json.JsonSerializer).Assembly }
            .Concat(adapter.LibraryAssemblies)
            .Distinct()
            .Select(CurrentRuntime.Describe)
            .ToArray();
        var unsupported = validation
            .Where(v => !v.IsSupported)
            .Select(v => new Unsupported(v.Payload, "*", v.Reason ?? ""))
            .ToArray();
        var emulated = adapter.Emulated
            .Where(e => options.Operations.Contains(e.Operation))
            .Select(e => new FileEmulatedOperation(e.Operation, e.Note))
            .ToArray();
        return new BenchMetadata(
            BenchMetadata.CurrentSchemaVersion, options.Serializer, options.Escaping, options.Lifetime, options.Job, CurrentRuntime.Describe(),
            assemblies, BenchMetadataJson.FastPathText(fastPath),
            validation.Select(v => new ValidationOutcome(v.Payload, v.Status, v.Reason, v.Diff)).ToArray(),
            unsupported, emulated, validationMs, BenchmarkMs: 0)
        {
            Compilation = CompilationProbe.Sample(),
        };
    }
}
