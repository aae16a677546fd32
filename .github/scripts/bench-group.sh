#!/usr/bin/env bash
# A bench job: runs the cells of one plan group and leaves them in $OUT_DIR/cells/ for upload.
# Linux cells run in containers; .NET Framework cells run natively on Windows runners.
# MATRIX_FILE (default matrix.full.yaml, the whole cross product) lets a local play of the workflow use a smaller matrix.
set -euo pipefail
: "${GROUP:?GROUP is not set}" "${GROUP_FILTERS:?GROUP_FILTERS is not set}"
job=${JOB:-lean}
out=${OUT_DIR:-results/group}
isolation=container
if [ "${RUNNER_OS:-Linux}" = "Windows" ]; then isolation=process; fi
# The net48 build needs reference assemblies on Linux: Mono's, for the Mono stand-in cells.
if [[ " $GROUP_FILTERS " == *" runtime=mono "* ]] && ! command -v mono >/dev/null; then
  sudo apt-get update -q && sudo apt-get install -y -q --no-install-recommends mono-devel
fi
args=()
for f in $GROUP_FILTERS; do args+=(--filter "$f"); done
echo "group $GROUP: ${args[*]} --job $job --isolation $isolation"
dotnet build orchestrator -c Release -v quiet -nologo
dotnet run --project orchestrator -c Release --no-build -- run --matrix "${MATRIX_FILE:-matrix.full.yaml}" "${args[@]}" --job "$job" --out "$out" --isolation "$isolation"
