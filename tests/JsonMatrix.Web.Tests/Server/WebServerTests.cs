using System.Net;
using System.Net.Http;
using System.Threading.Tasks;
using JsonMatrix.Bench.Payloads.Models;
using JsonMatrix.Web.Formatters;
using JsonMatrix.Web.Server;
using Microsoft.AspNetCore.Mvc;
using Microsoft.AspNetCore.Mvc.ModelBinding;
using Microsoft.Extensions.DependencyInjection;
using Microsoft.Extensions.Options;
using Xunit;

namespace JsonMatrix.Web.Tests.Server;

public class WebServerTests
{
    [Fact]
    public async Task Kestrel_listens_on_loopback_only_at_a_free_port()
    {
        await using var server = await WebServer.StartAsync(FormatterCatalog.Find("system-text-json")!, new List1000Payload());

        Assert.Equal(IPAddress.Loopback.ToString(), server.Address.Host);
        Assert.NotEqual(0, server.Address.Port);
    }

    [Fact]
    public async Task MVC_does_not_walk_the_1000_clients_to_validate_them()
    {
        await using var server = await WebServer.StartAsync(FormatterCatalog.Find("system-text-json")!, new List1000Payload());

        var metadata = server.Services.GetRequiredService<IModelMetadataProvider>().GetMetadataForType(typeof(SmallClientList));

        Assert.False(metadata.ValidateChildren);
    }

    [Fact]
    public async Task Newtonsoft_buffers_list_1000_bodies_in_memory_not_in_a_temporary_file()
    {
        var payload = new List1000Payload();
        await using var server = await WebServer.StartAsync(FormatterCatalog.Find("newtonsoft")!, payload);

        var options = server.Services.GetRequiredService<IOptions<MvcNewtonsoftJsonOptions>>().Value;

        Assert.True(options.InputFormatterMemoryBufferThreshold > payload.GoldenUtf8.Length);
        Assert.True(options.OutputFormatterMemoryBufferThreshold > payload.GoldenUtf8.Length * 2);
    }

    [Theory]
    [InlineData("data-contract-json")]
    [InlineData("floor")] // Utf8JsonReader's JsonException, not DataContractJsonSerializer's SerializationException
    public async Task A_body_the_serializer_cannot_read_is_answered_400_and_counted_as_non_2xx(string id)
    {
        await using var server = await WebServer.StartAsync(FormatterCatalog.Find(id)!, new List1000Payload());
        using var client = new HttpClient();
        using var content = new StringContent("{\"clients\":[{\"name\":", System.Text.Encoding.UTF8, "application/json");

        using var response = await client.PostAsync(new System.Uri(server.Address, "list-1000"), content);

        Assert.Equal(HttpStatusCode.BadRequest, response.StatusCode);
        Assert.Equal((1L, 1L), (server.Counter.Completed, server.Counter.Non2xx));
    }
}
