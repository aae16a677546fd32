using System;
using System.Collections.Generic;

namespace JsonMatrix.Orchestrator.Running.Publishing;

/// <summary>The hash of inputs `run` would give each publish now (<see cref="PublishHash"/> over this repository's
/// sources and the SDK version), each project's sources read once however many specs ask: for the questions asked before
/// a run, which images are current and which publishes are cached.</summary>
public sealed class PublishHashes(string repositoryRoot, string sdkVersion)
{
    private readonly Dictionary<string, List<KeyValuePair<string, byte[]>>> _sources = new(StringComparer.Ordinal);
    private readonly Dictionary<PublishSpec, string> _hashes = [];

    public string Of(PublishSpec spec)
    {
        if (_hashes.TryGetValue(spec, out var hash)) return hash;
        if (!_sources.TryGetValue(spec.Project.Name, out var files))
        {
            _sources[spec.Project.Name] = files = [.. BenchSources.Read(repositoryRoot, spec.Project.SourceFolders)];
        }

        return _hashes[spec] = PublishHash.Compute(spec, sdkVersion, files);
    }
}
