using System.IO;
using System.Text;

namespace JsonMatrix.Bench.Payloads;

/// <summary>The golden JSON files embedded from Payloads/Golden.</summary>
public static class GoldenFiles
{
    public static string Read(string fileName)
    {
        var assembly = typeof(GoldenFiles).Assembly;
        using var stream = assembly.GetManifestResourceStream("Golden/" + fileName)
            ?? throw new FileNotFoundException($"Embedded golden file 'Golden/{fileName}' is missing; check the EmbeddedResource items of JsonMatrix.Bench.csproj.");
        using var reader = new StreamReader(stream, Encoding.UTF8);
        return reader.ReadToEnd();
    }
}
