using System;
using System.IO;

namespace JsonMatrix.Bench.Metadata;

/// <summary>Puts one of the bench's own files (metadata.json, cold-start.json, rounds.json) into the cell's artifacts
/// folder, at the path contracts' CellFolder gives it, and returns that path.</summary>
public static class ArtifactFile
{
    public static string Write(string directory, Func<string, string> pathIn, Action<Stream> write)
    {
        Directory.CreateDirectory(directory);
        var path = pathIn(directory);
        // Written beside and moved into place, so a killed process never leaves a half file that reads as a result.
        var partial = path + ".partial";
        using (var stream = File.Create(partial))
            write(stream);
        // .NET Framework's File.Move cannot overwrite; the bench writes each file once per process, so this is rare.
        if (File.Exists(path)) File.Delete(path);
        File.Move(partial, path);
        return path;
    }
}
