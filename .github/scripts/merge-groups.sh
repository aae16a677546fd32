#!/usr/bin/env bash
# The merge job: merges every downloaded group's cells into one report and shows it in the job summary.
set -euo pipefail
in=${IN_DIR:-downloaded}
out=${OUT_DIR:-merged}
dotnet build orchestrator -c Release -v quiet -nologo
dotnet run --project orchestrator -c Release --no-build -- merge "$in" --out "$out"
if [ -n "${GITHUB_STEP_SUMMARY:-}" ]; then
  # The job summary holds at most 1 MiB; the full report is in the artifact.
  head -c 900000 "$out/report.md" >> "$GITHUB_STEP_SUMMARY"
fi
