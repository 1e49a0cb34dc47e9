#!/usr/bin/env bash
# Regenerate testdata/uva12445/*.in and *.out from the independent oracle
# tests/oracles/uva12445_bfs.c -- never from problems/uva12445.c.
# The oracle's full BFS table (479 MB) is cached in $TABLE; building it once
# takes ~9 minutes of CPU (~470 MB).  01-sample.out is the statement's own answer.
# Usage: tests/gen/uva12445.sh            (writes into testdata/uva12445/)
set -euo pipefail

ROOT="$(cd "$(dirname "$0")/../.." && pwd)"
OUT="$ROOT/testdata/uva12445"
BIN="$ROOT/build/oracles"
TABLE="${TABLE:-/tmp/uva12445_oracle.tbl}"
mkdir -p "$BIN" "$OUT"
cc -std=c99 -O2 -Wall "$ROOT/tests/oracles/uva12445_bfs.c" -o "$BIN/uva12445_bfs"
oracle() { "$BIN/uva12445_bfs" --table "$TABLE" "$@"; }

# God's number, from the oracle's own census
GOD="$(oracle --census | awk '$1 == "max" { print $2 }')"

# header "T" + the given configuration lines
with_count() { local body; body="$(cat)"; printf '%s\n%s\n' "$(printf '%s\n' "$body" | grep -c .)" "$body"; }

# 01: the official sample, answer from the statement
printf '2\n1 2 3 4 5 6 7 8 9 10 11 12\n2 3 4 5 11 12 6 7 8 9 10 1\n' > "$OUT/01-sample.in"
printf '0\n3\n' > "$OUT/01-sample.out"

# 02: three configurations at every distance 0..GOD (distance 0 has one),
#     then four more on each side of the solver's near/far boundary (10 | 11)
{
    for d in $(seq 0 "$GOD"); do oracle --pick "$d" 3 "$((100 + d))"; done
    for d in 9 10 11 12; do oracle --pick "$d" 4 "$((500 + d))"; done
} | with_count > "$OUT/02-depth.in"

# 03: the 100 deepest configurations: all at distance GOD, the rest at GOD-1
N_GOD="$(oracle --census | awk -v d="$GOD" '$1 == d { print $2 }')"
if [ "$N_GOD" -gt 100 ]; then N_GOD=100; fi
{ oracle --pick "$GOD" "$N_GOD" 3; oracle --pick "$((GOD - 1))" "$((100 - N_GOD))" 3; } |
    with_count > "$OUT/03-deepest100.in"

# 05: the true worst case: the positions at distance GOD, cycled to 100 cases
for _ in 1 2 3 4; do oracle --pick "$GOD" "$N_GOD" 3; done | head -n 100 | with_count > "$OUT/05-god100.in"

# 04: 100 uniformly random configurations
"$BIN/uva12445_bfs" --random 100 4 | with_count > "$OUT/04-random100.in"

# shallow configurations (distance <= 10: no FAR table needed, quick under ASan)
# for the whitespace and bad-input files
mapfile -t S < <(for d in 2 5 8 10; do oracle --pick "$d" 3 "$((700 + d))"; done)

# 20: numbers spread over lines, tabs, runs of spaces, blank lines, leading zeros
{
    printf '  %d \t\n\n' 6
    printf '%s\n' "${S[0]}" | tr ' ' '\n'
    printf '%s\n' "${S[1]}" | sed 's/ /   \t /g; s/^/\t  /; s/$/   /'
    printf '%s\n' "${S[2]}" | awk '{ for (i = 1; i <= 12; i++) printf "%s%s", $i, (i % 5 == 0 ? "\n\n" : " ") } END { print "" }'
    printf '%s\n' "${S[3]}" | awk '{ for (i = 1; i <= 12; i++) printf "0%s ", $i; print "" }'
    printf '\n\n%s\n' "${S[4]}"
    printf '%s' "${S[5]}" | sed 's/ /\v/g; s/$/\f\n/'
} > "$OUT/20-whitespace.in"

# 21: CRLF everywhere, CR-only separators, and a CR right before EOF
{
    printf '4\r\n'
    printf '%s\r\n' "${S[6]}"
    printf '%s\r\n' "${S[7]}" | sed 's/ /\r\n/g'
    printf '%s\r\n' "${S[8]}" | sed 's/ /\r/g'
    printf '%s\r' "${S[9]}"
} > "$OUT/21-crlf.in"

# 22: fewer cases than announced, no final newline
{ printf '9\n%s\n' "${S[10]}"; printf '%s' "${S[11]}"; } > "$OUT/22-fewer.in"

# 30: invalid configurations between valid ones (each prints -1, run goes on)
{
    printf '13\n'
    printf '%s\n' "${S[0]}"
    printf '1 1 2 3 4 5 6 7 8 9 10 11\n'      # repeated token
    printf '0 1 2 3 4 5 6 7 8 9 10 11\n'      # 0 out of range
    printf '1 2 3 4 5 6 7 8 9 10 11 13\n'     # 13 out of range
    printf '%s\n' "${S[3]}"
    printf -- '-1 2 3 4 5 6 7 8 9 10 11 12\n' # sign
    printf '+1 2 3 4 5 6 7 8 9 10 11 12\n'    # sign
    printf '1 2 3 4 5 6 7 8 9 10 11 x\n'      # not a number
    printf '1 2 3 4 5 6 7 8 9 10 11 12.0\n'   # not an integer
    printf '1 2 3 4 5 6 7 8 9 10 11 100000000000000000000012\n' # huge
    printf '12 1 2 3 4 5 6 7 8 9 10 11\n'     # valid (one whole turn)
    printf '1 2 3 4 5 6 7 8 9 10 11 12\n'     # valid (solved)
    printf '%s\n' "${S[6]}"
} > "$OUT/30-invalid.in"

# 31: the last case is cut short by EOF (prints -1, then the run ends)
printf '3\n%s\n1 2 3 4 5\n' "${S[9]}" > "$OUT/31-truncated.in"

# 32: no usable T: nothing is printed
printf 'three\n1 2 3 4 5 6 7 8 9 10 11 12\n' > "$OUT/32-bad-count.in"

for f in "$OUT"/*.in; do
    case "$f" in */01-sample.in) continue ;; esac
    oracle < "$f" > "${f%.in}.out"
done
echo "God's number $GOD; wrote $(ls "$OUT"/*.in | wc -l) tests into $OUT"
