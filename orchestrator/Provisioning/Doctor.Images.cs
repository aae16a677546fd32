using System.Threading;
using System.Threading.Tasks;
using JsonMatrix.Orchestrator.Reporting.Rendering.Cleanup;

namespace JsonMatrix.Orchestrator.Provisioning;

public sealed partial class Doctor
{
    /// <summary>Past this many bytes of images `clean` would remove, doctor suggests it (a warning: runs still work).
    /// Each source change builds new images of 300 to 740 MB per runtime: a few changes reach it.</summary>
    public const long CleanSuggestionBytes = 2_000_000_000;

    private const string ImagesSubject = "JsonMatrix images";

    private async Task<DoctorLine> ImagesAsync(CancellationToken cancellationToken)
    {
        var survey = await _imageSurvey!(cancellationToken).ConfigureAwait(false);
        if (!survey.IsSuccess)
        {
            return new DoctorLine(DoctorLine.Warning, ImagesSubject, $"not measured: {survey.Error}");
        }

        var plan = survey.Value.Plan;
        var detail = $"{plan.Remove.Count + plan.Keep.Count} image(s) taking {ByteSize.Format(plan.JsonMatrixBytes)} of their own; "
            + $"{plan.Remove.Count} of them not current (old builds, dangling leftovers), {ByteSize.Format(plan.FreedBytes)} that `clean` would free";
        return plan.FreedBytes > CleanSuggestionBytes
            ? new DoctorLine(DoctorLine.Warning, ImagesSubject, detail + ": run `dotnet run --project orchestrator -- clean` (--dry-run lists them first)")
            : new DoctorLine(DoctorLine.Ok, ImagesSubject, detail);
    }
}
