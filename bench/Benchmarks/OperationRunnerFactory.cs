using JsonMatrix.Bench.Payloads;
using JsonMatrix.Bench.Serializers;

namespace JsonMatrix.Bench.Benchmarks;

/// <summary>Builds a payload's runner with the payload's static type, and beside it the yardstick's runner (the floor,
/// <see cref="Measuring.Yardstick"/>) over the very same object graph, so that both time the same data.</summary>
public sealed class OperationRunnerFactory : IPayloadVisitor<(IOperationRunner Runner, IOperationRunner? Yardstick)>
{
    private readonly ISerializerAdapter _adapter;
    private readonly SerializerConfiguration _configuration;
    private readonly ISerializerAdapter? _yardstick;

    /// <param name="yardstick">The yardstick's adapter, or null for none (the cell is the yardstick itself).</param>
    public OperationRunnerFactory(ISerializerAdapter adapter, SerializerConfiguration configuration, ISerializerAdapter? yardstick = null)
    {
        _adapter = adapter;
        _configuration = configuration;
        _yardstick = yardstick;
    }

    public (IOperationRunner Runner, IOperationRunner? Yardstick) Visit<T>(PayloadDefinition<T> payload) where T : class
    {
        var value = payload.Create();
        var runner = new OperationRunner<T>(value, _adapter.CreateCodec<T>(_configuration));
        var yardstick = _yardstick is { } y && y.PayloadUnsupportedReason(typeof(T)) is null
            ? new OperationRunner<T>(value, y.CreateCodec<T>(Measuring.Yardstick.Configuration(_configuration)))
            : null;
        return (runner, yardstick);
    }
}
