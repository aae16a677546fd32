using System.Collections.Generic;
using System.IO;
using System.Threading.Tasks;
using JsonMatrix.Contracts.Cells;
using JsonMatrix.Web.Formatters;
using JsonMatrix.Web.Load;
using JsonMatrix.Web.Running;

namespace JsonMatrix.Web.Cli;

/// <summary>The command line end to end: bad arguments are reported all at once (exit 2) before anything starts.
/// <paramref name="restartPinned"/>: the real executable restarts itself on --server-cpus (<see cref="PinnedStart"/>);
/// a test host pins itself in place instead. <paramref name="serverCommand"/>: how a rotation starts its server processes
/// (the app itself unless a test says otherwise).</summary>
public static class WebCommand
{
    public static async Task<int> RunAsync(IReadOnlyList<string> args, ILoadGenerator generator, TextWriter log, TextWriter errorLog,
        bool restartPinned = false, IReadOnlyList<string>? serverCommand = null)
    {
        if (HelpOption.IsIn(args))
        {
            log.WriteLine(WebArguments.Usage);
            return BenchExitCodes.Success;
        }

        var (options, errors) = WebArguments.Parse(args);
        if (options == null)
        {
            foreach (var error in errors)
            {
                errorLog.WriteLine("error: " + error);
            }

            errorLog.WriteLine(WebArguments.Usage);
            return BenchExitCodes.InvalidArguments;
        }

        if (restartPinned && options.ServerCpus != null && !PinnedStart.IsPinned(options.ServerCpus))
        {
            return PinnedStart.Run(args, options.ServerCpus, errorLog);
        }

        if (options.ServeOnly)
        {
            return await ServerChild.RunAsync(options, FormatterCatalog.Find(options.Serializer)!, System.Console.In, log);
        }

        // The driver waits for wrk and its servers only: it may block (no server shares its process).
        return options.Group != null
            ? RotationDriver.Run(options, serverCommand ?? PinnedStart.SelfCommand(), generator, log)
            : await WebCellRunner.RunAsync(options, FormatterCatalog.Find(options.Serializer)!, generator, log);
    }
}
