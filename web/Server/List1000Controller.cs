using System.Globalization;
using JsonMatrix.Bench.Payloads.Models;
using Microsoft.AspNetCore.Mvc;

namespace JsonMatrix.Web.Server;

/// <summary>Study B's endpoints: GET returns list-1000 through the output formatter, POST reads it through the
/// input formatter and answers with the count only (text, so no formatter is timed twice).</summary>
public sealed class List1000Controller : ControllerBase
{
    public const string GatePath = "/gate" + List1000Payload.Path;

    private readonly List1000Payload _payload;
    private readonly GateInbox _inbox;

    public List1000Controller(List1000Payload payload, GateInbox inbox)
    {
        _payload = payload;
        _inbox = inbox;
    }

    [HttpGet(List1000Payload.Path)]
    public SmallClientList Get() => _payload.Model;

    [HttpPost(List1000Payload.Path)]
    public IActionResult Post([FromBody] SmallClientList? clients) => Count(clients);

    /// <summary>The same binding as POST /list-1000, and it keeps what it read for the gate; never under load.</summary>
    [HttpPost(GatePath)]
    public IActionResult Gate([FromBody] SmallClientList? clients)
    {
        _inbox.Received = clients;
        return Count(clients);
    }

    private IActionResult Count(SmallClientList? clients) => clients == null
        ? BadRequest()
        : Content(clients.Clients.Count.ToString(CultureInfo.InvariantCulture), "text/plain");
}
