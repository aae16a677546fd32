using System;
using System.Linq;
using System.Net;
using System.Text.Json;
using System.Threading;
using JsonMatrix.Bench.Payloads.Models;
using JsonMatrix.Web.Formatters;
using JsonMatrix.Web.Server;
using JsonMatrix.WebProbe;
using Microsoft.AspNetCore.Builder;
using Microsoft.AspNetCore.Hosting;
using Microsoft.AspNetCore.Http;
using Microsoft.AspNetCore.Mvc.ApplicationParts;
using Microsoft.AspNetCore.Mvc.ModelBinding;
using Microsoft.Extensions.DependencyInjection;
using Microsoft.Extensions.Logging;
using Microsoft.Extensions.Options;

// probe SERIALIZER PORT: Kestrel on 127.0.0.1:PORT with the web app's MVC set-up for SERIALIZER (GET /mvc, as a web
// cell's GET /list-1000) and bare endpoints that write the same list-1000 with MVC's own JsonSerializerOptions.
// The bare endpoints always write with System.Text.Json; another SERIALIZER changes /mvc only.
// GET /stats answers "allocatedBytes requests processorCount serverGC runtime"; measure.sh reads it around wrk.
var serializer = args.Length > 0 ? args[0] : "system-text-json";
var port = args.Length > 1 ? int.Parse(args[1], System.Globalization.CultureInfo.InvariantCulture) : 5099;
var formatters = FormatterCatalog.Find(serializer) ?? throw new ArgumentException($"unknown serializer '{serializer}'");
var payload = new List1000Payload();
long served = 0;

var builder = WebApplication.CreateSlimBuilder();
builder.Logging.SetMinimumLevel(LogLevel.Warning);
builder.WebHost.UseKestrel(kestrel => kestrel.Listen(IPAddress.Loopback, port));
builder.Services.AddSingleton(payload).AddSingleton(new GateInbox());
var mvc = builder.Services.AddControllers().ConfigureApplicationPartManager(parts =>
{
    parts.ApplicationParts.Clear();
    parts.ApplicationParts.Add(new AssemblyPart(typeof(ProbeController).Assembly));
});
mvc.AddMvcOptions(o => o.ModelMetadataDetailsProviders.Add(new SuppressChildValidationMetadataProvider(typeof(SmallClientList))));
formatters.Install(mvc);
var app = builder.Build();

// The options MVC's System.Text.Json formatter uses (the bench's web profile copied on), so every endpoint writes the same JSON.
var options = app.Services.GetRequiredService<IOptions<Microsoft.AspNetCore.Mvc.JsonOptions>>().Value.JsonSerializerOptions;
var json = JsonSerializer.SerializeToUtf8Bytes(payload.Model, options);

app.Use(async (context, next) =>
{
    await next(context);
    if (!context.Request.Path.StartsWithSegments("/stats")) Interlocked.Increment(ref served);
});
app.MapGet("/stats", () => string.Join(" ", GC.GetTotalAllocatedBytes(precise: true), Interlocked.Read(ref served),
    Environment.ProcessorCount, System.Runtime.GCSettings.IsServerGC, Environment.Version));
app.MapGet("/alloc-types", () => AllocationSampler.Instance.TakeReport());
app.MapControllers();

// .NET 8's MVC formatter writes through Response.Body; .NET 10's through Response.BodyWriter (the only change).
app.MapGet("/stream", async context =>
{
    context.Response.ContentType = "application/json";
    await JsonSerializer.SerializeAsync(context.Response.Body, payload.Model, options, context.RequestAborted);
});
// Minimal APIs' own JSON results, which take the same path as MVC's formatter on each runtime.
app.MapGet("/results-json", () => Results.Json(payload.Model, options));
app.MapGet("/write-as-json", context => context.Response.WriteAsJsonAsync(payload.Model, options));
#if NET9_0_OR_GREATER
app.MapGet("/pipe", async context =>
{
    context.Response.ContentType = "application/json";
    await JsonSerializer.SerializeAsync(context.Response.BodyWriter, payload.Model, options, context.RequestAborted);
});
// The same with a Content-Length: no chunked framing, so Kestrel asks its pipe for exactly the writer's 4096 bytes.
app.MapGet("/pipe-length", async context =>
{
    context.Response.ContentType = "application/json";
    context.Response.ContentLength = json.Length;
    await JsonSerializer.SerializeAsync(context.Response.BodyWriter, payload.Model, options, context.RequestAborted);
});
#endif
// No serializer at all: the JSON's bytes copied into BodyWriter in GetMemory(hint) pieces, flushed every ~14.7 KB
// as System.Text.Json's PipeWriter path does. hint=4096 is what Utf8JsonWriter asks for.
app.MapGet("/raw-pipe", async (HttpContext context, int hint) =>
{
    context.Response.ContentType = "application/json";
    var writer = context.Response.BodyWriter;
    for (int at = 0, unflushed = 0; at < json.Length;)
    {
        var memory = writer.GetMemory(hint);
        var length = Math.Min(Math.Min(memory.Length, hint), json.Length - at);
        json.AsSpan(at, length).CopyTo(memory.Span);
        writer.Advance(length);
        at += length;
        unflushed += length;
        if (unflushed >= 14_745 || at == json.Length)
        {
            await writer.FlushAsync(context.RequestAborted);
            unflushed = 0;
        }
    }
});

Console.WriteLine($"probe: {serializer} on http://127.0.0.1:{port}/ ({Environment.ProcessorCount} CPU, .NET {Environment.Version})");
app.Run();
