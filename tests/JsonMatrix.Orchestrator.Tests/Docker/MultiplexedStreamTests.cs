using System.IO;
using System.Text;
using System.Threading;
using System.Threading.Tasks;
using JsonMatrix.Orchestrator.Docker;
using Xunit;

namespace JsonMatrix.Orchestrator.Tests.Docker;

public sealed class MultiplexedStreamTests
{
    [Fact]
    public async Task Frames_are_split_into_stdout_and_stderr_in_order()
    {
        var stream = new MemoryStream([.. Frame(1, "out 1\n"), .. Frame(2, "err\n"), .. Frame(1, "out 2\n")]);

        var logs = await MultiplexedStream.ReadAllAsync(stream, CancellationToken.None);

        Assert.Equal("out 1\nout 2\n", logs.StandardOutput);
        Assert.Equal("err\n", logs.StandardError);
    }

    [Fact]
    public async Task A_frame_cut_short_by_a_killed_container_ends_the_logs_without_an_error()
    {
        var whole = Frame(1, "complete\n");
        var cut = Frame(1, "never finished");
        var stream = new MemoryStream([.. whole, .. cut[..12]]);

        var logs = await MultiplexedStream.ReadAllAsync(stream, CancellationToken.None);

        Assert.Equal("complete\n", logs.StandardOutput);
    }

    private static byte[] Frame(byte kind, string text)
    {
        var payload = Encoding.UTF8.GetBytes(text);
        return [kind, 0, 0, 0, (byte)(payload.Length >> 24), (byte)(payload.Length >> 16), (byte)(payload.Length >> 8), (byte)payload.Length, .. payload];
    }
}
