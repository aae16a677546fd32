using System.Globalization;
using JsonMatrix.Orchestrator.Reporting.Rendering.Reports;
using Xunit;

namespace JsonMatrix.Orchestrator.Tests.Reporting.Rendering.Reports;

public sealed class UnitsTests
{
    [Theory]
    [InlineData(0.5, "0.50 ns")]
    [InlineData(148.66, "149 ns")]
    [InlineData(1385.19, "1.39 μs")]
    [InlineData(25_400, "25.4 μs")]
    [InlineData(3_210_000, "3.21 ms")]
    [InlineData(12_000_000_000, "12.0 s")]
    public void Times_are_scaled_to_a_unit_and_shown_with_three_significant_digits(double nanoseconds, string expected)
    {
        Assert.Equal(expected, Units.Time(nanoseconds));
    }

    [Theory]
    [InlineData(0L, "0 B")]
    [InlineData(296L, "296 B")]
    [InlineData(1536L, "1.50 KB")]
    [InlineData(5L * 1024 * 1024, "5.00 MB")]
    public void Allocations_are_scaled_in_steps_of_1024_as_benchmarkdotnet_counts(long bytes, string expected)
    {
        Assert.Equal(expected, Units.Bytes(bytes));
    }

    [Fact]
    public void Numbers_do_not_follow_the_current_culture()
    {
        var original = CultureInfo.CurrentCulture;
        try
        {
            CultureInfo.CurrentCulture = new CultureInfo("de-DE");
            Assert.Equal("1.39 μs", Units.Time(1385.19));
            Assert.Equal("0.85", Units.Ratio(0.8512));
            Assert.Equal("1,234,567", Units.Integer(1_234_567));
            Assert.Equal("0.1", Units.Number(0.1));
        }
        finally
        {
            CultureInfo.CurrentCulture = original;
        }
    }

    [Fact]
    public void A_missing_ratio_is_a_dash()
    {
        Assert.Equal("–", Units.Ratio(null));
        Assert.Equal("–", Units.Ratio(double.NaN));
    }
}
