using System;
using System.Collections.Generic;
using System.IO;
using YamlDotNet.Core;
using YamlDotNet.Core.Events;

namespace JsonMatrix.Orchestrator.Matrix.Parsing;

/// <summary>
/// Walks the file's YAML events before any node is built. YamlDotNet builds nodes recursively (a deeply nested list
/// overflows the stack, which no catch can handle) and throws InvalidOperationException without a position on some
/// unclosed flow collections; its event parser is iterative, so this walk can stop at a depth limit and name where an
/// unclosed '[' or '{' was opened.
/// </summary>
internal static class YamlStructureCheck
{
    /// <summary>A matrix nests four levels deep; anything near this limit is not a matrix.</summary>
    public const int MaxDepth = 32;

    /// <summary>True when the text may be loaded into nodes; otherwise the one error is in <paramref name="errors"/>.</summary>
    public static bool Passes(string yaml, ErrorList errors)
    {
        var open = new Stack<(Mark Start, bool Flow, char Bracket)>();
        var parser = new Parser(new StringReader(yaml));
        try
        {
            while (parser.MoveNext())
            {
                switch (parser.Current)
                {
                    case SequenceStart sequence:
                        open.Push((sequence.Start, sequence.Style == YamlDotNet.Core.Events.SequenceStyle.Flow, '['));
                        break;
                    case MappingStart mapping:
                        open.Push((mapping.Start, mapping.Style == YamlDotNet.Core.Events.MappingStyle.Flow, '{'));
                        break;
                    case SequenceEnd or MappingEnd:
                        open.TryPop(out _);
                        break;
                }

                if (open.Count > MaxDepth)
                {
                    errors.Add(open.Peek().Start, $"the file nests lists and mappings more than {MaxDepth} levels deep. A matrix needs at most 4 (see docs/matrix.md).");
                    return false;
                }
            }

            return true;
        }
        catch (YamlException)
        {
            // Loading the nodes reports the same syntax error with its message and position.
            return true;
        }
        catch (InvalidOperationException)
        {
            var unclosed = FirstUnclosedFlow(open);
            var at = unclosed?.Start ?? (open.Count > 0 ? open.Peek().Start : Mark.Empty);
            var what = unclosed is { } u ? $"'{u.Bracket}' opened here is never closed ('{Closing(u.Bracket)}' missing)" : "the YAML ends in the middle of a value";
            errors.Add(at, $"this is not valid YAML: {what}. Fix the syntax first; the rest of the file is checked after that.");
            return false;
        }
    }

    private static (Mark Start, bool Flow, char Bracket)? FirstUnclosedFlow(Stack<(Mark Start, bool Flow, char Bracket)> open)
    {
        (Mark Start, bool Flow, char Bracket)? outermost = null;
        foreach (var entry in open)
        {
            if (entry.Flow) outermost = entry;
        }

        return outermost;
    }

    private static char Closing(char bracket) => bracket == '[' ? ']' : '}';
}
