#!/usr/bin/env bats
# compare.bats -- tools/compare/ (the judge's comparator) and tools/cases.c (splitting a test file
# into cases): every mode and verdict at its edges, the case numbers, the --diff report, linear
# time in every shape (16 MiB; SLOW=1: the judge's full 64 MiB), and the split of each real
# testdata format and of broken files.
# Expected values are written out by hand from the rules (problemtools'
# default validator for float), never taken from the tools' own output.
# SLOW=1 adds the full matrix (identical files too, --cases blocks, a shuffled block of 8 million
# distinct lines for unordered).

load helpers

BIN="$BUILD"
DATA="$ROOT/testdata"
# The judge's default output limit is 64 MiB. A pass that is not linear is caught as surely on
# 16 MiB (a quadratic one would take hours), in a quarter of the time: SLOW=1 uses the full 64.
if slow; then MIB=64; else MIB=16; fi
SIZE=$((MIB * 1024 * 1024))
LIMIT=15 # seconds allowed for one comparison

setup_file() { need_build tools build/validator/hdu2953; }

# comp TEXT_EXPECTED TEXT_GOT ARGS...: write both texts (printf %b) and compare them with ARGS.
comp() {
	printf '%b' "$1" >"$BATS_TEST_TMPDIR/exp"
	printf '%b' "$2" >"$BATS_TEST_TMPDIR/got"
	shift 2
	run "$BIN/compare" "$@" "$BATS_TEST_TMPDIR/exp" "$BATS_TEST_TMPDIR/got"
}

# is LINE STATUS: the first line of the output and the exit status are these.
is() {
	[ "${lines[0]:-}" = "$1" ] && [ "$status" -eq "$2" ] ||
		{ echo "wanted '$1' (exit $2), got exit $status:"; echo "$output"; false; }
}

# row NO LEFT COLUMNS RIGHT: a --diff row of lines: LEFT takes COLUMNS of the 32 of its cell.
row() { printf '%8s  %s%*s  | %s' "$1" "$2" $((32 - $3)) '' "$4"; }

# has TEXT: some line of the output is exactly TEXT.
has() {
	local l
	for l in "${lines[@]}"; do [ "$l" = "$1" ] && return 0; done
	echo "no line '$1' in:"; echo "$output"; false
}

# ---------- exact ----------

@test "exact: identical bytes AC; a trailing space, a CR, a final newline or an empty line WA" {
	comp 'a b\n2\n' 'a b\n2\n' exact; is AC 0
	comp 'a b\n' 'a b \n' exact; is WA 1
	comp 'a b\n' 'a b\r\n' exact; is WA 1
	comp 'a b\n' 'a b' exact; is WA 1
	comp 'a b\n' 'a b\n\n' exact; is WA 1
	comp '' '' exact; is AC 0
	comp '\0x\n' '\0x\n' exact; is AC 0
	comp '\0x\n' '\0y\n' exact; is WA 1
}

# ---------- lines ----------

@test "lines: trailing blanks, CRLF, trailing empty lines, no final newline: AC" {
	comp '1\n2\n' '1 \t\r\n2\r\n' lines; is AC 0
	comp '1\n2\n' '1\n2' lines; is AC 0
	comp '1\n2' '1\n2\n' lines; is AC 0
	comp '1\n2\n' '1\n2\n\n \n\t\r\n' lines; is AC 0
	comp '1\n2\n\n\n' '1\n2\n' lines; is AC 0
	comp '1\n\n2\n' '1\n  \r\n2\n' lines; is AC 0   # a blank line equals an empty one
	comp '' '\n \n' lines; is AC 0
}

@test "lines: moved line breaks, a blank line more or less, leading blanks PE; other tokens WA" {
	comp '1 2\n3\n' '1\n2 3\n' lines; is PE 2
	comp '1\n2\n' '1\n\n2\n' lines; is PE 2
	comp '1\n\n2\n' '1\n2\n' lines; is PE 2
	comp '0\n' '   0\n' lines; is PE 2
	comp '1  2\n' '1 2\n' lines; is PE 2            # inner blanks count
	comp 'a\n\f\nb\n' 'a\n\nb\n' lines; is PE 2      # a form feed is not cut from a line
	comp '1\n2\n' '1\n3\n' lines; is WA 1
	comp '1\n2\n' '1\n2\n3\n' lines; is WA 1
	comp '1\n2\n' '1\n' lines; is WA 1
	comp '1\n' '' lines; is WA 1
}

@test "lines: 100,000 spaces then 0 against 0 is PE, at once (once a 36 s case)" {
	head -c 100000 /dev/zero | tr '\0' ' ' >"$BATS_TEST_TMPDIR/got"
	echo 0 >>"$BATS_TEST_TMPDIR/got"
	echo 0 >"$BATS_TEST_TMPDIR/exp"
	SECONDS=0
	run timeout 15 "$BIN/compare" lines "$BATS_TEST_TMPDIR/exp" "$BATS_TEST_TMPDIR/got"
	is PE 2
	[ "$SECONDS" -le 1 ]
}

# ---------- unordered ----------

@test "unordered: the lines of a block in any order are AC; blocks keep their order" {
	comp 'a\nb\nc\n\nd\ne\n' 'c\na\nb\n\ne\nd\n' unordered; is AC 0
	comp 'a\nb\n' 'b \r\na\t\n\n\n' unordered; is AC 0            # cut as in lines
	comp 'a\n\nb\n' 'b\n\na\n' unordered; is WA 1                 # blocks swapped
	L1='a line longer than eight bytes' L2='another line, also long'
	comp "$L1\n$L2\n" "$L2\n$L1\n" unordered; is AC 0
	comp "$L1\n$L2\n" "$L2\n${L1}!\n" unordered; is WA 1
}

