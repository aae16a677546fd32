using System;
using System.Collections.Generic;
using System.Linq;
using BenchmarkDotNet.Analysers;
using BenchmarkDotNet.Columns;
using BenchmarkDotNet.Diagnosers;
using BenchmarkDotNet.Engines;
using BenchmarkDotNet.Exporters;
using BenchmarkDotNet.Loggers;
using BenchmarkDotNet.Reports;
using BenchmarkDotNet.Validators;
using JsonMatrix.Bench.Benchmarks;

namespace JsonMatrix.Bench.Running;

/// <summary>Adds the metric <c>ThreadAllocatedBytesPerOperation</c> (in the Metrics of BenchmarkDotNet's full JSON report): what one operation
/// allocates (on its own thread from .NET 5 on) once steady (<see cref="AllocationMeter"/>), measured in this process after
/// BenchmarkDotNet has run the case. BenchmarkDotNet's own figure (Memory.BytesAllocatedPerOperation; 0.14 and 0.15.8 alike, docs/performance.md) does not
/// repeat: it reads GC.GetTotalAllocatedBytes(precise) around one iteration whose operation count the pilot picks anew
/// each run, and that counter grows by a few hundred to a few thousand bytes at every garbage collection inside the
/// iteration (BenchmarkDotNet forces one at its start, the workload triggers more) and by what other threads allocate,
/// so a varying extra is divided by a varying count. This metric counts only batches without any collection, and repeats exactly.</summary>
public sealed class ThreadAllocationDiagnoser : IDiagnoser
{
    public static readonly ThreadAllocationDiagnoser Instance = new();

    private readonly List<string> _failures = new();

    public IEnumerable<string> Ids => new[] { nameof(ThreadAllocationDiagnoser) };

    public IEnumerable<IExporter> Exporters => Array.Empty<IExporter>();

    public IEnumerable<IAnalyser> Analysers => Array.Empty<IAnalyser>();

    public RunMode GetRunMode(BenchmarkDotNet.Running.BenchmarkCase benchmarkCase) => RunMode.NoOverhead;

    public void Handle(HostSignal signal, DiagnoserActionParameters parameters)
    {
    }

    public IEnumerable<Metric> ProcessResults(DiagnoserResults results)
    {
        var benchmark = results.BenchmarkCase;
        var method = benchmark.Descriptor.WorkloadMethod.Name;
        var payload = benchmark.Parameters.Items.FirstOrDefault(p => p.Name == nameof(SerializerBenchmarks.Payload))?.Value as string;
        var measurement = Measure(payload, method);
        if (measurement.Failure != null)
        {
            _failures.Add($"{method} {payload}: {measurement.Failure}");
        }

        // No metric rather than NaN: BenchmarkDotNet's JSON exporter writes NaN as a bare token, which is not JSON.
        return measurement.BytesPerOperation is { } bytes
            ? new[] { new Metric(ThreadAllocatedDescriptor.Instance, bytes) }
            : Array.Empty<Metric>();
    }

    public void DisplayResults(ILogger logger)
    {
        foreach (var failure in _failures)
        {
            logger.WriteLineError("// ThreadAllocatedBytesPerOperation not measured: " + failure);
        }
    }

    public IEnumerable<ValidationError> Validate(ValidationParameters validationParameters) => Array.Empty<ValidationError>();

    private static AllocationMeasurement Measure(string? payload, string method)
    {
        if (!RuntimeAllocationProbe.IsAvailable)
        {
            return AllocationMeasurement.Failed(0, 0, "GC.GetAllocatedBytesForCurrentThread does not exist on .NET Framework or Mono");
        }

        if (payload == null || BenchmarkSession.Current == null)
        {
            return AllocationMeasurement.Failed(0, 0, "no payload parameter or no benchmark session");
        }

        var operation = OperationInvoker.For(BenchmarkSession.Current.Runner(payload), method);
        IAllocationProbe probe = BenchmarkSession.Current.Configuration.Lifetime == Serializers.OptionsLifetime.PerCall
            ? new CompilingEveryCallProbe(RuntimeAllocationProbe.Instance)
            : RuntimeAllocationProbe.Instance;
        return operation == null
            ? AllocationMeasurement.Failed(0, 0, $"'{method}' is not an operation of {nameof(SerializerBenchmarks)}")
            : AllocationMeter.Measure(operation, probe);
    }

    private sealed class ThreadAllocatedDescriptor : IMetricDescriptor
    {
        public static readonly IMetricDescriptor Instance = new ThreadAllocatedDescriptor();

        public string Id => "ThreadAllocatedBytesPerOperation";

        public string DisplayName => "Allocated/op (thread)";

        public string Legend => "Bytes one operation allocates (on its own thread from .NET 5 on) once steady " +
            $"({AllocationMeter.RequiredEqualBatches} equal batches without garbage collection or JIT compilation)";

        public string NumberFormat => "0.##";

        public UnitType UnitType => UnitType.Dimensionless;

        public string Unit => "B";

        public bool TheGreaterTheBetter => false;

        public int PriorityInCategory => 0;

        public bool GetIsAvailable(Metric metric) => !double.IsNaN(metric.Value);
    }
}
