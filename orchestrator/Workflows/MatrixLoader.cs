using System.Collections.Generic;
using System.IO;
using System.Linq;
using JsonMatrix.Orchestrator.FileSystem;
using JsonMatrix.Orchestrator.Matrix;
using JsonMatrix.Orchestrator.Matrix.Filtering;

namespace JsonMatrix.Orchestrator.Workflows;

/// <summary>The matrix a command works on: matrix.yaml parsed, --job applied, --filter applied. Every error of the
/// file and of the options is collected before anything runs.</summary>
public sealed record LoadedMatrix(MatrixDefinition Definition, IReadOnlyList<Cell> AllCells, IReadOnlyList<Cell> Cells, CellFilter Filter)
{
    /// <summary>The matrix file as messages name it (relative to the working directory).</summary>
    public string FileName { get; init; } = MatrixLoader.DefaultFileName;
}

public static class MatrixLoader
{
    public const string DefaultFileName = "matrix.yaml";

    /// <summary>The default matrix is about 4 KB; a file past this size is not a matrix (and is never read whole).</summary>
    public const long MaxFileBytes = FileSystem.ReadLimits.MatrixBytes;

    /// <param name="matrixPath">--matrix, or null for matrix.yaml at the repository root.</param>
    /// <param name="job">--job, or null for the file's job.</param>
    public static (LoadedMatrix? Matrix, IReadOnlyList<string> Errors) Load(string? matrixPath, string repositoryRoot, IReadOnlyList<string> filters, string? job)
    {
        var path = matrixPath ?? Path.Combine(repositoryRoot, DefaultFileName);
        if (!File.Exists(path) && !Directory.Exists(path))
        {
            return (null, [$"matrix file '{path}' does not exist. Pass --matrix FILE, or run from the repository (its {DefaultFileName} is the default)."]);
        }

        var (text, readError) = RegularFile.ReadText(path, MaxFileBytes);
        if (text is null)
        {
            return (null, [$"matrix file {readError}. Pass --matrix with a YAML file of at most {MaxFileBytes / 1024} KiB (keys in docs/matrix.md)."]);
        }

        var fileName = Path.GetRelativePath(System.Environment.CurrentDirectory, path);
        var parsed = MatrixParser.Parse(text, fileName);
        if (!parsed.IsValid)
        {
            return (null, parsed.Errors.Select(error => error.ToString()).ToList());
        }

        var selection = CellFilterParser.Select(filters, parsed.Cells);
        if (!selection.IsValid)
        {
            return (null, selection.Errors);
        }

        var definition = job is null ? parsed.Definition! : parsed.Definition! with { Job = job };
        // Cold start goes to one host cell per build among the cells kept, so a filter never loses a kept cell's.
        var cells = Running.Publishing.ColdStartHosts.Assign(selection.Cells, definition.Serializers);
        return (new LoadedMatrix(definition, parsed.Cells, cells, selection.Filter!) { FileName = fileName }, []);
    }
}
