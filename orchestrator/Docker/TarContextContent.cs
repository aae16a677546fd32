using System;
using System.Collections.Generic;
using System.Formats.Tar;
using System.IO;
using System.Linq;
using System.Net;
using System.Net.Http;
using System.Net.Http.Headers;
using System.Threading;
using System.Threading.Tasks;

namespace JsonMatrix.Orchestrator.Docker;

/// <summary>A build context streamed as a tar request body, straight from the host files: a published app is
/// never copied to a temporary folder or held in memory.</summary>
internal sealed class TarContextContent : HttpContent
{
    private readonly IReadOnlyList<BuildContextItem> _items;

    public TarContextContent(IReadOnlyList<BuildContextItem> items)
    {
        _items = items;
        Headers.ContentType = new MediaTypeHeaderValue("application/x-tar");
    }

    protected override Task SerializeToStreamAsync(Stream stream, TransportContext? context) =>
        SerializeToStreamAsync(stream, context, CancellationToken.None);

    protected override async Task SerializeToStreamAsync(Stream stream, TransportContext? context, CancellationToken cancellationToken)
    {
        await using var writer = new TarWriter(stream, TarEntryFormat.Pax, leaveOpen: true);
        foreach (var item in _items)
        {
            if (Directory.Exists(item.HostPath))
            {
                await WriteDirectoryAsync(writer, item.HostPath, item.PathInContext.TrimEnd('/'), cancellationToken).ConfigureAwait(false);
            }
            else
            {
                await writer.WriteEntryAsync(item.HostPath, item.PathInContext, cancellationToken).ConfigureAwait(false);
            }
        }
    }

    private static async Task WriteDirectoryAsync(TarWriter writer, string hostDirectory, string entryPrefix, CancellationToken cancellationToken)
    {
        await writer.WriteEntryAsync(hostDirectory, entryPrefix + "/", cancellationToken).ConfigureAwait(false);
        foreach (var entry in new DirectoryInfo(hostDirectory).EnumerateFileSystemInfos().OrderBy(e => e.Name, StringComparer.Ordinal))
        {
            var name = $"{entryPrefix}/{entry.Name}";
            if (entry is DirectoryInfo && entry.LinkTarget is null)
            {
                await WriteDirectoryAsync(writer, entry.FullName, name, cancellationToken).ConfigureAwait(false);
            }
            else
            {
                await writer.WriteEntryAsync(entry.FullName, name, cancellationToken).ConfigureAwait(false);
            }
        }
    }

    protected override bool TryComputeLength(out long length)
    {
        length = -1;
        return false;
    }
}
