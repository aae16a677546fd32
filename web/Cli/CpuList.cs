using System.Globalization;
using System.Linq;

namespace JsonMatrix.Web.Cli;

/// <summary>taskset's CPU lists ("0", "1-3", "0,2"), already checked by <see cref="WebArguments"/>.</summary>
public static class CpuList
{
    public static int Count(string list) => list.Split(',').Sum(part =>
    {
        var bounds = part.Split('-').Select(b => int.Parse(b, CultureInfo.InvariantCulture)).ToArray();
        return bounds.Length == 1 ? 1 : System.Math.Max(0, bounds[1] - bounds[0] + 1);
    });
}
