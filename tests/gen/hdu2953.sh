#!/bin/sh
# tests/gen/hdu2953.sh -- regenerate testdata/hdu2953 from the independent oracle.
# Every .out is the oracle's answer (tests/oracles/hdu2953_bfs.c), never the solution's.
# Inputs: the problem's sample, hand-made nets (illegal kinds and legal look-alikes),
# oracle-generated positions (fixed seeds) and whitespace variants of them.
set -eu
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
D="$ROOT/testdata/hdu2953"
O="$ROOT/build/oracles/hdu2953_bfs"
mkdir -p "$ROOT/build/oracles" "$D"
cc -std=c99 -O2 -Wall -o "$O" "$ROOT/tests/oracles/hdu2953_bfs.c"

# 01: the sample of the problem statement
cat > "$D/01-sample.in" <<'NET'
2
OO
OO
RR GG BB WW
RR GG BB WW
YY
YY

RR
RR
YY OO GG BB
OO GG BB YY
WW
WW

NET

# 02: solved in all 24 orientations, then every quarter and half turn of a solved cube
"$O" --gen-moves > "$D/02-moves.in"
# 03: five positions at every distance 0..14; 04: 100 positions at distance 13 and 14
"$O" --gen-depth 5 2953 > "$D/03-depths.in"
"$O" --gen-depth 50 2954 13 > "$D/04-deepest.in"
# 10: 100 uniformly random positions (the bench file)
"$O" --gen-random 100 2955 > "$D/10-random100.in"

# 20-22: whitespace variants (answers must equal those of the files they come from)
sed 's/$/\r/' "$D/03-depths.in" > "$D/20-crlf.in"
awk 'NR == 1 { printf "  %s \t\r\n", $0; next }
     { n++; if ($0 == "") { if (n % 3 == 0) next; printf "\r\n \t\n\n"; next }
       gsub(/ /, (n % 2) ? "\t" : "   "); printf "%s%s\n", $0, (n % 5 == 0) ? " \t " : "" }' \
	"$D/02-moves.in" > "$D/21-spaces.in"
# last cube without its empty line and without a final newline
head -c -2 "$D/10-random100.in" > "$D/22-no-final-newline.in"
# T says 20, 12 cubes follow, then a cube cut off after 10 stickers: 12 answers
{ echo 20; sed -n '2,85p' "$D/10-random100.in"; printf 'GG\nRR\nOO BB YY'; } > "$D/23-fewer-cubes.in"

# 30: illegal nets of each kind (answer -1) mixed with legal ones (the program goes on).
# Based on the solved cube U=O F=R R=G B=B L=W D=Y; corner URF = stickers U3 R0 F1.
#  1 URF twisted in place            2 URF mirrored (R0, F1 swapped)   3 solved: 0
#  4 five O, three R                 5 a seventh colour X              6 five colours (no W)
#  7 opposite colours O, Y on URF    8 URF with O twice (counts right) 9 the sample's 1-move cube
# 10 URF and UFL twisted the same way (twists sum to 2)               11 24 distinct stickers
# 12 all stickers one colour        13 three colours, eight each      14 solved again: 0
cat > "$D/30-illegal.in" <<'NET'
14
OO
OR
RG OG BB WW
RR GG BB WW
YY
YY

OO
OO
RG RG BB WW
RR GG BB WW
YY
YY

OO
OO
RR GG BB WW
RR GG BB WW
YY
YY

RO
OO
RR GG BB WW
RR GG BB WW
YY
YY

XO
OO
RR GG BB WW
RR GG BB WW
YY
YY

OO
OO
RR GG BB BB
RR GG BB BB
YY
YY

OO
OO
RR YG BB WW
RR GG BB WW
GY
YY

GO
OO
RR OG BB WW
RR GG BB WW
YY
YY

RR
RR
YY OO GG BB
OO GG BB YY
WW
WW

OO
WR
OG OG BB WR
RR GG BB WW
YY
YY

ab
cd
ef gh ij kl
mn op qr st
uv
wx

OO
OO
OO OO OO OO
OO OO OO OO
OO
OO

OO
OO
OO RR GG OO
OO RR GG OO
RR
RR

GG
GG
OO WW YY BB
OO WW YY BB
RR
RR

NET

# 31: legal look-alikes, with their true distances:
#  1 URF and UFL exchanged           2 URF and UFL twisted in opposite directions
#  3 URF, UFL, ULB twisted the same way (twists sum to 3)
#  4 mirror-image colour scheme (O and Y exchanged): solved, 0
#  5 the sample's 1-move cube with O and Y exchanged: 1     6 lower-case colours: solved, 0
cat > "$D/31-lookalikes.in" <<'NET'
6
OO
OO
GW RG BB WR
RR GG BB WW
YY
YY

OO
RR
WG OG BB WO
RR GG BB WW
YY
YY

BO
WR
OG OG BW OR
RR GG BB WW
YY
YY

YY
YY
RR GG BB WW
RR GG BB WW
OO
OO

RR
RR
OO YY GG BB
YY GG BB OO
WW
WW

aa
aa
bb cc dd ee
bb cc dd ee
ff
ff
NET

# 24: more cubes than T: only the first T are answered
{ echo 3; sed -n '2,$p' "$D/30-illegal.in"; } > "$D/24-more-cubes.in"

# 32: random positions with mutations of every kind (see --gen-mutants), legal or not
"$O" --gen-mutants 100 2956 > "$D/32-mutants.in"

# 25-27: T outside int: above 2^31 - 1 it counts as 2^31 - 1 (all cubes up to EOF are
# answered); a negative T means no cubes (empty .out)
{ echo 2147483648; sed -n '2,$p' "$D/01-sample.in"; } > "$D/25-t-above-int.in"
{ echo 99999999999999999999; sed -n '2,$p' "$D/31-lookalikes.in"; } > "$D/26-t-20-digits.in"
{ echo -2147483648; sed -n '2,$p' "$D/01-sample.in"; } > "$D/27-t-int-min.in"

# 33: a piece twice and another missing with every colour count right (illegal, -1): the
# reviewer's net, hand-made variants on the solved cube U=O F=R R=G B=B L=W D=Y, then 30
# random positions with two pieces copied over two others (--gen-duplicates), twists chosen
# so that only the repeated piece is wrong.  URF+DBL, UFL+DRB, ... have the same colours as
# UBR+DLF, ..., so the counts cannot see it.
#  1 reviewer's (colours U F R B L D): URF over UBR, DBL over DLF
#  2 UFL over UBR (turned once), DRB over DLF (turned twice): twists 2 + 1
#  3 URF over ULB, DBL over DFR (copy and replaced piece share one colour)
#  4 DRB over DBL (the corner the solution fixes), UFL over URF
{
	echo 34
	cat <<'NET'
UU
UU
FF RF RB LL
LF RR BB LB
DD
DD

OR
OO
RR GO WB WW
GR GG BB WY
BY
YY

OO
OO
RR GG BR GW
RB WG BB WW
YY
YY

OO
OO
RW RG BB WW
RR GG BG BW
YY
YY

NET
	"$O" --gen-duplicates 30 2957 | sed 1d
} > "$D/33-duplicates.in"

"$O" --each "$D" "$D"/*.in
echo "regenerated $(ls "$D"/*.in | wc -l) tests in $D"
