using System.IO;
using JsonMatrix.Contracts.Cells;
using JsonMatrix.Contracts.Web;

namespace JsonMatrix.Web.Running;

/// <summary>Writes web-result.json atomically: a reader (the orchestrator collecting a cell) sees the old file or the
/// whole new one, never half of it.</summary>
public static class ResultFile
{
    public static string Write(string directory, WebCellResult result)
    {
        Directory.CreateDirectory(directory);
        var path = CellFolder.WebResultPath(directory);
        var temporary = path + ".tmp-" + System.Guid.NewGuid().ToString("N");
        using (var stream = new FileStream(temporary, FileMode.Create, FileAccess.Write, FileShare.None))
        {
            WebCellResultJson.Write(stream, result);
            stream.Flush(flushToDisk: true);
        }

        File.Move(temporary, path, overwrite: true);
        return path;
    }

    /// <summary>A rotation's exit code for one serializer (<see cref="WebGroupLayout"/>), atomically too.</summary>
    public static void WriteExitCode(string directory, int exitCode)
    {
        Directory.CreateDirectory(directory);
        var path = WebGroupLayout.ExitCodePath(directory);
        var temporary = path + ".tmp-" + System.Guid.NewGuid().ToString("N");
        File.WriteAllText(temporary, exitCode.ToString(System.Globalization.CultureInfo.InvariantCulture) + "\n");
        File.Move(temporary, path, overwrite: true);
    }
}
