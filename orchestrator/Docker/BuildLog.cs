using System;
using System.Text;
using Microsoft.Extensions.Logging;

namespace JsonMatrix.Orchestrator.Docker;

/// <summary>Collects what Testcontainers logs during an image build: the engine's build output (one "Step n/m : ..."
/// line per Dockerfile instruction) and its errors, so a failed build can name the step that failed.</summary>
internal sealed class BuildLog : ILogger
{
    private readonly StringBuilder _text = new();
    private readonly object _gate = new();

    public string Text
    {
        get
        {
            lock (_gate)
            {
                return _text.ToString();
            }
        }
    }

    public string? LastStep { get; private set; }

    public string? LastError { get; private set; }

    public IDisposable? BeginScope<TState>(TState state)
        where TState : notnull => null;

    public bool IsEnabled(LogLevel logLevel) => true;

    public void Log<TState>(LogLevel logLevel, EventId eventId, TState state, Exception? exception, Func<TState, Exception?, string> formatter)
    {
        var line = formatter(state, exception).Trim();
        lock (_gate)
        {
            _text.AppendLine(line);
            if (line.StartsWith("Step ", StringComparison.Ordinal))
            {
                LastStep = line;
            }

            if (logLevel >= LogLevel.Error)
            {
                LastError = line.StartsWith("ID=", StringComparison.Ordinal) && line.IndexOf(": ", StringComparison.Ordinal) is var colon and > 0
                    ? line[(colon + 2)..]
                    : line;
            }
        }
    }
}
