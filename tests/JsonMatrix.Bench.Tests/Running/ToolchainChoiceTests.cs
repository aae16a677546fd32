using BenchmarkDotNet.Toolchains.InProcess.Emit;
using BenchmarkDotNet.Toolchains.InProcess.NoEmit;
using JsonMatrix.Bench.Running;
using JsonMatrix.Bench.Measuring;
using Xunit;

namespace JsonMatrix.Bench.Tests.Running;

public sealed class ToolchainChoiceTests
{
    [Fact]
    public void A_nativeaot_process_times_through_the_no_emit_toolchain_and_a_jit_process_through_the_emit_one()
    {
        Assert.IsType<InProcessNoEmitToolchain>(BenchmarkConfigFactory.InProcessToolchain(aheadOfTime: true));
        Assert.IsType<InProcessEmitToolchain>(BenchmarkConfigFactory.InProcessToolchain(aheadOfTime: false));
    }

    [Fact]
    public void The_test_process_is_a_jit_process()
    {
        Assert.False(AheadOfTime.IsActive);
    }
}
