using System;
using System.Collections.Generic;
using System.Globalization;
using System.IO;
using System.Linq;
using System.Threading;
using JsonMatrix.Orchestrator.Cells;
using JsonMatrix.Orchestrator.Matrix;
using JsonMatrix.Orchestrator.Matrix.Planning;
using JsonMatrix.Orchestrator.Running.Execution;

namespace JsonMatrix.Orchestrator.Workflows.Run;

/// <summary>Live progress of a run: on a terminal one status line that updates every second (cells done/total, the
/// current cell and step, elapsed, ETA) under the lines worth keeping; elsewhere (CI, redirected output) one plain
/// line per step.</summary>
public sealed class ConsoleProgress : IRunProgress, IDisposable
{
    private readonly TextWriter _out;
    private readonly bool _interactive;
    private readonly TimeProvider _time;
    private readonly RunEta _eta;
    private readonly long _start;

    /// <summary>When this progress began: its passes' ETA counts from here, since the time before belongs to passes it
    /// does not estimate (with the run's start, the stand-ins' ETA read four times too long).</summary>
    private readonly long _began;
    private readonly object _gate = new();
    private readonly Timer? _timer;
    private int _total;
    private string _cell = string.Empty;
    private string _step = string.Empty;
    private bool _statusShown;

    /// <param name="start">The run's start (a timestamp of <paramref name="time"/>), when this progress goes on after
    /// another's (the reruns of slow processes after the passes); now when null.</param>
    /// <param name="passEstimates">Each pass's own estimate, the set-up before the first cell left out.</param>
    /// <param name="setup">The set-up before the first cell (<see cref="SetupFinished"/>).</param>
    public ConsoleProgress(TextWriter output, bool interactive, TimeProvider time, IReadOnlyList<TimeSpan> passEstimates, long? start = null,
        TimeSpan setup = default)
    {
        _out = output;
        _interactive = interactive;
        _time = time;
        _eta = new RunEta(passEstimates, setup);
        _total = passEstimates.Count;
        _began = time.GetTimestamp();
        _start = start ?? _began;
        if (interactive)
        {
            _timer = new Timer(_ => Redraw(), null, TimeSpan.FromSeconds(1), TimeSpan.FromSeconds(1));
        }
    }

    /// <summary>When this progress started counting (a timestamp of the run's clock).</summary>
    public long Start => _start;

    /// <summary>A terminal that can redraw one line; CI=true forces plain lines (logs keep every line).</summary>
    public static bool IsInteractive() =>
        !Console.IsOutputRedirected
        && !string.Equals(Environment.GetEnvironmentVariable("CI"), "true", StringComparison.OrdinalIgnoreCase)
        && !string.Equals(Environment.GetEnvironmentVariable("TERM"), "dumb", StringComparison.Ordinal);

    public void CellStarted(int index, int total, CellPass pass)
    {
        lock (_gate)
        {
            _total = total;
            _cell = $"[{index + 1}/{total}] {pass.Label}";
            _step = "starting";
        }
    }

    public void StepStarted(Cell cell, string step)
    {
        lock (_gate)
        {
            _step = step;
            if (_interactive)
            {
                Redraw();
            }
            else
            {
                _out.WriteLine($"{_cell}: {step} | {Clock()}");
            }
        }
    }

    public void Note(Cell cell, string message) => Keep($"{_cell}: {message}");

    /// <summary>A line of the run itself (not of a cell), kept in the output.</summary>
    public void Line(string message) => Keep(message);

    /// <summary>The set-up before the first cell is done: from here the ETA scales the passes by their own times.</summary>
    public void SetupFinished()
    {
        lock (_gate)
        {
            _eta.SetupFinished(_time.GetElapsedTime(_began));
        }
    }

    /// <summary>A line of the run itself with the clock (elapsed, ETA): the set-up before the first cell.</summary>
    public void LineWithClock(string message) => Keep($"{message} | {Clock()}");

    public void CellFinished(int index, int total, CellPass pass, CellRecord record)
    {
        lock (_gate)
        {
            _total = total;
            _eta.PassFinished(index, _time.GetElapsedTime(_began));
            _step = "done";
        }

        var overhead = record.OverheadMs is { } ms ? string.Create(CultureInfo.InvariantCulture, $", overhead {ms / 1000.0:0.00} s") : string.Empty;
        var reason = record.Reason is null ? string.Empty : $": {record.Reason}";
        // The first cell of a runtime carries its publish and image in cell.json (the plan learns the set-up from it), but
        // they ran before the first cell, and their own lines said so: "ok in 75.8 s" read as the cell's time.
        var setupMs = record.Steps.Where(step => step.Shared).Sum(step => step.Milliseconds);
        var took = setupMs > 0 && record.WallMs is { } wall && wall >= setupMs
            ? string.Create(CultureInfo.InvariantCulture, $"{(wall - setupMs) / 1000.0:0.0} s (and its runtime's set-up, {setupMs / 1000.0:0.0} s)")
            : string.Create(CultureInfo.InvariantCulture, $"{record.WallMs / 1000.0:0.0} s");
        Keep(string.Create(CultureInfo.InvariantCulture,
            $"[{index + 1}/{total}] {pass.Label}: {record.Status} in {took}{overhead}{reason} | {Clock()}"));
    }

    public void Dispose()
    {
        _timer?.Dispose();
        lock (_gate)
        {
            ClearStatus();
        }
    }

    /// <summary>A line that stays in the output (above the status line on a terminal).</summary>
    private void Keep(string line)
    {
        lock (_gate)
        {
            ClearStatus();
            _out.WriteLine(line);
            if (_interactive)
            {
                DrawStatus();
            }
        }
    }

    private void Redraw()
    {
        lock (_gate)
        {
            ClearStatus();
            DrawStatus();
        }
    }

    private void DrawStatus()
    {
        if (_cell.Length == 0 || _step == "done")
        {
            return;
        }

        var line = $"{_cell}: {_step} | {Clock()}";
        var width = TerminalWidth() - 1;
        _out.Write(line.Length > width ? line[..width] : line);
        _out.Flush();
        _statusShown = true;
    }

    /// <summary>The terminal's width; a terminal that does not say (0) gets a generous default.</summary>
    private static int TerminalWidth()
    {
        try
        {
            return Console.IsOutputRedirected || Console.WindowWidth < 20 ? 160 : Console.WindowWidth;
        }
        catch (IOException)
        {
            return 160;
        }
    }

    private void ClearStatus()
    {
        if (_statusShown)
        {
            _out.Write(Reporting.Rendering.SafeTerminalWriter.ClearLine);
            _statusShown = false;
        }
    }

    /// <summary>"3/20 done, elapsed 04:10, ETA 21:40" (Matrix/Planning/RunEta).</summary>
    private string Clock()
    {
        var elapsed = _time.GetElapsedTime(_start);
        return $"{_eta.Finished}/{_total} done, elapsed {Format(elapsed)}, ETA {Format(_eta.Remaining(_time.GetElapsedTime(_began)))}";
    }

    private static string Format(TimeSpan span) => span.TotalHours >= 1
        ? string.Create(CultureInfo.InvariantCulture, $"{(int)span.TotalHours}:{span.Minutes:00}:{span.Seconds:00}")
        : string.Create(CultureInfo.InvariantCulture, $"{span.Minutes:00}:{span.Seconds:00}");
}
