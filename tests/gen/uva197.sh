#!/usr/bin/env bash
# uva197.sh -- regenerate testdata/uva197/*.in and, from the independent oracle
# tests/oracles/uva197_enum.c (never from problems/uva197.c), every *.out.
# Usage: tests/gen/uva197.sh            (from anywhere; about a minute of CPU: the oracle is plain on purpose)
set -euo pipefail

ROOT="$(cd "$(dirname "$0")/../.." && pwd)"
DIR="$ROOT/testdata/uva197"
ORACLE="$ROOT/build/oracles/uva197_enum"
mkdir -p "$DIR" "$ROOT/build/oracles"
cc -std=c99 -O2 -Wall -o "$ORACLE" "$ROOT/tests/oracles/uva197_enum.c"

S1='aa.a..a....................'   # statement sample 1
S2='.........a..a..aa..........'   # statement sample 2

printf '%s\n%s\n' "$S1" "$S2" >"$DIR/01-sample.in"

# bench file: the 24 orientations of piece a, each at some offset
"$ORACLE" --gen orient >"$DIR/02-orient24.in"

# every offset of three orientations lying in the three kinds of plane (xy, xz, yz);
# orientation 0 of the oracle is the sample-1 shape with its foot at the bottom
{
	"$ORACLE" --gen translate 0
	"$ORACLE" --gen translate 12
	"$ORACLE" --gen translate 16
} >"$DIR/03-translate.in"

# blank and whitespace-only lines between, before and after cases; surrounding blanks
printf '\n\n%s\n\n   \n\t\n  %s  \n\t%s\t\n \t \n\n' "$S1" "$S2" "$S1" >"$DIR/04-blank-lines.in"

# CR in every position a CR can be harmless: CRLF ends, CR-only blank lines, CR before
# trailing spaces, leading CR, CRCRLF, CRLF at EOF
printf '%s\r\n\r\n%s \r\n\r%s\r\r\n \r \r\n%s\r\n' "$S1" "$S2" "$S1" "$S2" >"$DIR/05-crlf.in"

# last line without a newline (after trailing blanks)
printf '%s\n%s  ' "$S2" "$S1" >"$DIR/06-eof-no-newline.in"

# last line ending in a bare CR
printf '%s\n%s\r' "$S1" "$S2" >"$DIR/07-eof-cr.in"

# no cases at all
: >"$DIR/08-empty.in"
printf '\n \n\r\n\t\n\n' >"$DIR/09-whitespace-only.in"

# invalid drawings (each gets just the blank line), interleaved with valid ones
{
	printf '%s\n' 'aa.a..a...................'       # 26 chars
	printf '%s\n' 'aa.a..a.....................'     # 28 chars
	printf '%s\n' "$S1"                              # valid: processing goes on
	printf '%s\n' 'aa.a..a...........b........'      # other letter
	printf '%s\n' 'AA.A..A....................'      # upper case
	printf '%s\n' 'aa.a..a..........0.........'      # digit
	printf '%s\n' 'aa,a..a....................'      # punctuation
	printf '%s\n' '...........................'      # no a at all
	printf '%s\n' 'aaaaaaaaaaaaaaaaaaaaaaaaaaa'      # all a
	printf '%s\n' 'aa.a.......................'      # 3 cells (V shape)
	printf '%s\n' 'aa.a..a.a..................'      # 5 cells
	printf '%s\n' 'aa.aa......................'      # O tetromino
	printf '%s\n' 'aaa.a......................'      # T tetromino
	printf '%s\n' '.aaaa......................'      # S tetromino
	printf '%s\n' 'a.a...a.a..................'      # four corners, disconnected
	printf '%s\n' 'aa.a.....a.................'      # three-armed corner piece
	printf '%s\n' 'aa..a........a.............'      # screw piece
	printf '%s\n' 'aa.a..a.....a..............'      # 5 cells: an L plus a far cell
	printf '%s\n' '..a..a..aa.................'      # index pattern of L (+0,3,6,7) wrapping planes
	printf '%s\n' '.aaa..a....................'      # two dominoes touching only diagonally
	printf '%s\n' 'aa.a.. a...................'      # internal space (27 chars)
	printf 'aa.a..\ta...................\n'       # internal tab
	printf 'aa.a..\ra...................\n'       # internal CR
	printf 'aa.a..\000a...................\n'     # internal NUL
	printf '%s\n' 'aa.a..a....'                      # a case split over two lines
	printf '%s\n' '................'
	printf '%s\n' "$S2"                              # valid
	head -c 5000 /dev/zero | tr '\0' '.'; printf '\n' # very long line
	printf '%s %s\n' "$S1" "$S1"                     # two cases on one line
	printf '%s\n' "$S1"                              # valid at the end
} >"$DIR/10-invalid.in"

# mirror images of valid drawings are valid: piece a is flat, so its mirror image is a rotation
{
	printf '%s\n' 'aa..a..a...................'      # sample 1 mirrored left-right
	printf '%s\n' '..........a..a.aa..........'      # sample 2 mirrored left-right
	printf '%s\n' 'aa.a..a....................' | rev  # sample 1 point-reflected
	printf '%s\n' 'a..aaa.....................'      # L mirrored in a diagonal
} >"$DIR/11-mirror.in"

# 100 random drawings (random orientation and offset)
"$ORACLE" --gen random 100 197 >"$DIR/12-random100.in"

for f in "$DIR"/*.in; do
	"$ORACLE" <"$f" >"${f%.in}.out"
done
echo "generated $(ls "$DIR"/*.in | wc -l) tests in $DIR"
