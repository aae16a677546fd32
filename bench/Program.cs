using System;
using JsonMatrix.Contracts.Cells;
using JsonMatrix.Bench.Running;

namespace JsonMatrix.Bench;

internal static class Program
{
    private static int Main(string[] args)
    {
        var (options, errors) = ArgumentParser.Parse(args);
        if (options == null)
        {
            foreach (var error in errors)
            {
                Console.Error.WriteLine(error);
            }

            Console.Error.WriteLine(ArgumentParser.Usage);
            return BenchExitCodes.InvalidArguments;
        }

        return CellRunner.Run(options, Console.Out);
    }
}
