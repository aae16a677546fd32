using System;

namespace JsonMatrix.Orchestrator.Cells;

/// <summary>run.json's record of the lock its run holds on the folder: the lock file and the process holding it.</summary>
public sealed record RunFolderHolder(string File, int ProcessId, string Host)
{
    /// <summary>The lock file in a run's folder (Running/Locks/RunFolderLock holds it).</summary>
    public const string LockFileName = ".run.lock";

    public static RunFolderHolder Current() => new(LockFileName, Environment.ProcessId, Environment.MachineName);
}
