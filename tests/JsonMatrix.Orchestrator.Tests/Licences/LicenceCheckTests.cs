using Xunit;

namespace JsonMatrix.Orchestrator.Tests.Licences;

public sealed class LicenceCheckTests
{
    [Fact]
    public void A_package_under_a_refused_licence_fails_naming_the_package_version_and_licence()
    {
        PackageLicence[] packages =
        [
            new("Newtonsoft.Json", "13.0.4", "MIT", null),
            new("Fake.Copyleft.Serializer", "1.2.3", "AGPL-3.0-only", null),
        ];

        var refusal = Assert.Single(LicenceCheck.Refusals(packages));

        Assert.StartsWith("Fake.Copyleft.Serializer 1.2.3: licence AGPL-3.0-only is not one this project accepts", refusal);
    }

    [Fact]
    public void A_vendor_licence_url_or_an_unreviewed_licence_file_is_refused_too()
    {
        PackageLicence[] packages =
        [
            new("Fake.Vendor.Text", "10.5.0", null, "https://vendor.example/terms"),
            new("Fake.File.Licensed", "1.0.0", null, null, "LICENSE.txt"),
            new("Fake.No.Licence", "0.1.0", null, null),
        ];

        Assert.Equal(
        [
            "Fake.File.Licensed 1.0.0: licence file LICENSE.txt is not one this project accepts (MIT, Apache-2.0, BSD-2-Clause, BSD-3-Clause, or a URL or file LicenceCheck names)",
            "Fake.No.Licence 0.1.0: licence none is not one this project accepts (MIT, Apache-2.0, BSD-2-Clause, BSD-3-Clause, or a URL or file LicenceCheck names)",
            "Fake.Vendor.Text 10.5.0: licence URL https://vendor.example/terms is not one this project accepts (MIT, Apache-2.0, BSD-2-Clause, BSD-3-Clause, or a URL or file LicenceCheck names)",
        ], LicenceCheck.Refusals(packages));
    }

    [Theory]
    [InlineData("MIT", true)]
    [InlineData("Apache-2.0", true)]
    [InlineData("BSD-3-Clause", true)]
    [InlineData("MIT OR GPL-3.0-only", true)]
    [InlineData("(MIT AND Apache-2.0)", true)]
    [InlineData("MIT AND GPL-3.0-only", false)]
    [InlineData("GPL-2.0-only WITH Classpath-exception-2.0", false)]
    [InlineData("LicenseRef-Proprietary", false)]
    public void Expressions_pass_when_every_part_of_one_alternative_is_allowed(string expression, bool accepted) =>
        Assert.Equal(accepted, LicenceCheck.Accepted(new PackageLicence("P", "1.0.0", expression, null)) is not null);

    [Fact]
    public void Old_microsoft_packages_under_the_dotnet_library_licence_url_are_accepted_by_name()
    {
        var accepted = LicenceCheck.Accepted(new PackageLicence("System.Runtime.InteropServices.RuntimeInformation", "4.0.0", null, "http://go.microsoft.com/fwlink/?LinkId=329770"));

        Assert.Equal(".NET Library licence (http://go.microsoft.com/fwlink/?LinkId=329770)", accepted);
    }
}
