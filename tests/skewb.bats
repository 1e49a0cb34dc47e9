#!/usr/bin/env bats
# skewb.bats -- problem-specific tests for problems/skewb.c (optimal Skewb solver).
# Expected values come from the oracle tests/oracles/skewb_bfs.c (BFS over 30-sticker strings,
# moves derived from 3D rotations), from Jaap Scherphuis' published Skewb figures (3,149,280
# positions, God's number 11 and its distance table) and from hand-made cases -- never from skewb.c.

ROOT="$BATS_TEST_DIRNAME/.."
BIN="$ROOT/build/bats-skewb"
DATA="$ROOT/testdata/skewb"
SOLVED='WWWWW RRRRR GGGGG YYYYY OOOOO BBBBB'
ONE_R='WWGWW YRYYY GGGGO BYBBB OOOWO RRBRR'   # solved, then R: the only 1-move answer is R'

GEN_SEEDS=20      # stress generator: seeds 1..20 ...
GEN_MAX=14        # ... times every SIZE 0..14 (judge.conf's stress_max_size)

# judge input (T, then the lines) of the nets the oracle replays from the scrambles in file $1
replayed() { { wc -l <"$1"; "$BIN/skewb_bfs" replay <"$1"; } >"${1%.txt}.in"; }

load helpers

