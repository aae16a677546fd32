#!/usr/bin/env bash
# The merge job: merges every downloaded group's cells into one report and shows it in the job summary.
# The report folder also keeps the cells (their BenchmarkDotNet measurements) and source.json (the commit), so a
# later run can `compare` against this one and `history` can label it.
set -euo pipefail
in=${IN_DIR:-downloaded}
out=${OUT_DIR:-merged}
dotnet build orchestrator -c Release -v quiet -nologo
# Exits 1 at the end when a cell really failed (unavailable and n/a cells do not count), after the report, the cells and
# the job summary are in place: the artifact keeps what ran either way.
status=0
# --keep-cells copies the cells into $out/cells/ within limits (the artifacts are untrusted: no links, no oversized
# files, nothing outside $out/cells/), before the exit code for failed cells.
dotnet run --project orchestrator -c Release --no-build -- merge "$in" --out "$out" --keep-cells --fail-on-failed-cells || status=$?
if [ ! -f "$out/report.md" ]; then exit "$status"; fi
printf '{"commit":"%s","ref":"%s","runId":"%s"}\n' "${GITHUB_SHA:-}" "${GITHUB_REF:-}" "${GITHUB_RUN_ID:-}" > "$out/source.json"
if [ -n "${GITHUB_STEP_SUMMARY:-}" ]; then
  # The job summary holds at most 1 MiB; the full report is in the artifact.
  head -c 900000 "$out/report.md" >> "$GITHUB_STEP_SUMMARY"
fi
exit "$status"
