using System.IO;
using System.Linq;
using JsonMatrix.Orchestrator.Matrix;
using JsonMatrix.Orchestrator.Running.Images;
using JsonMatrix.Orchestrator.Running.Publishing;
using JsonMatrix.Orchestrator.Tests.Support;
using Xunit;

namespace JsonMatrix.Orchestrator.Tests.Running.Images;

/// <summary>What `clean` keeps: the images `run` would use now, the web group's image among them.</summary>
public sealed class CurrentImageTagsTests
{
    private static readonly MatrixParseResult Parsed =
        MatrixParser.Parse(File.ReadAllText(Path.Combine(RepositoryFiles.RepositoryRoot, "matrix.yaml")), "matrix.yaml");

    private static string[] Tags(System.Func<Cell, bool> which) =>
        [.. CurrentImageTags.Of(RepositoryFiles.RepositoryRoot, Parsed.Definition!, Parsed.Cells.Where(which), "10.0.100", BenchImages.DefaultBaseImage)];

    [Fact]
    public void With_web_cells_on_two_runtimes_the_group_s_image_is_current_built_from_the_first_runtime_s_web_image()
    {
        var tags = Tags(cell => cell.IsWeb);

        // Each runtime's web image (the first drives the group and its image is the group's base) and the group's.
        Assert.Equal(2, tags.Count(t => t.StartsWith("jsonmatrix-bench:web-net", System.StringComparison.Ordinal)));
        var group = Assert.Single(tags, t => t.StartsWith("jsonmatrix-bench:web-group-", System.StringComparison.Ordinal));
        var web = Parsed.Cells.Where(c => c.IsWeb).Select(c => PublishSpec.ForCell(c, Parsed.Definition!.Serializers)).Distinct().ToList();
        var hashes = new PublishHashes(RepositoryFiles.RepositoryRoot, "10.0.100");
        var driver = BenchImages.TagFor(RepositoryFiles.RepositoryRoot, BenchImages.DefaultBaseImage, web[0], hashes.Of(web[0]));
        Assert.Equal(BenchImages.WebGroupTag(RepositoryFiles.RepositoryRoot, driver, [(web[1].RuntimeId, hashes.Of(web[1]))]), group);
    }

    [Fact]
    public void With_web_cells_on_one_runtime_there_is_no_group_image()
    {
        Assert.DoesNotContain(Tags(cell => cell.IsWeb && cell.Runtime.Id == "net8.0"), t => t.Contains("web-group", System.StringComparison.Ordinal));
    }
}
