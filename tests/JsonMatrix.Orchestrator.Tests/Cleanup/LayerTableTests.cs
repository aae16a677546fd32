using JsonMatrix.Orchestrator.Cleanup;
using JsonMatrix.Orchestrator.Docker;
using Xunit;
using static JsonMatrix.Orchestrator.Tests.Fakes.FakeImages;

namespace JsonMatrix.Orchestrator.Tests.Cleanup;

public sealed class LayerTableTests
{
    [Fact]
    public void A_step_without_bytes_that_made_a_layer_keeps_the_sizes_of_the_layers_above_it_in_place()
    {
        // RUN true made an empty layer between base and app; LABEL made none.
        var image = new ImageSummary("sha256:a", ["a:1"], NoLabels, 130, default, ["base", "empty", "app"],
        [
            new ImageHistoryStep(string.Empty, 100),
            new ImageHistoryStep("/bin/sh -c true", 0),
            new ImageHistoryStep("/bin/sh -c #(nop)  LABEL x=y", 0),
            new ImageHistoryStep("/bin/sh -c #(nop) COPY dir:abc in /app", 30),
        ]);
        var sibling = Image("sha256:b", ["b:1"], NoLabels, ("base", 100), ("other", 7));

        var table = new LayerTable([image, sibling]);

        Assert.Equal(30, table.FreedBy([image], [image, sibling]));
        Assert.Equal(137, table.BytesOf([image, sibling]));
    }

    [Fact]
    public void Where_history_and_layers_disagree_the_image_s_other_bytes_go_to_the_layer_no_other_image_sizes()
    {
        var known = Image("sha256:known", ["k:1"], NoLabels, ("base", 100));
        // Two layers but a history of three steps with bytes (a foreign builder's history): the sizes cannot be placed.
        var odd = new ImageSummary("sha256:odd", ["o:1"], NoLabels, 160, default, ["base", "top"],
            [new ImageHistoryStep(string.Empty, 100), new ImageHistoryStep("RUN a", 40), new ImageHistoryStep("RUN b", 20)]);

        var table = new LayerTable([known, odd]);

        Assert.Equal(60, table.FreedBy([odd], [known, odd]));
        Assert.Equal(160, table.BytesOf([known, odd]));
    }

    [Fact]
    public void Layers_are_the_same_only_when_everything_below_them_is_the_same()
    {
        // The same diff id on different bases is a different layer on disk.
        var one = Image("sha256:1", ["one:1"], NoLabels, ("base1", 100), ("app", 10));
        var two = Image("sha256:2", ["two:1"], NoLabels, ("base2", 100), ("app", 10));

        Assert.Equal(110, new LayerTable([one, two]).FreedBy([one], [one, two]));
    }
}
