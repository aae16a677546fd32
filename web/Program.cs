using System;
using System.Threading.Tasks;
using JsonMatrix.Web.Cli;
using JsonMatrix.Web.Load;

namespace JsonMatrix.Web;

internal static class Program
{
    private static Task<int> Main(string[] args) => WebCommand.RunAsync(args, new WrkLoadGenerator(), Console.Out, Console.Error, restartPinned: true);
}
