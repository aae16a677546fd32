namespace JsonMatrix.Contracts.Web;

/// <summary>The web app's command-line options, spelled once for both sides of the process boundary: the orchestrator
/// writes them (WebInvocation), the web app reads them (WebArguments).</summary>
public static class WebOptionNames
{
    public const string Serializer = "--serializer";
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
}