@test "unordered: counts matter; a line moved between blocks WA; empty lines make blocks" {
	comp 'x\nx\ny\n' 'x\ny\ny\n' unordered; is WA 1
	comp 'x\nx\ny\n' 'y\nx\nx\n' unordered; is AC 0
	comp 'a\nb\n\nc\n' 'a\n\nb\nc\n' unordered; is WA 1          # b moved to block 2
	comp 'a\n\n\nb\n' 'a\n\nb\n' unordered; is WA 1   # two empty lines: an empty block
	comp 'a\n\n\nb\n' 'a\n \n\t\nb\n' unordered; is AC 0
	comp 'a\n' 'a\n\n\nb\n' unordered; is WA 1                     # blocks after the last one
	comp 'a\n\nb\n' 'a\n' unordered; is WA 1                       # a block missing
	comp '' '' unordered; is AC 0
}

# ---------- tokens ----------

@test "tokens: any whitespace between tokens is AC; a changed or extra token WA" {
	comp '1 2\n3\n' ' 1\t\f2\v\r\n\n3' tokens; is AC 0
	comp '' ' \n\t\n' tokens; is AC 0
	comp '1 2 3\n' '1 2 4\n' tokens; is WA 1
	comp '1 2 3\n' '1 2 3 4\n' tokens; is WA 1
	comp '1 2 3\n' '1 2\n' tokens; is WA 1
	comp '12\n' '1 2\n' tokens; is WA 1
	comp 'Yes\n' 'yes\n' tokens; is WA 1
}

@test "tokens-nocase: ASCII letters of either case are AC; nothing else is folded" {
	comp 'Yes NO\n' 'yES no\n' tokens-nocase; is AC 0
	comp 'Yes\n' 'Yes!\n' tokens-nocase; is WA 1
	comp '[\n' '{\n' tokens-nocase; is WA 1     # 0x5b and 0x7b differ by the case bit only
	comp '@\n' '`\n' tokens-nocase; is WA 1
	comp '\xc3\x89\n' '\xc3\xa9\n' tokens-nocase; is WA 1   # É/é: not ASCII
}

# ---------- float ----------

@test "float ABS: |e-g| <= ABS inclusive (exact binary values), just outside WA" {
	comp '1\n' '1.5\n' float 0.5 0; is AC 0
	comp '1\n' '0.5\n' float 0.5 0; is AC 0
	comp '1\n' '1.5000001\n' float 0.5 0; is WA 1
	comp '1\n' '0.4999999\n' float 0.5 0; is WA 1
	comp '1\n' '1.0000009\n' float 1e-6 0; is AC 0
	comp '1\n' '0.9999991\n' float 1e-6 0; is AC 0
	comp '1\n' '1.0000011\n' float 1e-6 0; is WA 1
	comp '0\n' '-0.0000011\n' float 1e-6 0; is WA 1
}

@test "float REL: |e-g| <= REL*|e|, relative to the expected value, inclusive; just outside WA" {
	comp '4\n' '5\n' float 0 0.25; is AC 0          # 1 <= 0.25*4
	comp '4\n' '3\n' float 0 0.25; is AC 0
	comp '4\n' '5.000001\n' float 0 0.25; is WA 1
	comp '4\n' '2.999999\n' float 0 0.25; is WA 1
	comp '5\n' '4\n' float 0 0.2; is AC 0     # 1 <= 0.2*5 (relative to 4 it would be 0.25)
	comp '4\n' '5\n' float 0 0.2; is WA 1           # 1 > 0.2*4
	comp '1e12\n' '1000000999999\n' float 0 1e-6; is AC 0
	comp '1e12\n' '1000001000001\n' float 0 1e-6; is WA 1
	comp '0\n' '1e-300\n' float 0 1; is WA 1        # relative to 0 nothing is close but 0
	comp '1e12\n' '1000001000001\n' float 2 1e-6; is WA 1    # neither tolerance holds
	comp '1e12\n' '1000000000001\n' float 2 0; is AC 0        # ABS alone suffices
}

@test "float: number syntax; other tokens (inf, nan, hex, words) byte for byte" {
	comp '1 -0 0.5 100\n' '+1.000 0 .5 1e2\n' float 0 0; is AC 0
	comp '1.\n' '1\n' float 0 0; is AC 0
	comp 'abc nan inf 1e400\n' 'abc nan inf 1e400\n' float 1 1; is AC 0
	comp 'abc\n' 'ABC\n' float 1 1; is WA 1
	comp 'inf\n' 'INF\n' float 1 1; is WA 1
	comp '1e400\n' '1e401\n' float 1 1; is WA 1    # not finite: not numbers
	comp '16\n' '0x10\n' float 0 0; is WA 1        # hex is not decimal
	comp '1\n' 'one\n' float 1 1; is WA 1
	comp '1\n' '1e\n' float 1 1; is WA 1
	comp '1\n' '1 2\n' float 1 1; is WA 1
	comp '.\n' '.\n' float 1 1; is AC 0
	# 900 integer digits then a fraction: beyond the digits kept, still the right value
	big="1$(printf '%0900d' 0).5e-900"
	comp '1.0\n' "$big\n" float 0 0; is AC 0
	comp '1.0\n' "${big/1/2}\n" float 0.5 0; is WA 1
}

@test "float: ABS and REL must be decimal numbers >= 0; a mode's arguments are counted" {
	comp '1\n' '1\n' float 1e-6; [ "$status" -eq 3 ]
	comp '1\n' '1\n' float -1 0; [ "$status" -eq 3 ]
	comp '1\n' '1\n' float abc 0; [ "$status" -eq 3 ]
	comp '1\n' '1\n' float 0x1 0; [ "$status" -eq 3 ]
	comp '1\n' '1\n' tokens 1; [ "$status" -eq 3 ]
}

# ---------- case numbers ----------

