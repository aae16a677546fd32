using System;
using System.Diagnostics;
using System.Globalization;
using System.IO;
using System.Linq;
using JsonMatrix.Bench.Payloads;
using JsonMatrix.Bench.Running;
using JsonMatrix.Bench.Serializers;
using JsonMatrix.Contracts.Cells;

namespace JsonMatrix.Bench.ColdStart;

/// <summary>
/// One cold-start sample: a fresh process that prepares its payload (the object built in code and the JSON text read
/// from a file, whatever the operation, so every sample of a payload prepares the same), then builds the serializer and
/// makes its first call, and prints one line: <c>first-call &lt;ms&gt; &lt;allocated bytes or -&gt; &lt;size&gt;</c>.
/// A start-up sample stops before the serializer. Program dispatches here before anything else runs, so no JSON library,
/// BenchmarkDotNet or argument parser has touched the process.
/// </summary>
public static class FirstCall
{
    public const string ResultPrefix = "first-call";

    /// <param name="args">--first-call --serializer-type TYPE --payload ID --operation OP --input FILE (as
    /// <see cref="ColdStartSampler"/> writes them).</param>
    public static int Run(string[] args)
    {
        string? Value(string option)
        {
            var i = Array.IndexOf(args, option);
            return i >= 0 && i + 1 < args.Length ? args[i + 1] : null;
        }

        var payload = PayloadCatalog.Find(Value(BenchOptionNames.Payload) ?? "");
        var operation = Value(BenchOptionNames.Operation);
        var input = Value(BenchOptionNames.Input);
        var adapterType = Value(BenchOptionNames.Serializer) is { } name ? Type.GetType(name) : null;
        if (payload is null || input is null || adapterType is null || !ColdStartPayloads.Ids.Contains(payload.Id)
            || (operation != ColdStartResult.StartUp && !ColdStartResult.Operations.Contains(operation ?? "")))
        {
            Console.Error.WriteLine($"Bad {BenchOptionNames.FirstCall} arguments: {string.Join(" ", args)}");
            return BenchExitCodes.InvalidArguments;
        }

        var value = ColdStartPayloads.Create(payload.Id);
        var json = File.ReadAllText(input);
        if (operation == ColdStartResult.StartUp)
        {
            GC.KeepAlive(value);
            Console.Out.WriteLine($"{ResultPrefix} - - {json.Length}");
            return BenchExitCodes.Success;
        }

        var allocatedBefore = AllocatedBytes();
        var start = Stopwatch.GetTimestamp();
        var adapter = (ISerializerAdapter)Activator.CreateInstance(adapterType)!;
        var size = payload.Accept(new Call(adapter, operation!, value, json));
        var elapsed = Stopwatch.GetTimestamp() - start;
        var allocated = AllocatedBytes() - allocatedBefore;
        var ms = elapsed * 1000.0 / Stopwatch.Frequency;
        Console.Out.WriteLine(FormattableString.Invariant(
            $"{ResultPrefix} {ms:R} {(RuntimeAllocationProbe.IsAvailable ? allocated.ToString(CultureInfo.InvariantCulture) : "-")} {size}"));
        return BenchExitCodes.Success;
    }

    private static long AllocatedBytes() => RuntimeAllocationProbe.IsAvailable ? RuntimeAllocationProbe.Instance.AllocatedBytes() : 0;

    /// <summary>The first call with the payload's static type; returns a size so that the result is used.</summary>
    private sealed class Call : IPayloadVisitor<int>
    {
        private static readonly SerializerConfiguration Cached = new(EscapingMode.Default, OptionsLifetime.Cached);
        private readonly ISerializerAdapter _adapter;
        private readonly string _operation;
        private readonly object _value;
        private readonly string _json;

        public Call(ISerializerAdapter adapter, string operation, object value, string json)
        {
            _adapter = adapter;
            _operation = operation;
            _value = value;
            _json = json;
        }

        public int Visit<T>(PayloadDefinition<T> payload) where T : class
        {
            var codec = _adapter.CreateCodec<T>(Cached);
            return _operation == OperationNames.SerializeString
                ? codec.SerializeToString((T)_value).Length
                : codec.DeserializeFromString(_json) is null ? 0 : _json.Length;
        }
    }
}
