#!/usr/bin/env bats
# hdu2953.bats -- problem-specific tests for problems/hdu2953.c (HDU 2953 "Rubiks Cube").
# Expected values come from the official IDI Open 2009 data, OEIS A079761/A079762, the problem
# statement's sample and the oracle tests/oracles/hdu2953_bfs.c -- never from hdu2953.c itself.
# Also: the flags (--help, --solve replayed by the oracle), testdata/hdu2953/gen.c, the
# judge/robustness split of judge.conf. The submissions' verdicts: tests/verify.bats.

bats_require_minimum_version 1.5.0

ROOT="$BATS_TEST_DIRNAME/.."
BIN="$ROOT/build/bats-hdu2953"
DATA="$ROOT/testdata/hdu2953"
# The official IDI Open 2009 data (not in the repository): $HDU2953_DATA if set, else shared/
# beside the clone. Its tests skip, with the reason, when it is absent, unless it is required
# (HDU2953_DATA_REQUIRED=1, as .ci/run sets it wherever the data exists): then they fail.
official_dir() { printf '%s\n' "${HDU2953_DATA:-$ROOT/../shared/data/hdu2953}"; }
OFFICIAL="$(official_dir)"
SOLVED='OOOO RRGGBBWW RRGGBBWW YYYY'   # a solved cube, 24 stickers in net order

# official_status: "present" if $OFFICIAL has the data; else "required" when
# HDU2953_DATA_REQUIRED is 1, otherwise "absent"
official_status() {
	if [ -f "$OFFICIAL/rubiks.in" ] && [ -f "$OFFICIAL/rubiks.out" ]; then
		echo present
	elif [ "${HDU2953_DATA_REQUIRED:-0}" = 1 ]; then
		echo required
	else
		echo absent
	fi
}

# need_official: go on if the official data is there; fail when required; skip otherwise
need_official() {
	case "$(official_status)" in
	present) ;;
	required) echo "official data not found at $OFFICIAL (HDU2953_DATA_REQUIRED=1)" >&2; return 1 ;;
	*) skip "official data not found at $OFFICIAL (set HDU2953_DATA to its folder)" ;;
	esac
}

load helpers

