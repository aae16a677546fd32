using System;
using System.Formats.Tar;
using System.IO;
using System.Text;
using System.Threading;
using System.Threading.Tasks;
using JsonMatrix.Orchestrator.Docker;
using Xunit;

namespace JsonMatrix.Orchestrator.Tests.Docker;

public sealed class ArchiveExtractorTests : IDisposable
{
    private readonly string _target = Path.Combine(Path.GetTempPath(), "jsonmatrix-extract-" + Guid.NewGuid().ToString("n"));

    [Fact]
    public async Task The_archived_folder_itself_is_dropped_so_its_content_lands_in_the_target()
    {
        var tar = Tar(("out/", null), ("out/metadata.json", "{}"), ("out/bdn/", null), ("out/bdn/results/r-report-full.json", "[]"));

        var error = await ArchiveExtractor.ExtractContentAsync(tar, _target, CancellationToken.None);

        Assert.Null(error);
        Assert.Equal("{}", File.ReadAllText(Path.Combine(_target, "metadata.json")));
        Assert.Equal("[]", File.ReadAllText(Path.Combine(_target, "bdn", "results", "r-report-full.json")));
        Assert.False(Directory.Exists(Path.Combine(_target, "out")));
    }

    [Fact]
    public async Task An_entry_that_climbs_out_of_the_target_is_refused_and_named()
    {
        var tar = Tar(("out/../../escape.txt", "x"));

        var error = await ArchiveExtractor.ExtractContentAsync(tar, _target, CancellationToken.None);

        Assert.Contains("out/../../escape.txt", error, StringComparison.Ordinal);
        Assert.False(File.Exists(Path.Combine(Path.GetDirectoryName(_target)!, "escape.txt")));
    }

    public void Dispose()
    {
        if (Directory.Exists(_target))
        {
            Directory.Delete(_target, recursive: true);
        }
    }

    private static MemoryStream Tar(params (string Name, string? Content)[] entries)
    {
        var stream = new MemoryStream();
        using (var writer = new TarWriter(stream, TarEntryFormat.Pax, leaveOpen: true))
        {
            foreach (var (name, content) in entries)
            {
                var entry = new PaxTarEntry(content is null ? TarEntryType.Directory : TarEntryType.RegularFile, name);
                if (content is not null)
                {
                    entry.DataStream = new MemoryStream(Encoding.UTF8.GetBytes(content));
                }

                writer.WriteEntry(entry);
            }
        }

        stream.Position = 0;
        return stream;
    }
}
