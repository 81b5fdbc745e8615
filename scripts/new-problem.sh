#!/usr/bin/env bash
# Starts a new judge problem: tasks/<package>/ and testdata/<package>/ from
# the templates in scripts/new-problem/, with the official samples as golden
# cases. See scripts/new_problem.py or `scripts/new-problem.sh --help`.
set -euo pipefail
exec python3 "$(dirname "$0")/new_problem.py" "$@"
