using System.Collections.Generic;
using System.Linq;
using JsonMatrix.Bench.Payloads;
using JsonMatrix.Bench.Serializers;

namespace JsonMatrix.Bench.Validation;

/// <summary>Runs before any timing: for each payload, every serialize operation must mean the golden JSON and
/// honour the escaping mode, and every deserialize operation (and the round trip) must give back an object
/// graph equal to the original.</summary>
public static class CorrectnessGate
{
    public static IReadOnlyList<PayloadValidation> Run(
        ISerializerAdapter adapter, SerializerConfiguration configuration, IEnumerable<PayloadDefinition> payloads) =>
        payloads.Select(payload => Validate(adapter, configuration, payload)).ToArray();

    public static PayloadValidation Validate(ISerializerAdapter adapter, SerializerConfiguration configuration, PayloadDefinition payload)
    {
        var reason = adapter.EscapingUnsupportedReason(configuration.Escaping) ?? adapter.PayloadUnsupportedReason(payload.Type);
        return reason != null
            ? PayloadValidation.Unsupported(payload.Id, reason)
            : payload.Accept(new PayloadChecks(adapter, configuration));
    }
}
