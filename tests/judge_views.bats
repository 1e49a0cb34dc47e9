#!/usr/bin/env bats
# judge_views.bats -- what judge.sh shows and leaves behind: every view (stderr, case, diff,
# compile command, file and test names) safe for a terminal whatever a program prints, test
# patterns never expanded against the caller's folder, nothing left in TMPDIR when the reader
# of the judge's output stops early.

load helpers

setup_file() { need_build tools; }

JUDGE_TIMEOUT=120

@test "test patterns match the problem's tests only, never files in the caller's folder" {
	local dir pat rc
	mkdir -p "$BATS_TEST_TMPDIR/empty" "$BATS_TEST_TMPDIR/full"
	touch "$BATS_TEST_TMPDIR/full/01-zzz" "$BATS_TEST_TMPDIR/full/02-moves.in" \
		"$BATS_TEST_TMPDIR/full/zz-only-here"
	for pat in '0*' '0[12]-*' '*sample*' 'zz*'; do
		for dir in empty full; do
			rc=0
			(cd "$BATS_TEST_TMPDIR/$dir" && NO_COLOR=1 timeout 60 "$ROOT/judge.sh" --list \
				hdu2953 "$pat") >"$BATS_TEST_TMPDIR/$dir.out" 2>&1 || rc=$?
			echo "exit $rc" >>"$BATS_TEST_TMPDIR/$dir.out"
		done
		diff "$BATS_TEST_TMPDIR/empty.out" "$BATS_TEST_TMPDIR/full.out"
	done
	# and each judged test is the problem's own: 0* picks 01-sample, 02-moves, ...
	cd "$BATS_TEST_TMPDIR/full"
	NO_COLOR=1 run timeout 120 "$ROOT/judge.sh" hdu2953 '0[12]-*'
	[ "$status" -eq 0 ]
	has_verdict hdu2953 01-sample AC
	has_verdict hdu2953 02-moves AC
	[[ "$output" == *"2 passed, 0 failed"* ]]
}

@test "a reader that stops early (| head -1) leaves nothing in TMPDIR, --keep or not" {
	local tmp="$BATS_TEST_TMPDIR/tmp" keep
	mkdir -p "$tmp"
	for keep in --keep ''; do
		TMPDIR="$tmp" timeout 120 "$ROOT/judge.sh" $keep hdu2953 01-sample 02-moves 2>/dev/null |
			head -n 1 >"$BATS_TEST_TMPDIR/first"
		grep -q '^hdu2953 .*01-sample' "$BATS_TEST_TMPDIR/first"
		sleep 0.5 # (the judge ends after head)
		[ -z "$(ls -A "$tmp")" ] || { ls -A "$tmp"; false; }
	done
}

# safe FILE: FILE is safe on a terminal: valid UTF-8, no controls but newline and tab (C0, DEL),
# no C1 control written as UTF-8 (C2 80 to C2 9F).
safe() {
	iconv -f UTF-8 -t UTF-8 "$1" >/dev/null || { echo "not valid UTF-8:"; cat -v "$1"; false; }
	! LC_ALL=C grep -naP '[\x00-\x08\x0b-\x1f\x7f]|\xc2[\x80-\x9f]' "$1" | cat -v | grep .
}

# the hostile bytes (octal, as C and printf take them): ESC sequences, raw 0x9b (CSI), C2 9B
# (U+009B), an OSC ended by C2 9C (ST), lone invalid bytes; then CJK and an accent, kept.
HOSTILE='\033[2J\233[31m\302\233[32m\302\235]0;pwned\302\234\377\303x\r'
KEPT='日本語 café'
SHOWN='\e[2J\x9b[31m\u009b[32m\u009d]0;pwned\u009c\xff\xc3x\r' # HOSTILE as escape writes it

@test "escape: C0, DEL, C1 (raw and as UTF-8) and invalid bytes written out; UTF-8 text kept" {
	run bash -c "printf '$HOSTILE\\001\\177\\000 $KEPT\\tend\\n' | '$BUILD/escape' --prefix '> '"
	[ "$status" -eq 0 ]
	[ "$output" = "> $SHOWN"'\x01\x7f\0 '"$KEPT"$'\tend' ]
	# --cut: at most COLUMNS shown, then "..."; a 64 MiB line costs no memory
	run bash -c "head -c $((64 << 20)) /dev/zero | tr '\\0' x | '$BUILD/escape' --cut 5"
	[ "$output" = 'xxxxx...' ]
	run "$BUILD/escape" --cut 0; [ "$status" -eq 2 ]
}

