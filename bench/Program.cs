using System;
using JsonMatrix.Contracts.Cells;
using JsonMatrix.Bench.Running;

namespace JsonMatrix.Bench;

internal static class Program
{
    private static int Main(string[] args)
    {
        // A cold-start sample: nothing else may run before its first call.
        if (args.Length > 0 && args[0] == BenchOptionNames.FirstCall)
        {
            return ColdStart.FirstCall.Run(args);
        }

        if (HelpOption.IsIn(args))
        {
            Console.WriteLine(ArgumentParser.Usage);
            return BenchExitCodes.Success;
        }

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
