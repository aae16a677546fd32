using System.Collections.Generic;
using System.Runtime.Serialization;

namespace JsonMatrix.Bench.Payloads.Models;

/// <summary>Study B's small payload.</summary>
[DataContract]
public sealed class SmallClient
{
    [DataMember(Name = "name")] public string Name { get; set; } = "";
    [DataMember(Name = "numPurchases")] public int NumPurchases { get; set; }
    [DataMember(Name = "isVIP")] public bool IsVIP { get; set; }
}

/// <summary>Study B's list-1000: one property holding 1000 <see cref="SmallClient"/>.</summary>
[DataContract]
public sealed class SmallClientList
{
    [DataMember(Name = "clients")] public List<SmallClient> Clients { get; set; } = new();
}

/// <summary>Study B's dict-1000: one property holding 1000 <see cref="SmallClient"/> by name.</summary>
[DataContract]
public sealed class SmallClientDictionary
{
    [DataMember(Name = "clients")] public Dictionary<string, SmallClient> Clients { get; set; } = new();
}
