using JsonMatrix.Web.Cli;

namespace JsonMatrix.Web.Tests.Fakes;

/// <summary>Short cells for tests: one-second windows, no warm-up unless asked, few connections.</summary>
internal static class Cells
{
    public static WebOptions Options(string serializer, string outDirectory, bool validateOnly = false, int warmupSeconds = 0, int repeats = 1,
        string? clientCpus = null, int maxWarmupSeconds = 10) =>
        new(serializer, outDirectory, durationSeconds: 1, warmupSeconds, maxWarmupSeconds, connections: 4, repeats, serverCpus: null, clientCpus, validateOnly);
}
