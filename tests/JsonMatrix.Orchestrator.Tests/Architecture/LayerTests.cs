using System;
using System.Linq;
using NetArchTest.Rules;
using Xunit;

namespace JsonMatrix.Orchestrator.Tests.Architecture;

/// <summary>
/// The orchestrator's layers as they stand (docs/architecture.md, "The orchestrator's rooms and layers"): the commands
/// (Cli) on top, which nothing else may use; the pure core (Matrix, Statistics, Text) that uses no other room; the edges
/// that know nothing of the rest (Docker, FileSystem); compare's core (Comparing), which the commands and history share
/// without going through the command line; and no two rooms that use each other. A new import across these lines fails
/// here with the types that made it.
/// </summary>
public sealed class LayerTests
{
    private const string Root = "JsonMatrix.Orchestrator";

    private static Types Orchestrator => Types.InAssembly(typeof(Orchestrator.Cli.CliApplication).Assembly);

    [Fact]
    public void Only_the_commands_use_the_commands()
    {
        var result = Orchestrator.That().ResideInNamespaceMatching($"^{Root}(\\..*)?$").And().DoNotResideInNamespaceMatching(Within("Cli"))
            .And().DoNotHaveName("Program")
            .ShouldNot().HaveDependencyOnAny($"{Root}.Cli").GetResult();

        Assert.True(result.IsSuccessful, Failing(result));
    }

    /// <param name="room">A room of the pure core (Statistics, Matrix), an edge (Docker, FileSystem), or the declared
    /// file formats (Formats: documents only, which the rooms that write them map their models to).</param>
    /// <param name="allowed">The rooms it may use: Matrix the pure numbers of Statistics, Docker the atomic file writes.</param>
    [Theory]
    [InlineData("Statistics", "")]
    [InlineData("Matrix", "Statistics")]
    [InlineData("Docker", "FileSystem")]
    [InlineData("FileSystem", "")]
    [InlineData("Formats", "")]
    [InlineData("Text", "")]
    public void A_room_of_the_core_or_an_edge_uses_no_other_room(string room, string allowed)
    {
        var others = new[] { "Cells", "Cleanup", "Cli", "Comparing", "Docker", "FileSystem", "Formats", "History", "Matrix", "Packages", "Provisioning", "Rendering", "Reports", "Running", "Statistics", "Text", "Workflows" }
            .Where(other => other != room && other != allowed).Select(other => $"{Root}.{other}").ToArray();

        var result = Orchestrator.That().ResideInNamespaceMatching(Within(room)).ShouldNot().HaveDependencyOnAny(others).GetResult();

        Assert.True(result.IsSuccessful, Failing(result));
    }

    [Fact]
    public void Compare_s_core_knows_nothing_of_the_commands_the_renderers_or_the_machine()
    {
        var result = Orchestrator.That().ResideInNamespaceMatching(Within("Comparing"))
            .ShouldNot().HaveDependencyOnAny($"{Root}.Cli", $"{Root}.Rendering", $"{Root}.History", $"{Root}.Docker", $"{Root}.Running", $"{Root}.Provisioning")
            .GetResult();

        Assert.True(result.IsSuccessful, Failing(result));
    }

    /// <summary>Two rooms that use each other are one room in two folders: neither can be read, changed or tested
    /// without the other. Every pair is checked, both ways.</summary>
    [Fact]
    public void No_two_rooms_use_each_other()
    {
        var rooms = typeof(Orchestrator.Cli.CliApplication).Assembly.GetTypes().Select(type => type.Namespace ?? "").Where(ns => ns.StartsWith(Root + ".", StringComparison.Ordinal))
            .Select(ns => ns[(Root.Length + 1)..].Split('.')[0]).Distinct().Order(StringComparer.Ordinal).ToList();
        var uses = rooms.ToDictionary(room => room, room => rooms.Where(other => other != room && !Orchestrator.That().ResideInNamespaceMatching(Within(room))
            .ShouldNot().HaveDependencyOnAny($"{Root}.{other}").GetResult().IsSuccessful).ToHashSet());

        var cycles = rooms.SelectMany(a => uses[a].Where(b => string.CompareOrdinal(a, b) < 0 && uses[b].Contains(a)).Select(b => $"{a} <-> {b}")).ToList();

        Assert.True(cycles.Count == 0, "These rooms use each other: " + string.Join(", ", cycles));
    }

    /// <summary>The room's namespace and those below it, and nothing that merely starts with its name.</summary>
    private static string Within(string room) => $"^{System.Text.RegularExpressions.Regex.Escape($"{Root}.{room}")}(\\..*)?$";

    private static string Failing(TestResult result) =>
        "These types cross a layer: " + string.Join(", ", (result.FailingTypes ?? []).Select(type => type.FullName));
}
