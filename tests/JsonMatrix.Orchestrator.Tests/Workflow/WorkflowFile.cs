using System.IO;
using System.Linq;
using JsonMatrix.Orchestrator.Tests.Support;
using YamlDotNet.RepresentationModel;

namespace JsonMatrix.Orchestrator.Tests.Workflow;

/// <summary>The GitHub Actions workflow, parsed, with lookups by job and step.</summary>
public sealed class WorkflowFile
{
    public static readonly string PathInRepository = Path.Combine(".github", "workflows", "matrix.yml");

    private WorkflowFile(string text, YamlMappingNode root) => (Text, Root) = (text, root);

    public string Text { get; }

    public YamlMappingNode Root { get; }

    public static WorkflowFile Load()
    {
        var text = File.ReadAllText(Path.Combine(RepositoryFiles.RepositoryRoot, PathInRepository));
        var stream = new YamlStream();
        stream.Load(new StringReader(text));
        return new WorkflowFile(text, (YamlMappingNode)stream.Documents[0].RootNode);
    }

    public YamlMappingNode Job(string id) => (YamlMappingNode)Map(Root, "jobs")[id];

    public YamlMappingNode[] Steps(string job) =>
        ((YamlSequenceNode)Job(job)["steps"]).Children.Cast<YamlMappingNode>().ToArray();

    public YamlMappingNode StepUsing(string job, string actionPrefix) =>
        Steps(job).Single(step => Scalar(step, "uses")?.StartsWith(actionPrefix, System.StringComparison.Ordinal) == true);

    public YamlMappingNode StepRunning(string job, string script) =>
        Steps(job).Single(step => Scalar(step, "run")?.Contains(script, System.StringComparison.Ordinal) == true);

    public static YamlMappingNode Map(YamlMappingNode node, string key) => (YamlMappingNode)node[key];

    public static string? Scalar(YamlMappingNode node, string key) =>
        node.Children.TryGetValue(new YamlScalarNode(key), out var value) ? ((YamlScalarNode)value).Value : null;
}
