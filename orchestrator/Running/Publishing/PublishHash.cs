using System;
using System.Collections.Generic;
using System.Linq;
using System.Security.Cryptography;
using System.Text;

namespace JsonMatrix.Orchestrator.Running.Publishing;

/// <summary>The cache key of a publish: a hash of its spec, the SDK version and the content of every input file.</summary>
public static class PublishHash
{
    public const int Length = 12;

    /// <param name="files">Input files by path relative to the repository (forward slashes), with their content.</param>
    public static string Compute(PublishSpec spec, string sdkVersion, IEnumerable<KeyValuePair<string, byte[]>> files)
    {
        using var hash = IncrementalHash.CreateHash(HashAlgorithmName.SHA256);
        hash.AppendData(Encoding.UTF8.GetBytes($"{spec.Key}\nsdk={sdkVersion}\n"));
        foreach (var (path, content) in files.OrderBy(file => file.Key, StringComparer.Ordinal))
        {
            hash.AppendData(Encoding.UTF8.GetBytes($"{path}\n{content.Length}\n"));
            hash.AppendData(content);
        }

        return Convert.ToHexStringLower(hash.GetHashAndReset())[..Length];
    }
}
