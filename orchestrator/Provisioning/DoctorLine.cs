namespace JsonMatrix.Orchestrator.Provisioning;

/// <summary>One finding of `doctor`.</summary>
/// <param name="State">ok, fixed, missing (fixable with --fix), failed (a fix was tried and failed) or manual
/// (the user must act: not root, not Debian, no way to start an engine), warning (works, with a limitation).</param>
public sealed record DoctorLine(string State, string Subject, string Detail)
{
    public const string Ok = "ok";
    public const string Fixed = "fixed";
    public const string Missing = "missing";
    public const string Failed = "failed";
    public const string Manual = "manual";
    public const string Warning = "warning";

    public bool NeedsAttention => State is Missing or Failed or Manual;
}
