using System;
using System.Collections.Generic;
using BenchmarkDotNet.Analysers;
using BenchmarkDotNet.Columns;
using BenchmarkDotNet.Diagnosers;
using BenchmarkDotNet.Engines;
using BenchmarkDotNet.Exporters;
using BenchmarkDotNet.Loggers;
using BenchmarkDotNet.Reports;
using BenchmarkDotNet.Running;
using BenchmarkDotNet.Validators;

namespace JsonMatrix.Bench.Measuring;

/// <summary>
/// Adds the metric <c>MethodsCompiledDuringMeasurement</c> (the Metrics of BenchmarkDotNet's full JSON report): how many methods the JIT compiled,
/// on any thread, between the start and the end of a benchmark's measured iterations. Above zero, the measured code
/// changed under the measurement, or the background compiler shared the benchmark's one CPU: the report marks the result
/// noisy with the count. No metric where the runtime has no counter (.NET Core 3.1, Mono, .NET Framework).
/// </summary>
public sealed class JitDuringMeasurementDiagnoser : IDiagnoser
{
    public const string MetricId = "MethodsCompiledDuringMeasurement";
    public static readonly JitDuringMeasurementDiagnoser Instance = new();

    private readonly Dictionary<BenchmarkCase, long> _compiled = new();
    private long? _before;

    public IEnumerable<string> Ids => new[] { nameof(JitDuringMeasurementDiagnoser) };

    public IEnumerable<IExporter> Exporters => Array.Empty<IExporter>();

    public IEnumerable<IAnalyser> Analysers => Array.Empty<IAnalyser>();

    public RunMode GetRunMode(BenchmarkCase benchmarkCase) => RunMode.NoOverhead;

    public void Handle(HostSignal signal, DiagnoserActionParameters parameters)
    {
        if (signal == HostSignal.BeforeActualRun)
        {
            _before = JitActivity.CompiledMethodCount();
        }
        else if (signal == HostSignal.AfterActualRun && _before is { } before && JitActivity.CompiledMethodCount() is { } after)
        {
            _compiled[parameters.BenchmarkCase] = after - before;
            _before = null;
        }
    }

    public IEnumerable<Metric> ProcessResults(DiagnoserResults results) =>
        _compiled.TryGetValue(results.BenchmarkCase, out var count)
            ? new[] { new Metric(Descriptor.Instance, count) }
            : Array.Empty<Metric>();

    public void DisplayResults(ILogger logger)
    {
    }

    public IEnumerable<ValidationError> Validate(ValidationParameters validationParameters) => Array.Empty<ValidationError>();

    private sealed class Descriptor : IMetricDescriptor
    {
        public static readonly IMetricDescriptor Instance = new Descriptor();

        public string Id => MetricId;

        public string DisplayName => "JIT'd while measured";

        public string Legend => "Methods the JIT compiled (any thread) while the measured iterations ran; above 0 the result is noisy";

        public string NumberFormat => "0";

        public UnitType UnitType => UnitType.Dimensionless;

        public string Unit => "methods";

        public bool TheGreaterTheBetter => false;

        public int PriorityInCategory => 0;

        public bool GetIsAvailable(Metric metric) => true;
    }
}