@test "--cases lines: K is the first differing line, N+1 for extra output, 0 for AC" {
	comp '1\n2\n3\n4\n5\n' '1\n2\n3\n4\n5\n' --cases lines lines; is 'AC 0 5' 0
	comp '1\n2\n3\n4\n5\n' '1\n2\n9\n4\n5\n' --cases lines lines; is 'WA 3 5' 1
	comp '1\n2\n3\n4\n5\n' '1\n2\n3\n4\n5\n6\n' --cases lines lines; is 'WA 6 5' 1
	comp '1\n2\n3\n4\n5\n' '1\n2\n3\n' --cases lines lines; is 'WA 4 5' 1
	comp '1\n2\n3\n4\n5\n\n\n' '1\n2\n3\n4\n5\n' --cases lines lines; is 'AC 0 5' 0
	comp '1 2\n3\n' '1\n2 3\n' --cases lines lines; is 'PE 1 2' 2
	comp '1\n2\n' '1\n2 \n' --cases lines exact; is 'WA 2 2' 1
	comp '1\n2\n' '1\n2\n\n' --cases lines exact; is 'WA 3 2' 1
	comp '' 'x\n' --cases lines lines; is 'WA 1 0' 1
}

@test "--cases blocks: K is the first differing block; extra blocks N+1; a longer last block N" {
	E='a\nb\n\nc\n\nd\ne\n'
	comp "$E" "$E" --cases blocks lines; is 'AC 0 3' 0
	comp "$E" 'a\nb\n\nX\n\nd\ne\n' --cases blocks lines; is 'WA 2 3' 1
	comp "$E" 'a\nb\n\nc\nX\n\nd\ne\n' --cases blocks lines; is 'WA 2 3' 1   # block 2 longer
	comp "$E" 'a\nb\nc\n\nd\ne\n' --cases blocks lines; is 'PE 1 3' 2       # a boundary missing
	comp "$E" "${E}\nf\n" --cases blocks lines; is 'WA 4 3' 1    # a block after the last
	comp "$E" "${E}f\n" --cases blocks lines; is 'WA 3 3' 1      # the last block longer
	comp "$E" 'a\nb\n\nc\n' --cases blocks lines; is 'WA 3 3' 1  # the last block missing
	comp "$E" 'a\nb\n\nc\n\n' --cases blocks lines; is 'WA 3 3' 1
	# an empty block inserted
	comp "$E" 'a\nb\n\n\nc\n\nd\ne\n' --cases blocks lines; is 'PE 2 3' 2
	comp "$E" 'b\na\n\nc\n\ne\nd\n' --cases blocks unordered; is 'AC 0 3' 0
	comp "$E" 'b\na\n\nc\n\ne\nX\n' --cases blocks unordered; is 'WA 3 3' 1
	comp "$E" "${E}\nf\n" --cases blocks unordered; is 'WA 4 3' 1
	# block 3 starts on line 6
	comp "$E" 'b\na\n\nc\n\ne\nX\n' --cases lines unordered; is 'WA 6 7' 1
}

@test "--cases in the token modes: the first line/block whose tokens differ" {
	comp '1\n2\n3\n4\n' '1\n2\n9\n4\n' --cases lines tokens; is 'WA 3 4' 1
	comp '1\n2\n3\n4\n' '1 2 9 4\n' --cases lines tokens; is 'WA 1 4' 1  # line 1 has all
	comp '1\n2\n3\n4\n' '1 2 3 4\n' --cases lines tokens; is 'AC 0 4' 0
	comp '1\n2\n3\n4\n' '1\n2\n3\n4\n5\n' --cases lines tokens; is 'WA 5 4' 1
	comp '1\n2\n3\n4\n' '1\n2\n3\n4 5\n' --cases lines tokens; is 'WA 4 4' 1
	comp '1\n2\n3\n4\n' '1\n2\n3\n' --cases lines tokens; is 'WA 4 4' 1
	comp '1\n2\n\n3\n4\n' '1\n2\n\n3\n5\n' --cases blocks tokens; is 'WA 2 2' 1
	comp '1\n2\n\n3\n4\n' '1 2\n\n3 4\n' --cases blocks tokens; is 'AC 0 2' 0
	comp '1.0\n2.0\n' '1.0\n2.5\n' --cases lines float 0.1 0; is 'WA 2 2' 1
	comp 'A\nB\n' 'a\nc\n' --cases lines tokens-nocase; is 'WA 2 2' 1
}

# ---------- --diff ----------

@test "--diff: line numbers, expected and received side by side, (end of file) where one has none" {
	seq 56 >"$BATS_TEST_TMPDIR/exp"
	printf '14\n9\n' >>"$BATS_TEST_TMPDIR/exp"
	seq 56 >"$BATS_TEST_TMPDIR/got"
	echo 13 >>"$BATS_TEST_TMPDIR/got"
	run "$BIN/compare" --cases lines --diff 10 lines "$BATS_TEST_TMPDIR/exp" \
		"$BATS_TEST_TMPDIR/got"
	is 'WA 57 58' 1
	[ "${lines[1]}" = "    line  expected                          | received" ]
	[ "${lines[2]}" = "      57  14                                | 13" ]
	[ "${lines[3]}" = "      58  9                                 | (end of file)" ]
	[ "${#lines[@]}" -eq 4 ]
}

@test "--diff: blanks visible, other bytes as \\xHH, long lines cut at 32 columns" {
	comp 'a b\tc\r\n' 'a  b\n' --diff 5 lines
	is WA 1
	has "$(row 1 'a·b→c␍' 6 'a··b')"
	comp '\x01\xff\n' 'x\n' --diff 5 lines
	has "$(row 1 '\x01\xff' 8 x)"
	long=$(printf 'abcdefghij%.0s' 1 2 3 4)
	comp "$long\n" "${long}x\n" --diff 5 lines
	has "$(row 1 "${long:0:31}…" 32 "${long:0:31}…")"
	exact32=$(printf 'abcdefgh%.0s' 1 2 3 4)   # exactly 32 columns: not cut
	comp "$exact32\n" 'x\n' --diff 5 lines
	has "$(row 1 "$exact32" 32 x)"
}

