namespace JsonMatrix.Bench.Serializers;

/// <summary>What happens to non-ASCII characters (ids: default, relaxed, ascii, unicode-ranges-all).</summary>
public enum EscapingMode
{
    /// <summary>The library's own default.</summary>
    Default,

    /// <summary>Non-ASCII written as raw UTF-8 (System.Text.Json: UnsafeRelaxedJsonEscaping).</summary>
    Relaxed,

    /// <summary>Every non-ASCII character written as \uXXXX.</summary>
    Ascii,

    /// <summary>System.Text.Json's JavaScriptEncoder.Create(UnicodeRanges.All), study A's setting.</summary>
    UnicodeRangesAll,
}