setup_file() {
	mkdir -p "$BIN/oracle"
	need_build build/strict/hdu2953 build/oracles/hdu2953_bfs build/gen/hdu2953
	ln -sf "$BUILD/strict/hdu2953" "$BUILD/oracles/hdu2953_bfs" "$BIN/"
	ln -sf "$BUILD/gen/hdu2953" "$BIN/gen"
	gcc -std=c99 -O1 -fsanitize=undefined -fno-sanitize-recover=all -o "$BIN/hdu2953-ubsan" \
		"$ROOT/problems/hdu2953.c"
	# gen.c: 5 seeds for every SIZE 0..stress_max_size, one file, sizes ascending (as stress
	# mode runs them: the first difference in it is a smallest one); each output's T line
	# (line 1 of 8) dropped
	local max size seed
	max=$(awk '$1 == "stress_max_size" { print $2 }' "$DATA/judge.conf")
	{
		echo $(((max + 1) * 5))
		for ((size = 0; size <= max; size++)); do
			for ((seed = 1; seed <= 5; seed++)); do "$BIN/gen" "$seed" "$size"; done
		done | awk 'NR % 8 != 1'
	} >"$BIN/gen.in"
	# one oracle BFS answers every committed input, the generated one and, when present, the
	# official data; --solve answers the same files
	local files=("$DATA"/*.in "$BIN/gen.in") f
	if [ "$(official_status)" = present ]; then files+=("$OFFICIAL/sample.in" "$OFFICIAL/rubiks.in"); fi
	"$BIN/hdu2953_bfs" --each "$BIN/oracle" "${files[@]}"
	mkdir -p "$BIN/solve"
	for f in "${files[@]}"; do "$BIN/hdu2953" --solve <"$f" >"$BIN/solve/$(basename "${f%.in}").out"; done
	printf '%s\n' "${files[@]}" >"$BIN/files"
}

# the statement's sample without its first line (two cubes: answers 0 and 1)
sample_body() { tail -n +2 "$DATA/01-sample.in"; }

# "0\n1\n" repeated $1 times
zero_one() { local i; for ((i = 0; i < $1; i++)); do printf '0\n1\n'; done; }

@test "hdu2953: official IDI Open 2009 data (sample + 100 cubes, answers 0..14) is all correct" {
	need_official
	run bash -c '"$1" < "$2/rubiks.in" | cmp - "$2/rubiks.out" && "$1" < "$2/sample.in" | cmp - "$2/sample.out"' \
		_ "$BIN/hdu2953" "$OFFICIAL"
	[ "$status" -eq 0 ]
}

@test "hdu2953: ./judge.sh judges the official data as official/sample and official/rubiks" {
	need_official
	HDU2953_DATA="$OFFICIAL" NO_COLOR=1 run timeout 120 "$ROOT/judge.sh" hdu2953 'official/*'
	echo "$output"
	[ "$status" -eq 0 ]
	[[ "$output" =~ (^|$'\n')hdu2953\ +official/rubiks\ +AC\  ]]
	[[ "$output" =~ (^|$'\n')hdu2953\ +official/sample\ +AC\  ]]
	[ "${lines[-1]}" = "2 passed, 0 failed (official data: 2 passed, 0 failed; the collection's own tests: 0 passed, 0 failed)" ]
	# absent, it is said once where it was looked for, and the collection's tests are judged
	HDU2953_DATA=/nonexistent NO_COLOR=1 run timeout 120 "$ROOT/judge.sh" --list hdu2953
	[[ "$output" == *"official data: not found in /nonexistent"* ]]
}

@test "hdu2953: the oracle's net reading agrees with the official data" {
	need_official
	cmp "$BIN/oracle/rubiks.out" "$OFFICIAL/rubiks.out"
	cmp "$BIN/oracle/sample.out" "$OFFICIAL/sample.out"
}

@test "hdu2953: HDU2953_DATA overrides the official folder; missing data fails only when required" {
	HDU2953_DATA=/elsewhere/x run official_dir
	[ "$output" = /elsewhere/x ]
	HDU2953_DATA= run official_dir
	[ "$output" = "$ROOT/../shared/data/hdu2953" ]
	OFFICIAL=/nonexistent HDU2953_DATA_REQUIRED=1 run official_status
	[ "$output" = required ]
	OFFICIAL=/nonexistent HDU2953_DATA_REQUIRED=1 run need_official
	[ "$status" -eq 1 ]
	[[ "$output" == *"official data not found at /nonexistent"* ]]
	local ci
	for ci in true 1 ''; do # a hosted CI's CI variable changes nothing
		OFFICIAL=/nonexistent HDU2953_DATA_REQUIRED= CI=$ci run official_status
		[ "$output" = absent ]
	done
	mkdir "$BATS_TEST_TMPDIR/data"
	: >"$BATS_TEST_TMPDIR/data/rubiks.in"
	OFFICIAL="$BATS_TEST_TMPDIR/data" HDU2953_DATA_REQUIRED=1 run official_status
	[ "$output" = required ]   # rubiks.out missing: not the data
	: >"$BATS_TEST_TMPDIR/data/rubiks.out"
	OFFICIAL="$BATS_TEST_TMPDIR/data" HDU2953_DATA_REQUIRED=1 run official_status
	[ "$output" = present ]
}

@test "hdu2953: the oracle reproduces every committed .out" {
	local f n=0
	for f in "$DATA"/*.in; do
		cmp "$BIN/oracle/$(basename "${f%.in}").out" "${f%.in}.out"
		n=$((n + 1))
	done
	[ "$n" -ge 17 ]
}

@test "hdu2953: every distance 0..14 and -1 occur in the testdata, at least 3 times each" {
	run bash -c 'cat "$1"/*.out | sort -n | uniq -c | awk "\$1 >= 3 { print \$2 }" | tr "\n" " "' _ "$DATA"
	[ "$output" = "-1 0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 " ]
}

@test "hdu2953: --census equals OEIS A079762 (QTM) and A079761 (HTM)" {
	run "$BIN/hdu2953" --census
	[ "$status" -eq 0 ]
	[ "$output" = "QTM 0 1
QTM 1 6
QTM 2 27
QTM 3 120
QTM 4 534
QTM 5 2256
QTM 6 8969
QTM 7 33058
QTM 8 114149
QTM 9 360508
QTM 10 930588
QTM 11 1350852
QTM 12 782536
QTM 13 90280
QTM 14 276
QTM total 3674160
QTM max 14
HTM 0 1
HTM 1 9
HTM 2 54
HTM 3 321
HTM 4 1847
HTM 5 9992
HTM 6 50136
HTM 7 227536
HTM 8 870072
HTM 9 1887748
HTM 10 623800
HTM 11 2644
HTM total 3674160
HTM max 11" ]
}

@test "hdu2953: a CR, CRLF, space or tab inserted at every position of the sample changes nothing" {
	local body c i n
	body="$(sample_body)"
	n=$((${#body} + 1))
	for c in $'\r' $'\r\n' ' ' $'\t'; do
		{
			echo $((2 * n))
			for ((i = 0; i < n; i++)); do printf '%s%s%s\n' "${body:0:i}" "$c" "${body:i}"; done
		} >"$BATS_TEST_TMPDIR/in"
		run "$BIN/hdu2953" <"$BATS_TEST_TMPDIR/in"
		[ "$status" -eq 0 ]
		[ "$output" = "$(zero_one "$n")" ]
	done
}

@test "hdu2953: T line with blanks, tabs, CR, leading empty lines; CRLF everywhere; no final newline" {
	local t
	for t in $'2\r\n' $' 2 \n' $'\n\n 2\r\n' $'\t2\t\r\n' '2 '; do
		run bash -c 'printf "%s" "$1"; printf "%s" "$2"' _ "$t" "$(sample_body)"
		run "$BIN/hdu2953" <<<"$output"
		[ "$status" -eq 0 ]
		[ "$output" = $'0\n1' ]
	done
	run bash -c '"$1" < <(sed "s/\$/\r/" "$2/01-sample.in" | head -c -3)' _ "$BIN/hdu2953" "$DATA"
	[ "$status" -eq 0 ]
	[ "$output" = $'0\n1' ]
}

@test "hdu2953: no T, T = 0, T < 0 or T not a number: no output, exit 0" {
	local t b
	for t in '' $'\n\n' '0' '-3' 'x' 'OO' '-0' '- 2' '+' '-2147483648' '-2147483649' \
		'-99999999999999999999'; do
		for b in hdu2953 hdu2953-ubsan; do
			run "$BIN/$b" <<<"$( printf '%s\n' "$t"; sample_body )"
			[ "$status" -eq 0 ]
			[ "$output" = "" ]
		done
	done
	run "$BIN/hdu2953" </dev/null
	[ "$status" -eq 0 ]
	[ "$output" = "" ]
}

@test "hdu2953: T above int range counts as 2^31 - 1 (all cubes to EOF), no UB (UBSan build)" {
	local t b
	for t in 2147483647 2147483648 4294967297 99999999999999999999 \
		000000000000000000000000000002 +2 $'\t+99999999999999999999999999999999999999\r'; do
		for b in hdu2953 hdu2953-ubsan; do
			run "$BIN/$b" <<<"$( printf '%s\n' "$t"; sample_body )"
			[ "$status" -eq 0 ]
			[ "$output" = $'0\n1' ]
		done
	done
	# the byte right after T's digits may be the first sticker (as with scanf %d)
	run "$BIN/hdu2953" <<<"$( printf '2'; sample_body )"
	[ "$output" = $'0\n1' ]
}

@test "hdu2953: fewer cubes than T, a cube cut off by EOF, more cubes than T" {
	run "$BIN/hdu2953" <<<"$( echo 5; sample_body )"
	[ "$status" -eq 0 ]
	[ "$output" = $'0\n1' ]
	run "$BIN/hdu2953" <<<"$( echo 3; sample_body; printf 'OO\nOO\nRR GG BB' )"
	[ "$status" -eq 0 ]
	[ "$output" = $'0\n1' ]
	run "$BIN/hdu2953" <<<"$( echo 1; sample_body )"
	[ "$status" -eq 0 ]
	[ "$output" = "0" ]
}

@test "hdu2953: every sticker of a solved cube recoloured to each other colour gives -1, then goes on" {
	local s=${SOLVED// /} i c
	{
		echo 121
		for ((i = 0; i < 24; i++)); do
			for c in O R G B W Y; do
				[ "$c" = "${s:i:1}" ] || echo "${s:0:i}$c${s:i+1}"
			done
		done
		echo "$SOLVED"
	} >"$BATS_TEST_TMPDIR/in"
	run "$BIN/hdu2953" <"$BATS_TEST_TMPDIR/in"
	[ "$status" -eq 0 ]
	[ "$(printf '%s\n' "$output" | sort | uniq -c | tr -s ' ')" = "$(printf ' 120 -1\n 1 0')" ]
}

@test "hdu2953: any six letters are colours, mirror-image colour schemes included" {
	local to
	for to in ORGBWY YRGBWO abcdef GROBYW XKQZJP ROYGWB zyxwvu; do
		run bash -c 'tr ORGBWY "$1" < "$2/01-sample.in" | "$3"' _ "$to" "$DATA" "$BIN/hdu2953"
		[ "$status" -eq 0 ]
		[ "$output" = $'0\n1' ]
	done
}

@test "hdu2953: the judge-facing edge answers: 7 colours, 5 colours, 24 colours, one colour" {
	run "$BIN/hdu2953" <<<"4
X${SOLVED:1}
${SOLVED//W/B}
abcd efghijkl mnopqrst uvwx
${SOLVED//[A-Z]/O}"
	[ "$status" -eq 0 ]
	[ "$output" = $'-1\n-1\n-1\n-1' ]
}

@test "hdu2953: a piece twice, another missing, counts right gives -1 (33-duplicates)" {
	run "$BIN/hdu2953" <<<"1
UU
UU
FF RF RB LL
LF RR BB LB
DD
DD"
	[ "$output" = "-1" ]
	run bash -c '"$1" < "$2/33-duplicates.in" | sort | uniq -c | tr -s " "' _ "$BIN/hdu2953" "$DATA"
	[ "$output" = " 34 -1" ]
}

@test "hdu2953: the duplicate-piece check is load-bearing: without it 33-duplicates fails" {
	grep -q 'if (used >> j & 1) return 0;' "$ROOT/problems/hdu2953.c"
	sed 's/if (used >> j & 1) return 0;//' "$ROOT/problems/hdu2953.c" >"$BATS_TEST_TMPDIR/mut.c"
	cc -std=c99 -O2 -o "$BATS_TEST_TMPDIR/mut" "$BATS_TEST_TMPDIR/mut.c"
	run bash -c '"$1" < "$2/33-duplicates.in" | grep -c -- -1' _ "$BATS_TEST_TMPDIR/mut" "$DATA"
	[ "$output" = 0 ]
}

@test "hdu2953: bytes >= 128 separate (UTF-8 no-break space, Latin-1 bytes) like blanks do" {
	local c
	for c in $'\xc2\xa0' $'\xe9' $'\xff' $'\x80'; do
		run bash -c 'printf "2\n"; sed "s/ /$1/g; s/\$/$1/" <<<"$2"' _ "$c" "$(sample_body)"
		run "$BIN/hdu2953" <<<"$output"
		[ "$status" -eq 0 ]
		[ "$output" = $'0\n1' ]
	done
}

@test "hdu2953: a net with an extra or a missing sticker shifts every later cube (as Input says)" {
	local s=${SOLVED// /}
	# one extra sticker in cube 1 of 3: cube 1 is still the first 24 (solved, 0), the extra one
	# starts cube 2, which leaves its last for cube 3: both shifted (-1), one sticker left over
	run "$BIN/hdu2953" <<<"3
${s}O
$s
$s"
	[ "$output" = $'0\n-1\n-1' ]
	# one missing in cube 1: it takes cube 2's first sticker, cube 2 cube 3's first; cube 3 is
	# then one short: cut off by EOF, no line
	run "$BIN/hdu2953" <<<"3
${s:1}
$s
$s"
	[ "$output" = $'-1\n-1' ]
	# a wrong letter (count kept) spoils only its own cube
	run "$BIN/hdu2953" <<<"3
X${s:1}
$s
$s"
	[ "$output" = $'-1\n0\n0' ]
}

@test "hdu2953: the header's figures are counts --census gives (levels 0..7 expanded, 0..8 in table), no timings" {
	local expanded table header
	expanded=$("$BIN/hdu2953" --census | awk '$1 == "QTM" && $2 ~ /^[0-7]$/ { s += $3 } END { print s }')
	table=$("$BIN/hdu2953" --census | awk '$1 == "QTM" && $2 ~ /^[0-8]$/ { s += $3 } END { print s }')
	[ "$expanded" = 44971 ] && [ "$table" = 159120 ]
	header=$(awk '{ print } NR > 1 && /^ \*\// { exit }' "$ROOT/problems/hdu2953.c")
	grep -q "BFS 44,971 \* 6 table steps" <<<"$header"
	grep -q "159,120 positions" <<<"$header"
	run ! grep -q "44,966" "$ROOT/problems/hdu2953.c"
	# measured figures live in the README's bench table (make bench), never in the source
	run ! grep -Eq "Measured|[0-9] ?ms\b" <<<"$header"
}


@test "hdu2953: the source is C89 (gcc -std=c89 -pedantic lint)" {
	gcc -std=c89 -pedantic -Wall -Wextra -Wno-long-long -Werror -fsyntax-only "$ROOT/problems/hdu2953.c"
}

@test "hdu2953: each illegal kind gives -1, each legal look-alike a distance (30, 31, 32 by kind)" {
	# 30-illegal: the kinds listed in tests/gen/hdu2953.sh; 3 and 14 are solved, 9 is one move
	run "$BIN/hdu2953" <"$DATA/30-illegal.in"
	[ "$(echo $output)" = "-1 -1 0 -1 -1 -1 -1 -1 1 -1 -1 -1 -1 0" ]
	# 31-lookalikes: all legal; 4 and 6 are solved, 5 is one move
	run "$BIN/hdu2953" <"$DATA/31-lookalikes.in"
	[[ "$(echo $output)" =~ ^[0-9]+\ [0-9]+\ [0-9]+\ 0\ 1\ 0$ ]]
	# 32-mutants: case i has kind i % 10 (hdu2953_bfs --gen-mutants): 0 twisted corner,
	# 3 mirrored corner, 4 recoloured sticker, 6 seventh colour are illegal; 1 two corners
	# twisted oppositely, 2 two exchanged, 5 mirror-image scheme, 8 three cycled, 9 none are legal
	run bash -c '"$1" < "$2/32-mutants.in" | awk "{ k = (NR - 1) % 10; ill = (\$1 == -1) }
		(k == 0 || k == 3 || k == 4 || k == 6) && !ill { bad++ }
		(k == 1 || k == 2 || k == 5 || k == 8 || k == 9) && ill { bad++ }
		END { print NR, bad + 0 }"' _ "$BIN/hdu2953" "$DATA"
	[ "$output" = "100 0" ]
}

@test "hdu2953: --help prints the usage on stdout, exit 0: every flag and exit status; the header points to it" {
	run bash -c '"$1" --help 2>/dev/null' _ "$BIN/hdu2953"
	[ "$status" -eq 0 ]
	[[ "$output" == usage:\ hdu2953\ * ]]
	local flag
	for flag in --solve --census --help; do
		[[ "$output" == *"  $flag "* ]]
	done
	[[ "$output" == *"Exit status: 0 done; 1 stdout cannot be written; 2 bad arguments"* ]]
	# the header names the flags once and sends the reader to --help (usage() is the one list)
	run awk '/^ \* Flags:/ { on = 1 } on && /^ \* [A-Z][a-z]+:/ && !/Flags:/ { exit } on' \
		"$ROOT/problems/hdu2953.c"
	[[ "$output" == *"none in judge mode"*"see --help"* ]]
	run ! grep -q "^ \*           --solve:" "$ROOT/problems/hdu2953.c"
	run bash -c '"$1" --help 2>/dev/null' _ "$BIN/hdu2953"
	[ "$(bash -c '"$1" --help 2>&1 >/dev/null' _ "$BIN/hdu2953")" = "" ]
	[ "$(printf '%s\n' "$output" | wc -l)" -le 24 ]   # one screen
}

@test "hdu2953: an unknown argument prints the usage on stderr, exits 2, reads no input" {
	local arg
	mkfifo "$BATS_TEST_TMPDIR/in"
	exec 7<>"$BATS_TEST_TMPDIR/in"   # a writer that never writes: a read would block
	for arg in --cencus --bogus -h --SOLVE '' --solve,--census --help,x --census,1; do
		# one argument, or two joined by a comma
		run bash -c 'IFS=, read -ra a <<<"$2"; [ -n "$2" ] || a=("")
			timeout 5 "$1" "${a[@]}" <"$3" 2>"$3.err"' _ "$BIN/hdu2953" "$arg" "$BATS_TEST_TMPDIR/in"
		[ "$status" -eq 2 ]
		[ "$output" = "" ]
		[ "$(head -1 "$BATS_TEST_TMPDIR/in.err")" = "usage: hdu2953 [--solve | --census | --help] < input" ]
	done
	exec 7<&-
}

@test "hdu2953: --solve prints the sample's answers as worked out by hand: 0, and 1 U" {
	# cube 2: front top row shows the left face's colour, and so on: the top layer is a
	# quarter turn counter-clockwise (seen from above) from solved; U turns it back
	run "$BIN/hdu2953" --solve <"$DATA/01-sample.in"
	[ "$status" -eq 0 ]
	[ "$output" = $'0\n1 U' ]
}

@test "hdu2953: --solve sequences, replayed by the oracle's move model, solve each cube at its distance" {
	# every committed input, 105 generated cubes and (when present) the official data: the
	# replay prints the cost of each sequence that solves its cube (-1 lines as they are),
	# which must be the oracle's answer; -1 for the illegal cubes as in judge mode
	local f name args=() expected=()
	while read -r f; do
		name=$(basename "${f%.in}")
		args+=("$f" "$BIN/solve/$name.out")
		expected+=("$BIN/oracle/$name.out")
	done <"$BIN/files"
	[ "${#expected[@]}" -ge 18 ]
	run "$BIN/hdu2953_bfs" --replay "${args[@]}"
	[ "$status" -eq 0 ] || { echo "$output" | grep FAIL | head -3; return 1; }
	[ "$output" = "$(cat "${expected[@]}")" ]
}

@test "hdu2953: --solve writes standard notation, no face turned twice running" {
	# a line: -1, or the distance then moves (X, X' or X2 of U R F D L B); the distances
	# are the oracle's (the replay test), so judge mode's
	local pat="^(-1|[0-9]+( [URFDLB]['2]?)*)\$"
	[ "$(cat "$BIN"/solve/*.out | grep -Ecv "$pat")" = 0 ]
	[ "$(printf '1 U\n2 U2\n1 U3\n' | grep -Ecv "$pat")" = 1 ]   # the pattern can fail
	run awk '{ for (i = 3; i <= NF; i++) if (substr($i, 1, 1) == substr($(i - 1), 1, 1)) bad++ }
		END { print NR, bad + 0 }' "$BIN"/solve/*.out
	[ "${output% *}" -ge 800 ]
	[ "${output#* }" = 0 ]
}

@test "hdu2953: the replay rejects a sequence that does not solve, costs wrong, or is not notation" {
	local sol
	for sol in $'0\n1 U\'' $'0\n1 R' $'0\n2 U2' $'0\n3 U U2' $'1 U\n1 U' $'0 U U\'\n1 U' \
		$'0\n1 Q' $'0\n1 u' $'0\n1 U3' $'0\n1 U\'\'' $'0\n-1 U' $'0' $'0\n1 U\n0' $'x\n1 U'; do
		printf '%s\n' "$sol" >"$BATS_TEST_TMPDIR/sol"
		run "$BIN/hdu2953_bfs" --replay "$DATA/01-sample.in" "$BATS_TEST_TMPDIR/sol"
		[ "$status" -eq 1 ]
		[[ "$output" == *FAIL* ]]
	done
	# the same cube solved the long way round: D2 U' (D2 = U2 up to a whole-cube turn)
	printf '0\n3 D2 U'"'"'\n' >"$BATS_TEST_TMPDIR/sol"
	run "$BIN/hdu2953_bfs" --replay "$DATA/01-sample.in" "$BATS_TEST_TMPDIR/sol"
	[ "$status" -eq 0 ]
	[ "$output" = $'0\n3' ]
}

@test "hdu2953: gen.c: every SIZE x 5 seeds is a legal cube with the oracle's answer, at most SIZE, SIZE's parity" {
	run "$BIN/hdu2953" <"$BIN/gen.in"
	[ "$status" -eq 0 ]
	[ "$output" = "$(cat "$BIN/oracle/gen.out")" ]
	# line i is SIZE (i - 1) / 5: no -1, distance <= SIZE, same parity, = SIZE for 0..2
	run awk '{ size = int((NR - 1) / 5) }
		$1 < 0 || $1 > size || (size - $1) % 2 || (size <= 2 && $1 != size) { bad++ }
		END { print NR, bad + 0 }' "$BIN/oracle/gen.out"
	local max
	max=$(awk '$1 == "stress_max_size" { print $2 }' "$DATA/judge.conf")
	[ "$output" = "$(((max + 1) * 5)) 0" ]
	[ "$max" -gt 14 ]   # longer than God's number
	# deep enough: the largest sizes reach distance 12
	[ "$(tail -15 "$BIN/oracle/gen.out" | sort -n | tail -1)" -ge 12 ]
}

@test "hdu2953: gen.c: the statement's exact format and letters, every opposite-colour pairing" {
	local seed out
	for seed in 1 2 3 99 123456789 18446744073709551615; do
		out=$("$BIN/gen" "$seed" 7; echo .)
		[[ "$out" =~ ^1$'\n'([GROBYW]{2}$'\n'){2}([GROBYW]{2}\ [GROBYW]{2}\ [GROBYW]{2}\ [GROBYW]{2}$'\n'){2}([GROBYW]{2}$'\n'){2}$'\n'\.$ ]]
	done
	# solved cubes (SIZE 0) of 50 seeds: the three opposite pairs (U/D, F/B, R/L of the net)
	# take all 15 pairings of six letters
	run bash -c 'for s in $(seq 1 50); do "$1" "$s" 0; done | awk "NR % 8 >= 2 && NR % 8 <= 7" |
		paste -d " " - - - - - - | tr -d " " |
		awk "{ p[1] = substr(\$0, 1, 1) substr(\$0, 21, 1); p[2] = substr(\$0, 5, 1) substr(\$0, 9, 1)
		       p[3] = substr(\$0, 7, 1) substr(\$0, 11, 1)
		       for (i = 1; i <= 3; i++) { a = substr(p[i], 1, 1); b = substr(p[i], 2, 1)
		                                  q[i] = a < b ? a b : b a }
		       for (i = 1; i <= 3; i++) for (j = i + 1; j <= 3; j++)
		               if (q[j] < q[i]) { t = q[i]; q[i] = q[j]; q[j] = t }
		       seen[q[1] q[2] q[3]] = 1 } END { print length(seen) }"' _ "$BIN/gen"
	[ "$output" = 15 ]
}

@test "hdu2953: gen.c: same SEED and SIZE, same bytes; other seeds, other cubes; bad arguments exit 2" {
	local size
	for size in 0 1 5 14 20; do
		cmp <("$BIN/gen" 42 "$size") <("$BIN/gen" 42 "$size")
	done
	[ "$("$BIN/gen" 1 10 | md5sum)" != "$("$BIN/gen" 2 10 | md5sum)" ]
	[ "$("$BIN/gen" 1 10 | md5sum)" != "$("$BIN/gen" 1 11 | md5sum)" ]
	for size in '' -1 x 1001 '3 4'; do
		# shellcheck disable=SC2086
		run "$BIN/gen" 1 $size
		[ "$status" -eq 2 ]
	done
}

@test "hdu2953: stress by hand: the clockwise-only submission first differs at SIZE 1, distance 1" {
	# the generated file holds SIZE 0, 1, 2, ... (5 seeds each), as stress mode runs them:
	# the first line where the submission differs from the oracle is its smallest failure
	local sub="$ROOT/tests/submissions/hdu2953/wrong_answer/clockwise_only.c" first
	cc -std=c99 -O2 -o "$BATS_TEST_TMPDIR/wa" "$sub"
	first=$(cmp <("$BATS_TEST_TMPDIR/wa" <"$BIN/gen.in") "$BIN/oracle/gen.out" | awk '{ print $NF }')
	[ -n "$first" ]
	[ $(((first - 1) / 5)) -eq 1 ]
	[ "$(sed -n "${first}p" "$BIN/oracle/gen.out")" = 1 ]
}

# within_constraints IN OUT: 0 if IN is what the statement allows: LF only, T in 1..100, then
# exactly T nets of six lines in the sample's layout, letters G R O B Y W, each followed by an
# empty line, nothing after; and OUT (the oracle's) has T answers, none -1 (all cubes legal)
within_constraints() {
	LC_ALL=C awk -v out="$2" '
		/\r/ { bad = 1 }
		NR == 1 { if ($0 !~ /^[1-9][0-9]*$/ || $0 + 0 > 100) bad = 1; t = $0 + 0; next }
		{ k = (NR - 2) % 7
		  if (k == 0 || k == 1 || k == 4 || k == 5) { if ($0 !~ /^[GROBYW][GROBYW]$/) bad = 1 }
		  else if (k == 2 || k == 3) {
			if ($0 !~ /^[GROBYW][GROBYW] [GROBYW][GROBYW] [GROBYW][GROBYW] [GROBYW][GROBYW]$/) bad = 1
		  } else if ($0 != "") bad = 1 }
		END {
			if (NR != 1 + 7 * t) bad = 1
			while ((getline line < out) > 0) { n++; if (line == "-1") bad = 1 }
			if (n != t) bad = 1
			exit bad }' "$1" || return 1
	[ "$(tail -c 2 "$1" | od -An -c | tr -d ' ')" = '\n\n' ]
}

@test "hdu2953: judge.conf's robustness tests are exactly those outside the statement's constraints" {
	local pats=() f name pat robust
	read -ra pats <<<"$(awk '$1 == "robustness" { $1 = ""; print }' "$DATA/judge.conf")"
	[ "${#pats[@]}" -gt 0 ]
	for f in "$DATA"/*.in; do
		name=$(basename "${f%.in}")
		robust=no
		for pat in "${pats[@]}"; do
			# shellcheck disable=SC2053
			[[ "$name" == $pat ]] && robust=yes
		done
		if within_constraints "$f" "${f%.in}.out"; then
			[ "$robust" = no ] || { echo "$name is within the constraints but marked robustness"; return 1; }
		else
			[ "$robust" = yes ] || { echo "$name is outside the constraints but a judge test"; return 1; }
		fi
	done
	# the official data is within them too (the checker is not too strict)
	if [ "$(official_status)" = present ]; then
		within_constraints "$OFFICIAL/rubiks.in" "$OFFICIAL/rubiks.out"
		within_constraints "$OFFICIAL/sample.in" "$OFFICIAL/sample.out"
	fi
}

@test "hdu2953: the header's search-node figure: at most 1,337 per cube, over every position" {
	# an instrumented copy counts reaches_table calls of qtm_distance on all 3,674,160 positions
	sed -e 's/^static int reaches_table(int p, int t, int r, int last_face)$/static long nodes;\n&/' \
		-e 's/^\tif (r == 0) return GET/\tnodes++;\n&/' \
		-e 's/^int main(int argc, char \*\*argv)$/int judge_main(int argc, char **argv)/' \
		"$ROOT/problems/hdu2953.c" >"$BATS_TEST_TMPDIR/count.c"
	cat >>"$BATS_TEST_TMPDIR/count.c" <<'C'
int main(void)
{
	long cnt[16], i, most = 0, beyond = 0;
	build_move_tables();
	bfs(&QTM, TABLE_DEPTH, cnt);
	for (i = 0; i < N_POS; i++) {
		nodes = 0;
		qtm_distance((int)(i / N_TWIST), (int)(i % N_TWIST));
		if (nodes > most) most = nodes;
		beyond += nodes > 0;
	}
	printf("%ld %ld\n", most, beyond);
	return 0;
}
C
	grep -c 'nodes++' "$BATS_TEST_TMPDIR/count.c"
	cc -std=c99 -O2 -o "$BATS_TEST_TMPDIR/count" "$BATS_TEST_TMPDIR/count.c"
	run "$BATS_TEST_TMPDIR/count"
	[ "$output" = "1337 3515040" ]
	grep -q 'per cube at most 1,337 search nodes' "$ROOT/problems/hdu2953.c"
	grep -q '3,515,040 positions beyond the table' "$ROOT/problems/hdu2953.c"
	run ! grep -q 'a few thousand' "$ROOT/problems/hdu2953.c"
}
