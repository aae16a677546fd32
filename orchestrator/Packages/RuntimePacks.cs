using System.Collections.Generic;
using JsonMatrix.Orchestrator.Matrix;

namespace JsonMatrix.Orchestrator.Packages;

/// <summary>A package and the exact version a publish restores.</summary>
public sealed record PackageNeed(string Id, string Version)
{
    public override string ToString() => $"{Id} {Version}";
}

/// <summary>The runtime packs a cell's self-contained publish restores from the NuGet source, at the version the publish
/// asks for: the matrix's runtimeVersion (-p:RuntimeFrameworkVersion), else the patch bench/build/RuntimePacks.targets
/// pins. Where neither pins one (net8.0, net10.0), the SDK chooses a patch it ships with and no need is known here:
/// such a cell is never judged unavailable, and a publish failure stays a failure.</summary>
public static class RuntimePacks
{
    public const string NetCoreRuntime = "Microsoft.NETCore.App.Runtime.linux-x64";
    public const string AspNetCoreRuntime = "Microsoft.AspNetCore.App.Runtime.linux-x64";

    /// <summary>The patches RuntimePacks.targets pins when the matrix gives none (RuntimePacksTests keeps them equal).</summary>
    public static readonly IReadOnlyDictionary<string, string> PinnedByBuild = new Dictionary<string, string>
    {
        ["netcoreapp3.1"] = "3.1.3",
        ["net6.0"] = "6.0.25",
    };

    public static IReadOnlyList<PackageNeed> For(Cell cell)
    {
        // Mono and .NET Framework cells build against the framework on the machine: no runtime pack.
        if (cell.Runtime.Host != "dotnet" || cell.Runtime.Platform != "linux")
        {
            return [];
        }

        var version = cell.Runtime.RuntimeVersion ?? PinnedByBuild.GetValueOrDefault(cell.Runtime.Framework);
        if (version is null)
        {
            return [];
        }

        // The web app's publish pins the ASP.NET Core pack to the same patch (web/build/MvcNewtonsoftJsonVersion.targets).
        return cell.IsWeb
            ? [new PackageNeed(NetCoreRuntime, version), new PackageNeed(AspNetCoreRuntime, version)]
            : [new PackageNeed(NetCoreRuntime, version)];
    }
}
