using System.IO;
using JsonMatrix.Contracts.Cells;
using JsonMatrix.Orchestrator.FileSystem;
using JsonMatrix.Orchestrator.Reports.Input;

namespace JsonMatrix.Orchestrator.Running;

/// <summary>The bench's metadata.json of a cell folder, for the run's verdict and durations (the merge reads it with the
/// folder's other files); read through contracts' <see cref="BenchMetadataJson"/>.</summary>
public static class MetadataFile
{
    /// <summary>Null without an error when the bench wrote none; an error text when it cannot be read.</summary>
    public static (BenchMetadata? Metadata, string? Error) Read(string cellDirectory)
    {
        var path = Path.Combine(cellDirectory, BenchMetadata.FileName);
        if (!File.Exists(path)) return (null, null);
        var (text, readError) = RegularFile.ReadText(path, ResultsFolderReader.MaxMetadataBytes);
        if (text is null) return (null, readError);
        var (metadata, error) = BenchMetadataJson.Read(text);
        return (metadata, error is null ? null : $"{BenchMetadata.FileName} {error}");
    }
}
