using JsonMatrix.Bench.Payloads;
using JsonMatrix.Bench.Serializers;

namespace JsonMatrix.Bench.Benchmarks;

/// <summary>Builds the runner of a payload with the payload's static type.</summary>
public sealed class OperationRunnerFactory : IPayloadVisitor<IOperationRunner>
{
    private readonly ISerializerAdapter _adapter;
    private readonly SerializerConfiguration _configuration;

    public OperationRunnerFactory(ISerializerAdapter adapter, SerializerConfiguration configuration)
    {
        _adapter = adapter;
        _configuration = configuration;
    }

    public IOperationRunner Visit<T>(PayloadDefinition<T> payload) where T : class =>
        new OperationRunner<T>(payload.Create(), _adapter.CreateCodec<T>(_configuration));
}
