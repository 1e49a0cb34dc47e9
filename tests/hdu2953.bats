#!/usr/bin/env bats
# hdu2953.bats -- problem-specific tests for problems/hdu2953.c (HDU 2953 "Rubiks Cube", issue 7).
# Expected values come from the official IDI Open 2009 data, OEIS A079761/A079762, the problem
# statement's sample and the oracle tests/oracles/hdu2953_bfs.c -- never from hdu2953.c itself.

ROOT="$BATS_TEST_DIRNAME/.."
BIN="$ROOT/build/bats-hdu2953"
DATA="$ROOT/testdata/hdu2953"
# the official data: $HDU2953_DATA if set, else shared/ beside the clone (always there in CI)
official_dir() { printf '%s\n' "${HDU2953_DATA:-$ROOT/../shared/data/hdu2953}"; }
OFFICIAL="$(official_dir)"
SOLVED='OOOO RRGGBBWW RRGGBBWW YYYY'   # a solved cube, 24 stickers in net order

# official_status: "present" if $OFFICIAL has the data; else "required" when CI is set (to
# anything but empty, "false" or "0": CI always has shared/), otherwise "absent"
official_status() {
	if [ -f "$OFFICIAL/rubiks.in" ] && [ -f "$OFFICIAL/rubiks.out" ]; then
		echo present
	elif [ -n "${CI:-}" ] && [ "$CI" != false ] && [ "$CI" != 0 ]; then
		echo required
	else
		echo absent
	fi
}

# need_official: go on if the official data is there; fail under CI; skip otherwise
need_official() {
	case "$(official_status)" in
	present) ;;
	required) echo "official data not found at $OFFICIAL (CI=$CI; set HDU2953_DATA)" >&2; return 1 ;;
	*) skip "official data not found at $OFFICIAL (set HDU2953_DATA)" ;;
	esac
}

setup_file() {
	mkdir -p "$BIN/oracle"
	cc -std=c99 -O2 -Wall -o "$BIN/hdu2953" "$ROOT/problems/hdu2953.c" -lm
	cc -std=c99 -O2 -Wall -o "$BIN/hdu2953_bfs" "$ROOT/tests/oracles/hdu2953_bfs.c"
	gcc -std=c99 -O1 -fsanitize=undefined -fno-sanitize-recover=all -o "$BIN/hdu2953-ubsan" \
		"$ROOT/problems/hdu2953.c"
	# one oracle BFS answers every committed input and, when present, the official data
	local files=("$DATA"/*.in)
	if [ "$(official_status)" = present ]; then files+=("$OFFICIAL/sample.in" "$OFFICIAL/rubiks.in"); fi
	"$BIN/hdu2953_bfs" --each "$BIN/oracle" "${files[@]}"
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

@test "hdu2953: the oracle's net reading agrees with the official data" {
	need_official
	cmp "$BIN/oracle/rubiks.out" "$OFFICIAL/rubiks.out"
	cmp "$BIN/oracle/sample.out" "$OFFICIAL/sample.out"
}

@test "hdu2953: HDU2953_DATA overrides the official folder; a missing folder fails under CI, else skips" {
	HDU2953_DATA=/elsewhere/x run official_dir
	[ "$output" = /elsewhere/x ]
	HDU2953_DATA= run official_dir
	[ "$output" = "$ROOT/../shared/data/hdu2953" ]
	local ci
	for ci in true 1 yes; do
		OFFICIAL=/nonexistent CI=$ci run official_status
		[ "$output" = required ]
		OFFICIAL=/nonexistent CI=$ci run need_official
		[ "$status" -eq 1 ]
		[[ "$output" == *"official data not found at /nonexistent"* ]]
	done
	for ci in '' false 0; do
		OFFICIAL=/nonexistent CI=$ci run official_status
		[ "$output" = absent ]
	done
	mkdir "$BATS_TEST_TMPDIR/data"
	: >"$BATS_TEST_TMPDIR/data/rubiks.in"
	OFFICIAL="$BATS_TEST_TMPDIR/data" CI=true run official_status
	[ "$output" = absent ] || [ "$output" = required ]   # rubiks.out missing: not the data
	: >"$BATS_TEST_TMPDIR/data/rubiks.out"
	OFFICIAL="$BATS_TEST_TMPDIR/data" CI=true run official_status
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

@test "hdu2953: a net with an extra or a missing sticker shifts every later cube (documented limit)" {
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

@test "hdu2953: the header's BFS figures match --census (levels 0..7 expanded, 0..8 in table)" {
	local expanded table
	expanded=$("$BIN/hdu2953" --census | awk '$1 == "QTM" && $2 ~ /^[0-7]$/ { s += $3 } END { print s }')
	table=$("$BIN/hdu2953" --census | awk '$1 == "QTM" && $2 ~ /^[0-8]$/ { s += $3 } END { print s }')
	[ "$expanded" = 44971 ] && [ "$table" = 159120 ]
	grep -q "BFS 44,971 \* 6 table steps" "$ROOT/problems/hdu2953.c"
	grep -q "159,120 positions" "$ROOT/problems/hdu2953.c"
	! grep -q "44,966" "$ROOT/problems/hdu2953.c"
}

@test "hdu2953: an unknown option prints usage on stderr and exits 2" {
	run "$BIN/hdu2953" --bogus
	[ "$status" -eq 2 ]
	[[ "$output" == usage:* ]]
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
