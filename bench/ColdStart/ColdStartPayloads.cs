using System;
using System.Collections.Generic;
using System.Linq;
using JsonMatrix.Bench.Payloads;
using JsonMatrix.Bench.Payloads.Generation;
using JsonMatrix.Contracts.Cells;

namespace JsonMatrix.Bench.ColdStart;

/// <summary>The payloads a cold-start sample can hold before its first call with no JSON library having run: those built
/// in code. The others are read from golden JSON by System.Text.Json (PayloadCatalog), which would warm what is timed.</summary>
public static class ColdStartPayloads
{
    private static readonly IReadOnlyDictionary<string, Func<object>> BuiltInCode = new Dictionary<string, Func<object>>
    {
        ["person"] = PersonLiteral.Create,
        ["person-array-200"] = () => PersonGenerator.Generate(PayloadCatalog.PersonArrayCount),
        ["nested"] = IndexViewModelFactory.Create,
    };

    /// <summary>contracts' list (ColdStartPayloadsTests: each has a builder here).</summary>
    public static IReadOnlyList<string> Ids => ColdStartResult.Payloads;

    /// <summary>A new object graph equal to the payload's golden JSON (ColdStartPayloadsTests).</summary>
    public static object Create(string id) => BuiltInCode[id]();
}
