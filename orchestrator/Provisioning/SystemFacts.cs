using System;
using System.Collections.Generic;
using System.IO;
using System.Linq;

namespace JsonMatrix.Orchestrator.Provisioning;

/// <summary>The real machine's facts, read from /etc/os-release, PATH and the file system.</summary>
public sealed class SystemFacts : ISystemFacts
{
    // sbin folders are searched too: a non-root PATH often lacks them, and debootstrap lives there.
    private static readonly string[] ExtraFolders = ["/usr/local/sbin", "/usr/sbin", "/sbin"];

    public bool IsRoot => Environment.IsPrivilegedProcess;

    public (string? Id, string? Version, string? IdLike) OperatingSystem
    {
        get
        {
            const string path = "/etc/os-release";
            if (!File.Exists(path))
            {
                return (null, null, null);
            }

            var values = File.ReadAllLines(path)
                .Select(line => line.Split('=', 2))
                .Where(parts => parts.Length == 2)
                .ToDictionary(parts => parts[0].Trim(), parts => parts[1].Trim().Trim('"'), StringComparer.Ordinal);
            return (values.GetValueOrDefault("ID"), values.GetValueOrDefault("VERSION_ID"), values.GetValueOrDefault("ID_LIKE"));
        }
    }

    public bool HasSystemd => Directory.Exists("/run/systemd/system");

    public bool HasCommand(string name) =>
        (Environment.GetEnvironmentVariable("PATH") ?? string.Empty)
            .Split(Path.PathSeparator, StringSplitOptions.RemoveEmptyEntries)
            .Concat(ExtraFolders)
            .Any(folder => File.Exists(Path.Combine(folder, name)));

    public bool FileExists(string path) => File.Exists(path);
}