setup_file() {
	mkdir -p "$BIN/oracle" "$BIN/made"
	rm -f "$BIN/made"/*
	need_build build/strict/skewb build/oracles/skewb_bfs build/checker/skewb build/gen/skewb
	ln -sf "$BUILD/strict/skewb" "$BUILD/oracles/skewb_bfs" "$BIN/"
	ln -sf "$BUILD/checker/skewb" "$BIN/checker"
	ln -sf "$BUILD/gen/skewb" "$BIN/gen"
	# inputs made here for the tests below, answered by the same single oracle BFS:
	# the stress generator's cases (one file; which SIZE each line is, in gen-sizes.txt) ...
	# (each a one-case input: "1", then its line; one awk drops the "1" lines of all 300)
	local seed size
	for seed in $(seq "$GEN_SEEDS"); do
		for size in $(seq 0 "$GEN_MAX"); do
			"$BIN/gen" "$seed" "$size"
			echo "$size" >>"$BIN/made/gen-sizes.txt"
		done
	done | awk 'NR % 2 == 0 { print; next } $0 != "1" { exit 1 }' >"$BIN/made/gen-cases.txt"
	{ wc -l <"$BIN/made/gen-cases.txt"; cat "$BIN/made/gen-cases.txt"; } >"$BIN/made/gen.in"
	# ... --random's scrambles (default --min 7, --min 0, --min 11), replayed by the oracle ...
	"$BIN/skewb" --random 10000 --seed 2024 >"$BIN/made/random7.txt"
	"$BIN/skewb" --random 10000 --seed 77 --min 0 >"$BIN/made/random0.txt"
	"$BIN/skewb" --random 30 --seed 11 --min 11 >"$BIN/made/random11.txt"
	# ... and the nets of the --scramble test scrambles (scrambles.txt: every move name, redundant
	# pairs, random sequences of every length 0..30 from bash's seeded RANDOM)
	{
		printf '%s\n' R "R'" U "U'" L "L'" B "B'" "R R'" "U' U" "L L L" "B B" "R R' U U' L L' B B'" \
			"R U L B R' U' L' B'" "B' L' U' R' B L U R"
		local names=(R "R'" U "U'" L "L'" B "B'") n k line
		RANDOM=12445
		for n in $(seq 0 30) $(seq 0 30); do
			line=''
			for ((k = 0; k < n; k++)); do line+="${line:+ }${names[RANDOM % 8]}"; done
			[ -n "$line" ] && printf '%s\n' "$line"
		done
		head -n 40 "$BIN/made/random7.txt"
	} >"$BIN/made/scrambles.txt"
	local f
	for f in random7 random0 random11 scrambles; do replayed "$BIN/made/$f.txt"; done
	"$BIN/skewb" --scramble <"$BIN/made/scrambles.txt" >"$BIN/made/scrambled.out"
	# solution lines appended to their scrambles: replayed, each must give the solved net
	paste -d ' ' "$BIN/made/scrambles.txt" <(sed -n '2~2s/^[0-9]*//p' "$BIN/made/scrambled.out") \
		>"$BIN/made/cancel.txt"
	replayed "$BIN/made/cancel.txt"
	# one oracle BFS answers every committed input and every input made above
	"$BIN/skewb_bfs" each "$BIN/oracle" "$DATA"/*.in "$BIN/made"/*.in
}

# refute COMMAND...: fails (and says so) if COMMAND succeeds.  In bats a plain `! COMMAND`
# fails nothing unless it is a test's last command, so every negation uses this.
refute() { if "$@"; then echo "unexpectedly true: $*"; return 1; fi; }

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
twisty Skewb centres, UFR fixed, R U L B turn: 11520 reachable (permutation x orientation), 32 with every centre in place, 0 of these with a centre turned 90 degrees
twisty Skewb centres, U centre fixed, DRF DRB DLF DLB turn (source): 960 reachable (permutation x orientation), 16 with every centre in place, 0 of these with a centre turned 90 degrees" ]
}

@test "skewb: twisty-centre theorem in both frames equals the oracle's 3D-geometry count" {
	diff <("$BIN/skewb_bfs" twisty) <("$BIN/skewb" --census | tail -n 2)
}

@test "skewb: the oracle's own census agrees (SLOW=1)" {
	slow_or_skip "takes ~15 s"
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
	refute cmp -s <("$BIN/skewb" <"$DATA/10-random100.in") <("$BIN/skewb" <"$DATA/12-turned100.in")
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
	local a want="1 R'"
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

# --- review fixes (CR line ends, checker robustness, strict numbers, T parsing, blanks) ---

# both programs (solution and oracle) on the bytes of printf FORMAT ARGS...; fails unless they agree
both_on() {
	local fmt="$1" dir="$BATS_TEST_TMPDIR/both" in
	shift
	mkdir -p "$dir"
	in=$(mktemp --suffix=.in "$dir/case.XXXXXX")
	printf -- "$fmt" "$@" >"$in"
	"$BIN/skewb" <"$in" | tee "${in%.in}.sol"
}

# oracle_agrees: the oracle (one BFS for all of them) answers every input both_on saw as the
# solution did.  These inputs hold only SOLVED and ONE_R (distance 0 and 1) and malformed
# lines, so the oracle's BFS stops at radius 2 (SKEWB_BFS_DEPTH): its answers are the same,
# in a fraction of the time of the full BFS.
oracle_agrees() {
	local dir="$BATS_TEST_TMPDIR/both" f
	mkdir -p "$dir/orc"
	SKEWB_BFS_DEPTH=2 "$BIN/skewb_bfs" each "$dir/orc" "$dir"/*.in 2>/dev/null
	for f in "$dir"/*.in; do
		cmp -s "${f%.in}.sol" "$dir/orc/$(basename "${f%.in}").out" ||
			{ echo "solution and oracle differ on $(cat -A "$f")"; return 1; }
	done
}

@test "skewb: LF, CR, CRLF and LF-CR in every line-end position (solution, oracle, checker)" {
	local e1 e2 e3 want="0
1 R'" n=0
	for e1 in '\n' '\r' '\r\n' '\n\r'; do
		for e2 in '\n' '\r' '\r\n' '\n\r'; do
			for e3 in '' '\n' '\r' '\r\n' '\n\r'; do
				printf -- "2${e1}%s${e2}%s${e3}" "$SOLVED" "$ONE_R" >"$BIN/le.in"
				run "$BIN/skewb" <"$BIN/le.in"
				[ "$status" -eq 0 ]
				[ "$output" = "$want" ] || { echo "ends $e1 $e2 $e3: $output"; false; }
				n=$((n + 1))
			done
		done
	done
	[ "$n" -eq 80 ]
	# the oracle follows the same rule (CR-only everywhere)
	run both_on '2\r%s\r%s\r' "$SOLVED" "$ONE_R"
	[ "$status" -eq 0 ]; [ "$output" = "$want" ]
	# the checker splits input, output and answer lines the same way
	printf '2\r%s\r%s\r' "$SOLVED" "$ONE_R" >"$BIN/cr.in"
	printf "0\r1 R'" >"$BIN/cr.ans"
	for e1 in '\n' '\r' '\r\n' '\n\r'; do
		printf -- "0${e1}1 R'${e1}" >"$BIN/cr.out"
		"$BIN/checker" "$BIN/cr.in" "$BIN/cr.out" "$BIN/cr.ans"
		printf -- "0${e1}1 R'${e1}0${e1}" >"$BIN/cr.out"          # an extra line is still seen
		run "$BIN/checker" "$BIN/cr.in" "$BIN/cr.out" "$BIN/cr.ans"
		[ "$status" -eq 1 ]
		printf -- "0 R${e1}1 R'${e1}" >"$BIN/cr.out"              # a token after 0 on the same line
		run "$BIN/checker" "$BIN/cr.in" "$BIN/cr.out" "$BIN/cr.ans"
		[ "$status" -eq 1 ]
	done
	oracle_agrees
}

@test "skewb: checker never crashes on huge output, and its memory stays small" {
	local f
	head -c 67108864 /dev/zero | tr '\0' '\n' >"$BIN/huge-nl.txt"             # 64 MiB of newlines
	head -c 67108864 /dev/zero | tr '\0' 'x' >"$BIN/huge-x.txt"               # one 64 MiB token
	head -c 67108864 /dev/zero >"$BIN/huge-nul.txt"                            # 64 MiB of NUL
	{ printf '0\n1'; head -c 67108864 /dev/zero | tr '\0' ' '; printf "R'\n"; } >"$BIN/huge-sp.txt"
	for f in huge-nl huge-x huge-nul huge-sp; do
		run bash -c 'ulimit -v 400000; exec "$@"' _ "$BIN/checker" "$DATA/01-sample.in" "$BIN/$f.txt" "$DATA/01-sample.out"
		[ "$status" -eq 1 ] || [ "$status" -eq 2 ] || { echo "$f: status $status"; false; }
	done
	# peak RSS (KiB) under 8 MiB even for the 64 MiB inputs
	if command -v /usr/bin/time >/dev/null; then
		/usr/bin/time -f '%M' -o "$BIN/rss.txt" "$BIN/checker" "$DATA/01-sample.in" "$BIN/huge-nl.txt" "$DATA/01-sample.out" >/dev/null || true
		[ "$(tail -n 1 "$BIN/rss.txt")" -lt 8192 ]
	fi
	rm -f "$BIN"/huge-*.txt
}

@test "skewb: checker treats a NUL byte anywhere as garbage (PE or WA, never ok)" {
	local good="0\n1 R'\n3 R' U' L\n5 U' R L' U B'\n4 R' B' L' U'\n" i
	verdict_of 01-sample "$good"
	# insert a NUL at every byte position of the good output (and after it)
	printf '%b' "$good" >"$BIN/good.txt"
	local len; len=$(wc -c <"$BIN/good.txt")
	for ((i = 0; i <= len; i++)); do
		{ head -c "$i" "$BIN/good.txt"; printf '\0'; tail -c +"$((i + 1))" "$BIN/good.txt"; } >"$BIN/contestant.txt"
		run "$BIN/checker" "$DATA/01-sample.in" "$BIN/contestant.txt" "$DATA/01-sample.out"
		[ "$status" -eq 1 ] || [ "$status" -eq 2 ] || { echo "NUL at $i accepted"; false; }
	done
	# the reviewer's case: good output, then NUL and garbage
	"$BIN/skewb" <"$DATA/10-random100.in" >"$BIN/contestant.txt"
	printf '\0extra garbage\n1 R\n' >>"$BIN/contestant.txt"
	run "$BIN/checker" "$DATA/10-random100.in" "$BIN/contestant.txt" "$DATA/10-random100.out"
	[ "$status" -eq 1 ]
}

@test "skewb: checker's move count is strict (no sign, no leading zeros); blank lines tolerated" {
	local t
	# 32-special: the first case's answer is -1; 01-sample: 0, then 1
	for t in '-0' '-01' '+1' '-1.0' '-1-' '- 1' '−1' '0x1' '-1e0'; do
		run verdict_of 32-special "$t\n"
		[ "$status" -eq 2 ] || [ "$status" -eq 1 ] || { echo "count '$t' accepted"; false; }
	done
	for t in '00' '+0' '-0' '0.0' '0e0' '0x0'; do
		run verdict_of 01-sample "$t\n1 R'\n3 R' U' L\n5 U' R L' U B'\n4 R' B' L' U'\n"
		[ "$status" -eq 2 ] || { echo "count '$t' accepted"; false; }
	done
	run verdict_of 01-sample "0\n01 R'\n3 R' U' L\n5 U' R L' U B'\n4 R' B' L' U'\n"
	[ "$status" -eq 2 ]
	run verdict_of 01-sample "0\n+1 R'\n3 R' U' L\n5 U' R L' U B'\n4 R' B' L' U'\n"
	[ "$status" -eq 2 ]
	run verdict_of 02-depth "0\n1 R'\n2 R R\n3 R R R\n4 R R R R\n5 R R R R R\n6 R R R R R R\n7 R R R R R R R\n8 R R R R R R R R\n09 R R R R R R R R R\n"
	[ "$status" -ne 0 ]
	# documented tolerance: blank lines (with blanks) between and around output lines
	verdict_of 01-sample "\n0\n \n\t\n1 R'\n\v\n3 R' U' L\n\f\n5 U' R L' U B'\n\n4 R' B' L' U'\n\n\n"
}

@test "skewb: T is parsed safely: huge values clamp, anything but digits means no cases" {
	local t want2="0
1 R'"
	for t in 2 002 4294967297 2147483648 18446744073709551617 99999999999999999999999999999 \
		' 2 ' '\t2\t' '\v2\f' '\f\n\v\n2'; do
		run both_on "${t}\n%s\n%s\n" "$SOLVED" "$ONE_R"
		[ "$status" -eq 0 ]; [ "$output" = "$want2" ] || { echo "T '$t': $output"; false; }
	done
	run both_on '1\n%s\n%s\n' "$SOLVED" "$ONE_R"
	[ "$output" = "0" ]
	for t in x -3 +2 '2x' '2 3' '2.0' '0x2' '-2147483648' '\0012' '2\001'; do
		run both_on "${t}\n%s\n%s\n" "$SOLVED" "$ONE_R"
		[ "$status" -eq 0 ]; [ -z "$output" ] || { echo "T '$t': $output"; false; }
	done
	oracle_agrees
}

@test "skewb: one blank rule: space, tab, \\v, \\f are blanks in the T line, case lines and blank lines" {
	local b want="0
1 R'"
	for b in ' ' '\t' '\v' '\f' ' \v\f\t'; do
		run both_on "${b}\n${b}2${b}\n${b}\n${b}%s${b}\n${b}\n%s${b}\n" "$SOLVED" "$(printf '%s' "$ONE_R" | sed "s/ /$b/g")"
		[ "$status" -eq 0 ]; [ "$output" = "$want" ] || { echo "blank '$b': $output"; false; }
	done
	# the reviewer's case: a line holding only \v before T
	run both_on '\v\n1\n%s\n' "$SOLVED"
	[ "$output" = "0" ]
	# other control bytes are not blanks: the line is malformed (-1), the next case still answered
	for b in '\001' '\033' '\177'; do
		run both_on "2\n%s${b}\n%s\n" "$SOLVED" "$ONE_R"
		[ "$output" = "-1
1 R'" ] || { echo "byte '$b': $output"; false; }
	done
	oracle_agrees
}

# --- flags, --scramble and --random, the stress generator ---

@test "skewb: --help prints the usage on stdout; a bad argument prints it on stderr, exit 2, stdin unread" {
	run "$BIN/skewb" --help
	[ "$status" -eq 0 ]
	[[ "${lines[0]}" == "usage: skewb "* ]]
	[[ "$output" == *--scramble* && "$output" == *"--random N"* && "$output" == *--census* ]]
	[ "${#lines[@]}" -le 24 ]
	local args
	for args in --cencus -h --help=1 '--census x' '--explain --census' '--scramble --random 3' \
		--random '--random x' '--random -1' '--random 1000000001' '--random 3 --seed' \
		'--random 3 --seed 4294967296' '--random 3 --seed -1' '--random 3 --min' \
		'--random 3 --min x' '--random 3 --seed 1 --seed 2' '--seed 1' '--min 3' \
		'--scramble --seed 1' '--help --census'; do
		# stdin is a file; what the program leaves unread, cat prints: all of it
		run bash -c '{ timeout 5 "$1" $2 2>"$3"; echo "status $?"; cat; } <"$4"' _ \
			"$BIN/skewb" "$args" "$BIN/usage.err" "$DATA/01-sample.in"
		[ "$output" = "status 2
$(cat "$DATA/01-sample.in")" ] || { echo "'$args': $output"; false; }
		[[ "$(head -n 1 "$BIN/usage.err")" == "usage: skewb "* ]] || { echo "'$args'"; false; }
	done
	run bash -c '"$1" "" <"$2"' _ "$BIN/skewb" "$DATA/01-sample.in"   # an empty argument
	[ "$status" -eq 2 ]
}

@test "skewb: --scramble prints the oracle's net for each scramble, then an optimal solution" {
	local n
	n=$(wc -l <"$BIN/made/scrambles.txt")
	[ "$n" -ge 100 ]
	[ "$(wc -l <"$BIN/made/scrambled.out")" -eq $((2 * n)) ]
	# nets: as the oracle replays the scrambles (WCA colours W R G Y O B on U R F D L B)
	diff <(sed -n '1~2p' "$BIN/made/scrambled.out") <(tail -n +2 "$BIN/made/scrambles.in")
	# solutions: the checker accepts them as answers to those nets (optimal: the oracle's length)
	sed -n '2~2p' "$BIN/made/scrambled.out" >"$BIN/solutions.txt"
	"$BIN/checker" "$BIN/made/scrambles.in" "$BIN/solutions.txt" "$BIN/oracle/scrambles.out"
	# and the net lines fed back to judge mode give the same answers
	"$BIN/skewb" <"$BIN/made/scrambles.in" | cmp - "$BIN/solutions.txt"
}

@test "skewb: --scramble: a scramble followed by its printed solution is solved (oracle replay)" {
	[ "$(wc -l <"$BIN/made/cancel.txt")" -ge 100 ]
	run grep -cvx 'WWWWW RRRRR GGGGG YYYYY OOOOO BBBBB' <(tail -n +2 "$BIN/made/cancel.in")
	[ "$output" = 0 ]
}

@test "skewb: --scramble: every move name, redundant moves, and judge mode's line rules" {
	run bash -c "printf 'R\nR'\''\nU\nU'\''\nL\nL'\''\nB\nB'\''\n' | \"\$1\" --scramble | sed -n 2~2p" _ "$BIN/skewb"
	[ "$status" -eq 0 ]
	[ "$output" = "1 R'
1 R
1 U'
1 U
1 L'
1 L
1 B'
1 B" ]
	local solved='WWWWW RRRRR GGGGG YYYYY OOOOO BBBBB' s
	for s in "R R'" "U' U" 'L L L' "B' B' B'" "R R' U U' L L' B B'" "R U R' U' U R U' R'" ''; do
		run bash -c 'printf "%s\n" "$2" | "$1" --scramble' _ "$BIN/skewb" "$s"
		[ "$status" -eq 0 ]
		if [ -z "$s" ]; then [ -z "$output" ]; continue; fi   # a blank line is skipped
		[ "$output" = "$solved
0" ] || { echo "'$s': $output"; false; }
	done
	run bash -c 'printf "B B\n" | "$1" --scramble | tail -n 1' _ "$BIN/skewb"
	[ "$output" = "1 B" ]                                    # B B is B'
	# blanks, CR, CRLF, no final line end, blank lines: the same two scrambles
	local want
	want=$(printf "R U\nL B'\n" | "$BIN/skewb" --scramble)
	for s in "R U\r\nL B'\r\n" "\t R\tU \v\n\n\f\nL  B'" "R U\rL B'\r" "\n\nR U\n\r\nL B'\n\n"; do
		run bash -c 'printf "$2" | "$1" --scramble' _ "$BIN/skewb" "$s"
		[ "$status" -eq 0 ]; [ "$output" = "$want" ] || { echo "'$s': $output"; false; }
	done
}

@test "skewb: --scramble: a bad token gives one error line for its scramble, the next is read, exit 3" {
	local long e="is no move (moves: R R' U U' L L' B B')"
	long=$(printf 'R%.0s' $(seq 40))
	printf "R\nR2 U\nR x\nr\nR''\nR'U\nR \001 U\n%s\nU\nR, U\nR U'\n" "$long" >"$BIN/bad.txt"
	run "$BIN/skewb" --scramble <"$BIN/bad.txt"
	[ "$status" -eq 3 ]   # EXIT_INPUT, after every line
	[ "$output" = "WWGWW YRYYY GGGGO BYBBB OOOWO RRBRR
1 R'
error: scramble 2: \"R2\" $e
error: scramble 3: \"x\" $e
error: scramble 4: \"r\" $e
error: scramble 5: \"R''\" $e
error: scramble 6: \"R'U\" $e
error: scramble 7: \"?\" $e
error: scramble 8: \"RRRRRRRRRRRRRRRR...\" $e
$(printf 'U\n' | "$BIN/skewb" --scramble)
error: scramble 10: \"R,\" $e
$(printf "R U'\n" | "$BIN/skewb" --scramble)" ]
	# a NUL byte and a 1 MB line are tokens like any other: no crash, the next line still read
	{ printf 'R \0 U\n'; head -c 1000000 /dev/zero | tr '\0' 'U'; printf '\nB\n'; } >"$BIN/bad.txt"
	run "$BIN/skewb" --scramble <"$BIN/bad.txt"
	[ "$status" -eq 3 ]   # EXIT_INPUT, after every line
	[ "${#lines[@]}" -eq 4 ]
	[ "${lines[0]}" = "error: scramble 1: \"?\" $e" ]
	[ "${lines[1]}" = "error: scramble 2: \"UUUUUUUUUUUUUUUU...\" $e" ]
	[ "${lines[3]}" = "1 B'" ]
}

@test "skewb: --random: each scramble's length is the oracle's distance of its replay, at least D" {
	local spec f d n
	for spec in random7:7:10000 random0:0:10000 random11:11:30; do
		IFS=: read -r f d n <<<"$spec"
		[ "$(wc -l <"$BIN/made/$f.txt")" -eq "$n" ]
		refute grep -q error "$BIN/made/$f.in"
		diff <(awk '{ print NF }' "$BIN/made/$f.txt") <(cut -d' ' -f1 "$BIN/oracle/$f.out")
		[ "$(awk -v d="$d" 'NF < d' "$BIN/made/$f.txt" | wc -l)" -eq 0 ]
	done
	[ "$(sort -u "$BIN/made/random11.txt" | wc -l)" -ge 20 ]   # many of the 90 antipodes
}

# chi_square D: chi-square statistic of the scramble lengths on stdin (one scramble a line)
# against the census (Jaap Scherphuis' table, distances 0..11) restricted to >= D.  Distances
# are pooled, from D up, into bins expected at least 50 times (a short remainder joins the
# last bin).  Prints the statistic and the number of bins.
chi_square() {
	awk -v d="$1" 'BEGIN { split("1 8 48 288 1728 10248 59304 315198 1225483 1455856 81028 90", c, " ") }
		{ seen[NF]++; n++ }
		END {
			for (k = d; k <= 11; k++) total += c[k + 1]
			b = 0
			for (k = d; k <= 11; k++) {
				e[b] += n * c[k + 1] / total; o[b] += seen[k]
				if (e[b] >= 50) b++
			}
			if (e[b] > 0 && b > 0) { e[b - 1] += e[b]; o[b - 1] += o[b] } else if (e[b] > 0) b++
			for (i = 0; i < b; i++) x += (o[i] - e[i]) ^ 2 / e[i]
			printf "%.2f %d\n", x, b
		}'
}

@test "skewb: --random: distances follow the census restricted to >= D (chi-square, fixed seeds)" {
	# 10,000 scrambles each, 4 or 5 bins (3 or 4 degrees of freedom): a uniform draw exceeds 30
	# with probability below 1e-5; scrambles of random moves give hundreds (checked below).
	local x bins
	read -r x bins < <(chi_square 7 <"$BIN/made/random7.txt")
	echo "min 7: chi2 $x over $bins bins"
	[ "$bins" -eq 4 ]
	awk -v x="$x" 'BEGIN { exit !(x < 30) }'
	read -r x bins < <(chi_square 0 <"$BIN/made/random0.txt")
	echo "min 0: chi2 $x over $bins bins"
	[ "$bins" -eq 5 ]
	awk -v x="$x" 'BEGIN { exit !(x < 30) }'
	# the test has teeth: 2,000 scrambles of 11 random moves are far from the census
	awk 'BEGIN { srand(197); split("R R\047 U U\047 L L\047 B B\047", m, " ")
		for (i = 0; i < 2000; i++) { line = m[1 + int(8 * rand())]
			for (k = 1; k < 11; k++) line = line " " m[1 + int(8 * rand())]
			print line } }' | "$BIN/skewb" --scramble | sed -n '2~2s/^[0-9]* *//p' >"$BIN/moves11.txt"
	read -r x bins < <(chi_square 0 <"$BIN/moves11.txt")
	echo "11 random moves: chi2 $x"
	awk -v x="$x" 'BEGIN { exit !(x > 100) }'
}

