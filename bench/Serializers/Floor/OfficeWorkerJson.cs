using System.Text.Json;
using JsonMatrix.Bench.Payloads.Models;

namespace JsonMatrix.Bench.Serializers.Floor;

internal sealed class OfficeWorkerJson : FloorContract<OfficeWorker>
{
    private static readonly JsonEncodedText Company = JsonEncodedText.Encode("company");
    private static readonly JsonEncodedText Department = JsonEncodedText.Encode("department");
    private static readonly JsonEncodedText Name = JsonEncodedText.Encode("name");
    private static readonly JsonEncodedText Sex = JsonEncodedText.Encode("sex");
    private static readonly JsonEncodedText Age = JsonEncodedText.Encode("age");

    public override void Write(Utf8JsonWriter writer, OfficeWorker value)
    {
        writer.WriteStartObject();
        writer.WriteString(Company, value.Company);
        writer.WriteString(Department, value.Department);
        writer.WriteString(Name, value.Name);
        writer.WriteString(Sex, value.Sex);
        writer.WriteNumber(Age, value.Age);
        writer.WriteEndObject();
    }

    public override OfficeWorker Read(ref Utf8JsonReader reader)
    {
        FloorRead.Expect(ref reader, JsonTokenType.StartObject);
        var value = new OfficeWorker();
        while (FloorRead.NextProperty(ref reader))
        {
            if (reader.ValueTextEquals(Company.EncodedUtf8Bytes)) value.Company = FloorRead.String(ref reader);
            else if (reader.ValueTextEquals(Department.EncodedUtf8Bytes)) value.Department = FloorRead.String(ref reader);
            else if (reader.ValueTextEquals(Name.EncodedUtf8Bytes)) value.Name = FloorRead.String(ref reader);
            else if (reader.ValueTextEquals(Sex.EncodedUtf8Bytes)) value.Sex = FloorRead.String(ref reader);
            else if (reader.ValueTextEquals(Age.EncodedUtf8Bytes)) value.Age = FloorRead.UInt32(ref reader);
            else FloorRead.SkipValue(ref reader);
        }

        return value;
    }
}
