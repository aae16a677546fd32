using Xunit;

namespace JsonMatrix.Orchestrator.Tests.Integration;

/// <summary>Tests that publish the bench and build images share one checkout's publish cache and one engine: they run
/// one after another, never in parallel (two publishes into one folder corrupt the image build's context), and share
/// their set-up (<see cref="ContainerEngineFixture"/>).</summary>
[CollectionDefinition(Name)]
public sealed class ContainerCollection : ICollectionFixture<ContainerEngineFixture>
{
    public const string Name = "Containers";
}
