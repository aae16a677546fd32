using System.Collections.Generic;
using System.IO;
using JsonMatrix.Bench.Metadata;
using JsonMatrix.Contracts.Web;
using JsonMatrix.Web.Cli;
using JsonMatrix.Web.Formatters;

namespace JsonMatrix.Web.Running;

/// <summary>What the cell has found so far, written as web-result.json whenever the cell ends, however it ends.</summary>
internal sealed class CellRecorder
{
    private readonly WebOptions _options;
    private readonly IFormatterSetup _formatters;
    private readonly WebSettings _settings;
    private readonly TextWriter _log;

    public CellRecorder(WebOptions options, IFormatterSetup formatters, WebSettings settings, TextWriter log)
    {
        _options = options;
        _formatters = formatters;
        _settings = settings;
        _log = log;
    }

    public IReadOnlyList<WebValidation> Validation { get; set; } = new WebValidation[0];
    public List<WebScenario> Scenarios { get; } = new();
    public long ValidationMs { get; set; }
    public long MeasurementMs { get; set; }

    public void Write()
    {
        var runtime = CurrentRuntime.Describe();
        var result = new WebCellResult(_formatters.Id,
            new WebRuntime(runtime.FrameworkDescription ?? "", runtime.TargetFramework ?? "", runtime.OsDescription ?? "", runtime.ProcessorCount ?? 0,
                MachineProbe.Describe(), GarbageCollectorProbe.Describe()),
            LoadedAssemblies.Of(_formatters), _settings, Validation, Scenarios, new WebDurations(ValidationMs, MeasurementMs));
        _log.WriteLine($"wrote {ResultFile.Write(_options.OutDirectory, result)}");
    }
}
