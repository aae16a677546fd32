using System.Collections.Generic;
using System.Linq;
using YamlDotNet.Core;

namespace JsonMatrix.Orchestrator.Matrix.Parsing;

/// <summary>Collects every error of one file, so that all of them are reported at once.</summary>
internal sealed class ErrorList(string file)
{
    private readonly List<MatrixError> _errors = [];

    public string File { get; } = file;

    /// <summary>In file order, whichever section found them.</summary>
    public IReadOnlyList<MatrixError> Errors => _errors.OrderBy(e => e.Line).ThenBy(e => e.Column).ToList();

    public int Count => _errors.Count;

    public void Add(Mark at, string message) => _errors.Add(new MatrixError(File, (int)at.Line, (int)at.Column, message));

    /// <summary>"Allowed: 'a', 'b'." for messages that list the accepted values.</summary>
    private const int MaxListed = 20;

    public static string Allowed(IEnumerable<string> values)
    {
        var list = values.ToList();
        if (list.Count == 0) return "Nothing is allowed here yet.";
        // A matrix may declare thousands of runtimes; an error names a few and says how many there are.
        var shown = string.Join(", ", list.Take(MaxListed).Select(v => $"'{v}'"));
        return list.Count <= MaxListed ? $"Allowed: {shown}." : $"Allowed: {shown} and {list.Count - MaxListed} more.";
    }
}
