using JsonMatrix.Contracts.Cells;

namespace JsonMatrix.Bench.Metadata;

/// <summary>Puts metadata.json (contracts' <see cref="BenchMetadataJson"/>) into the cell's artifacts folder.</summary>
public static class MetadataWriter
{
    public static string Write(BenchMetadata metadata, string directory) =>
        ArtifactFile.Write(directory, CellFolder.MetadataPath, stream => BenchMetadataJson.Write(stream, metadata));
}
