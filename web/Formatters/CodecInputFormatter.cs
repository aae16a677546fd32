using System;
using System.IO;
using System.Runtime.Serialization;
using System.Text;
using System.Threading.Tasks;
using Microsoft.AspNetCore.Mvc.Formatters;

namespace JsonMatrix.Web.Formatters;

/// <summary>Reads a request body with a bench codec: the body is first read into memory asynchronously (Kestrel
/// forbids synchronous reads), then deserialized from there. A body the library cannot read is a model-binding
/// failure (the action answers 400), not a crash.</summary>
internal sealed class CodecInputFormatter : TextInputFormatter
{
    private readonly ObjectCodec.Cache _codecs;

    public CodecInputFormatter(string serializerId, ObjectCodec.Cache codecs)
    {
        SerializerId = serializerId;
        _codecs = codecs;
        SupportedMediaTypes.Add("application/json");
        SupportedEncodings.Add(new UTF8Encoding(encoderShouldEmitUTF8Identifier: false));
    }

    public string SerializerId { get; }

    protected override bool CanReadType(Type type) => CodecFormatters.CanHandle(type);

    public override async Task<InputFormatterResult> ReadRequestBodyAsync(InputFormatterContext context, Encoding encoding)
    {
        var request = context.HttpContext.Request;
        using var buffer = new MemoryStream(request.ContentLength is > 0 and < int.MaxValue ? (int)request.ContentLength.Value : 0);
        await request.Body.CopyToAsync(buffer);
        buffer.Position = 0;
        try
        {
            return await InputFormatterResult.SuccessAsync(_codecs.For(context.ModelType).Read(buffer));
        }
        // JsonException: the floor's reader (Utf8JsonReader) reports a malformed body with it, as JsonSerializer does.
        catch (Exception e) when (e is SerializationException or System.Text.Json.JsonException or FormatException or InvalidCastException or ArgumentException)
        {
            context.ModelState.TryAddModelError(context.ModelName, $"{SerializerId} could not read the body: {e.Message}");
            return await InputFormatterResult.FailureAsync();
        }
    }
}
