#!/usr/bin/env bats
# uva197.bats -- problem-specific tests for problems/uva197.c (UVa 197 "Cube").
# Expected values come from the oracle tests/oracles/uva197_enum.c and the Soma-cube literature,
# never from uva197.c itself.

ROOT="$BATS_TEST_DIRNAME/.."
BIN="$ROOT/build/bats-uva197"
DATA="$ROOT/testdata/uva197"
S1='aa.a..a....................'   # statement sample 1
S2='.........a..a..aa..........'   # statement sample 2

load helpers

setup_file() {
	mkdir -p "$BIN"
	need_build build/strict/uva197 build/sanitize/uva197 build/oracles/uva197_enum build/gen/uva197
	ln -sf "$BUILD/strict/uva197" "$BUILD/oracles/uva197_enum" "$BIN/"
	ln -sf "$BUILD/sanitize/uva197" "$BIN/uva197-asan"
	ln -sf "$BUILD/gen/uva197" "$BIN/gen"
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

@test "uva197: --help on stdout, exit 0; a bad argument: usage on stderr, exit 2, stdin unread" {
	run "$BIN/uva197" --help
	[ "$status" -eq 0 ]
	[[ "${lines[0]}" == "usage: uva197 "* ]]
	[[ "$output" == *--draw* && "$output" == *--census* ]]
	[ "${#lines[@]}" -le 24 ]
	for bad in --cencus -x --draw=1 "--draw --census" "--census extra"; do
		run bash -c '"$1" $2 </dev/null 2>"$3"' _ "$BIN/uva197" "$bad" "$BATS_TEST_TMPDIR/err"
		[ "$status" -eq 2 ] || { echo "$bad: status $status"; false; }
		[ -z "$output" ]
		grep -q '^usage: uva197 ' "$BATS_TEST_TMPDIR/err"
	done
	# stdin never ends here: reading it would hang until the timeout (status 124)
	stdin_unread bash -c '"$@" 2>/dev/null' _ "$BIN/uva197" --cencus
	[ "$status" -eq 2 ]
}

@test "uva197: --draw shows each assembly's three layers, and they agree with its string" {
	# by hand from the first assembly of sample 1: planes aababbadc effgdcgdc eefedfggc
	run bash -c 'printf "%s\n" "$1" | "$2" --draw | head -n 4' _ "$S1" "$BIN/uva197"
	[ "$output" = "aababbadceffgdcgdceefedfggc
  a a b   e f f   e e f
  a b b   g d c   e d f
  a d c   g d c   g g c" ]
	"$BIN/uva197" --draw <"$DATA/01-sample.in" >"$BATS_TEST_TMPDIR/draw"
	# the assembly lines are exactly judge mode's output
	grep -v '^  ' "$BATS_TEST_TMPDIR/draw" | cmp - "$DATA/01-sample.out"
	# cell 9z+3y+x of the string is letter x of plane z in drawing row y, on every assembly
	awk 'function fail(m) { print "line " NR ": " m; bad = 1; exit 1 }
	     /^[a-g]+$/ && length($0) == 27 { if (row != 0 && row != 3) fail("short drawing"); s = $0; row = 0; n++; next }
	     /^  / { if (s == "" || row > 2) fail("drawing without its string")
	             if (length($0) != 23) fail("width " length($0))
	             for (z = 0; z < 3; z++) for (x = 0; x < 3; x++) {
	                 c = substr($0, 3 + 8 * z + 2 * x, 1)
	                 if (c != substr(s, 1 + 9 * z + 3 * row + x, 1)) fail("cell " z " " row " " x)
	             }
	             if (gsub(/[a-g]/, "&") != 9) fail("not 9 letters")
	             row++; next }
	     /^$/ { if (row != 3) fail("blank inside a drawing"); s = ""; next }
	     { fail("unexpected: " $0) }
	     END { if (!bad && n != 960) { print n " assemblies"; exit 1 } }' "$BATS_TEST_TMPDIR/draw"
}

# normal form of a drawing of a: its a-cells shifted to x = y = z = 0 (one string per orientation)
normal_form() {
	awk '{ mx = my = mz = 9
	       for (i = 0; i < 27; i++) if (substr($0, i + 1, 1) == "a") {
	           x = i % 3; y = int(i / 3) % 3; z = int(i / 9)
	           if (x < mx) mx = x; if (y < my) my = y; if (z < mz) mz = z }
	       t = "..........................."
	       for (i = 0; i < 27; i++) if (substr($0, i + 1, 1) == "a") {
	           j = i - mx - 3 * my - 9 * mz; t = substr(t, 1, j) "a" substr(t, j + 2) }
	       print t }'
}

@test "uva197: gen.c -- every SIZE and many seeds: legal cases whose answers are the oracle's" {
	# the oracle's answer for each orientation: its block in 02-orient24.out
	normal_form <"$DATA/02-orient24.in" >"$BATS_TEST_TMPDIR/orients"
	[ "$(sort -u "$BATS_TEST_TMPDIR/orients" | wc -l)" -eq 24 ]
	: >"$BATS_TEST_TMPDIR/cases"
	for size in $(seq 0 24); do
		for seed in 1 2 3 4 5 6 7 8; do
			"$BIN/gen" "$seed" "$size" >>"$BATS_TEST_TMPDIR/cases"
		done
	done
	[ "$(wc -l <"$BATS_TEST_TMPDIR/cases")" -eq 200 ]
	run grep -cvxE '[a.]{27}' "$BATS_TEST_TMPDIR/cases"
	[ "$output" = 0 ]
	"$BIN/uva197" <"$BATS_TEST_TMPDIR/cases" >"$BATS_TEST_TMPDIR/got"
	normal_form <"$BATS_TEST_TMPDIR/cases" >"$BATS_TEST_TMPDIR/keys"
	# expected: for each case, the oracle's block of the orientation with the same normal form
	awk 'FILENAME == ARGV[1] { key[FNR] = $0; next }
	     FILENAME == ARGV[2] { if ($0 == "") { b++; next } blk[key[b + 1]] = blk[key[b + 1]] $0 "\n"; next }
	     { printf "%s\n", blk[$0] }' \
		"$BATS_TEST_TMPDIR/orients" "$DATA/02-orient24.out" "$BATS_TEST_TMPDIR/keys" \
		>"$BATS_TEST_TMPDIR/want"
	[ "$(grep -c . "$BATS_TEST_TMPDIR/want")" -eq $((200 * 480)) ]
	cmp "$BATS_TEST_TMPDIR/want" "$BATS_TEST_TMPDIR/got"
	# SIZE 0 is the statement's sample, SIZE 1 the orientation of a in the assembly string
	[ "$("$BIN/gen" 5 0)" = "$S1" ]
	[ "$(for s in 1 2 3 4 5 6 7 8 9; do "$BIN/gen" $s 1; done | normal_form | sort -u)" = \
		"a..a..aa..................." ]
}

@test "uva197: gen.c -- deterministic, covers a's orientations and translates, bad arguments" {
	[ "$("$BIN/gen" 12345 24)" = "$("$BIN/gen" 12345 24)" ]
	[ "$("$BIN/gen" 7 13)" = "$("$BIN/gen" 7 13)" ]
	# 120 seeds meet all 24 orientations, 60 all 6 translates of one (all 144 placements: below)
	[ "$(for s in $(seq 1 120); do "$BIN/gen" "$s" 24; done | normal_form | sort -u | wc -l)" -eq 24 ]
	[ "$(for s in $(seq 1 60); do "$BIN/gen" "$s" 1; done | sort -u | wc -l)" -eq 6 ]
	for args in "" "1" "1 25" "1 -1" "-1 3" "x 3" "1 3 4" "4294967296 1"; do
		run "$BIN/gen" $args
		[ "$status" -eq 2 ] || { echo "gen $args: $status"; false; }
	done
}

@test "uva197: the header's search-node figure: 11,445 calls of search, once per run, for 480 assemblies" {
	# an instrumented copy counts the calls of search() that solve_canon makes
	sed -e 's/^static void search(unsigned long used, int c, int d)$/static long nodes;\n&/' \
		-e 's/^\twhile (used >> c & 1) c++; \/\* the lowest empty cell \*\/$/\tnodes++;\n&/' \
		-e 's/^int main(int argc, char \*\*argv)$/int judge_main(int argc, char **argv)/' \
		"$ROOT/problems/uva197.c" >"$BATS_TEST_TMPDIR/count.c"
	cat >>"$BATS_TEST_TMPDIR/count.c" <<'C'
int main(void)
{
	int n;
	make_rotations();
	make_pieces();
	n = solve_canon();
	printf("%d %ld\n", n, nodes);
	return 0;
}
C
	[ "$(grep -c 'nodes++' "$BATS_TEST_TMPDIR/count.c")" -eq 1 ]
	cc -std=c99 -O2 -o "$BATS_TEST_TMPDIR/count" "$BATS_TEST_TMPDIR/count.c"
	run "$BATS_TEST_TMPDIR/count"
	[ "$output" = "480 11445" ]
	grep -q '11,445 search nodes once per run' "$ROOT/problems/uva197.c"
}

@test "uva197: gen.c -- 800 seeds meet all 144 placements of a (SLOW=1)" {
	slow_or_skip "~15 s here, most of it starting processes"
	[ "$(for s in $(seq 1 800); do "$BIN/gen" "$s" 24; done | sort -u | wc -l)" -eq 144 ]
}
