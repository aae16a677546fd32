using System.IO;
using JsonMatrix.Orchestrator.Running.Images;
using JsonMatrix.Orchestrator.Tests.Support;
using Xunit;

namespace JsonMatrix.Orchestrator.Tests.Running.Images;

public sealed class DockerfileEntrypointTests
{
    [Theory]
    [InlineData("containers/linux/Dockerfile", new[] { "/app/JsonMatrix.Bench" })]
    [InlineData("containers/mono/Dockerfile", new[] { "mono", "/app/JsonMatrix.Bench.exe" })]
    public void The_repositorys_cell_Dockerfiles_start_the_bench_as_a_kept_container_s_commands_do(string dockerfile, string[] expected)
    {
        var (words, error) = DockerfileEntrypoint.Parse(File.ReadAllText(Path.Combine(RepositoryFiles.RepositoryRoot, dockerfile)), dockerfile);

        Assert.Null(error);
        Assert.Equal(expected, words);
    }

    [Fact]
    public void The_last_entrypoint_counts()
    {
        var (words, _) = DockerfileEntrypoint.Parse("FROM x\nENTRYPOINT [\"/a\"]\nENTRYPOINT [\"/b\", \"c\"]\n", "Dockerfile");

        Assert.Equal(["/b", "c"], words);
    }

    [Theory]
    [InlineData("FROM x\nCMD [\"/a\"]\n", "Dockerfile has no ENTRYPOINT")]
    [InlineData("FROM x\nENTRYPOINT /app/JsonMatrix.Bench --x\n", "Dockerfile's ENTRYPOINT is not in exec form")]
    [InlineData("FROM x\nENTRYPOINT []\n", "Dockerfile's ENTRYPOINT is empty")]
    public void A_Dockerfile_without_an_exec_form_entrypoint_is_named_with_its_problem(string text, string message)
    {
        var (words, error) = DockerfileEntrypoint.Parse(text, "Dockerfile");

        Assert.Null(words);
        Assert.StartsWith(message, error, System.StringComparison.Ordinal);
    }
}
