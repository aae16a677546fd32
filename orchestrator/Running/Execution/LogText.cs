using System.Text;
using JsonMatrix.Orchestrator.Docker;

namespace JsonMatrix.Orchestrator.Running.Execution;

/// <summary>The body of a cell's log.txt: stdout, then stderr, each under a heading.</summary>
public static class LogText
{
    public static string Format(ContainerLogs logs) => Format(logs.StandardOutput, logs.StandardError);

    public static string Format(string standardOutput, string standardError)
    {
        var text = new StringBuilder().AppendLine("## stdout").Append(standardOutput);
        if (standardOutput.Length > 0 && !standardOutput.EndsWith('\n'))
        {
            text.AppendLine();
        }

        return text.AppendLine("## stderr").Append(standardError).ToString();
    }
}
