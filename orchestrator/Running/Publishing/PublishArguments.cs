using System.Collections.Generic;

namespace JsonMatrix.Orchestrator.Running.Publishing;

/// <summary>The dotnet command line that builds a <see cref="PublishSpec"/> into a folder.</summary>
public static class PublishArguments
{
    /// <param name="artifactsPath">bin/ and obj/ of the build, apart from a developer's bench/bin and bench/obj, so
    /// that a run and an IDE build never write the same files.</param>
    public static IReadOnlyList<string> For(PublishSpec spec, string projectPath, string outputDirectory, string artifactsPath)
    {
        var arguments = new List<string>
        {
            spec.IsSelfContained ? "publish" : "build",
            projectPath,
            "-c", "Release",
            "-f", spec.Framework,
            // Restore otherwise covers every target framework of the bench, so one runtime whose packs the
            // package source lacks (net6.0 here) would fail the publish of all the others.
            $"-p:TargetFrameworks={spec.Framework}",
            "-o", outputDirectory,
            "--artifacts-path", artifactsPath,
            "-nologo",
            "-v", "minimal",
            // One build at a time: the machine that measures is also the one that builds.
            "-maxcpucount:1",
        };
        if (spec.IsSelfContained)
        {
            arguments.AddRange(["-r", PublishSpec.RuntimeIdentifier, "--self-contained"]);
            if (spec.RuntimeVersion is { Length: > 0 } version)
            {
                arguments.Add($"-p:RuntimeFrameworkVersion={version}");
            }

            // NativeAOT: the SDK picks the ILCompiler package of its runtime; bench/JsonMatrix.Bench.csproj says what
            // an AOT build keeps and how its warnings are treated.
            if (spec.NativeAot)
            {
                arguments.Add("-p:PublishAot=true");
            }
        }

        foreach (var (property, value) in spec.VersionProperties)
        {
            arguments.Add($"-p:{property}={value}");
        }

        return arguments;
    }
}
