using JsonMatrix.Contracts.Cells;

namespace JsonMatrix.Bench.ColdStart;

/// <summary>Puts cold-start.json (contracts' <see cref="ColdStartResultJson"/>) into the cell's artifacts folder.</summary>
public static class ColdStartFile
{
    public static string Write(ColdStartResult result, string directory) =>
        Metadata.ArtifactFile.Write(directory, CellFolder.ColdStartPath, stream => ColdStartResultJson.Write(stream, result));
}
