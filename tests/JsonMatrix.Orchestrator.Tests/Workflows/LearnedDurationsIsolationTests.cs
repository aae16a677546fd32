using System;
using System.IO;
using JsonMatrix.Orchestrator.Tests.Support;
using JsonMatrix.Orchestrator.Workflows;
using Xunit;

namespace JsonMatrix.Orchestrator.Tests.Workflows;

public sealed class LearnedDurationsIsolationTests
{
    [Fact]
    public void The_tests_never_learn_into_the_users_cache()
    {
        var userCache = Path.Combine(Environment.GetFolderPath(Environment.SpecialFolder.UserProfile), ".cache", "jsonmatrix");

        var used = OrchestratorServices.DefaultMachineCacheDirectory();

        Assert.StartsWith(TestCacheHome.Path, used, StringComparison.Ordinal);
        Assert.NotEqual(Path.GetFullPath(userCache), Path.GetFullPath(used));
    }
}
