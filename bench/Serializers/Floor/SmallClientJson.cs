using System.Collections.Generic;
using System.Text.Json;
using JsonMatrix.Bench.Payloads.Models;

namespace JsonMatrix.Bench.Serializers.Floor;

internal sealed class SmallClientJson : FloorContract<SmallClient>
{
    public static readonly SmallClientJson Instance = new();

    private static readonly JsonEncodedText Name = JsonEncodedText.Encode("name");
    private static readonly JsonEncodedText NumPurchases = JsonEncodedText.Encode("numPurchases");
    private static readonly JsonEncodedText IsVip = JsonEncodedText.Encode("isVIP");

    public override void Write(Utf8JsonWriter writer, SmallClient value)
    {
        writer.WriteStartObject();
        writer.WriteString(Name, value.Name);
        writer.WriteNumber(NumPurchases, value.NumPurchases);
        writer.WriteBoolean(IsVip, value.IsVIP);
        writer.WriteEndObject();
    }

    public override SmallClient Read(ref Utf8JsonReader reader)
    {
        FloorRead.Expect(ref reader, JsonTokenType.StartObject);
        var value = new SmallClient();
        while (FloorRead.NextProperty(ref reader))
        {
            if (reader.ValueTextEquals(Name.EncodedUtf8Bytes)) value.Name = FloorRead.String(ref reader);
            else if (reader.ValueTextEquals(NumPurchases.EncodedUtf8Bytes)) value.NumPurchases = FloorRead.Int32(ref reader);
            else if (reader.ValueTextEquals(IsVip.EncodedUtf8Bytes)) value.IsVIP = FloorRead.Boolean(ref reader);
            else FloorRead.SkipValue(ref reader);
        }

        return value;
    }
}

/// <summary>list-1000: { "clients": [ small, … ] }.</summary>
internal sealed class SmallClientListJson : FloorContract<SmallClientList>
{
    private static readonly JsonEncodedText Clients = JsonEncodedText.Encode("clients");

    public override void Write(Utf8JsonWriter writer, SmallClientList value)
    {
        writer.WriteStartObject();
        writer.WriteStartArray(Clients);
        foreach (var client in value.Clients)
        {
            SmallClientJson.Instance.Write(writer, client);
        }

        writer.WriteEndArray();
        writer.WriteEndObject();
    }

    public override SmallClientList Read(ref Utf8JsonReader reader)
    {
        FloorRead.Expect(ref reader, JsonTokenType.StartObject);
        var value = new SmallClientList();
        while (FloorRead.NextProperty(ref reader))
        {
            if (!reader.ValueTextEquals(Clients.EncodedUtf8Bytes))
            {
                FloorRead.SkipValue(ref reader);
                continue;
            }

            reader.Read();
            FloorRead.Expect(ref reader, JsonTokenType.StartArray);
            var clients = new List<SmallClient>();
            while (FloorRead.NextValue(ref reader))
            {
                clients.Add(SmallClientJson.Instance.Read(ref reader));
            }

            value.Clients = clients;
        }

        return value;
    }
}

/// <summary>dict-1000: { "clients": { "Bill Gates0": small, … } }; keys are written as they are, not camel-cased.</summary>
internal sealed class SmallClientDictionaryJson : FloorContract<SmallClientDictionary>
{
    private static readonly JsonEncodedText Clients = JsonEncodedText.Encode("clients");

    public override void Write(Utf8JsonWriter writer, SmallClientDictionary value)
    {
        writer.WriteStartObject();
        writer.WriteStartObject(Clients);
        foreach (var pair in value.Clients)
        {
            writer.WritePropertyName(pair.Key);
            SmallClientJson.Instance.Write(writer, pair.Value);
        }

        writer.WriteEndObject();
        writer.WriteEndObject();
    }

    public override SmallClientDictionary Read(ref Utf8JsonReader reader)
    {
        FloorRead.Expect(ref reader, JsonTokenType.StartObject);
        var value = new SmallClientDictionary();
        while (FloorRead.NextProperty(ref reader))
        {
            if (!reader.ValueTextEquals(Clients.EncodedUtf8Bytes))
            {
                FloorRead.SkipValue(ref reader);
                continue;
            }

            reader.Read();
            FloorRead.Expect(ref reader, JsonTokenType.StartObject);
            var clients = new Dictionary<string, SmallClient>();
            while (FloorRead.NextProperty(ref reader))
            {
                var key = reader.GetString()!;
                reader.Read();
                clients[key] = SmallClientJson.Instance.Read(ref reader);
            }

            value.Clients = clients;
        }

        return value;
    }
}
