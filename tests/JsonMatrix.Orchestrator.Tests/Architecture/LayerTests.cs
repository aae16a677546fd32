using System;
using System.Collections.Generic;
using System.Linq;
using NetArchTest.Rules;
using Xunit;

namespace JsonMatrix.Orchestrator.Tests.Architecture;

/// <summary>
/// The orchestrator's layers (docs/architecture.md, "The orchestrator's rooms and layers"): each room (a folder under
/// orchestrator/, one namespace with those below it) sits in one layer and uses only rooms of its own layer or lower
/// ones; no two rooms use each other; a few rooms of the core and the edges use less still. A new import across these
/// lines fails here with the types that made it; a new room fails until it is given a layer.
/// </summary>
public sealed class LayerTests
{
    private const string Root = "JsonMatrix.Orchestrator";

    /// <summary>From the top: the commands parse arguments and print; the use cases (run, resume, merge, doctor) drive
    /// the rest; the reports read, merge and render every report (plan, compare, history and clean's included); the
    /// machinery publishes, builds images, runs the cells' processes and containers, asks the NuGet source and cleans
    /// images; the core is the matrix, a cell folder's files, the statistics, compare's judgement and the declared
    /// formats; the edges are the engine and the file system, which know no cell.</summary>
    private static readonly string[][] Layers =
    [
        ["Cli"],
        ["Workflows", "Provisioning"],
        ["Reporting"],
        ["Running", "Packages", "Cleanup"],
        ["Matrix", "Statistics", "Comparing", "Cells", "Formats", "Text"],
        ["Docker", "FileSystem"],
    ];

    private static Types Orchestrator => Types.InAssembly(typeof(Orchestrator.Cli.CliApplication).Assembly);

    private static IReadOnlyList<string> Rooms => typeof(Orchestrator.Cli.CliApplication).Assembly.GetTypes()
        .Select(type => type.Namespace ?? "").Where(ns => ns.StartsWith(Root + ".", StringComparison.Ordinal))
        .Select(ns => ns[(Root.Length + 1)..].Split('.')[0]).Distinct().Order(StringComparer.Ordinal).ToList();

    public static TheoryData<string> EveryRoom() => [.. Layers.SelectMany(layer => layer)];

    [Fact]
    public void Every_room_has_a_layer()
    {
        var placed = Layers.SelectMany(layer => layer).ToHashSet(StringComparer.Ordinal);

        var unplaced = Rooms.Where(room => !placed.Contains(room)).ToList();
        var gone = placed.Where(room => !Rooms.Contains(room)).ToList();

        Assert.True(unplaced.Count == 0, "These rooms have no layer: " + string.Join(", ", unplaced));
        Assert.True(gone.Count == 0, "These layers name rooms that no longer exist: " + string.Join(", ", gone));
    }

    [Theory]
    [MemberData(nameof(EveryRoom))]
    public void A_room_uses_no_room_of_a_higher_layer(string room)
    {
        var layer = Array.FindIndex(Layers, rooms => rooms.Contains(room));
        var higher = Layers.Take(layer).SelectMany(rooms => rooms).Select(other => $"{Root}.{other}").ToArray();
        if (higher.Length == 0) return;

        var result = Orchestrator.That().ResideInNamespaceMatching(Within(room)).ShouldNot().HaveDependencyOnAny(higher).GetResult();

        Assert.True(result.IsSuccessful, Failing(result));
    }

    /// <param name="room">A room of the core or an edge that uses less than its layer allows.</param>
    /// <param name="allowed">The rooms it may use, comma-separated: Matrix the pure numbers of Statistics, compare's
    /// judgement those and the cell records it names, Docker the atomic file writes.</param>
    [Theory]
    [InlineData("Statistics", "")]
    [InlineData("Matrix", "Statistics")]
    [InlineData("Comparing", "Statistics,Cells")]
    [InlineData("Docker", "FileSystem")]
    [InlineData("FileSystem", "")]
    [InlineData("Formats", "")]
    [InlineData("Text", "")]
    public void A_room_of_the_core_or_an_edge_uses_no_other_room(string room, string allowed)
    {
        var others = Rooms.Where(other => other != room && !allowed.Split(',').Contains(other)).Select(other => $"{Root}.{other}").ToArray();

        var result = Orchestrator.That().ResideInNamespaceMatching(Within(room)).ShouldNot().HaveDependencyOnAny(others).GetResult();

        Assert.True(result.IsSuccessful, Failing(result));
    }

    /// <summary>Two rooms that use each other are one room in two folders: neither can be read, changed or tested
    /// without the other. Every pair is checked, both ways, within a layer too.</summary>
    [Fact]
    public void No_two_rooms_use_each_other()
    {
        var rooms = Rooms;
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
