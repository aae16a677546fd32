#!/usr/bin/env bash
# The merge job, after merging: compares this run's report folder with the previous successful run's report
# artifact (when one exists) and writes the regressions into the job summary. Never fails the job: a missing or
# unreadable previous artifact is said in the summary.
set -euo pipefail
out=${OUT_DIR:-merged}
previous=${PREVIOUS_DIR:-previous}
summary=${GITHUB_STEP_SUMMARY:-/dev/stdout}
say() { printf '%s\n' "$*" >> "$summary"; }

run_id=$(gh run list --workflow "${WORKFLOW_FILE:-matrix.yml}" --branch "${BRANCH:?}" --status success --limit 1 \
  --json databaseId --jq '.[0].databaseId // empty' 2>/dev/null || true)
if [ -z "$run_id" ]; then
  say "No earlier successful run of this workflow on ${BRANCH}: nothing to compare with."
  exit 0
fi
rm -rf "$previous"
if ! gh run download "$run_id" --name jsonmatrix-report --dir "$previous" 2>/dev/null; then
  say "The report artifact of run ${run_id} could not be downloaded (expired?): nothing to compare with."
  exit 0
fi
if [ ! -d "$previous/cells" ]; then
  say "The report artifact of run ${run_id} holds no cells (made before reports kept them): nothing to compare with."
  exit 0
fi
say ""
say "Compared with run ${run_id}:"
say ""
dotnet run --project orchestrator -c Release --no-build -- compare "$previous" "$out" --format md >> "$summary" \
  || say "compare could not read one of the runs (see the step's log)."