@test "skewb: --random is reproducible from its seed; without one it names the seed it took" {
	run "$BIN/skewb" --random 50 --seed 123
	[ "$status" -eq 0 ]; [ "${#lines[@]}" -eq 50 ]
	local first="$output"
	run "$BIN/skewb" --random 50 --seed 123
	[ "$output" = "$first" ]
	run "$BIN/skewb" --seed 123 --random 50 --min 7          # flags in any order, 7 the default
	[ "$output" = "$first" ]
	run "$BIN/skewb" --random 50 --seed 124
	[ "$output" != "$first" ]
	run "$BIN/skewb" --random 20 --seed 123                  # a prefix of the longer run
	[ "$output" = "$(printf '%s\n' "$first" | head -n 20)" ]
	"$BIN/skewb" --random 5 >"$BIN/clock.out" 2>"$BIN/clock.err"
	[ "$(wc -l <"$BIN/clock.err")" -eq 1 ]
	run cat "$BIN/clock.err"
	[[ "$output" =~ ^seed\ [0-9]+$ ]]
	"$BIN/skewb" --random 5 --seed "${output#seed }" | cmp - "$BIN/clock.out"
	run "$BIN/skewb" --random 0 --seed 1
	[ "$status" -eq 0 ]; [ -z "$output" ]
	run "$BIN/skewb" --random 3 --min 12
	[ "$status" -eq 2 ]
	[[ "$output" == *"God's number is 11"* ]]
}

