using System.IO;
using JsonMatrix.Contracts.Cells;

namespace JsonMatrix.Bench.Metadata;

/// <summary>Puts metadata.json (contracts' <see cref="BenchMetadataJson"/>) into the cell's artifacts folder.</summary>
public static class MetadataWriter
{
    public static string Write(BenchMetadata metadata, string directory)
    {
        Directory.CreateDirectory(directory);
        var path = CellFolder.MetadataPath(directory);
        using var stream = File.Create(path);
        BenchMetadataJson.Write(stream, metadata);
        return path;
    }
}