@test "-v: stderr, case and diff views escape hostile bytes; UTF-8 text passes unchanged" {
	local r="$BATS_TEST_TMPDIR/root" name
	mkdir -p "$r/problems" "$r/testdata/bad"
	printf '#include <stdio.h>\nint main(void) { printf("%s %s\\n"); %s return 0; }\n' \
		"$HOSTILE" "$KEPT" "fprintf(stderr, \"$HOSTILE $KEPT\\n\");" >"$r/problems/bad.c"
	echo 1 >"$r/testdata/bad/1.in"
	echo 1 >"$r/testdata/bad/1.out"
	echo 'cases lines lines' >"$r/testdata/bad/judge.conf"
	JUDGE_ROOT="$r" judge -v bad
	printf '%s\n' "$output" >"$BATS_TEST_TMPDIR/view"
	has_verdict bad 1 WA
	[[ "$output" == *'received:'*"$SHOWN $KEPT"* ]]
	# the diff view (compare --diff) writes every byte outside printable ASCII as \xHH
	[[ "$output" == *'\x1b[2J\x9b[31m\xc2\x9b'* ]]
	safe "$BATS_TEST_TMPDIR/view"
	# a test named with ESC and C1 bytes: its result line (and --list -v) escaped too
	name=$(printf '2\033[2J\302\233%s' "$KEPT")
	echo 1 >"$r/testdata/bad/$name.in" && echo 1 >"$r/testdata/bad/$name.out"
	JUDGE_ROOT="$r" judge -v bad
	printf '%s\n' "$output" >"$BATS_TEST_TMPDIR/view"
	has_verdict bad '2\e[2J\u009b'"$KEPT" WA
	safe "$BATS_TEST_TMPDIR/view"
	JUDGE_ROOT="$r" judge --list -v bad
	printf '%s\n' "$output" >"$BATS_TEST_TMPDIR/view"
	[[ "$output" == *'2\e[2J\u009b'"$KEPT"* ]]
	safe "$BATS_TEST_TMPDIR/view"
	rm "$r/testdata/bad/$name".*
	sed -i 's/return 0;/return 1;/' "$r/problems/bad.c"
	JUDGE_ROOT="$r" judge -v bad
	printf '%s\n' "$output" >"$BATS_TEST_TMPDIR/view"
	has_verdict bad 1 RE
	[[ "$output" == *"stderr: $SHOWN $KEPT"* ]]
	safe "$BATS_TEST_TMPDIR/view"
}

@test "-v: a file name full of ESC, C1 and invalid bytes is escaped in the compile command and CE" {
	local d="$BATS_TEST_TMPDIR/src" name
	mkdir -p "$d"
	name=$(printf 'x\033]0;pwn\007\033[2J\302\233\233\377%s.c' "$KEPT")
	cp "$ROOT/tests/fixtures/problems/ac.c" "$d/$name"
	judge -v --source "$d/$name" ac
	printf '%s\n' "$output" >"$BATS_TEST_TMPDIR/view"
	[ "$status" -eq 0 ]
	[[ "$output" == *'    $ '*'x\e]0;pwn\x07\e[2J\u009b\x9b\xff'"$KEPT.c"* ]]
	safe "$BATS_TEST_TMPDIR/view"
	echo 'syntax error' >>"$d/$name"
	judge -v --source "$d/$name" ac
	printf '%s\n' "$output" >"$BATS_TEST_TMPDIR/view"
	[[ "$output" == *' CE '* ]]
	safe "$BATS_TEST_TMPDIR/view"
}

@test "usage and judge errors: a problem, test or file name with terminal controls is escaped" {
	local name
	name=$(printf 'x\033[2J\302\233\233%s' "$KEPT")
	local -a calls=("$name" "ac|$name" "--source|$name.c|ac") argv
	for call in "${calls[@]}"; do
		IFS='|' read -ra argv <<<"$call"
		run --separate-stderr "$ROOT/judge.sh" --root "$FIX" "${argv[@]}"
		[ "$status" -eq 2 ]
		printf '%s\n' "$stderr" >"$BATS_TEST_TMPDIR/view"
		[[ "$stderr" == *'x\e[2J\u009b\x9b'"$KEPT"* ]]
		safe "$BATS_TEST_TMPDIR/view"
	done
}
