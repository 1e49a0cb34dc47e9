#!/usr/bin/env bats
# uva197.bats -- problem-specific tests for problems/uva197.c (UVa 197 "Cube", issue 5).
# Expected values come from the oracle tests/oracles/uva197_enum.c and the Soma-cube literature,
# never from uva197.c itself.

ROOT="$BATS_TEST_DIRNAME/.."
BIN="$ROOT/build/bats-uva197"
DATA="$ROOT/testdata/uva197"
S1='aa.a..a....................'   # statement sample 1
S2='.........a..a..aa..........'   # statement sample 2

setup_file() {
	mkdir -p "$BIN"
	cc -std=c99 -O2 -Wall -o "$BIN/uva197" "$ROOT/problems/uva197.c" -lm
	cc -std=c99 -O1 -g -fsanitize=address,undefined -fno-sanitize-recover=all \
		-o "$BIN/uva197-asan" "$ROOT/problems/uva197.c" -lm
	cc -std=c99 -O2 -Wall -o "$BIN/uva197_enum" "$ROOT/tests/oracles/uva197_enum.c"
}

# number of output lines that are assemblies (non-blank)
count_assemblies() { grep -c . || true; }

@test "uva197: --census gives the Soma-cube figures and the oracle's piece table" {
	run "$BIN/uva197" --census
	[ "$status" -eq 0 ]
	# figures: 11520 = 240 * 48 (Soma cube literature); piece table: uva197_enum --census
	[ "$output" = "piece a: 4 cells, 24 orientations, 144 placements, mirror image a
piece b: 3 cells, 12 orientations, 144 placements, mirror image b
piece c: 4 cells, 12 orientations, 72 placements, mirror image c
piece d: 4 cells, 12 orientations, 72 placements, mirror image d
piece e: 4 cells, 8 orientations, 64 placements, mirror image e
piece f: 4 cells, 12 orientations, 96 placements, mirror image g
piece g: 4 cells, 12 orientations, 96 placements, mirror image f
assemblies (rotations distinct): 11520
up to rotation: 480
up to rotation and reflection: 240" ]
}

@test "uva197: the oracle reproduces the committed sample answer" {
	run bash -c '"$1" < "$2/01-sample.in" | cmp - "$2/01-sample.out"' _ "$BIN/uva197_enum" "$DATA"
	[ "$status" -eq 0 ]
}

@test "uva197: output equals every committed .out byte for byte (sorted blocks)" {
	for f in "$DATA"/*.in; do
		"$BIN/uva197" <"$f" | cmp - "${f%.in}.out"
	done
}

@test "uva197: sample 1 starts with the statement's lines, 480 assemblies per case" {
	out="$("$BIN/uva197" <"$DATA/01-sample.in")"
	[ "$(printf '%s\n' "$out" | sed -n 1,3p | tr '\n' ' ')" = \
		"aababbadceffgdcgdceefedfggc aababbadcffegfcddcfeeggedgc aababbadcggeffcddcgeegfedfc " ]
	[ "$(printf '%s\n' "$out" | sed -n 1,481p | count_assemblies)" -eq 480 ]
	[ "$(printf '%s\n' "$out" | sed -n 482,962p | count_assemblies)" -eq 480 ]
	[ "$(printf '%s\n' "$out" | sed -n 481p)" = "" ]
}

@test "uva197: every block is sorted, duplicate-free, with a as a translate of the input's a" {
	"$BIN/uva197" <"$DATA/02-orient24.in" >"$BATS_TEST_TMPDIR/out"
	# index pattern of the a-cells relative to the first one: a translate keeps it unchanged
	awk 'function pat(s,  i, f, p) { f = 0; p = ""
	         for (i = 1; i <= 27; i++) if (substr(s, i, 1) == "a") { if (!f) f = i; p = p "," (i - f) }
	         return p }
	     NR == FNR { want[++n] = pat($0); next }
	     /^$/ { if (cnt != 480) bad = bad " count" k; k++; cnt = 0; prev = ""; next }
	     { cnt++; if ($0 <= prev) bad = bad " order"; prev = $0
	       if (pat($0) != want[k + 1]) bad = bad " shape" }
	     END { if (k != 24 || bad != "") { print "bad:" bad " blocks=" k; exit 1 } }' \
		"$DATA/02-orient24.in" "$BATS_TEST_TMPDIR/out"
}

@test "uva197: each kind of invalid line gets exactly one blank line" {
	bad=(
		'aa.a..a...................'  'aa.a..a.....................'  'aa.a..a...........b........'
		'AA.A..A....................'  'aa.a..a..........0.........'  '...........................'
		'aaaaaaaaaaaaaaaaaaaaaaaaaaa'  'aa.a.......................'  'aa.a..a.a..................'
		'aa.aa......................'  'aaa.a......................'  '.aaaa......................'
		'a.a...a.a..................'  'aa.a.....a.................'  'aa..a........a.............'
		'..a..a..aa.................'  '.aaa..a....................'  'aa.a.. a...................'
		"$S1$S1"  "$S1 $S1"  'x'  '.'  'a'
	)
	for s in "${bad[@]}"; do
		out="$(printf '%s\n' "$s" | "$BIN/uva197-asan" | od -An -c | tr -d ' ')"
		[ "$out" = '\n' ] || { echo "input <$s> gave <$out>"; false; }
	done
}

@test "uva197: a CR or a space is harmless at either end of a line and invalid inside it" {
	for ch in $'\r' ' ' $'\t'; do
		for i in $(seq 0 27); do
			n="$(printf '%s\n' "${S1:0:i}$ch${S1:i}" | "$BIN/uva197-asan" | count_assemblies)"
			if [ "$i" -eq 0 ] || [ "$i" -eq 27 ]; then want=480; else want=0; fi
			[ "$n" -eq "$want" ] || { echo "char $(printf %q "$ch") at $i: $n"; false; }
		done
	done
}

@test "uva197: CRLF files, blank lines and a missing final newline change nothing" {
	want="$(printf '%s\n%s\n' "$S1" "$S2" | "$BIN/uva197")"
	for input in "$S1\r\n$S2\r\n" "\r\n$S1\r\n\r\n\r\n$S2\r\n\r\n" "$S1\n$S2" "$S1\r\n$S2\r" \
		"\n\n  $S1  \n\t\n$S2\t" "$S1\r\r\n \r$S2\r\n"; do
		got="$(printf "$input" | "$BIN/uva197-asan")"
		[ "$got" = "$want" ] || { echo "differs for $(printf %q "$input")"; false; }
	done
}

@test "uva197: no cases, or only blank lines, give no output" {
	[ -z "$(printf '' | "$BIN/uva197" | od -An -c)" ]
	[ -z "$(printf '\n \n\r\n\t\t\n' | "$BIN/uva197" | od -An -c)" ]
}

@test "uva197: mirror images of a are valid (a is flat): 480 assemblies each" {
	for s in 'aa..a..a...................' '..........a..a.aa..........' "$(printf %s "$S1" | rev)"; do
		[ "$(printf '%s\n' "$s" | "$BIN/uva197" | count_assemblies)" -eq 480 ]
	done
}

@test "uva197: repeated cases give identical blocks (cache) and binary garbage is survived" {
	one="$(printf '%s\n' "$S2" | "$BIN/uva197")"
	three="$(printf '%s\n%s\n%s\n' "$S2" "$S2" "$S2" | "$BIN/uva197")"
	[ "$three" = "$(printf '%s\n\n%s\n\n%s' "$one" "$one" "$one")" ]
	# every byte value, then a very long line, then a valid case: only the last has assemblies
	run bash -c 'set -o pipefail
		{ for i in $(seq 0 255); do printf "\\$(printf %03o "$i")"; done
		  head -c 100000 /dev/zero | tr "\0" a; printf "\n%s\n" "$1"; } | "$2" >"$3"' \
		_ "$S1" "$BIN/uva197-asan" "$BATS_TEST_TMPDIR/garbage.out"
	[ "$status" -eq 0 ]
	[ "$(count_assemblies <"$BATS_TEST_TMPDIR/garbage.out")" -eq 480 ]
	[ "$(wc -l <"$BATS_TEST_TMPDIR/garbage.out")" -eq 483 ]
}
