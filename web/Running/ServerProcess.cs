using System;
using System.Collections.Concurrent;
using System.Collections.Generic;
using System.Diagnostics;
using System.IO;
using System.Linq;
using System.Threading;
using JsonMatrix.Contracts.Web;

namespace JsonMatrix.Web.Running;

/// <summary>The driver's handle on one server process of a rotation (<see cref="ServerChild"/>): starts it (it inherits
/// the driver's CPU affinity), waits for its ready line, asks it for its meter, stops it. Its other output goes to the
/// driver's log, each line marked with the serializer.</summary>
public sealed class ServerProcess : IDisposable
{
    private static readonly TimeSpan StartTimeout = TimeSpan.FromSeconds(120);
    private static readonly TimeSpan MeterTimeout = TimeSpan.FromSeconds(30);

    private readonly Process _process;
    private readonly BlockingCollection<string> _replies = new();
    private readonly string _serializer;

    private ServerProcess(Process process, string serializer)
    {
        _process = process;
        _serializer = serializer;
    }

    /// <summary>Starts <paramref name="command"/> (the app itself, see <see cref="PinnedStart.SelfCommand"/>) serving
    /// <paramref name="serializer"/>, its gate's result written to <paramref name="outDirectory"/>.</summary>
    /// <summary>The server's process id (to move its threads to another CPU, <see cref="ServerAffinity.PinProcess"/>).</summary>
    public int Pid => _process.Id;

    /// <param name="label">How the log and errors name this server (the member, RUNTIME/ID for another runtime's build);
    /// the serializer when null.</param>
    public static ServerProcess Start(IReadOnlyList<string> command, string serializer, string outDirectory, TextWriter log, string? label = null)
    {
        var start = new ProcessStartInfo(command[0])
        {
            UseShellExecute = false,
            RedirectStandardInput = true,
            RedirectStandardOutput = true,
            RedirectStandardError = true,
        };
        foreach (var argument in command.Skip(1).Concat(new[] { WebOptionNames.ServeOnly, WebOptionNames.Serializer, serializer, WebOptionNames.Out, outDirectory }))
        {
            start.ArgumentList.Add(argument);
        }

        var process = Process.Start(start) ?? throw new InvalidOperationException($"the server process for {label ?? serializer} did not start.");
        var server = new ServerProcess(process, label ?? serializer);
        server.Forward(process.StandardOutput, log, replies: true);
        server.Forward(process.StandardError, log, replies: false);
        return server;
    }

    /// <summary>The ready line, or null with why not (the process ended or did not get ready in time).</summary>
    public (ServerReady? Ready, string? Problem) WaitReady()
    {
        var line = Next(StartTimeout);
        if (line == null)
        {
            return (null, $"the server process for {_serializer} {(Ended() ? $"exited with {_process.ExitCode}" : $"was not ready after {StartTimeout.TotalSeconds:0} s")} before it was gated");
        }

        return ServerProtocol.ParseReady(line) is { } ready ? (ready, null) : (null, $"the server process for {_serializer} answered '{line}' instead of its ready line");
    }

    /// <exception cref="ServerProcessException">The process has ended or does not answer.</exception>
    public ServerMeter ReadMeter()
    {
        try
        {
            _process.StandardInput.WriteLine(ServerProtocol.MeterCommand);
            _process.StandardInput.Flush();
        }
        catch (IOException e)
        {
            throw new ServerProcessException($"the server process for {_serializer} has ended ({e.Message})");
        }

        var line = Next(MeterTimeout);
        return line != null && ServerProtocol.ParseMeter(line) is { } meter
            ? meter
            : throw new ServerProcessException($"the server process for {_serializer} {(Ended() ? $"exited with {_process.ExitCode}" : "did not answer for its meter")}");
    }

    /// <summary>Whether the process has ended. Its output closes a moment before the kernel reports the exit, so a process
    /// whose output just ended gets a second to be seen as exited (in CI a server that exited at once was reported as
    /// not ready in time, 17 ms after it started).</summary>
    private bool Ended() => _process.HasExited || _process.WaitForExit(1000);

    /// <summary>Ends stdin, which stops the server; kills it if it has not stopped within ten seconds.</summary>
    public void Dispose()
    {
        try
        {
            _process.StandardInput.Close();
        }
        catch (IOException)
        {
            // Already gone.
        }

        if (!_process.WaitForExit(10_000))
        {
            _process.Kill(entireProcessTree: true);
            _process.WaitForExit();
        }

        _process.Dispose();
    }

    private string? Next(TimeSpan timeout)
    {
        try
        {
            return _replies.TryTake(out var line, timeout) ? line : null;
        }
        catch (InvalidOperationException)
        {
            return null; // stdout ended: the process is gone.
        }
    }

    private void Forward(StreamReader reader, TextWriter log, bool replies)
    {
        var thread = new Thread(() =>
        {
            for (var line = reader.ReadLine(); line != null; line = reader.ReadLine())
            {
                if (replies && ServerProtocol.IsReply(line)) _replies.Add(line);
                else log.WriteLine($"[{_serializer}] {line}");
            }

            if (replies) _replies.CompleteAdding();
        }) { IsBackground = true, Name = "server output " + _serializer };
        thread.Start();
    }
}

/// <summary>A server process of a rotation ended or stopped answering: its serializer's measurement failed.</summary>
public sealed class ServerProcessException : Exception
{
    public ServerProcessException(string message)
        : base(message)
    {
    }
}
