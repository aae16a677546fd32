using System;
using System.Collections.Generic;
using System.Linq;

namespace JsonMatrix.Orchestrator.Tests.Licences;

/// <summary>A restored package and its licence as its own .nuspec states it: an SPDX expression, a licence URL (older
/// packages), or a file inside the package.</summary>
public sealed record PackageLicence(string Id, string Version, string? Expression, string? Url, string? File = null)
{
    public string Stated => Expression ?? (File is not null ? $"file {File}" : Url is not null ? $"URL {Url}" : "none");
}

/// <summary>The licences users of this project can ship without asking anyone: MIT, Apache-2.0 and BSD, by SPDX
/// expression; a few licence URLs and licence files of older packages, each accepted by name with the reason. Anything
/// else is refused, naming the package, its version and what its metadata says.</summary>
public static class LicenceCheck
{
    public static readonly IReadOnlySet<string> AllowedExpressions = new HashSet<string>(StringComparer.Ordinal)
    {
        "MIT", "Apache-2.0", "BSD-2-Clause", "BSD-3-Clause",
    };

    /// <summary>Licence URLs of packages from before license expressions, and what each URL is.</summary>
    public static readonly IReadOnlyDictionary<string, string> AllowedUrls = new Dictionary<string, string>(StringComparer.OrdinalIgnoreCase)
    {
        // corefx's LICENSE.TXT is the MIT licence (the System.* packages of .NET Core 2.x and 3.x).
        ["https://github.com/dotnet/corefx/blob/master/LICENSE.TXT"] = "MIT",
        // The MICROSOFT .NET LIBRARY licence of old Microsoft packages: it lets an application that uses the library
        // redistribute it, which is all a user of this project does with it.
        ["http://go.microsoft.com/fwlink/?LinkId=329770"] = ".NET Library licence",
        ["https://go.microsoft.com/fwlink/?LinkId=329770"] = ".NET Library licence",
        ["https://dotnet.microsoft.com/en-us/dotnet_library_license.htm"] = ".NET Library licence",
        ["https://www.microsoft.com/net/dotnet_library_license.htm"] = ".NET Library licence",
        // xunit's license.txt is the Apache License 2.0.
        ["https://raw.githubusercontent.com/xunit/xunit/master/license.txt"] = "Apache-2.0",
    };

    /// <summary>Packages whose licence is a file inside the package, each file read and found to be the licence named.
    /// Keyed by id and version: another version's file is read again before it is accepted.</summary>
    public static readonly IReadOnlyDictionary<string, string> ReviewedLicenceFiles = new Dictionary<string, string>(StringComparer.OrdinalIgnoreCase)
    {
        // License.md: "The MIT License (MIT)".
        ["CommandLineParser 2.9.1"] = "MIT",
        // LICENSE.TXT: "The MIT License (MIT)", .NET Foundation and Contributors.
        ["Microsoft.DotNet.PlatformAbstractions 3.1.6"] = "MIT",
    };

    /// <summary>What the licence is, for THIRD-PARTY-NOTICES.md; null when it is not one this project accepts.</summary>
    public static string? Accepted(PackageLicence package)
    {
        if (package.Expression is { } expression)
        {
            return IsAllowedExpression(expression) ? expression : null;
        }

        if (package.File is not null)
        {
            return ReviewedLicenceFiles.TryGetValue($"{package.Id} {package.Version}", out var reviewed) ? $"{reviewed} ({package.File} in the package)" : null;
        }

        return package.Url is { } url && AllowedUrls.TryGetValue(url.Trim(), out var named) ? $"{named} ({url.Trim()})" : null;
    }

    /// <summary>One line per package whose licence is unknown or refused; empty when every package may ship.</summary>
    public static IReadOnlyList<string> Refusals(IEnumerable<PackageLicence> packages) => packages
        .Where(package => Accepted(package) is null)
        .OrderBy(package => package.Id, StringComparer.OrdinalIgnoreCase).ThenBy(package => package.Version, StringComparer.Ordinal)
        .Select(package => $"{package.Id} {package.Version}: licence {package.Stated} is not one this project accepts ({string.Join(", ", AllowedExpressions)}, or a URL or file LicenceCheck names)")
        .ToList();

    /// <summary>"A OR B" needs one allowed side, "A AND B" both; "WITH" exceptions are not accepted without review.</summary>
    private static bool IsAllowedExpression(string expression)
    {
        var text = expression.Replace("(", " ").Replace(")", " ").Trim();
        if (text.Contains(" WITH ", StringComparison.Ordinal)) return false;
        return text.Split(" OR ", StringSplitOptions.TrimEntries)
            .Any(alternative => alternative.Split(" AND ", StringSplitOptions.TrimEntries).All(AllowedExpressions.Contains));
    }
}
