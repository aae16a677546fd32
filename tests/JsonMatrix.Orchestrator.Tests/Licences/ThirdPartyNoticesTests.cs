using System;
using System.IO;
using System.Linq;
using JsonMatrix.Orchestrator.Tests.Support;
using Xunit;

namespace JsonMatrix.Orchestrator.Tests.Licences;

public sealed class ThirdPartyNoticesTests
{
    private static readonly string NoticesPath = Path.Combine(RepositoryFiles.RepositoryRoot, ThirdPartyNotices.FileName);

    [Fact]
    public void Every_package_every_project_restores_has_a_licence_users_can_ship()
    {
        var packages = RestoredPackages.Read();

        Assert.NotEmpty(packages);
        var refusals = LicenceCheck.Refusals(packages.Select(p => p.Licence));
        Assert.True(refusals.Count == 0, "Packages whose licence is unknown or refused:\n" + string.Join("\n", refusals));
    }

    [CompleteRestoreFact]
    public void THIRD_PARTY_NOTICES_md_lists_what_the_projects_restore_now()
    {
        var expected = ThirdPartyNotices.Render(RestoredPackages.Read());
        if (Environment.GetEnvironmentVariable(ThirdPartyNotices.UpdateVariable) == "1")
        {
            File.WriteAllText(NoticesPath, expected);
        }

        var actual = File.Exists(NoticesPath) ? File.ReadAllText(NoticesPath).ReplaceLineEndings("\n") : "";
        Assert.True(actual == expected,
            $"{ThirdPartyNotices.FileName} is out of date with the packages the projects restore. Regenerate it with " +
            $"`dotnet build && {ThirdPartyNotices.UpdateVariable}=1 dotnet test tests/JsonMatrix.Orchestrator.Tests --filter ThirdPartyNoticesTests` and review the diff.");
    }

    [Fact]
    public void The_bench_s_restore_covers_every_framework_it_publishes()
    {
        // A restore for one framework (a publish with -p:TargetFrameworks=X into obj/) would hide the others' packages.
        var frameworks = RestoredPackages.RestoredFrameworks("bench/JsonMatrix.Bench.csproj");

        Assert.Superset(new System.Collections.Generic.HashSet<string> { "net10.0", "net6.0", "net8.0", "netcoreapp3.1" }, frameworks.ToHashSet());
    }
}
