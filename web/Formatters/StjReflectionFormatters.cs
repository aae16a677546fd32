using System.Collections.Generic;
using System.Reflection;
using System.Text.Json;
using JsonMatrix.Bench.Serializers;
using JsonMatrix.Bench.Serializers.SystemTextJson;
using Microsoft.AspNetCore.Mvc;
using Microsoft.Extensions.DependencyInjection;

namespace JsonMatrix.Web.Formatters;

/// <summary>ASP.NET Core's own System.Text.Json formatters (MVC's default) with the bench's web-profile options.</summary>
internal sealed class StjReflectionFormatters : IFormatterSetup
{
    public string Id => "system-text-json";

    public IReadOnlyList<Assembly> Assemblies { get; } = new[] { typeof(JsonSerializer).Assembly, typeof(JsonOptions).Assembly };

    public string? UnavailableReason => null;

    public void Install(IMvcBuilder mvc) =>
        mvc.AddJsonOptions(o => StjProfile.CopyTo(StjWebOptions.Create(EscapingMode.Default), o.JsonSerializerOptions));
}
