using System;
using ServiceStack.Text;

namespace JsonMatrix.Bench.Serializers.ServiceStack;

/// <summary>ServiceStack.Text's JsConfig for the web profile. JsConfig is process-wide; a bench process runs
/// one configuration, and tests that run several reset it in between.</summary>
internal static class ServiceStackConfig
{
    public static Config Create(EscapingMode mode) => new()
    {
        TextCase = TextCase.CamelCase,
        DateHandler = DateHandler.ISO8601,
        ExcludeTypeInfo = true,
        EscapeUnicode = mode == EscapingMode.Ascii,
    };

    public static void InitGlobal(EscapingMode mode)
    {
        ResetGlobal();
        JsConfig.Init(Create(mode));
    }

    /// <summary>ServiceStack.Text writes Guids without dashes ("N"); the web profile writes "D" like every
    /// other library. A per-type function is ServiceStack's way to choose a format: static, so both lifetimes
    /// get it once here (it is not part of the per-call Config).</summary>
    public static void ResetGlobal()
    {
        JsConfig.Reset();
        JsConfig<Guid>.SerializeFn = guid => guid.ToString("D");
    }
}
