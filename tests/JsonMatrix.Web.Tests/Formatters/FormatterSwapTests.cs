using System;
using System.IO;
using System.Linq;
using System.Threading.Tasks;
using JsonMatrix.Bench.Payloads.Models;
using JsonMatrix.Bench.Serializers.SystemTextJson;
using JsonMatrix.Web.Formatters;
using JsonMatrix.Web.Server;
using Microsoft.AspNetCore.Http;
using Microsoft.AspNetCore.Mvc;
using Microsoft.AspNetCore.Mvc.Formatters;
using Microsoft.AspNetCore.Mvc.Infrastructure;
using Microsoft.AspNetCore.Mvc.ModelBinding;
using Microsoft.Extensions.DependencyInjection;
using Microsoft.Extensions.Options;
using Xunit;

namespace JsonMatrix.Web.Tests.Formatters;

public class FormatterSwapTests
{
    [Theory]
    [InlineData("system-text-json", typeof(SystemTextJsonInputFormatter), typeof(SystemTextJsonOutputFormatter))]
    [InlineData("system-text-json-sourcegen", typeof(SystemTextJsonInputFormatter), typeof(SystemTextJsonOutputFormatter))]
    [InlineData("newtonsoft", typeof(NewtonsoftJsonInputFormatter), typeof(NewtonsoftJsonOutputFormatter))]
    [InlineData("data-contract-json", typeof(CodecInputFormatter), typeof(CodecOutputFormatter))]
    [InlineData("floor", typeof(CodecInputFormatter), typeof(CodecOutputFormatter))]
    public async Task Each_serializer_id_makes_MVC_read_and_write_list_1000_with_its_own_formatters(string id, Type input, Type output)
    {
        await using var server = await WebServer.StartAsync(FormatterCatalog.Find(id)!, new List1000Payload());
        var http = new DefaultHttpContext { RequestServices = server.Services };
        http.Request.ContentType = "application/json";

        var writer = SelectOutputFormatter(server, http);
        var reader = SelectInputFormatter(server, http);

        Assert.IsType(output, writer);
        Assert.IsType(input, reader);
        Assert.Equal(id, (writer as CodecOutputFormatter)?.SerializerId ?? id);
        Assert.Equal(id, (reader as CodecInputFormatter)?.SerializerId ?? id);
    }

    [Theory]
    [InlineData("system-text-json", false)]
    [InlineData("system-text-json-sourcegen", true)]
    public async Task Only_the_source_generated_id_resolves_metadata_from_the_benchs_context(string id, bool generated)
    {
        await using var server = await WebServer.StartAsync(FormatterCatalog.Find(id)!, new List1000Payload());

        var options = server.Services.GetRequiredService<IOptions<JsonOptions>>().Value.JsonSerializerOptions;

        Assert.Equal(generated, options.TypeInfoResolver is WebJsonContext);
        Assert.False(options.PropertyNameCaseInsensitive);
    }

    private static IOutputFormatter? SelectOutputFormatter(WebServer server, HttpContext http)
    {
        var context = new OutputFormatterWriteContext(http, (stream, encoding) => new StreamWriter(stream, encoding), typeof(SmallClientList), new SmallClientList());
        return server.Services.GetRequiredService<OutputFormatterSelector>().SelectFormatter(context, Array.Empty<IOutputFormatter>(), new MediaTypeCollection());
    }

    private static IInputFormatter? SelectInputFormatter(WebServer server, HttpContext http)
    {
        var metadata = server.Services.GetRequiredService<IModelMetadataProvider>().GetMetadataForType(typeof(SmallClientList));
        var context = new InputFormatterContext(http, "clients", new ModelStateDictionary(), metadata, (stream, encoding) => new StreamReader(stream, encoding));
        return server.Services.GetRequiredService<IOptions<MvcOptions>>().Value.InputFormatters.FirstOrDefault(f => f.CanRead(context));
    }
}