@test "--diff N: at most N rows, then how many more differ; PE shows its lines; exact shows ↵" {
	comp '1\n2\n3\n4\n5\n' '9\n9\n9\n9\n9\n' --diff 2 lines
	[ "${#lines[@]}" -eq 5 ]
	has "       2  2                                 | 9"
	[ "${lines[4]}" = "          (3 more)" ]
	comp '1 2 3 4 5\n' '9 9 9 9 5\n' --diff 3 tokens
	[ "${#lines[@]}" -eq 6 ] && [ "${lines[5]}" = "          (1 more)" ]
	comp '1\n2\n3\n' '9\n9\n3\n' --diff 2 lines # no more: no such row
	[ "${#lines[@]}" -eq 4 ]
	comp '1 2\n' '1\n2\n' --diff 5 lines
	is PE 2
	has "       1  1·2                               | 1"
	has "       2  (end of file)                     | 2"
	comp 'a\n' 'a' --diff 5 exact
	has "       1  a↵                                | a"
	comp 'a\n' 'a\n' --diff 5 exact
	[ "$output" = AC ]
	comp '1\n' '2\n' --diff 0 lines
	[ "$output" = WA ]
}

@test "--diff, unordered: the first differing block's missing and unexpected lines" {
	comp 'a\n\nb\nc\nd\n' 'a\n\nd\nx\nb\n' --cases blocks --diff 5 unordered
	is 'WA 2 2' 1
	has "    block 2: 1 line missing, 1 unexpected"
	has "    line  missing (expected, not received)"
	has "       4  c"
	has "    line  unexpected (received, not expected)"
	has "       4  x"
	comp 'a\n' 'a\n\nz\n' --diff 5 unordered
	has "    block 2: 0 lines missing, 1 unexpected (expected has no such block)"
	has "       3  z"
	comp 'x\nx\nx\nx\n' 'y\n' --diff 2 unordered
	has "    block 1: 4 lines missing, 1 unexpected"
	has "          (2 more)"
}

@test "--diff, token modes: the differing tokens with their line numbers; float shows the errors" {
	comp '1 2\n3\n' '1\n2\n4 5\n' --diff 5 tokens
	is WA 1
	has "   token     line  expected                          |     line  received"
	has "       3        2  3                                 |        3  4"
	has "       4        -  (end of file)                     |        3  5"
	comp '1.5\n' '1.6\n' --diff 5 float 0.01 0.01
	has "       1        1  1.5                               |        1  1.6"
	[[ "$output" == *"|e-g| = 0.1 (ABS 0.01), |e-g|/|e| = 0.0666667 (REL 0.01)"* ]]
}

@test "--color: expected green, received red; never without it" {
	comp '1\n' '2\n' --diff 5 --color lines
	[[ "$output" == *$'\e[32m1\e[0m'* && "$output" == *$'\e[31m2\e[0m'* ]]
	comp '1\n' '2\n' --diff 5 lines
	[[ "$output" != *$'\e'* ]]
}

@test "usage and I/O errors exit 3 with a message; a pipe is read like a file" {
	run "$BIN/compare" lines /nonexistent "$BATS_TEST_TMPDIR/x"
	[ "$status" -eq 3 ] && [[ "$output" == *"cannot open"* ]]
	comp 1 1 nosuchmode; [ "$status" -eq 3 ]
	comp 1 1 --diff -1 lines; [ "$status" -eq 3 ]
	comp 1 1 --cases rows lines; [ "$status" -eq 3 ]
	run "$BIN/compare" lines "$BATS_TEST_TMPDIR/only-one"
	[ "$status" -eq 3 ]
	printf '1 2\n' >"$BATS_TEST_TMPDIR/exp"
	run bash -c "printf '1  2\r\n' | '$BIN/compare' lines '$BATS_TEST_TMPDIR/exp' /dev/stdin"
	is PE 2
}

# ---------- linear time: $MIB MiB in every shape ----------

# timed ARGS...: compare ARGS under `timeout`; sets secs (wall) and kib (peak RSS, - if unknown).
timed() {
	local t0=$EPOCHREALTIME rss="$BATS_TEST_TMPDIR/rss"
	if [ -x /usr/bin/time ]; then
		run timeout "$LIMIT" /usr/bin/time -f '%M' -o "$rss" "$BIN/compare" "$@"
		kib=$(tail -n 1 "$rss")
	else
		run timeout "$LIMIT" "$BIN/compare" "$@"
		kib=-
	fi
	secs=$(awk -v a="$t0" -v b="$EPOCHREALTIME" 'BEGIN { printf "%.2f", b - a }')
}

# shape NAME: $MIB MiB files $T/NAME.exp and $T/NAME.got (the same but for one byte at the very
# end, so that every pass reads everything): one line of words; many short lines; a grid of
# 1000 one-digit tokens a row; one token (a number of $MIB Mi digits); spaces then a token.
shape() {
	local t="$BATS_TEST_TMPDIR" row size
	case "$1" in
	line) { yes abcdefg | head -n $((SIZE / 8)) | tr '\n' ' '; echo end; } >"$t/line.exp" ;;
	short) yes 12345 | head -n $((SIZE / 6)) >"$t/short.exp" ;;
	grid) row=$(printf '0 1 %.0s' $(seq 499))'0 1'
		yes "$row" | head -n $((SIZE / 2000)) >"$t/grid.exp" ;;
	token) { printf 0.; head -c "$SIZE" /dev/zero | tr '\0' 7; echo; } >"$t/token.exp" ;;
	spaces) echo 0 >"$t/spaces.exp"
		{ head -c "$SIZE" /dev/zero | tr '\0' ' '; echo 0; } >"$t/spaces.got"
		return ;;
	esac
	cp "$t/$1.exp" "$t/$1.got"
	size=$(stat -c %s "$t/$1.got")
	printf 8 | dd of="$t/$1.got" bs=1 seek=$((size - 2)) conv=notrunc 2>/dev/null
}

