using System.CommandLine;

namespace JsonMatrix.Orchestrator.Cli;

/// <summary>Options several commands share. Each command gets its own instances.</summary>
public static class CommonOptions
{
    public static Option<string?> Matrix() => new("--matrix")
    {
        Description = "The matrix file [default: matrix.yaml at the repository root]",
        HelpName = "FILE",
    };

    public static Option<string[]> Filter() => new("--filter")
    {
        Description = "Select cells: KEY=VALUE with KEY one of runtime, serializer, workload, escaping, lifetime, version (a package version: version=12.0.3). Repeatable; values of one key are alternatives, different keys must all match",
        HelpName = "KEY=VALUE",
        DefaultValueFactory = _ => [],
    };

    public static Option<string?> Job() => new("--job")
    {
        Description = "BenchmarkDotNet job: lean (about a second per benchmark, median with a 99.9 % interval), quick (smoke), short, default [default: the matrix file's job]",
        HelpName = "lean|quick|short|default",
    };
}
