using System.Collections.Generic;

namespace JsonMatrix.Web.Cli;

/// <summary>The web app's command line, parsed and checked (docs/web.md).</summary>
public sealed class WebOptions
{
    public WebOptions(string serializer, string outDirectory, int durationSeconds, int warmupSeconds, int maxWarmupSeconds, int connections, int repeats,
        string? serverCpus, string? clientCpus, bool validateOnly, IReadOnlyList<string>? group = null, bool serveOnly = false)
    {
        Group = group;
        ServeOnly = serveOnly;
        Serializer = serializer;
        OutDirectory = outDirectory;
        DurationSeconds = durationSeconds;
        WarmupSeconds = warmupSeconds;
        MaxWarmupSeconds = maxWarmupSeconds;
        Connections = connections;
        Repeats = repeats;
        ServerCpus = serverCpus;
        ClientCpus = clientCpus;
        ValidateOnly = validateOnly;
    }

    public string Serializer { get; }
    public string OutDirectory { get; }

    /// <summary>Whole seconds: wrk takes durations as integers with a unit.</summary>
    public int DurationSeconds { get; }

    /// <summary>The warm-up runs at least this long (0: no warm-up), then until the server is steady.</summary>
    public int WarmupSeconds { get; }

    /// <summary>The warm-up ends after this long even when the server has not become steady (the result says so).</summary>
    public int MaxWarmupSeconds { get; }
    public int Connections { get; }
    public int Repeats { get; }

    /// <summary>CPU lists in taskset's form ("0", "1-3", "0,2"); null: not pinned.</summary>
    public string? ServerCpus { get; }
    public string? ClientCpus { get; }
    public bool ValidateOnly { get; }

    /// <summary>--serializers: the serializers served side by side and measured in rotation (<see cref="Running.RotationDriver"/>);
    /// null with --serializer.</summary>
    public IReadOnlyList<string>? Group { get; }

    /// <summary>--apps: the executable of each runtime named by a RUNTIME/ID member of <see cref="Group"/>.</summary>
    public IReadOnlyDictionary<string, string> Apps { get; init; } = new Dictionary<string, string>();

    /// <summary>--serve-only: a server process of a group's driver (<see cref="Running.ServerChild"/>).</summary>
    public bool ServeOnly { get; }

    /// <summary>wrk's threads: one per client CPU (one when not pinned), never more than its connections.</summary>
    public int LoadThreads => System.Math.Min(Connections, ClientCpus == null ? 1 : CpuList.Count(ClientCpus));

    /// <summary>What web-result.json records of these options, with the load generator that ran (null: not found).</summary>
    public Contracts.Web.WebSettings Settings(string? loadGeneratorVersion) =>
        new(DurationSeconds, WarmupSeconds, Connections, Repeats, ServerCpus, ClientCpus,
            $"{loadGeneratorVersion ?? "wrk (not found)"}, {LoadThreads} thread{(LoadThreads == 1 ? "" : "s")}",
            WarmupSeconds == 0 ? 0 : MaxWarmupSeconds);
}
