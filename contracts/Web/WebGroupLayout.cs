using System.IO;

namespace JsonMatrix.Contracts.Web;

/// <summary>The output folder of a web app run with --serializers: one folder per serializer, holding its
/// web-result.json and the exit code its serializer alone would have given (the run's own exit code is the worst).</summary>
public static class WebGroupLayout
{
    /// <summary>One line, the bench's exit code (contracts/Cells/BenchExitCodes) for this serializer.</summary>
    public const string ExitCodeFileName = "exit-code.txt";

    public static string SerializerDirectory(string outDirectory, string serializer) => Path.Combine(outDirectory, serializer);

    public static string ExitCodePath(string serializerDirectory) => Path.Combine(serializerDirectory, ExitCodeFileName);
}
