using System;
using System.Collections.Generic;
using System.Linq;
using System.Text;

namespace JsonMatrix.Orchestrator.Tests.Licences;

/// <summary>THIRD-PARTY-NOTICES.md, rendered from what the projects restore: the packages the bench, the web app and the
/// orchestrator restore (what a user ships), then apart those only the test projects restore (never shipped). Sorted by
/// package id and version, so the file changes only when the packages do.</summary>
public static class ThirdPartyNotices
{
    public const string FileName = "THIRD-PARTY-NOTICES.md";

    public const string UpdateVariable = "JSONMATRIX_UPDATE_NOTICES";

    public static string Render(IReadOnlyList<RestoredPackage> packages)
    {
        var text = new StringBuilder();
        text.Append("# Third-party notices\n\n");
        text.Append("The NuGet packages JsonMatrix's projects restore, every target framework included, with the licence each\n");
        text.Append("package's own metadata states. A test (`ThirdPartyNoticesTests`) checks each licence against the project's\n");
        text.Append("allow-list (MIT, Apache-2.0, BSD) and keeps this file up to date; to regenerate it after a package change:\n\n");
        text.Append("```bash\n");
        text.Append($"dotnet build && {UpdateVariable}=1 dotnet test tests/JsonMatrix.Orchestrator.Tests --filter ThirdPartyNoticesTests\n");
        text.Append("```\n\n");
        Section(text, "Shipped", "Restored by the bench, the web app or the orchestrator (contracts/ is compiled into them).",
            packages.Where(p => p.Projects.Any(project => !IsTestProject(project))));
        Section(text, "Test projects only", "Restored by the test projects alone; not part of what runs in a cell or ships with the tools.",
            packages.Where(p => p.Projects.All(IsTestProject)));
        return text.ToString();
    }

    private static bool IsTestProject(string projectName) => projectName.EndsWith(".Tests", StringComparison.Ordinal);

    private static void Section(StringBuilder text, string title, string intro, IEnumerable<RestoredPackage> packages)
    {
        text.Append($"## {title}\n\n{intro}\n\n");
        text.Append("| package | version | licence | restored by |\n|---|---|---|---|\n");
        foreach (var package in packages)
        {
            var licence = LicenceCheck.Accepted(package.Licence) ?? $"REFUSED: {package.Licence.Stated}";
            text.Append($"| {package.Licence.Id} | {package.Licence.Version} | {licence} | {string.Join(", ", package.Projects)} |\n");
        }

        text.Append('\n');
    }
}
