using JsonMatrix.Bench.Payloads.Models;

namespace JsonMatrix.Web.Server;

/// <summary>What the gate's POST handed to the action after the input formatter read it, so that the gate can
/// compare the object graph, not only the status code.</summary>
public sealed class GateInbox
{
    private SmallClientList? _received;

    public SmallClientList? Received
    {
        get => System.Threading.Volatile.Read(ref _received);
        set => System.Threading.Volatile.Write(ref _received, value);
    }
}
