using JsonMatrix.Web.Running;
using Xunit;

namespace JsonMatrix.Web.Tests.Running;

public class ServerProtocolTests
{
    [Fact]
    public void A_meter_line_carries_the_servers_compiled_methods_back_to_the_driver()
    {
        var line = ServerProtocol.Meter(new ServerMeter(41234, 2, 1234567890, 5321));
        var meter = ServerProtocol.ParseMeter(line);

        Assert.Equal("JSONMATRIX-SERVER-METER 41234 2 1234567890 jit=5321", line);
        Assert.NotNull(meter);
        Assert.Equal((41234, 2, 1234567890, 5321), (meter!.Value.Completed, meter.Value.Non2xx, meter.Value.AllocatedBytes, meter.Value.CompiledMethods));
    }

    [Fact]
    public void A_runtime_that_cannot_count_its_compiled_methods_says_so()
    {
        var meter = ServerProtocol.ParseMeter(ServerProtocol.Meter(new ServerMeter(1, 0, 2, null)));

        Assert.NotNull(meter);
        Assert.Null(meter!.Value.CompiledMethods);
    }

    [Theory]
    [InlineData("JSONMATRIX-SERVER-METER 41234 0 1234567890")]
    [InlineData("JSONMATRIX-SERVER-METER 41234 0 1234567890 5321")]
    [InlineData("JSONMATRIX-SERVER-METER 41234 0 x jit=1")]
    public void A_line_that_is_not_a_whole_meter_is_not_read_as_one(string line) =>
        Assert.Null(ServerProtocol.ParseMeter(line));

    [Fact]
    public void What_a_window_compiled_is_the_difference_of_its_two_meters()
    {
        var window = new ServerMeter(300, 0, 9000, 5400).Since(new ServerMeter(100, 0, 1000, 5321));

        Assert.Equal(79, window.CompiledMethods);
        Assert.Equal(40, window.BytesPerRequest);
    }
}
