using System.IO;
using System.IO.Compression;
using System.Text;
using JsonMatrix.Orchestrator.Packages;
using Xunit;

namespace JsonMatrix.Orchestrator.Tests.Packages;

/// <summary>A package's frameworks as restore sees them, read from a .nupkg laid out as System.Text.Json 8.0's.</summary>
public sealed class NupkgFrameworksTests
{
    // A BOM and a namespace, as packed nuspecs have; a group without a framework serves any.
    private const string Nuspec = "\uFEFF<?xml version=\"1.0\" encoding=\"utf-8\"?>\n"
        + "<package xmlns=\"http://schemas.microsoft.com/packaging/2013/05/nuspec.xsd\"><metadata><id>P</id><version>8.0.6</version><dependencies>"
        + "<group targetFramework=\".NETFramework4.6.2\" /><group targetFramework=\"net8.0\"><dependency id=\"Q\" version=\"1.0.0\" /></group>"
        + "<group targetFramework=\".NETStandard2.0\" /><group /></dependencies></metadata></package>";

    private const string CompatError = "<Project InitialTargets=\"NETStandardCompatError_P_net6_0\"><Target Name=\"NETStandardCompatError_P_net6_0\">"
        + "<Warning Text=\"P 8.0.6 doesn't support $(TargetFramework).\" /></Target></Project>";

    private static MemoryStream Nupkg(params (string Path, string Text)[] files)
    {
        var stream = new MemoryStream();
        using (var zip = new ZipArchive(stream, ZipArchiveMode.Create, leaveOpen: true))
        {
            foreach (var (path, text) in files)
            {
                using var writer = new StreamWriter(zip.CreateEntry(path).Open(), new UTF8Encoding(false));
                writer.Write(text);
            }
        }

        stream.Position = 0;
        return stream;
    }

    [Fact]
    public void The_nuspec_groups_are_short_framework_names_and_build_folders_with_a_compat_error_target_refuse()
    {
        var read = NupkgFrameworks.Read(Nupkg(
            ("P.nuspec", Nuspec),
            ("lib/netstandard2.0/P.dll", "x"),
            ("buildTransitive/netcoreapp2.0/P.targets", CompatError),
            ("buildTransitive/net6.0/P.targets", "<Project />"),
            ("buildTransitive/net6.0/_._", ""),
            ("build/netcoreapp2.0/P.targets", "<Project />")));

        Assert.Null(read.Error);
        Assert.Equal(["net462", "net8.0", "netstandard2.0", "any"], read.Targets);
        Assert.Equal(["netcoreapp2.0", "net6.0"], read.BuildTargets);
        Assert.Equal(["netcoreapp2.0"], read.Refuses);
    }

    [Fact]
    public void Without_buildTransitive_the_build_folders_count()
    {
        var read = NupkgFrameworks.Read(Nupkg(("P.nuspec", Nuspec), ("build/netcoreapp2.0/P.targets", CompatError), ("build/P.props", "<Project />")));

        Assert.Equal(["netcoreapp2.0", "any"], read.BuildTargets);
        Assert.Equal(["netcoreapp2.0"], read.Refuses);
    }

    [Fact]
    public void A_file_that_is_no_package_or_lacks_a_nuspec_is_unknown()
    {
        Assert.NotNull(NupkgFrameworks.Read(new MemoryStream(Encoding.UTF8.GetBytes("<html>not found</html>"))).Error);
        Assert.Equal("the package has no nuspec", NupkgFrameworks.Read(Nupkg(("lib/net8.0/P.dll", "x"))).Error);
    }
}
