using System.Threading;
using System.Threading.Tasks;

namespace JsonMatrix.Orchestrator.Provisioning;

/// <summary>doctor: the base image the cell images build FROM.</summary>
public sealed partial class Doctor
{
    private async Task<DoctorLine> BaseImageAsync(string baseImage, bool canFix, CancellationToken cancellationToken)
    {
        var subject = $"base image {baseImage}";
        var exists = await _engine.ImageExistsAsync(baseImage, cancellationToken).ConfigureAwait(false);
        if (!exists.IsSuccess)
        {
            return new DoctorLine(DoctorLine.Failed, subject, exists.Error!);
        }

        if (exists.Value)
        {
            return new DoctorLine(DoctorLine.Ok, subject, "present");
        }

        if (!canFix)
        {
            return new DoctorLine(DoctorLine.Missing, subject,
                "not present: runs pull it, or (as root, no registry) build it with debootstrap; `doctor --fix` does it now");
        }

        var made = await _baseImages.EnsureAsync(baseImage, cancellationToken).ConfigureAwait(false);
        return made.IsSuccess
            ? new DoctorLine(DoctorLine.Fixed, subject, made.Value)
            : new DoctorLine(DoctorLine.Failed, subject, made.Failure!);
    }
}
