#!/usr/bin/env bash
# The plan job: expands matrix.full.yaml (the whole cross product) into job groups for the bench jobs' matrix.
# Inputs arrive through the environment (FILTER), never pasted into this script.
# MATRIX_FILE (default matrix.full.yaml) lets a local play of the workflow use a smaller matrix.
set -euo pipefail
args=()
for f in ${FILTER:-}; do args+=(--filter "$f"); done
dotnet build orchestrator -c Release -v quiet -nologo >&2
matrix=$(dotnet run --project orchestrator -c Release --no-build -- plan --format github --matrix "${MATRIX_FILE:-matrix.full.yaml}" "${args[@]}")
echo "matrix=$matrix" >> "${GITHUB_OUTPUT:?GITHUB_OUTPUT is not set}"
echo "$matrix"
