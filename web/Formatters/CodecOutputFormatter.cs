using System;
using System.IO;
using System.Text;
using System.Threading.Tasks;
using Microsoft.AspNetCore.Mvc.Formatters;

namespace JsonMatrix.Web.Formatters;

/// <summary>Writes a response with a bench codec. The library behind it
/// (DataContractJsonSerializer) writes synchronously, which Kestrel forbids on the response body, so the JSON is
/// written to memory first and copied out asynchronously, as MVC's Newtonsoft.Json formatter does.</summary>
internal sealed class CodecOutputFormatter : TextOutputFormatter
{
    private readonly ObjectCodec.Cache _codecs;

    public CodecOutputFormatter(string serializerId, ObjectCodec.Cache codecs)
    {
        SerializerId = serializerId;
        _codecs = codecs;
        SupportedMediaTypes.Add("application/json");
        SupportedEncodings.Add(new UTF8Encoding(encoderShouldEmitUTF8Identifier: false));
    }

    public string SerializerId { get; }

    protected override bool CanWriteType(Type? type) => CodecFormatters.CanHandle(type);

    public override async Task WriteResponseBodyAsync(OutputFormatterWriteContext context, Encoding selectedEncoding)
    {
        var value = context.Object ?? throw new InvalidOperationException("No object to write.");
        using var buffer = new MemoryStream();
        _codecs.For(context.ObjectType ?? value.GetType()).Write(value, buffer);
        buffer.Position = 0;
        context.HttpContext.Response.ContentLength = buffer.Length;
        await buffer.CopyToAsync(context.HttpContext.Response.Body);
    }
}
