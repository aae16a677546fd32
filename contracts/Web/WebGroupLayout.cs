using System.IO;

namespace JsonMatrix.Contracts.Web;

/// <summary>The output folder of a web app run with --serializers: one folder per member, holding its web-result.json
/// and the exit code its member alone would have given (the run's own exit code is the worst). A member is a serializer
/// (ID) or a serializer of another runtime's build (RUNTIME/ID, in the folder RUNTIME/ID).</summary>
public static class WebGroupLayout
{
    /// <summary>One line, the bench's exit code (contracts/Cells/BenchExitCodes) for this member.</summary>
    public const string ExitCodeFileName = "exit-code.txt";

    /// <summary>Separates a member's runtime from its serializer (RUNTIME/ID).</summary>
    public const char RuntimeSeparator = '/';

    public static string SerializerDirectory(string outDirectory, string member) =>
        Path.Combine(outDirectory, member.Replace(RuntimeSeparator, Path.DirectorySeparatorChar));

    /// <summary>The member id of a serializer on a runtime (RUNTIME/ID).</summary>
    public static string Member(string runtime, string serializer) => runtime + RuntimeSeparator + serializer;

    /// <summary>A member's runtime (null for a serializer of the running app) and serializer.</summary>
    public static (string? Runtime, string Serializer) Split(string member)
    {
        var at = member.IndexOf(RuntimeSeparator);
        // Substring, not ranges: contracts also build for net48 (the bench's Framework build), which has no System.Range.
        return at < 0 ? (null, member) : (member.Substring(0, at), member.Substring(at + 1));
    }

    public static string ExitCodePath(string serializerDirectory) => Path.Combine(serializerDirectory, ExitCodeFileName);
}
