namespace JsonMatrix.Bench.Validation;

/// <summary>The gate's verdict on one payload: status ok, mismatch (with a readable diff) or unsupported
/// (with the reason; not timed).</summary>
public sealed class PayloadValidation
{
    private PayloadValidation(string payload, string status, string? reason, string? diff)
    {
        Payload = payload;
        Status = status;
        Reason = reason;
        Diff = diff;
    }

    public string Payload { get; }

    public string Status { get; }

    public string? Reason { get; }

    public string? Diff { get; }

    public bool IsMismatch => Status == "mismatch";

    public bool IsSupported => Status != "unsupported";

    public static PayloadValidation Ok(string payload) => new(payload, "ok", null, null);

    public static PayloadValidation Mismatch(string payload, string reason, string diff) => new(payload, "mismatch", reason, diff);

    public static PayloadValidation Unsupported(string payload, string reason) => new(payload, "unsupported", reason, null);
}
