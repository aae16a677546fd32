using System.Runtime.Serialization;

namespace JsonMatrix.Bench.Payloads.Models;

// [DataMember(Name)] is the only way DataContractJsonSerializer can write camelCase names; Newtonsoft.Json
// honours the same attributes, System.Text.Json ignores them and uses its naming policy.

/// <summary>Study A's payload: Japanese strings and an unsigned age.</summary>
[DataContract]
public sealed class OfficeWorker
{
    [DataMember(Name = "company")] public string Company { get; set; } = "";
    [DataMember(Name = "department")] public string Department { get; set; } = "";
    [DataMember(Name = "name")] public string Name { get; set; } = "";
    [DataMember(Name = "sex")] public string Sex { get; set; } = "";
    [DataMember(Name = "age")] public uint Age { get; set; }
}
