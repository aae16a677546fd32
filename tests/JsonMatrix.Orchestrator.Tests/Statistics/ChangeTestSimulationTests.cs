using System.Linq;
using JsonMatrix.Orchestrator.Statistics;
using Xunit;
using Xunit.Abstractions;

namespace JsonMatrix.Orchestrator.Tests.Statistics;

public sealed class ChangeTestSimulationTests(ITestOutputHelper output)
{
    [Theory]
    [InlineData(2, 0.036)]
    [InlineData(3, 0.036)]
    [InlineData(2, 0.02)]
    [InlineData(3, 0.02)]
    [InlineData(2, 0.012)]
    [InlineData(3, 0.012)]
    [InlineData(2, 0.025)]
    [InlineData(3, 0.025)]
    [InlineData(2, 0.015)]
    [InlineData(3, 0.015)]
    public void Explore(int processes, double offset)
    {
        var same = 0.0; var detected = 0.0; var cannot = 0.0;
        for (var seed = 0; seed < 10; seed++)
        {
            var runs = new SimulatedRuns(300, seed);
            var a = runs.Run(processes, offset);
            var b = runs.Run(processes, offset, 0.018);
            var c = runs.Run(processes, offset, 0.018, 1.10);
            var v1 = SimulatedRuns.Compare(a, b, 0.05);
            var v2 = SimulatedRuns.Compare(a, c, 0.05);
            same += v1.Count(v => v == Verdict.Same) / 3000.0;
            cannot += v1.Count(v => v == Verdict.CannotTell) / 3000.0;
            detected += v2.Count(v => v == Verdict.Slower) / 3000.0;
        }
        output.WriteLine($"n={processes} sd={offset}: same {same:P1}, cannot {cannot:P1}, 10% detected {detected:P1}");
    }
}
