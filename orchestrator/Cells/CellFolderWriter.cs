using System.IO;
using System.Threading;
using System.Threading.Tasks;
using JsonMatrix.Contracts.Cells;
using JsonMatrix.Orchestrator.FileSystem;

namespace JsonMatrix.Orchestrator.Cells;

/// <summary>The orchestrator's files in a cell folder (contracts' <see cref="CellFolder"/>): log.txt and cell.json, each
/// written whole or not at all (<see cref="AtomicFile"/>), so a killed run or a full disk never leaves half a file. The
/// bench and the web app write theirs themselves, at the paths <see cref="CellFolder"/> gives them.</summary>
public static class CellFolderWriter
{
    public static async Task WriteRecordAsync(string cellDirectory, CellRecord record, CancellationToken cancellationToken)
    {
        Directory.CreateDirectory(cellDirectory);
        await AtomicFile.WriteAsync(
            CellFolder.RecordPath(cellDirectory),
            (stream, token) => CellRecordJson.WriteAsync(stream, record, token),
            cancellationToken).ConfigureAwait(false);
    }

    public static Task WriteLogAsync(string cellDirectory, string log, CancellationToken cancellationToken) =>
        AtomicFile.WriteAllTextAsync(CellFolder.LogPath(cellDirectory), log, cancellationToken);
}
