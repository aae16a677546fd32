namespace JsonMatrix.Orchestrator.Provisioning;

/// <summary>What the doctor and the base image builder need to know about this machine.</summary>
public interface ISystemFacts
{
    bool IsRoot { get; }

    /// <summary>ID and VERSION_ID of /etc/os-release (e.g. "debian", "12"), or null where there is none.</summary>
    (string? Id, string? Version, string? IdLike) OperatingSystem { get; }

    /// <summary>True when systemd runs the machine (then services start with systemctl).</summary>
    bool HasSystemd { get; }

    bool HasCommand(string name);

    bool FileExists(string path);
}
