#!/usr/bin/env bats
# skewb.bats -- problem-specific tests for problems/skewb.c (optimal Skewb solver, issue 6).
# Expected values come from the oracle tests/oracles/skewb_bfs.c (BFS over 30-sticker strings,
# moves derived from 3D rotations), from Jaap Scherphuis' published Skewb figures (3,149,280
# positions, God's number 11 and its distance table) and from hand-made cases -- never from skewb.c.

ROOT="$BATS_TEST_DIRNAME/.."
BIN="$ROOT/build/bats-skewb"
DATA="$ROOT/testdata/skewb"
SOLVED='WWWWW RRRRR GGGGG YYYYY OOOOO BBBBB'
ONE_R='WWGWW YRYYY GGGGO BYBBB OOOWO RRBRR'   # solved, then R: the only 1-move answer is R'

setup_file() {
	mkdir -p "$BIN/oracle"
	cc -std=c99 -O2 -Wall -o "$BIN/skewb" "$ROOT/problems/skewb.c" -lm
	cc -std=c99 -O2 -Wall -o "$BIN/skewb_bfs" "$ROOT/tests/oracles/skewb_bfs.c" -lm
	cc -std=c99 -O2 -Wall -o "$BIN/checker" "$DATA/checker.c"
	# one oracle BFS answers every committed input
	"$BIN/skewb_bfs" each "$BIN/oracle" "$DATA"/*.in
}

# run skewb on the bytes given by printf FORMAT ARGS...
skewb_on() { local fmt="$1"; shift; printf -- "$fmt" "$@" | "$BIN/skewb"; }

# checker verdict (exit status) for contestant output $2 on testdata file $1
verdict_of() {
	printf '%b' "$2" >"$BIN/contestant.txt"
	"$BIN/checker" "$DATA/$1.in" "$BIN/contestant.txt" "$DATA/$1.out" >/dev/null
}

@test "skewb: every committed .out is exactly what the oracle answers" {
	local f n=0
	for f in "$DATA"/*.out; do
		cmp "$f" "$BIN/oracle/$(basename "$f")"
		n=$((n + 1))
	done
	[ "$n" -ge 16 ]
}

@test "skewb: --census equals the published table and the oracle's census" {
	run "$BIN/skewb" --census
	[ "$status" -eq 0 ]
	[ "$output" = "positions: 3149280
distance WCA clockwise-only
0 1 1
1 8 4
2 48 16
3 288 60
4 1728 228
5 10248 852
6 59304 3144
7 315198 11532
8 1225483 41288
9 1455856 140426
10 81028 411620
11 90 829344
12 0 901335
13 0 626376
14 0 178260
15 0 4794
God's number: WCA 11, clockwise-only 15
reassembly (UFR piece fixed at UFR): centres 360/720 x corners 8748/11022480 = 3149280 positions; solvable fraction 1/2520
twisty Skewb centres: 11520 reachable (permutation x orientation), 32 with every centre in place, 0 of these with a centre turned 90 degrees" ]
}

@test "skewb: the oracle's own census agrees (slow, set SKEWB_SLOW=1)" {
	[ -n "${SKEWB_SLOW:-}" ] || skip "takes ~15 s; set SKEWB_SLOW=1"
	diff <("$BIN/skewb_bfs" census) <("$BIN/skewb" --census)
}

@test "skewb: the depth ladder is answered with lengths 0..10 then 11 x5, all checked" {
	run bash -c '"$1" < "$2/02-depth.in" | cut -d" " -f1 | tr "\n" " "' _ "$BIN/skewb" "$DATA"
	[ "$output" = "0 1 2 3 4 5 6 7 8 9 10 11 11 11 11 11 " ]
	"$BIN/skewb" <"$DATA/02-depth.in" >"$BIN/depth.txt"
	"$BIN/checker" "$DATA/02-depth.in" "$BIN/depth.txt" "$DATA/02-depth.out"
}

@test "skewb: recolouring and turning the whole puzzle keep every distance" {
	local f
	for f in 10-random100 11-recolour100 12-turned100; do
		"$BIN/skewb" <"$DATA/$f.in" | cut -d' ' -f1 >"$BIN/$f.len"
	done
	cmp "$BIN/10-random100.len" "$BIN/11-recolour100.len"
	cmp "$BIN/10-random100.len" "$BIN/12-turned100.len"
	# and the sequences differ for the turned copies (a different frame)
	! cmp -s <("$BIN/skewb" <"$DATA/10-random100.in") <("$BIN/skewb" <"$DATA/12-turned100.in")
}

@test "skewb: checker accepts the right answers, in any optimal form, with CRLF" {
	verdict_of 01-sample "0\n1 R'\n3 R' U' L\n5 U' R L' U B'\n4 R' B' L' U'\n"
	verdict_of 01-sample "0\r\n1 R'\r\n3 R' U' L  \r\n5 U' R L' U B'\r\n4 R' B' L' U'"
	# only the answer's length matters, not its sequence
	printf '1\n%s\n' "$ONE_R" >"$BIN/one.in"
	printf "1 X\n" >"$BIN/one.ans"
	printf "1 R'\n" >"$BIN/one.out"
	"$BIN/checker" "$BIN/one.in" "$BIN/one.out" "$BIN/one.ans"
}

@test "skewb: checker rejects wrong lengths, non-solving and short or long sequences (WA)" {
	local ok="0\n1 R'\n3 R' U' L\n5 U' R L' U B'\n"
	run verdict_of 01-sample "${ok}5 R' B' L' U' R R'\n";   [ "$status" -eq 1 ]   # wrong length
	run verdict_of 01-sample "${ok}3 R' B' L'\n";           [ "$status" -eq 1 ]   # too short
	run verdict_of 01-sample "${ok}4 R' B' L' U\n";         [ "$status" -eq 1 ]   # does not solve
	run verdict_of 01-sample "${ok}4 R' B' L'\n";           [ "$status" -eq 1 ]   # fewer moves
	run verdict_of 01-sample "${ok}4 R' B' L' U' R\n";      [ "$status" -eq 1 ]   # more moves
	run verdict_of 01-sample "${ok}-1\n";                    [ "$status" -eq 1 ]   # -1 for a legal one
	run verdict_of 32-special "0\n";                         [ "$status" -eq 1 ]   # 0 where -1
}

@test "skewb: checker rejects missing, extra and garbage output without crashing" {
	local ok="0\n1 R'\n3 R' U' L\n5 U' R L' U B'\n4 R' B' L' U'\n"
	run verdict_of 01-sample "0\n1 R'\n3 R' U' L\n";  [ "$status" -eq 1 ]   # missing lines
	run verdict_of 01-sample "";                       [ "$status" -eq 1 ]   # no output
	run verdict_of 01-sample "${ok}0\n";               [ "$status" -eq 1 ]   # extra line
	run verdict_of 01-sample "0\n1 r'\n";              [ "$status" -eq 2 ]   # unknown move
	run verdict_of 01-sample "0\n1 R2\n";              [ "$status" -eq 2 ]
	run verdict_of 01-sample "zero\n";                 [ "$status" -eq 2 ]   # no number
	run verdict_of 01-sample "0\n1R'\n";               [ "$status" -eq 2 ]
	run verdict_of 32-special "-1 R\n";                [ "$status" -eq 2 ]   # text after -1
	head -c 3000 /dev/urandom >"$BIN/contestant.txt"
	run "$BIN/checker" "$DATA/01-sample.in" "$BIN/contestant.txt" "$DATA/01-sample.out"
	[ "$status" -eq 1 ] || [ "$status" -eq 2 ]
	{ printf '0\n1'; printf " R'%.0s" $(seq 20000); echo; } >"$BIN/contestant.txt"   # 20000 moves
	run "$BIN/checker" "$DATA/01-sample.in" "$BIN/contestant.txt" "$DATA/01-sample.out"
	[ "$status" -eq 1 ]
}

@test "skewb: CR before any line end, or none at the end, changes nothing" {
	local want="0
1 R'"
	local fmt
	for fmt in '2\n%s\n%s\n' '2\r\n%s\n%s\n' '2\n%s\r\n%s\n' '2\n%s\n%s\r\n' '2\r\n%s\r\n%s\r\n' \
		'2\n%s\n%s' '2\r\n%s\r\n%s' '2\r\n%s\r\n%s\r' '2\n%s\r\r\n%s\r\n'; do
		run skewb_on "$fmt" "$SOLVED" "$ONE_R"
		[ "$status" -eq 0 ]
		[ "$output" = "$want" ]
	done
}

@test "skewb: blanks anywhere between words, blank lines between cases" {
	local a b c want="1 R'"
	for a in ' ' '  ' '\t' ' \t '; do
		run skewb_on "1\n${a}WWGWW${a}YRYYY GGGGO${a}BYBBB OOOWO RRBRR${a}\n"
		[ "$output" = "$want" ]
	done
	run skewb_on '\n \n3 \n\n%s\n  \n\t\n%s\n\n%s\n\n' "$SOLVED" "$ONE_R" "$SOLVED"
	[ "$output" = "0
1 R'
0" ]
}

@test "skewb: T larger than the cases, T=0, empty or non-numeric T: no crash, exit 0" {
	run skewb_on '5\n%s\n%s\n' "$SOLVED" "$ONE_R"
	[ "$status" -eq 0 ]; [ "$output" = "0
1 R'" ]
	run skewb_on '1\n%s\n%s\n' "$ONE_R" "$SOLVED"
	[ "$status" -eq 0 ]; [ "$output" = "1 R'" ]
	run skewb_on '0\n%s\n' "$SOLVED";  [ "$status" -eq 0 ]; [ -z "$output" ]
	run skewb_on '';                     [ "$status" -eq 0 ]; [ -z "$output" ]
	run skewb_on 'x\n%s\n' "$SOLVED";   [ "$status" -eq 0 ]; [ -z "$output" ]
	run skewb_on '-3\n%s\n' "$SOLVED";  [ "$status" -eq 0 ]; [ -z "$output" ]
}

@test "skewb: each malformed line prints -1 and the next case is still answered" {
	local bad
	for bad in 'wwwww rrrrr ggggg yyyyy ooooo bbbbb' 'WWWWW RRRRR GGGGG YYYYY OOOOO' \
		'WWWWW RRRRR GGGGG YYYYY OOOOO BBBBB BBBBB' 'WWWW WRRRRR GGGGG YYYYY OOOOO BBBBB' \
		'WWWWWRRRRRGGGGGYYYYYOOOOOBBBBB' 'WWWWW RRRRR GGGGG YYYYY OOOOO BBBB1' \
		'WWWWW RRRRR GGGGG YYYYY OOOOO BBBBP' 'WWWWW RRRRR GGGGG YYYYY OOOOO BBBBBB' \
		"$(head -c 100000 /dev/zero | tr '\0' 'W')" "$(printf 'WWWWW RR\001RR GGGGG YYYYY OOOOO BBBBB')"; do
		run skewb_on '2\n%s\n%s\n' "$bad" "$ONE_R"
		[ "$status" -eq 0 ]
		[ "$output" = "-1
1 R'" ]
	done
	printf '2\nWWWWW RR\0RR GGGGG YYYYY OOOOO BBBBB\n%s\n' "$ONE_R" >"$BIN/nul.in"
	run "$BIN/skewb" <"$BIN/nul.in"
	[ "$output" = "-1
1 R'" ]
}

@test "skewb: --explain names the broken rule for each kind of illegal position" {
	run bash -c '"$1" --explain < "$2/32-special.in" 2>&1 >/dev/null' _ "$BIN/skewb" "$DATA"
	[ "$status" -eq 0 ]
	[ "${lines[0]}" = "-1: centres in an odd permutation" ]        # side centres turned 90 degrees
	[ "${lines[1]}" = "-1: centres in an odd permutation" ]        # U <-> D swapped
	[ "${lines[2]}" = "-1: twisted corner(s)" ]                    # DLB twisted alone
	[ "${lines[3]}" = "-1: corner colours impossible, mirrored or repeated" ]
	[ "${lines[6]}" = "-1: not six colours five times each" ]
	[ "${lines[8]}" = "-1: free tetrad in an odd permutation" ]    # ULF <-> URB
	[ "${lines[9]}" = "-1: a corner in the wrong tetrad" ]         # ULB <-> URB
	[ "${lines[10]}" = "-1: fixed tetrad in an odd permutation" ]  # ULB <-> DRB
	[ "${#lines[@]}" -eq 11 ]
}
