using System;
using System.IO;
using System.Linq;
using System.Text.RegularExpressions;
using JsonMatrix.Contracts.Cells;
using JsonMatrix.Orchestrator.Cells;
using JsonMatrix.Orchestrator.Tests.Support;
using Xunit;

namespace JsonMatrix.Orchestrator.Tests.Contracts;

/// <summary>A cell folder's layout is defined once (contracts/Cells/CellFolder.cs) and its files are read under one
/// policy (Cells/CellFolderReader.cs): these fail when a name or glob of the layout is spelled anywhere else, or when a
/// file is read around the policy.</summary>
public sealed partial class CellFolderLayoutTests : IDisposable
{
    private static readonly string[] SourceFolders = ["orchestrator", "bench", "web", "contracts"];
    private static readonly string LayoutFile = Path.Combine("contracts", "Cells", "CellFolder.cs");
    private readonly string _folder = Directory.CreateTempSubdirectory("jsonmatrix-cellfolder-").FullName;

    [Fact]
    public void No_source_file_but_the_layout_spells_a_cell_folder_s_file_names_or_globs()
    {
        var spelled = SourceFolders
            .SelectMany(folder => Directory.EnumerateFiles(Path.Combine(RepositoryFiles.RepositoryRoot, folder), "*.cs", SearchOption.AllDirectories))
            .Select(file => Path.GetRelativePath(RepositoryFiles.RepositoryRoot, file))
            .Where(file => !file.Split(Path.DirectorySeparatorChar).Any(part => part is "bin" or "obj") && file != LayoutFile)
            .SelectMany(file => File.ReadLines(Path.Combine(RepositoryFiles.RepositoryRoot, file))
                .Select((line, index) => (file, line: index + 1, text: line))
                .Where(line => LayoutLiteral().IsMatch(line.text)))
            .Select(line => $"{line.file}:{line.line}: {line.text.Trim()}")
            .ToList();

        Assert.True(spelled.Count == 0, $"Ask contracts' CellFolder instead of spelling its names:\n{string.Join("\n", spelled)}");
    }

    [Theory]
    [InlineData(1)]
    [InlineData(12)]
    public void A_repeat_folder_s_name_reads_back_as_its_process(int repeat) =>
        Assert.Equal(repeat, CellFolder.RepeatOf(CellFolder.RepeatFolderName(repeat)));

    [Theory]
    [InlineData("net8.0_newtonsoft_default_cached")]
    [InlineData("bdn")]
    [InlineData("repeat-0")]
    [InlineData("repeat-x")]
    [InlineData("repeat--1")]
    public void Other_folder_names_are_no_repeat(string name) => Assert.Null(CellFolder.RepeatOf(name));

    [Fact]
    public void The_run_s_readers_refuse_a_linked_file_as_merge_does()
    {
        var target = Path.Combine(_folder, "elsewhere.json");
        File.WriteAllText(target, "{}");
        File.CreateSymbolicLink(CellFolder.WebResultPath(_folder), target);
        File.CreateSymbolicLink(CellFolder.MetadataPath(_folder), target);

        var (result, webError) = CellFolderReader.WebResult(_folder);
        var (metadata, metadataError) = CellFolderReader.Metadata(_folder);

        Assert.Null(result);
        Assert.Null(metadata);
        Assert.Equal($"'{CellFolder.WebResultPath(_folder)}' is a symbolic link, which is not followed (copy the file instead)", webError);
        Assert.Equal($"'{CellFolder.MetadataPath(_folder)}' is a symbolic link, which is not followed (copy the file instead)", metadataError);
    }

    [Fact]
    public void A_web_result_past_its_cap_is_refused_unread()
    {
        using (var file = File.Create(CellFolder.WebResultPath(_folder)))
        {
            file.SetLength(FileSystem.ReadLimits.WebResultBytes + 1);
        }

        var (result, error) = CellFolderReader.WebResult(_folder);

        Assert.Null(result);
        Assert.EndsWith("more than the limit of 16,777,216", error, StringComparison.Ordinal);
    }

    [Fact]
    public void A_folder_without_the_bench_s_files_has_none_and_no_error()
    {
        Assert.Equal((null, null), CellFolderReader.Metadata(_folder));
        Assert.Equal((null, null), CellFolderReader.WebResult(_folder));
        Assert.False(CellFolderReader.HasBenchmarkReports(_folder));
        Assert.Null(CellFolderReader.Record(_folder));
    }

    public void Dispose() => Directory.Delete(_folder, recursive: true);

    // The same as `grep 'report-full.json\|"cell.json"\|"cold-start.json"\|repeat-'` (docs/architecture.md).
    [GeneratedRegex("""report-full.json|"cell.json"|"cold-start.json"|repeat-""")]
    private static partial Regex LayoutLiteral();
}
