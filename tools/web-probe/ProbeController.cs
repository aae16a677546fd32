using JsonMatrix.Bench.Payloads.Models;
using JsonMatrix.Web.Server;
using Microsoft.AspNetCore.Mvc;

namespace JsonMatrix.WebProbe;

/// <summary>The web app's GET /list-1000 (List1000Controller.Get) at /mvc: the object through MVC's output formatter.</summary>
public sealed class ProbeController : ControllerBase
{
    private readonly List1000Payload _payload;

    public ProbeController(List1000Payload payload) => _payload = payload;

    [HttpGet("/mvc")]
    public SmallClientList Get() => _payload.Model;
}
