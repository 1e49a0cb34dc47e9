#!/usr/bin/env bash
# Regenerates testdata/skewb/*.in and every *.out from the independent oracle
# tests/oracles/skewb_bfs.c (sticker-string BFS); skewb.c is never consulted.
# Usage: tests/gen/skewb.sh        (takes about a minute: one oracle BFS per call)
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
ORACLE="$ROOT/build/oracles/skewb_bfs"
DIR="$ROOT/testdata/skewb"
mkdir -p "$ROOT/build/oracles"
cc -std=c99 -O2 -Wall -o "$ORACLE" "$ROOT/tests/oracles/skewb_bfs.c"

apply() { "$ORACLE" apply "$@"; }

# 01: samples -- solved, one move, the inverse of a 3-move scramble, a recoloured one
{
	echo 5
	apply ""
	apply "R"
	apply "L' U R"
	apply "B U' L R' U" "KZAMPQ"
	apply "U L B R" "ABCDEF"
} >"$DIR/01-sample.in"

"$ORACLE" gen depth 5 11 >"$DIR/02-depth.in"         # solved, depths 1..10, five at 11
"$ORACLE" gen antipodes 0 0 >"$DIR/03-antipodes.in"  # all 90 positions at distance 11
"$ORACLE" gen random 100 7 >"$DIR/10-random100.in"
"$ORACLE" gen recolour 100 7 >"$DIR/11-recolour100.in" # same positions, other letters
"$ORACLE" gen turned 100 7 >"$DIR/12-turned100.in"     # same, whole puzzle turned
"$ORACLE" gen random 2000 99 >"$DIR/13-random2000.in"

# 20-24: whitespace variants of legal positions
body() { "$ORACLE" gen random "$1" "$2" | tail -n +2; }
{
	printf '\n  8  \n'                                   # blank line and spaces around T
	body 8 21 | awk '{
		if (NR == 1) print "   " $0;                      # leading spaces
		else if (NR == 2) print $0 "   \t ";              # trailing blanks
		else if (NR == 3) { gsub(/ /, "\t"); print }      # tabs between words
		else if (NR == 4) { gsub(/ /, "   "); print }     # several spaces
		else if (NR == 5) { print ""; print "   "; print } # blank lines before a case
		else if (NR == 6) print $0 "\r";                  # one CRLF line
		else if (NR == 7) print "\t" $0 "\r\r";
		else print }'
} >"$DIR/20-whitespace.in"
{ printf '6\n'; body 6 22; } | sed 's/$/\r/' >"$DIR/21-crlf.in"
{ printf '3\n'; body 3 23; } | head -c -1 >"$DIR/22-no-final-newline.in"
{ printf '3\r\n'; body 3 24 | sed 's/$/\r/'; } | head -c -2 >"$DIR/23-crlf-no-final-newline.in"
{ printf '10\n'; body 4 25; } >"$DIR/24-fewer-cases.in"
{ printf '2\n'; body 4 26; } >"$DIR/25-more-lines-than-cases.in"
# 26-28: CR-only line ends; every line end (LF CR CRLF, and LF CR) with \v \f blanks and
# blank lines between; a T beyond every integer type (counts as 10^9: all cases answered)
{ printf '6\r'; body 6 27 | tr '\n' '\r'; } >"$DIR/26-cr-only.in"
{
	printf '\v\f\r\n \v \r8\f\r'
	body 8 28 | awk 'BEGIN { split("\n|\r|\r\n|\n\r|\r\r|\n\v\n|\r\f\r\n|\n", end, "|") }
		{ w = $0; if (NR % 2) gsub(/ /, NR % 4 == 1 ? "\v" : " \f ", w); printf "%s%s", w, end[NR] }'
} >"$DIR/27-mixed-line-ends.in"
{ printf '  18446744073709551617  \r\n'; body 3 29; } >"$DIR/28-huge-t.in"

# 30: structural damage of random legal positions (8 kinds x 6; see oracle)
"$ORACLE" gen invalid 6 30 >"$DIR/30-invalid.in"
# 31: malformed lines mixed with legal ones (the program must recover)
{
	echo 14
	echo "wwwww rrrrr ggggg yyyyy ooooo bbbbb"
	apply "R U"
	echo "WWWWW RRRRR GGGGG YYYYY OOOOO BBBBP"
	echo "WWWWW RRRRR GGGGG YYYYY OOOOO BBBB1"
	echo "WWWWW RRRRR GGGGG YYYYY OOOOO"
	echo "WWWWW RRRRR GGGGG YYYYY OOOOO BBBBB BBBBB"
	echo "WWWW WRRRRR GGGGG YYYYY OOOOO BBBBB"
	echo "WWWWWRRRRRGGGGGYYYYYOOOOOBBBBB"
	echo "WWWWW RRRRR GGGGG YYYYY OOOOO BBBBBB"
	echo "WWWWW RRRRR GGGGG YYYYY OOOOO BBBB"
	echo "W-WWW RRRRR GGGGG YYYYY OOOOO BBBBB"
	apply "L B'"
	echo "AAAAA AAAAA AAAAA AAAAA AAAAA AAAAA"
	apply "U' R' B"
} >"$DIR/31-invalid-format.in"
# 32: hand-made positions, legal and illegal, on a solved puzzle (W R G Y O B = U R F D L B):
# quarter-turned side centres, centre 3-cycle, centre swaps, twisted DLB, repeated and opposite
# colours on a corner, mirrored UFR, mirror-image and other colour schemes solved, one colour;
# last three: corners ULF<->URB swapped, ULB<->URB swapped, ULB<->DRB swapped
cat >"$DIR/32-special.in" <<'CASES'
17
WWWWW GRRRR OGGGG YYYYY BOOOO RBBBB
GWWWW WRRRR RGGGG YYYYY OOOOO BBBBB
YWWWW RRRRR GGGGG WYYYY OOOOO BBBBB
YWWWW RRRRR BGGGG WYYYY OOOOO GBBBB
WWWWW RRRRR GGGGG YYYOY OOOBO BBBBY
WWWWW RGRRR GRGGG YYYYY OOOOO BBBBB
WYWWW RRRRR GGGGG YWYYY OOOOO BBBBB
WWWWG RRRRR GWGGG YYYYY OOOOO BBBBB
WWWWW OOOOO GGGGG YYYYY RRRRR BBBBB
WWWWW RRRRR GGGGG YYYYY OOOOO BBBBB
YYYYY RRRRR BBBBB WWWWW OOOOO GGGGG
WWWWW RRRRR GGGGG YYYYY BBBBB OOOOO
WBWWW RRRRR GGGGG YYYYY OOOBO BBWBB
RRRRR RRRRR RRRRR RRRRR RRRRR RRRRR
WWWWW RRORR GBGGG YYYYY OOROO BGBBB
WWWWW RRBRR GGGGG YYYYY OBOOO BORBB
WYWWW RRRRO GGGGG YYYYW OROOO BBBBB
CASES

"$ORACLE" each "$DIR" "$DIR"/*.in
echo "regenerated $(ls "$DIR"/*.in | wc -l) tests in $DIR"