@test "skewb: gen.c: every SIZE 0..14 of 20 seeds is legal, at most SIZE moves away, as the oracle says" {
	local n=$((GEN_SEEDS * (GEN_MAX + 1)))
	[ "$(wc -l <"$BIN/made/gen-cases.txt")" -eq "$n" ]
	grep -qx 'stress_max_size 14' "$DATA/judge.conf"
	"$BIN/skewb" <"$BIN/made/gen.in" >"$BIN/gen.out"
	[ "$(wc -l <"$BIN/gen.out")" -eq "$n" ]
	refute grep -q -- '^-1' "$BIN/gen.out"
	"$BIN/checker" "$BIN/made/gen.in" "$BIN/gen.out" "$BIN/oracle/gen.out"
	# distance <= SIZE; SIZE 0 solved, SIZE 1 one move; the deep sizes reach 9 or more
	paste -d ' ' "$BIN/made/gen-sizes.txt" "$BIN/oracle/gen.out" | awk '
		$2 > $1 || ($1 == 0 && $2 != 0) || ($1 == 1 && $2 != 1) { print "bad: " $0; bad = 1 }
		$2 >= 9 { deep++ }
		END { if (deep < 20) { print "only " deep " deep"; bad = 1 } exit bad }'
	# colours and orientations vary: some in the WCA letters, some not; solved ones differ
	[ "$(grep -c '^[WRGYOB ]*$' "$BIN/made/gen-cases.txt")" -lt "$n" ]
	[ "$(grep -c '^[WRGYOB ]*$' "$BIN/made/gen-cases.txt")" -gt 0 ]
	[ "$(awk 'NR % 15 == 1' "$BIN/made/gen-cases.txt" | sort -u | wc -l)" -gt 10 ]
}

