#!/usr/bin/env bats
# hdu2953.bats -- problem-specific tests for problems/hdu2953.c (HDU 2953 "Rubiks Cube", issue 7).
# Expected values come from the official IDI Open 2009 data, OEIS A079761/A079762, the problem
# statement's sample and the oracle tests/oracles/hdu2953_bfs.c -- never from hdu2953.c itself.

ROOT="$BATS_TEST_DIRNAME/.."
BIN="$ROOT/build/bats-hdu2953"
DATA="$ROOT/testdata/hdu2953"
OFFICIAL="$ROOT/../shared/data/hdu2953"
SOLVED='OOOO RRGGBBWW RRGGBBWW YYYY'   # a solved cube, 24 stickers in net order

setup_file() {
	mkdir -p "$BIN/oracle"
	cc -std=c99 -O2 -Wall -o "$BIN/hdu2953" "$ROOT/problems/hdu2953.c" -lm
	cc -std=c99 -O2 -Wall -o "$BIN/hdu2953_bfs" "$ROOT/tests/oracles/hdu2953_bfs.c"
	# one oracle BFS answers every committed input and, when present, the official data
	local files=("$DATA"/*.in)
	if [ -d "$OFFICIAL" ]; then files+=("$OFFICIAL/sample.in" "$OFFICIAL/rubiks.in"); fi
	"$BIN/hdu2953_bfs" --each "$BIN/oracle" "${files[@]}"
}

# the statement's sample without its first line (two cubes: answers 0 and 1)
sample_body() { tail -n +2 "$DATA/01-sample.in"; }

# "0\n1\n" repeated $1 times
zero_one() { local i; for ((i = 0; i < $1; i++)); do printf '0\n1\n'; done; }

@test "hdu2953: official IDI Open 2009 data (sample + 100 cubes, answers 0..14) is all correct" {
	[ -d "$OFFICIAL" ] || skip "official data not found at $OFFICIAL"
	run bash -c '"$1" < "$2/rubiks.in" | cmp - "$2/rubiks.out" && "$1" < "$2/sample.in" | cmp - "$2/sample.out"' \
		_ "$BIN/hdu2953" "$OFFICIAL"
	[ "$status" -eq 0 ]
}

@test "hdu2953: the oracle's net reading agrees with the official data" {
	[ -d "$OFFICIAL" ] || skip "official data not found at $OFFICIAL"
	cmp "$BIN/oracle/rubiks.out" "$OFFICIAL/rubiks.out"
	cmp "$BIN/oracle/sample.out" "$OFFICIAL/sample.out"
}

@test "hdu2953: the oracle reproduces every committed .out" {
	local f n=0
	for f in "$DATA"/*.in; do
		cmp "$BIN/oracle/$(basename "${f%.in}").out" "${f%.in}.out"
		n=$((n + 1))
	done
	[ "$n" -ge 13 ]
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
	local t
	for t in '' $'\n\n' '0' '-3' 'x' 'OO'; do
		run "$BIN/hdu2953" <<<"$( printf '%s\n' "$t"; sample_body )"
		[ "$status" -eq 0 ]
		[ "$output" = "" ]
	done
	run "$BIN/hdu2953" </dev/null
	[ "$status" -eq 0 ]
	[ "$output" = "" ]
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
