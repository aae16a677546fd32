using System.IO;
using System.Linq;
using System.Text;
using System.Text.Json;
using JsonMatrix.Bench.Drift;
using JsonMatrix.Bench.Metadata;
using JsonMatrix.Contracts.Cells;
using Xunit;

namespace JsonMatrix.Bench.Tests.Drift;

public class DriftRecordingTests
{
    [Fact]
    public void The_calibration_round_takes_a_positive_time()
    {
        Assert.True(Calibration.MedianRoundNanoseconds(pinned: false) > 0);
    }

    [Fact]
    public void On_linux_the_load_average_and_cpu_counters_are_read_from_proc()
    {
        if (!File.Exists("/proc/loadavg")) return; // Windows: the load is not visible, and the bench records null.
        var before = MachineLoad.Sample();
        var after = MachineLoad.Sample();

        Assert.NotNull(before.LoadAverage);
        Assert.True(before.CpuTimes!.Length >= 8, "the cpu line of /proc/stat has a steal column");
        Assert.InRange(MachineLoad.StealPercent(before, after) ?? 0, 0, 100);
    }

    [Fact]
    public void Metadata_with_a_drift_record_writes_the_drift_object()
    {
        var metadata = new BenchMetadata(1, "newtonsoft", "default", "cached", "lean", CurrentRuntime.Describe(), [], null, [], [], [], 1, 2)
        {
            Drift = new DriftSample(1000, 1100, 0.5, 1.5, null),
        };
        using var stream = new MemoryStream();
        BenchMetadataJson.Write(stream, metadata);

        using var json = JsonDocument.Parse(Encoding.UTF8.GetString(stream.ToArray()));
        var drift = json.RootElement.GetProperty("drift");
        Assert.Equal(1000, drift.GetProperty("calibrationBeforeNs").GetDouble());
        Assert.Equal(1100, drift.GetProperty("calibrationAfterNs").GetDouble());
        Assert.Equal(1.5, drift.GetProperty("loadAverageAfter").GetDouble());
        Assert.Equal(JsonValueKind.Null, drift.GetProperty("stealPercent").ValueKind);
    }
}
