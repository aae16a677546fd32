using System.Text;
using JsonMatrix.Bench.Payloads;
using JsonMatrix.Bench.Payloads.Models;

namespace JsonMatrix.Web.Server;

/// <summary>The bench's list-1000 payload: the object GET returns (built once, the same instance every time) and
/// the golden JSON that GET must mean and POST sends.</summary>
public sealed class List1000Payload
{
    public const string Id = "list-1000";
    public const string Path = "/" + Id;

    public List1000Payload()
    {
        var definition = (PayloadDefinition<SmallClientList>)(PayloadCatalog.Find(Id)
            ?? throw new System.InvalidOperationException($"The bench's payload catalog has no '{Id}'."));
        Model = definition.Create();
        GoldenJson = definition.GoldenJson;
        GoldenUtf8 = new UTF8Encoding(false).GetBytes(GoldenJson);
    }

    public SmallClientList Model { get; }

    public string GoldenJson { get; }

    public byte[] GoldenUtf8 { get; }
}
