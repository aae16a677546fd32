using System;
using System.Collections.Generic;
using JsonMatrix.Orchestrator.Cells;

namespace JsonMatrix.Orchestrator.Reporting.Input;

/// <summary>
/// What one cell folder holds (its layout: contracts' CellFolder), as text: cell.json, metadata.json if the bench wrote
/// it, BenchmarkDotNet's full JSON reports, web-result.json of a web cell, cold-start.json, and the end of log.txt. Parsing it is pure.
/// </summary>
/// <param name="Folder">The folder as the user passed it (for messages), like "results/cells/net8.0_newtonsoft_default_cached".</param>
/// <param name="Order">Position among every folder read: of two copies of one cell finished at the same time, the later one wins.</param>
public sealed record CellFolderText(
    string Folder,
    int Order,
    string CellJson,
    string? MetadataJson,
    IReadOnlyList<NamedText> Reports,
    string? LogTail)
{
    /// <summary>Why cell.json could not be read (a link, a FIFO, too large, no permission), or null when it was.</summary>
    public string? CellJsonError { get; init; }

    /// <summary>Other files of the folder that could not be read, each naming the file and why.</summary>
    public IReadOnlyList<string> ReadProblems { get; init; } = [];

    /// <summary>web-result.json of a web cell as UTF-8, or null when the folder has none.</summary>
    public ReadOnlyMemory<byte>? WebResult { get; init; }

    /// <summary>cold-start.json of a micro cell's first process, or null when the folder has none.</summary>
    public string? ColdStartJson { get; init; }

    /// <summary>rounds.json of a lean process (every sample in rounds, beside its yardstick's), or null when it has none.</summary>
    public string? RoundsJson { get; init; }

    /// <summary>Why cold-start.json could not be read: it costs the cell its cold-start figures, not its results.</summary>
    public string? ColdStartError { get; init; }
}
