using System.Collections.Generic;
using System.IO;
using JsonMatrix.Bench.Serializers;
using JsonMatrix.Bench.Validation;

namespace JsonMatrix.Bench.Running;

/// <summary>The gate's verdicts as readable console text.</summary>
public static class GateReport
{
    public static void Print(IReadOnlyList<PayloadValidation> validation, SerializerConfiguration configuration, string serializer, TextWriter output)
    {
        output.WriteLine($"Correctness gate: {serializer} {configuration}");
        foreach (var v in validation)
        {
            output.WriteLine($"  {v.Payload,-18} {v.Status}{(v.Reason == null ? "" : ": " + v.Reason)}");
            if (v.Diff != null)
            {
                foreach (var line in v.Diff.Split('\n'))
                {
                    output.WriteLine("      " + line);
                }
            }
        }
    }
}
