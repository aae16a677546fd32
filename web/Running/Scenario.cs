namespace JsonMatrix.Web.Running;

/// <summary>One measured endpoint: its id in web-result.json, and the wrk script that drives it.</summary>
public sealed class Scenario
{
    public Scenario(string id, string method, string path, string script, long requestBytes, long responseBytes)
    {
        Id = id;
        Method = method;
        Path = path;
        Script = script;
        RequestBytes = requestBytes;
        ResponseBytes = responseBytes;
    }

    public string Id { get; }
    public string Method { get; }
    public string Path { get; }
    public string Script { get; }
    public long RequestBytes { get; }
    public long ResponseBytes { get; }
}
