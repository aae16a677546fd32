using System.IO;
using YamlDotNet.Core;
using YamlDotNet.RepresentationModel;

namespace JsonMatrix.Orchestrator.Matrix.Parsing;

/// <summary>Turns the file's text into its root node; a syntax error is one error with its position.</summary>
internal static class YamlDocumentLoader
{
    public static YamlNode? Load(string yaml, ErrorList errors)
    {
        if (!YamlStructureCheck.Passes(yaml, errors)) return null;
        var stream = new YamlStream();
        try
        {
            stream.Load(new StringReader(yaml));
        }
        catch (YamlException ex)
        {
            errors.Add(ex.Start, $"this is not valid YAML: {Describe(ex)} Fix the syntax first; the rest of the file is checked after that.");
            return null;
        }

        if (stream.Documents.Count == 0)
        {
            errors.Add(Mark.Empty, "the file is empty. Declare at least runtimes, serializers, escaping, lifetimes, baseline and limits (see docs/matrix.md).");
            return null;
        }
        if (stream.Documents.Count > 1)
            errors.Add(stream.Documents[1].RootNode.Start, "the file holds more than one YAML document ('---'). Keep the whole matrix in one document.");
        return stream.Documents[0].RootNode;
    }

    private static string Describe(YamlException ex)
    {
        // YamlDotNet prefixes the message with the position, which the error already carries.
        var message = ex.Message;
        var close = message.IndexOf("): ", System.StringComparison.Ordinal);
        if (message.StartsWith("(Line", System.StringComparison.Ordinal) && close > 0) message = message[(close + 3)..];
        message = message.Trim();
        if (message.StartsWith("Duplicate key ", System.StringComparison.Ordinal))
            message = $"duplicate key '{message["Duplicate key ".Length..]}'";
        return message.EndsWith('.') ? message : message + ".";
    }
}