# linear SHAPE MODE=VERDICT...: each mode on the shape, with --cases lines --diff 10, within the
# limit; peak RSS under 8 MiB (the files are not held) except unordered (whose memory is the
# distinct lines of a reordered block); the figures go to bats' output.
linear() {
	local s="$1" t="$BATS_TEST_TMPDIR" spec mode want report=''
	shift
	shape "$s"
	for spec in "$@"; do
		mode="${spec%=*}" want="${spec##*=}"
		# shellcheck disable=SC2086 # float's tolerances are separate words
		timed --cases lines --diff 10 $mode "$t/$s.exp" "$t/$s.got"
		[ "$status" -ne 124 ] || { echo "$s $mode: over $LIMIT s"; false; }
		[ "${lines[0]}" = "$want" ] ||
			{ echo "$s $mode: wanted '$want', got '${lines[0]}'"; false; }
		awk -v s="$secs" -v l="$LIMIT" 'BEGIN { exit !(s < l) }'
		[ "$kib" = - ] || [[ "$mode" == unordered ]] || [ "$kib" -lt 8192 ] ||
			{ echo "$s $mode: peak RSS $kib KiB"; false; }
		report+=" ${mode%% *} ${secs}s/${kib}KiB"
	done
	echo "# $MIB MiB $s:$report" >&3
}

@test "$MIB MiB, one line of $((SIZE >> 23)) Mi words: every mode within $LIMIT s, RSS < 8 MiB" {
	linear line 'exact=WA 1 1' 'lines=WA 1 1' 'unordered=WA 1 1' 'tokens=WA 1 1' \
		'tokens-nocase=WA 1 1' 'float 1e-6 1e-6=WA 1 1'
}

@test "$MIB MiB of spaces then a token, against the token: every mode within $LIMIT s" {
	linear spaces 'exact=WA 1 1' 'lines=PE 1 1' 'unordered=WA 1 1' 'tokens=AC 0 1' \
		'tokens-nocase=AC 0 1' 'float 1e-6 1e-6=AC 0 1'
}

@test "$MIB MiB of short lines ($((SIZE / 6 >> 20)) Mi lines): every mode within $LIMIT s" {
	local n=$((SIZE / 6))
	linear short "exact=WA $n $n" "lines=WA $n $n" "unordered=WA 1 $n" "tokens=WA $n $n" \
		"tokens-nocase=WA $n $n" "float 1e-6 1e-6=WA $n $n"
}

@test "$MIB MiB grid, 1000 tokens a row: every mode within $LIMIT s" {
	local n=$((SIZE / 2000))
	linear grid "exact=WA $n $n" "lines=WA $n $n" "unordered=WA 1 $n" "tokens=WA $n $n" \
		"tokens-nocase=WA $n $n" "float 1e-6 1e-6=WA $n $n"
}

@test "one $MIB MiB token ($MIB Mi digits): every mode within $LIMIT s; float reads it" {
	# 0.777...7 against 0.777...8: a difference of 10^-SIZE, within any tolerance
	linear token 'exact=WA 1 1' 'lines=WA 1 1' 'unordered=WA 1 1' 'tokens=WA 1 1' \
		'tokens-nocase=WA 1 1' 'float 1e-6 0=AC 0 1'
}

@test "$MIB MiB, full matrix: identical files, --cases blocks, a shuffled block (SLOW=1)" {
	slow_or_skip "about a minute"
	local s mode t="$BATS_TEST_TMPDIR" report
	for s in line short grid token spaces; do
		shape "$s"
		report=''
		for mode in exact lines unordered tokens tokens-nocase 'float 1e-6 1e-6'; do
			# shellcheck disable=SC2086
			timed --cases blocks --diff 10 $mode "$t/$s.got" "$t/$s.got"
			[ "${lines[0]}" = "AC 0 1" ] || { echo "$s $mode: $output"; false; }
			awk -v s="$secs" -v l="$LIMIT" 'BEGIN { exit !(s < l) }'
			report+=" ${mode%% *} ${secs}s/${kib}KiB"
		done
		echo "# $MIB MiB $s, identical:$report" >&3
		rm -f "$t/$s.exp" "$t/$s.got"
	done
	# SIZE / 8 distinct lines, reordered: the hash table's worst case
	awk -v n=$((SIZE / 8)) 'BEGIN { for (i = 0; i < n; i++) printf "%07d\n", i }' >"$t/u.exp"
	shuf --random-source=<(yes) "$t/u.exp" >"$t/u.got"
	timed --cases blocks --diff 10 unordered "$t/u.exp" "$t/u.got"
	[ "${lines[0]}" = "AC 0 1" ]
	echo "# $MIB MiB, $((SIZE >> 23)) Mi distinct lines shuffled, unordered AC: ${secs}s/${kib}KiB" >&3
	sed -i '1s/.*/changed/' "$t/u.got"
	timed --cases blocks --diff 10 unordered "$t/u.exp" "$t/u.got"
	[ "${lines[0]}" = "WA 1 1" ]
	has "       1  changed"
	echo "# $MIB MiB, $((SIZE >> 23)) Mi distinct lines shuffled, one changed, unordered WA:" \
		"${secs}s/${kib}KiB" >&3
}

# ---------- cases ----------

