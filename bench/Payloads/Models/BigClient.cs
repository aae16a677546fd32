using System;
using System.Runtime.Serialization;

namespace JsonMatrix.Bench.Payloads.Models;

/// <summary>Study B's big payload: about 20 properties, a DateTime, two enums and a nested address.</summary>
[DataContract]
public sealed class BigClient
{
    [DataMember(Name = "fullName")] public string FullName { get; set; } = "";
    [DataMember(Name = "id")] public int Id { get; set; }
    [DataMember(Name = "gender")] public Gender Gender { get; set; }
    [DataMember(Name = "firstName")] public string FirstName { get; set; } = "";
    [DataMember(Name = "middleInitial")] public string MiddleInitial { get; set; } = "";
    [DataMember(Name = "surname")] public string Surname { get; set; } = "";
    [DataMember(Name = "emailAddress")] public string EmailAddress { get; set; } = "";
    [DataMember(Name = "telephoneNumber")] public string TelephoneNumber { get; set; } = "";
    [DataMember(Name = "mothersMaiden")] public string MothersMaiden { get; set; } = "";
    [DataMember(Name = "nextBirthday")] public DateTime NextBirthday { get; set; }
    [DataMember(Name = "ccType")] public string CcType { get; set; } = "";
    [DataMember(Name = "caseFileID")] public string CaseFileID { get; set; } = "";
    [DataMember(Name = "ups")] public string Ups { get; set; } = "";
    [DataMember(Name = "occupation")] public string Occupation { get; set; } = "";
    [DataMember(Name = "domain")] public string Domain { get; set; } = "";
    [DataMember(Name = "membershipLevel")] public string MembershipLevel { get; set; } = "";
    [DataMember(Name = "kilograms")] public string Kilograms { get; set; } = "";
    [DataMember(Name = "pendingInvoiceID")] public int PendingInvoiceID { get; set; }
    [DataMember(Name = "address")] public PostalAddress Address { get; set; } = new();
    [DataMember(Name = "clubMembershipType")] public ClubMembershipType ClubMembershipType { get; set; }
}

[DataContract]
public sealed class PostalAddress
{
    [DataMember(Name = "streetAddress")] public string StreetAddress { get; set; } = "";
    [DataMember(Name = "city")] public string City { get; set; } = "";
    [DataMember(Name = "state")] public string State { get; set; } = "";
    [DataMember(Name = "zipCode")] public int ZipCode { get; set; }
    [DataMember(Name = "country")] public string Country { get; set; } = "";
}

/// <summary>Before System.Text.Json 8.0 it is written by name through the type's own converter attribute: a converter in the
/// options would turn the source generator's fast path off (from 8.0 the generated options say UseStringEnumConverter; docs/web.md, "The formatters").</summary>
#if !STJ_8_OR_GREATER
[System.Text.Json.Serialization.JsonConverter(typeof(System.Text.Json.Serialization.JsonStringEnumConverter))]
#endif
public enum Gender
{
    Male,
    Female,
}

/// <summary>As <see cref="Gender"/>: before System.Text.Json 8.0, written by name through its own converter attribute.</summary>
#if !STJ_8_OR_GREATER
[System.Text.Json.Serialization.JsonConverter(typeof(System.Text.Json.Serialization.JsonStringEnumConverter))]
#endif
public enum ClubMembershipType
{
    Silver,
    Gold,
    Platinum,
}
