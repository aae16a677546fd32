using System.Collections.Generic;
using System.Linq;

namespace JsonMatrix.Contracts.Cells;

/// <summary>The flags that ask the bench or the web app for their usage instead of a run (exit 0, as the dotnet CLI does).</summary>
public static class HelpOption
{
    public static bool IsIn(IReadOnlyList<string> args) => args.Any(a => a is "--help" or "-h" or "-?");
}