# cases ARGS...: run the cases tool.
cases() { run "$BIN/cases" "$@"; }

@test "cases count: each real input splits into as many cases as its .out has, or says why not" {
	local p spec f want n
	declare -A fails=(
		[hdu2953/23-fewer-cubes]="announced 20 cases but only 12 complete ones"
		[hdu2953/25-t-above-int]="the count '2147483648' is above 1000000"
		[hdu2953/26-t-20-digits]="the count '99999999999999999999' is above 1000000"
		[hdu2953/27-t-int-min]="the count '-2147483648' is negative"
		[uva12445/22-fewer]="announced 9 cases but only 2 complete ones"
		[uva12445/31-truncated]="announced 3 cases but only 1 complete one"
		[uva12445/32-bad-count]="the count 'three' is not a number"
		[skewb/24-fewer-cases]="announced 10 cases but only 4 complete ones"
		[skewb/28-huge-t]="the count '18446744073709551617' is above 1000000"
		[skewb/31-invalid-format]="announced 14 cases but only 13 complete ones"
	)
	for spec in hdu2953:count:12 uva12445:count:12 skewb:count:6 lanqiao2017_cube:lines; do
		p="${spec%%:*}" spec="${spec#*:}"
		for f in "$DATA/$p"/*.in; do
			n="$p/$(basename "$f" .in)"
			cases count "$spec" "$f"
			if [ -n "${fails[$n]:-}" ]; then
				[ "$status" -eq 1 ] && [ "$output" = "cases: ${fails[$n]}" ] ||
					{ echo "$n: $status $output"; false; }
				continue
			fi
			want=$(awk 'END { print NR }' "${f%.in}.out")
			# lanqiao: an input without a colouring means the contest's one (one answer)
			[[ "$p" == lanqiao2017_cube && "$output" == 0 ]] && want=0
			[ "$status" -eq 0 ] && [ "$output" = "$want" ] ||
				{ echo "$n: $output, want $want"; false; }
		done
	done
}

@test "cases count lines on uva197 equals the blocks of each .out (by compare --cases blocks)" {
	local f n
	for f in "$DATA"/uva197/*.in; do
		cases count lines "$f"
		n="$output"
		run "$BIN/compare" --cases blocks exact "${f%.in}.out" "${f%.in}.out"
		[ "$output" = "AC 0 $n" ] || { echo "$f: $n cases, compare says $output"; false; }
	done
}

@test "cases input count:12: hdu2953's multi-line net keeps its layout, prefixed by the count 1" {
	# with the empty line that ends each cube: the one-case file is valid hdu2953 input
	"$BIN/cases" input count:12 "$DATA/hdu2953/01-sample.in" 1 >"$BATS_TEST_TMPDIR/one"
	run "$BUILD/validator/hdu2953" <"$BATS_TEST_TMPDIR/one"
	[ "$status" -eq 42 ]
	cases input count:12 "$DATA/hdu2953/01-sample.in" 2
	[ "$status" -eq 0 ]
	[ "$output" = "$(printf '1\n'; sed -n 9,14p "$DATA/hdu2953/01-sample.in")" ]
	cases input count:12 "$DATA/hdu2953/01-sample.in" 1
	[ "$output" = "$(printf '1\n'; sed -n 2,7p "$DATA/hdu2953/01-sample.in")" ]
	cases input count:12 "$DATA/hdu2953/01-sample.in" 3
	[ "$status" -eq 2 ] && [[ "$output" == *"out of range"* ]]
	cases input count:12 "$DATA/hdu2953/01-sample.in" 0
	[ "$status" -eq 2 ]
}

@test "cases input count:T: CRLF kept, a case over lines, a count on a case's line, no EOL" {
	"$BIN/cases" input count:12 "$DATA/hdu2953/20-crlf.in" 1 >"$BATS_TEST_TMPDIR/c"
	# (the cube's six lines and the empty CRLF line after it: a valid one-cube input)
	cmp -s "$BATS_TEST_TMPDIR/c" <(printf '1\n'; sed -n 2,8p "$DATA/hdu2953/20-crlf.in")
	# uva12445 20-whitespace: the count, a blank line, then a case's 12 tokens on 12 lines
	cases input count:12 "$DATA/uva12445/20-whitespace.in" 1
	[ "$output" = "$(printf '1\n'; sed -n 3,14p "$DATA/uva12445/20-whitespace.in")" ]
	printf '2 1 2 3\n4 5 6' >"$BATS_TEST_TMPDIR/in"
	cases input count:3 "$BATS_TEST_TMPDIR/in" 1
	[ "$output" = $'1\n1 2 3' ]
	cases input count:3 "$BATS_TEST_TMPDIR/in" 2
	[ "$output" = $'1\n4 5 6' ]
	"$BIN/cases" input count:3 "$BATS_TEST_TMPDIR/in" 2 | tail -c 1 | od -c | grep -q '\\n'
	printf '3 a b c d\ne f\n' >"$BATS_TEST_TMPDIR/in"
	cases input count:2 "$BATS_TEST_TMPDIR/in" 2     # c d: preceded and followed on its line
	[ "$output" = $'1\nc d' ]
	cases input count:2 "$BATS_TEST_TMPDIR/in" 3
	[ "$output" = $'1\ne f' ]
}

@test "cases input count:6: skewb's CR-only and mixed line ends split at the tokens" {
	cases input count:6 "$DATA/skewb/26-cr-only.in" 3
	[ "$status" -eq 0 ]
	[ "$output" = $'1\nYBWWW GRRGG RGGBY BWRYO WYOOO OBRYB' ]
	"$BIN/cases" input count:6 "$DATA/skewb/27-mixed-line-ends.in" 1 >"$BATS_TEST_TMPDIR/c"
	cmp -s "$BATS_TEST_TMPDIR/c" <(printf '1\nBOGWW\vYRYGR\vWBGGW\vOYOYY\vRBROO\vGRWBB\n')
	cases input count:6 "$DATA/skewb/25-more-lines-than-cases.in" 2
	[ "$output" = "1"$'\n'"$(sed -n 3p "$DATA/skewb/25-more-lines-than-cases.in")" ]
	cases input count:6 "$DATA/skewb/25-more-lines-than-cases.in" 3
	[ "$status" -eq 2 ]
}

@test "cases input lines: the K-th non-blank line as it is (CR, inner CRs, no final newline)" {
	local f="$DATA/lanqiao2017_cube/20-format.in"
	"$BIN/cases" input lines "$f" 3 >"$BATS_TEST_TMPDIR/c"
	cmp -s "$BATS_TEST_TMPDIR/c" <(printf '\tABCABC\t\r\n')
	"$BIN/cases" input lines "$f" 4 >"$BATS_TEST_TMPDIR/c"
	cmp -s "$BATS_TEST_TMPDIR/c" <(printf 'A\rA\rA\rA\rA\rB\n')
	cases input lines "$f" 6
	[ "$output" = ABCABC ]
	cases input lines "$f" 7
	[ "$status" -eq 2 ]
	cases input lines "$DATA/lanqiao2017_cube/32-blank-only.in" 1
	[ "$status" -eq 2 ]
	cases input lines "$DATA/uva197/04-blank-lines.in" 2
	[ "$output" = "$(grep -v '^[[:space:]]*$' "$DATA/uva197/04-blank-lines.in" | sed -n 2p)" ]
}

@test "cases output lines|blocks: the line or block (uva197) as in the file; past the end exit 2" {
	local out="$DATA/uva197/05-crlf.out"
	"$BIN/cases" output blocks "$out" 2 >"$BATS_TEST_TMPDIR/c"
	cmp -s "$BATS_TEST_TMPDIR/c" <(awk '/^[ \t\r]*$/ { b++; next } b == 1' "$out")
	cases output blocks "$out" 5
	[ "$status" -eq 2 ]
	printf 'a\n\n\nb\nc\n\n\n' >"$BATS_TEST_TMPDIR/o"
	cases output blocks "$BATS_TEST_TMPDIR/o" 2
	[ "$status" -eq 0 ] && [ "$output" = "" ]          # an empty block
	cases output blocks "$BATS_TEST_TMPDIR/o" 3
	[ "$output" = $'b\nc' ]
	cases output blocks "$BATS_TEST_TMPDIR/o" 4
	[ "$status" -eq 2 ]
	cases output lines "$BATS_TEST_TMPDIR/o" 4
	[ "$output" = b ]
	cases output lines "$BATS_TEST_TMPDIR/o" 6
	[ "$status" -eq 2 ]
}

@test "cases agrees with compare: the block compare names differs, the ones before it do not" {
	printf 'a\nb\n\nc\nd\n\ne\n' >"$BATS_TEST_TMPDIR/exp"
	printf 'a\nb\n\nc\nx\n\ne\n' >"$BATS_TEST_TMPDIR/got"
	run "$BIN/compare" --cases blocks lines "$BATS_TEST_TMPDIR/exp" "$BATS_TEST_TMPDIR/got"
	[ "$output" = "WA 2 3" ]
	[ "$("$BIN/cases" output blocks "$BATS_TEST_TMPDIR/exp" 1)" = \
		"$("$BIN/cases" output blocks "$BATS_TEST_TMPDIR/got" 1)" ]
	[ "$("$BIN/cases" output blocks "$BATS_TEST_TMPDIR/exp" 2)" = $'c\nd' ]
	[ "$("$BIN/cases" output blocks "$BATS_TEST_TMPDIR/got" 2)" = $'c\nx' ]
}

@test "cases on broken files: each fails with its reason (exit 1), never crashes" {
	local t="$BATS_TEST_TMPDIR"
	: >"$t/empty"
	cases count count:3 "$t/empty"
	[ "$status" -eq 1 ] && [ "$output" = "cases: no count: the file has no tokens" ]
	printf '0\n' >"$t/zero"
	cases count count:3 "$t/zero"
	[ "$status" -eq 0 ] && [ "$output" = 0 ]
	cases input count:3 "$t/zero" 1
	[ "$status" -eq 2 ]
	printf '3x\n1 2 3\n' >"$t/bad"
	cases count count:3 "$t/bad"
	[ "$status" -eq 1 ] && [ "$output" = "cases: the count '3x' is not a number" ]
	printf -- '-\n' >"$t/bad"
	cases count count:3 "$t/bad"
	[ "$status" -eq 1 ] && [ "$output" = "cases: the count '-' is not a number" ]
	printf '+2 a b\n' >"$t/bad"
	cases input count:1 "$t/bad" 2
	[ "$status" -eq 0 ] && [ "$output" = $'1\nb' ]        # a sign, as scanf reads it
	printf -- '-0 a\n' >"$t/bad"
	cases count count:1 "$t/bad"
	[ "$status" -eq 0 ] && [ "$output" = 0 ]
	printf '1000001\n' >"$t/bad"
	cases count count:1 "$t/bad"
	[ "$status" -eq 1 ] && [ "$output" = "cases: the count '1000001' is above 1000000" ]
	printf '2\r\n1 2 3\r\n4 5\r\n' >"$t/bad"
	cases input count:3 "$t/bad" 1
	[ "$status" -eq 1 ] && [ "$output" = "cases: announced 2 cases but only 1 complete one" ]
	printf '\x01\xff%.0s' $(seq 40) >"$t/bad"
	cases count count:1 "$t/bad"
	[ "$status" -eq 1 ] &&
		[[ "$output" == "cases: the count '\\x01\\xff"*"...' is not a number" ]]
	# a count token of SIZE digits and a file of only whitespace
	head -c "$SIZE" /dev/zero | tr '\0' 9 >"$t/big"
	run timeout 15 "$BIN/cases" count count:1 "$t/big"
	[ "$status" -eq 1 ] && [[ "$output" == *"is above 1000000" ]]
	head -c 100000 /dev/zero | tr '\0' '\n' >"$t/ws"
	cases count lines "$t/ws"
	[ "$output" = 0 ]
}

@test "cases: usage errors exit 3" {
	cases; [ "$status" -eq 3 ]
	cases input count:0 "$DATA/hdu2953/01-sample.in" 1; [ "$status" -eq 3 ]
	cases input count:x "$DATA/hdu2953/01-sample.in" 1; [ "$status" -eq 3 ]
	cases input words "$DATA/hdu2953/01-sample.in" 1; [ "$status" -eq 3 ]
	cases input lines "$DATA/hdu2953/01-sample.in" one; [ "$status" -eq 3 ]
	cases output tokens "$DATA/hdu2953/01-sample.out" 1; [ "$status" -eq 3 ]
	cases count lines /nonexistent; [ "$status" -eq 3 ]
	cases count lines "$DATA/hdu2953/01-sample.in" 1; [ "$status" -eq 3 ]
}

@test "cases: a pipe is read like a file; a count or K past the range is a usage error" {
	run bash -c "printf 'a\n\nb  \n\n\n' | '$BIN/cases' output blocks /dev/stdin 2"
	[ "$status" -eq 0 ] && [ "$output" = "b  " ]
	run bash -c "printf '2\n1 2\n3 4\n' | '$BIN/cases' input count:2 /dev/stdin 2"
	[ "$status" -eq 0 ] && [ "$output" = $'1\n3 4' ]
	cases input count:1000001 "$DATA/hdu2953/01-sample.in" 1; [ "$status" -eq 3 ]
	cases input lines "$DATA/hdu2953/01-sample.in" 1000000000000000001; [ "$status" -eq 3 ]
	cases input lines "$DATA/hdu2953/01-sample.in" 99999999999999999999; [ "$status" -eq 3 ]
}

@test "cases inputs / outputs: every case's offsets in one pass, for the failing-case search" {
	printf 'a\n\nb c\n' >"$BATS_TEST_TMPDIR/in"
	cases inputs lines "$BATS_TEST_TMPDIR/in"
	[ "$status" -eq 0 ] && [ "$output" = $'0 2\n3 7' ]
	printf '2\n1 2\n3\n4\n' >"$BATS_TEST_TMPDIR/in"
	cases inputs count:2 "$BATS_TEST_TMPDIR/in"
	[ "$status" -eq 0 ] && [ "$output" = $'2 6\n6 10' ]
	printf 'a\nb\n\nc\n' >"$BATS_TEST_TMPDIR/out"
	cases outputs blocks "$BATS_TEST_TMPDIR/out" 3 # block 3 missing: it ends where 2 does
	[ "$status" -eq 0 ] && [ "$output" = $'4\n7\n7' ]
	cases outputs lines "$BATS_TEST_TMPDIR/out" 2
	[ "$status" -eq 0 ] && [ "$output" = $'2\n4' ]
	# more than the 1000 cases the search takes: refused; a usage error without N
	seq 1001 >"$BATS_TEST_TMPDIR/in"
	cases inputs lines "$BATS_TEST_TMPDIR/in"; [ "$status" -eq 1 ]
	cases outputs lines "$BATS_TEST_TMPDIR/out"; [ "$status" -eq 3 ]
	# linear: the offsets of 1000 cases of a SIZE output in one pass
	head -c "$SIZE" /dev/zero | tr '\0' x >"$BATS_TEST_TMPDIR/big"
	local t0=$SECONDS
	cases outputs lines "$BATS_TEST_TMPDIR/big" 1000
	[ "$status" -eq 0 ] && [ "${lines[999]}" = "$SIZE" ] && ((SECONDS - t0 < LIMIT))
}

@test "cases answered: the whole cases of an output cut short, the last one only with its end, linear" {
	local text lines_want blocks_want
	# each file: the whole lines, then the whole blocks (a block ends at a blank line after it)
	while IFS='|' read -r text lines_want blocks_want; do
		printf "$text" >"$BATS_TEST_TMPDIR/out"
		cases answered lines "$BATS_TEST_TMPDIR/out"
		[ "$status" -eq 0 ] && [ "$output" = "$lines_want" ] || { echo "lines '$text': $output"; false; }
		cases answered blocks "$BATS_TEST_TMPDIR/out"
		[ "$status" -eq 0 ] && [ "$output" = "$blocks_want" ] || { echo "blocks '$text': $output"; false; }
	done <<-'EOF'
		|0|0
		1|0|0
		1\n|1|0
		1\n2|1|0
		1\n2\n|2|0
		1\n2\n\n|2|1
		1\r\n2\r\n \t\r\n\n|2|1
		1\n\n2\n3|3|1
		1\n\n2\n3\n\n|4|2
		1\n\n\n2\n|4|2
	EOF
	cases answered lines "$BATS_TEST_TMPDIR/nothing"; [ "$status" -eq 3 ]
	cases answered count:2 "$BATS_TEST_TMPDIR/out"; [ "$status" -eq 3 ]
	# linear: an output of one-byte lines (MIB MiB: SIZE / 2 lines) in one pass
	head -c "$SIZE" < <(yes 0) >"$BATS_TEST_TMPDIR/big"
	local t0=$SECONDS
	cases answered lines "$BATS_TEST_TMPDIR/big"
	[ "$status" -eq 0 ] && [ "$output" = $((SIZE / 2)) ] && ((SECONDS - t0 < LIMIT))
}