@test "skewb: gen.c: the same SEED and SIZE give the same bytes, a legal one-case input" {
	local seed size n=0
	for seed in 0 1 17 4294967296 18446744073709551615; do
		for size in 0 1 2 7 14 40; do
			"$BIN/gen" "$seed" "$size" >"$BIN/g1.txt"
			"$BIN/gen" "$seed" "$size" | cmp - "$BIN/g1.txt"
			[ "$(head -n 1 "$BIN/g1.txt")" = 1 ]
			[ "$(wc -l <"$BIN/g1.txt")" -eq 2 ]
			tail -n 1 "$BIN/g1.txt"
			n=$((n + 1))
		done
	done >"$BIN/g-lines.txt"
	grep -cvx '[A-Z]\{5\}\( [A-Z]\{5\}\)\{5\}' "$BIN/g-lines.txt" | grep -qx 0
	{ echo "$n"; cat "$BIN/g-lines.txt"; } | "$BIN/skewb" >"$BIN/g-out.txt"
	[ "$(wc -l <"$BIN/g-out.txt")" -eq "$n" ]
	refute grep -q -- '^-1' "$BIN/g-out.txt"
	refute cmp -s <("$BIN/gen" 1 9) <("$BIN/gen" 2 9)
	run "$BIN/gen" 1;          [ "$status" -eq 2 ]
	run "$BIN/gen" x 3;        [ "$status" -eq 2 ]
	run "$BIN/gen" 1 -3;       [ "$status" -eq 2 ]
}
