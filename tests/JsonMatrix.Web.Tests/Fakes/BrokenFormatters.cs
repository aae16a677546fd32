using System;
using System.Collections.Generic;
using System.Reflection;
using System.Text;
using System.Text.Json;
using System.Threading.Tasks;
using JsonMatrix.Bench.Payloads.Models;
using JsonMatrix.Web.Formatters;
using Microsoft.AspNetCore.Mvc.Formatters;
using Microsoft.Extensions.DependencyInjection;

namespace JsonMatrix.Web.Tests.Fakes;

/// <summary>Deliberately wrong formatters: the gate must catch them.</summary>
internal sealed class BrokenFormatters : IFormatterSetup
{
    private readonly Action<IMvcBuilder> _install;

    private BrokenFormatters(string id, Action<IMvcBuilder> install)
    {
        Id = id;
        _install = install;
    }

    public string Id { get; }

    public IReadOnlyList<Assembly> Assemblies { get; } = new[] { typeof(JsonSerializer).Assembly };

    public string? UnavailableReason => null;

    /// <summary>System.Text.Json writing the C# names (Name, NumPurchases): the JSON means something else.</summary>
    public static BrokenFormatters PascalCaseOutput() =>
        new("pascal-case-output", mvc => mvc.AddJsonOptions(o => o.JsonSerializerOptions.PropertyNamingPolicy = null));

    /// <summary>Reads the body correctly, then loses every numPurchases (the kind of bug a custom formatter has).</summary>
    public static BrokenFormatters InputLosingAValue() =>
        new("input-losing-a-value", mvc => mvc.AddMvcOptions(o => o.InputFormatters.Insert(0, new LosingInputFormatter())));

    public void Install(IMvcBuilder mvc) => _install(mvc);

    private sealed class LosingInputFormatter : TextInputFormatter
    {
        public LosingInputFormatter()
        {
            SupportedMediaTypes.Add("application/json");
            SupportedEncodings.Add(Encoding.UTF8);
        }

        protected override bool CanReadType(Type type) => type == typeof(SmallClientList);

        public override async Task<InputFormatterResult> ReadRequestBodyAsync(InputFormatterContext context, Encoding encoding)
        {
            var options = new JsonSerializerOptions { PropertyNamingPolicy = JsonNamingPolicy.CamelCase };
            var list = await JsonSerializer.DeserializeAsync<SmallClientList>(context.HttpContext.Request.Body, options);
            list!.Clients.ForEach(c => c.NumPurchases = 0);
            return await InputFormatterResult.SuccessAsync(list);
        }
    }
}
