using System;
using System.Net.Http;
using System.Net.Http.Headers;
using System.Text;
using System.Threading.Tasks;
using JsonMatrix.Bench.Validation;
using JsonMatrix.Contracts.Web;
using JsonMatrix.Web.Server;

namespace JsonMatrix.Web.Gate;

/// <summary>Runs before any load: GET /list-1000 must mean the golden JSON (the bench's JSON-meaning comparer), and
/// the golden JSON POSTed must reach the action as an object graph equal to the model, and POST /list-1000 must
/// accept it. A formatter that writes or reads anything else fails here and nothing is measured.</summary>
public static class WebGate
{
    public const string Ok = "ok";
    public const string Mismatch = "mismatch";
    public const string GetEndpoint = "GET " + List1000Payload.Path;
    public const string PostEndpoint = "POST " + List1000Payload.Path;

    public static async Task<GateResult> RunAsync(HttpClient client, WebServer server, List1000Payload payload)
    {
        var (get, getBytes) = await CheckGetAsync(client, server, payload);
        var (post, postBytes) = await CheckPostAsync(client, server, payload);
        return new GateResult(new[] { get, post }, getBytes, postBytes);
    }

    private static async Task<(WebValidation, long)> CheckGetAsync(HttpClient client, WebServer server, List1000Payload payload)
    {
        using var response = await client.GetAsync(new Uri(server.Address, List1000Payload.Id));
        var body = await response.Content.ReadAsByteArrayAsync();
        var mediaType = response.Content.Headers.ContentType?.MediaType;
        if (!response.IsSuccessStatusCode || mediaType != "application/json")
        {
            return (Failed(GetEndpoint, $"answered {(int)response.StatusCode} with Content-Type '{mediaType}'; expected 2xx application/json",
                Encoding.UTF8.GetString(body)), body.Length);
        }

        var differences = JsonMeaningComparer.Compare(payload.GoldenJson, Encoding.UTF8.GetString(body));
        return differences.Count == 0
            ? (new WebValidation(GetEndpoint, Ok, null, null), body.Length)
            : (Failed(GetEndpoint, "the body does not mean the golden list-1000 JSON", string.Join("\n", differences)), body.Length);
    }

    private static async Task<(WebValidation, long)> CheckPostAsync(HttpClient client, WebServer server, List1000Payload payload)
    {
        server.Inbox.Received = null;
        var (gateStatus, gateBody) = await PostAsync(client, new Uri(server.Address, List1000Controller.GatePath.TrimStart('/')), payload);
        var received = server.Inbox.Received;
        if (received == null)
        {
            return (Failed(PostEndpoint, $"the golden body did not reach the action (status {gateStatus})", gateBody), 0);
        }

        var difference = ObjectGraphComparer.FirstDifference(payload.Model, received);
        if (difference != null)
        {
            return (Failed(PostEndpoint, "the golden body was read into a different object graph", difference.ToString()), 0);
        }

        var (status, body) = await PostAsync(client, new Uri(server.Address, List1000Payload.Id), payload);
        var expected = payload.Model.Clients.Count.ToString(System.Globalization.CultureInfo.InvariantCulture);
        return status / 100 == 2 && body == expected
            ? (new WebValidation(PostEndpoint, Ok, null, null), Encoding.UTF8.GetByteCount(body))
            : (Failed(PostEndpoint, $"answered {status} '{Shorten(body)}' to the golden body; expected 2xx '{expected}'", null), 0);
    }

    private static async Task<(int Status, string Body)> PostAsync(HttpClient client, Uri uri, List1000Payload payload)
    {
        using var content = new ByteArrayContent(payload.GoldenUtf8);
        content.Headers.ContentType = new MediaTypeHeaderValue("application/json");
        using var response = await client.PostAsync(uri, content);
        return ((int)response.StatusCode, await response.Content.ReadAsStringAsync());
    }

    private static WebValidation Failed(string endpoint, string reason, string? diff) =>
        new(endpoint, Mismatch, reason, diff == null ? null : Shorten(diff));

    private static string Shorten(string text) => text.Length <= 2000 ? text : text.Substring(0, 1997) + "...";
}
