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
    public static string Allowed(IEnumerable<string> values)
    {
        var list = values.ToList();
        return list.Count == 0 ? "Nothing is allowed here yet." : "Allowed: " + string.Join(", ", list.Select(v => $"'{v}'")) + ".";
    }
}
