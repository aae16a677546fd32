using System.Linq;
using JsonMatrix.Orchestrator.Matrix;
using JsonMatrix.Orchestrator.Running.Execution;
using JsonMatrix.Orchestrator.Running.Web;
using JsonMatrix.Orchestrator.Tests.Fakes;
using Xunit;

namespace JsonMatrix.Orchestrator.Tests.Running.Web;

/// <summary>A run's web cells, every runtime's, run as one unit in the place of the first; the rest alone.</summary>
public sealed class WebGroupsTests
{
    private static readonly RuntimeSpec Net10 = new("net10.0", "net10.0", "linux", "dotnet", "10.0.1", ".NET 10");

    private static Cell Web(RuntimeSpec runtime, SerializerSpec serializer) =>
        new(WebCells.MakeId(runtime.Id, serializer.Id), runtime, serializer, WebCells.NotApplicable, WebCells.NotApplicable) { Workload = "web" };

    [Fact]
    public void Web_cells_of_every_runtime_group_in_the_place_of_their_first_and_micro_cells_and_stand_ins_stay_alone()
    {
        var passes = new[]
        {
            new CellPass(TestCells.Make(TestCells.Net8, TestCells.Stj), 1, 1),
            new CellPass(Web(TestCells.Net8, TestCells.Stj), 1, 1),
            new CellPass(Web(Net10, TestCells.Stj), 1, 1),
            new CellPass(Web(TestCells.Net8, TestCells.NewtonsoftJson), 1, 1),
            new CellPass(Web(Net10, TestCells.NewtonsoftJson), 1, 1) { Rerun = "slow" },
        };

        var units = WebGroups.Units(passes);

        Assert.Equal(["0", "1,2,3", "4"], units.Select(u => string.Join(",", u)).ToList());
    }
}
