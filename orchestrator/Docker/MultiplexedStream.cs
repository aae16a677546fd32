using System;
using System.Buffers.Binary;
using System.IO;
using System.Text;
using System.Threading;
using System.Threading.Tasks;

namespace JsonMatrix.Orchestrator.Docker;

/// <summary>Splits the engine's multiplexed log stream (containers without a TTY) into stdout and stderr.</summary>
/// <remarks>Each frame: 1 byte stream type (1 stdout, 2 stderr), 3 zero bytes, a big-endian 4-byte length, the payload.</remarks>
public static class MultiplexedStream
{
    public static async Task<ContainerLogs> ReadAllAsync(Stream stream, CancellationToken cancellationToken)
    {
        var standardOutput = new MemoryStream();
        var standardError = new MemoryStream();
        var header = new byte[8];
        while (await ReadExactlyOrEndAsync(stream, header, cancellationToken).ConfigureAwait(false))
        {
            var length = (int)BinaryPrimitives.ReadUInt32BigEndian(header.AsSpan(4));
            var payload = new byte[length];
            if (!await ReadExactlyOrEndAsync(stream, payload, cancellationToken).ConfigureAwait(false))
            {
                break;
            }

            (header[0] == 2 ? standardError : standardOutput).Write(payload);
        }

        return new ContainerLogs(Encoding.UTF8.GetString(standardOutput.ToArray()), Encoding.UTF8.GetString(standardError.ToArray()));
    }

    /// <summary>False at a clean end of stream or a truncated frame (a container killed mid-write).</summary>
    private static async Task<bool> ReadExactlyOrEndAsync(Stream stream, byte[] buffer, CancellationToken cancellationToken)
    {
        if (buffer.Length == 0)
        {
            return true;
        }

        var read = await stream.ReadAtLeastAsync(buffer, buffer.Length, throwOnEndOfStream: false, cancellationToken).ConfigureAwait(false);
        return read == buffer.Length;
    }
}
