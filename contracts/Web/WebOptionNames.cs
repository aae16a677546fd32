namespace JsonMatrix.Contracts.Web;

/// <summary>The web app's command-line options, spelled once for both sides of the process boundary: the orchestrator
/// writes them (WebInvocation), the web app reads them (WebArguments).</summary>
public static class WebOptionNames
{
    public const string Serializer = "--serializer";

    /// <summary>Several serializers, each served by its own server process and measured in rotation; each result goes to
    /// <see cref="WebGroupLayout"/>'s folder of its member. A member is a serializer of this app (ID) or, with
    /// <see cref="Apps"/>, of another runtime's build of it (RUNTIME/ID), so every runtime's servers share the rounds.</summary>
    public const string Serializers = "--serializers";

    /// <summary>RUNTIME=PATH,...: the web app's executable of each runtime named by a RUNTIME/ID member of
    /// <see cref="Serializers"/>; its server processes start from it.</summary>
    public const string Apps = "--apps";
    public const string Out = "--out";
    public const string Duration = "--duration";
    public const string Warmup = "--warmup";
    public const string MaxWarmup = "--warmup-max";
    public const string Connections = "--connections";
    public const string Repeats = "--repeats";
    public const string ServerCpus = "--server-cpus";
    public const string ClientCpus = "--client-cpus";

    /// <summary>A flag: the correctness gate only, no load.</summary>
    public const string Validate = "--validate";

    /// <summary>A flag the driver of <see cref="Serializers"/> gives its server processes: serve, gate, answer the
    /// driver's meter requests on stdin (web/Running/ServerChild). Not for people.</summary>
    public const string ServeOnly = "--serve-only";
}
