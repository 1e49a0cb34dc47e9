#!/usr/bin/env bash
# bench-table.sh BENCH README: rewrite README's bench table, the lines between its markers
# <!-- bench:begin --> and <!-- bench:end -->, from BENCH, the output of ./judge.sh --bench
# (one line per bench test: problem, test, verdict, median CPU s, target, median peak RSS MiB,
# target, result). The rest of README is kept byte for byte. `make bench` runs it, so the
# README's measured figures are those of the last make bench, and nowhere else.
set -euo pipefail

usage() {
	echo "usage: tools/bench-table.sh BENCH_OUTPUT README" >&2
	exit 2
}

[[ $# -eq 2 && -f "$1" && -f "$2" ]] || usage
bench="$1" readme="$2"
begin='<!-- bench:begin -->' end='<!-- bench:end -->'
[[ "$(grep -cxF "$begin" "$readme")" == 1 && "$(grep -cxF "$end" "$readme")" == 1 ]] || {
	echo "bench-table.sh: $readme needs one '$begin' line and one '$end' line" >&2
	exit 1
}

# the table: the bench lines of BENCH (a verdict and two numbers where judge.sh prints them)
table=$(awk -v day="$(date -u +%Y-%m-%d)" -v cores="$(nproc 2>/dev/null || echo '?')" '
	$3 ~ /^[A-Z]+$/ && $4 ~ /^[0-9.]+$/ && $6 ~ /^[0-9.]+$/ { row[n++] = $0 }
	END {
		if (n == 0) exit 1
		printf "Written by `make bench` on %s (%s cores): median of 5 runs of each bench test,\n",
			day, cores
		printf "whole process (CPU user + sys, peak RSS), against the targets in "
		printf "`testdata/NAME/judge.conf`.\n\n"
		print "| problem | test | verdict | CPU s | target | peak RSS MiB | target | result |"
		print "|---|---|---|---:|---:|---:|---:|---|"
		for (i = 0; i < n; i++) {
			split(row[i], f)
			printf "| %s | %s | %s | %s | %s | %s | %s | %s |\n", f[1], f[2], f[3], f[4],
				f[5], f[6], f[7], f[8]
		}
	}' "$bench") || {
	echo "bench-table.sh: no bench lines in $bench" >&2
	exit 1
}

tmp=$(mktemp "$readme.XXXXXX")
trap 'rm -f "$tmp"' EXIT
awk -v begin="$begin" -v end="$end" -v table="$table" '
	$0 == begin { print; print table; skip = 1; next }
	$0 == end { skip = 0 }
	!skip' "$readme" >"$tmp"
cat "$tmp" >"$readme"
