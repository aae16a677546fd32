using System;
using System.Linq;
using System.Net;
using System.Threading.Tasks;
using JsonMatrix.Bench.Payloads.Models;
using JsonMatrix.Web.Formatters;
using Microsoft.AspNetCore.Builder;
using Microsoft.AspNetCore.Hosting;
using Microsoft.AspNetCore.Hosting.Server;
using Microsoft.AspNetCore.Hosting.Server.Features;
using Microsoft.AspNetCore.Routing;
using Microsoft.AspNetCore.Mvc.ApplicationParts;
using Microsoft.AspNetCore.Mvc.ModelBinding;
using Microsoft.Extensions.DependencyInjection;
using Microsoft.Extensions.Hosting;
using Microsoft.Extensions.Logging;

namespace JsonMatrix.Web.Server;

/// <summary>Kestrel on 127.0.0.1 (a free port) with MVC controllers and one serializer's formatters. The generic
/// host API, which every ASP.NET Core from 3.0 on has, without the default builder's configuration files.</summary>
public sealed class WebServer : IAsyncDisposable
{
    private readonly IHost _host;

    private WebServer(IHost host, Uri address)
    {
        _host = host;
        Address = address;
    }

    /// <summary>The base address, such as http://127.0.0.1:41235/.</summary>
    public Uri Address { get; }

    public IServiceProvider Services => _host.Services;

    public RequestCounter Counter => _host.Services.GetRequiredService<RequestCounter>();

    public GateInbox Inbox => _host.Services.GetRequiredService<GateInbox>();

    /// <param name="moreEndpoints">Endpoints beside the controllers, behind the same request counter: a test's handlers
    /// of known cost (a cell has none).</param>
    public static async Task<WebServer> StartAsync(IFormatterSetup formatters, List1000Payload payload, Action<IEndpointRouteBuilder>? moreEndpoints = null)
    {
        var counter = new RequestCounter();
        var host = new HostBuilder()
            .ConfigureLogging(logging => logging.AddConsole().SetMinimumLevel(LogLevel.Warning))
            .ConfigureWebHost(web => web
                .UseKestrel(kestrel => kestrel.Listen(IPAddress.Loopback, 0))
                .ConfigureServices(services =>
                {
                    services.AddSingleton(payload).AddSingleton(counter).AddSingleton(new GateInbox());
                    var mvc = services.AddControllers().ConfigureApplicationPartManager(parts =>
                    {
                        // Only this assembly's controllers, whichever assembly started the process (a test host, say).
                        parts.ApplicationParts.Clear();
                        parts.ApplicationParts.Add(new AssemblyPart(typeof(WebServer).Assembly));
                    });
                    // MVC's model validation would walk all 1000 clients of every POST (they carry no validation
                    // attributes): about 1 MB allocated and three quarters of the request's time, the same for every
                    // serializer, hiding the differences this app measures. Apps with such payloads switch it off so.
                    mvc.AddMvcOptions(o => o.ModelMetadataDetailsProviders.Add(new SuppressChildValidationMetadataProvider(typeof(SmallClientList))));
                    formatters.Install(mvc);
                })
                .Configure(app => app
                    .Use(next => context => counter.Count(context, next))
                    .UseRouting()
                    .UseEndpoints(endpoints =>
                    {
                        endpoints.MapControllers();
                        moreEndpoints?.Invoke(endpoints);
                    })))
            .Build();
        await host.StartAsync();
        var address = host.Services.GetRequiredService<IServer>().Features.Get<IServerAddressesFeature>()?.Addresses.FirstOrDefault()
            ?? throw new InvalidOperationException("Kestrel started without an address.");
        return new WebServer(host, new Uri(address.TrimEnd('/') + "/"));
    }

    public async ValueTask DisposeAsync()
    {
        await _host.StopAsync();
        _host.Dispose();
    }
}
