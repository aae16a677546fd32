using System.IO;
using JsonMatrix.Contracts.Cells;

namespace JsonMatrix.Bench.ColdStart;

/// <summary>Puts cold-start.json (contracts' <see cref="ColdStartResultJson"/>) into the cell's artifacts folder.</summary>
public static class ColdStartFile
{
    public static string Write(ColdStartResult result, string directory)
    {
        Directory.CreateDirectory(directory);
        var path = CellFolder.ColdStartPath(directory);
        using var stream = File.Create(path);
        ColdStartResultJson.Write(stream, result);
        return path;
    }
}
