#!/usr/bin/env bats
# judge_views.bats -- what judge.sh shows and leaves behind: every view (stderr, case, diff,
# compile command, file and test names) safe for a terminal whatever a program prints, every
# cut view saying what it left out and where the whole is, an empty answer said as such, the
# warnings that mean undefined behaviour named, test patterns never expanded against the
# caller's folder, nothing left in TMPDIR when the reader of the judge's output stops early.

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

@test "escape: C0, DEL, C1, bidi overrides and invalid bytes written out; UTF-8 text kept" {
	run bash -c "printf '$HOSTILE\\001\\177\\000 $KEPT\\tend\\n' | '$BUILD/escape' --prefix '> '"
	[ "$status" -eq 0 ]
	[ "$output" = "> $SHOWN"'\x01\x7f\0 '"$KEPT"$'\tend' ]
	# a bidirectional override or isolate (U+202E, U+2069) would reorder what follows it
	run "$BUILD/escape" <<<$'a\342\200\256b\342\201\251c\342\200\251'
	[ "$output" = 'a\u202eb\u2069c'$'\342\200\251' ] # (U+2029 is no override: kept)
	# --cut: at most COLUMNS shown, then how much was cut; a 64 MiB line costs no memory
	run bash -c "head -c $((64 << 20)) /dev/zero | tr '\\0' x | '$BUILD/escape' --cut 5"
	[ "$output" = "xxxxx... $(((64 << 20) - 5)) more bytes" ]
	run "$BUILD/escape" --cut 5 --whole $'w/\e' <<<xxxxxxx # (and where the whole is)
	[ "$output" = 'xxxxx... 2 more bytes in w/\e' ]
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

@test "-v: a name with ESC, C1 and invalid bytes is escaped in the compile command and CE" {
	local d="$BATS_TEST_TMPDIR/src" name
	mkdir -p "$d"
	name=$(printf 'x\033]0;pwn\007\033[2J\302\233\233\377%s.c' "$KEPT")
	cp "$ROOT/tests/fixtures/problems/ac.c" "$d/$name"
	judge -v --source "$d/$name" ac
	printf '%s\n' "$output" >"$BATS_TEST_TMPDIR/view"
	[ "$status" -eq 0 ]
	# in the command every byte outside ASCII as \xNN (KEPT's UTF-8 too): the line reads back
	# in every locale, where \u009b would only in a UTF-8 one
	local kept='\xe6\x97\xa5\xe6\x9c\xac\xe8\xaa\x9e caf\xc3\xa9'
	[[ "$output" == *'    $ '*'x\e]0;pwn\x07\e[2J\xc2\x9b\x9b\xff'"$kept.c"* ]]
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
	# a problem file so named is no problem name: a usage error, never a name shown raw
	local r="$BATS_TEST_TMPDIR/names"
	mkdir -p "$r/problems" "$r/testdata/v"
	cp "$FIX/problems/ac.c" "$r/problems/$name.c"
	run --separate-stderr "$ROOT/judge.sh" --root "$r" --list
	[ "$status" -eq 2 ]
	[[ "$stderr" == *'x\e[2J\u009b\x9b'"$KEPT' is not a problem name"* ]]
	# a test so named, without its .out: the JE note, and the --validate line, escaped
	rm "$r/problems/$name.c" && cp "$FIX/problems/ac.c" "$r/problems/v.c"
	printf '#include <stdio.h>\nint main(void) { return 42; }\n' >"$r/testdata/v/validator.c"
	: >"$r/testdata/v/$name.in"
	JUDGE_ROOT="$r" judge v
	printf '%s\n' "$output" >"$BATS_TEST_TMPDIR/view"
	[[ "$output" == *'(missing x\e[2J\u009b\x9b'"$KEPT.out)"* ]]
	safe "$BATS_TEST_TMPDIR/view"
	JUDGE_ROOT="$r" judge --validate v
	printf '%s\n' "$output" >"$BATS_TEST_TMPDIR/view"
	[[ "$output" == *'x\e[2J\u009b\x9b'"$KEPT"* ]]
	safe "$BATS_TEST_TMPDIR/view"
}

# ---- nothing cut without saying so

@test "escape --head/--tail: at most N lines, then how many were left out and where" {
	local e="$BUILD/escape"
	run bash -c "seq 1 30 | '$e' --head 3 --prefix '  ' --whole 'build/x.out'"
	[ "$output" = $'  1\n  2\n  3\n  ... 27 more lines in build/x.out' ]
	run bash -c "printf '1\n2\n3' | '$e' --head 1" # a last line without its newline counts
	[ "$output" = $'1\n... 2 more lines' ]
	run bash -c "seq 1 3 | '$e' --head 3" # nothing left out: no marker
	[ "$output" = $'1\n2\n3' ]
	run bash -c "seq 1 30 | '$e' --tail 2 --prefix 'err: ' --whole f"
	[ "$output" = $'err: ... 28 earlier lines in f\nerr: 29\nerr: 30' ]
	run bash -c "seq 1 2 | '$e' --tail 5"
	[ "$output" = $'1\n2' ]
	# the place is escaped as any text is; --head and --tail cannot go together
	run bash -c "seq 1 2 | '$e' --head 1 --whole \$'a\\033b'"
	[ "$output" = $'1\n... 1 more line in a\\eb' ]
	run "$e" --head 1 --tail 1; [ "$status" -eq 2 ]
}

@test "-v case view: 480 expected lines cut at 12 with the marker; an empty block is 'nothing'" {
	JUDGE_ROOT="$ROOT" judge -v --source "$FIX/sources/uva197_blank.c" uva197 01-sample
	[ "$status" -eq 1 ]
	has_verdict uva197 01-sample WA
	local saved=build/judge/last/uva197/01-sample.case1
	[[ "$output" == *$'    expected:\n      aababbadceffgdcgdceefedfggc\n'* ]]
	[[ "$output" == *$'\n      ... 468 more lines in '"$saved.expected"$'\n'* ]]
	[[ "$output" == *$'\n    received: nothing\n'* ]]
	# the whole block is where the marker says: the case's 480 lines, in the testdata's order
	[ "$(wc -l <"$ROOT/$saved.expected")" -eq 480 ]
	[ "$(head -n 480 "$ROOT/testdata/uva197/01-sample.out")" = "$(cat "$ROOT/$saved.expected")" ]
	[ ! -s "$ROOT/$saved.got" ]
}

# view_root CASES EXPECTED PROGRAM: R, a problem "v" with one test (two one-line cases in,
# EXPECTED out: a printf format), its output cases declared as CASES, and problems/v.c whose
# main's body is PROGRAM.
view_root() {
	R="$BATS_TEST_TMPDIR/root"
	mkdir -p "$R/problems" "$R/testdata/v"
	printf '1\n2\n' >"$R/testdata/v/1.in"
	printf "$2" >"$R/testdata/v/1.out"
	echo "cases lines $1" >"$R/testdata/v/judge.conf"
	printf '#include <stdio.h>\nint main(void) { %s return 0; }\n' "$3" >"$R/problems/v.c"
}

@test "-v case view: an answer of empty or blank lines is said as such, not shown as nothing" {
	# (empty lines at the end of an output are no case of it: these are followed by case 2)
	view_root lines '7\n8\n' 'puts(""); puts("8");'
	JUDGE_ROOT="$R" judge -v v
	has_verdict v 1 WA
	[[ "$output" == *$'    expected:\n      7\n    received: 1 empty line\n'* ]]
	view_root lines '7\n8\n' 'puts("  \t"); puts("8");'
	JUDGE_ROOT="$R" judge -v v
	[[ "$output" == *$'    received: 1 blank line (spaces, tabs, CRs)\n'* ]]
	view_root lines '7\n8\n' ''
	JUDGE_ROOT="$R" judge -v v
	[[ "$output" == *$'    received: nothing\n'* ]]
	# blocks: an empty block received where one of 2 lines was expected
	view_root blocks '7\n8\n\n9\n\n' 'puts(""); puts("9"); puts("");'
	JUDGE_ROOT="$R" judge -v v
	[[ "$output" == *$'    expected:\n      7\n      8\n    received: nothing\n'* ]]
}

@test "-v: stderr's last 5 lines after how many came before and where the whole is" {
	view_root lines '7\n' \
		'int i; for (i = 1; i <= 12; i++) fprintf(stderr, "err %d\n", i); return 3;'
	JUDGE_ROOT="$R" judge -v v
	has_verdict v 1 RE
	local saved=build/judge/last/v/1.stderr
	[[ "$output" == *$'\n    stderr: ... 7 earlier lines in '"$saved"$'\n    stderr: err 8\n'* ]]
	[[ "$output" == *$'    stderr: err 12\n'* ]]
	[ "$(wc -l <"$ROOT/$saved")" -eq 12 ]
	# five lines or fewer: no marker
	view_root lines '7\n' 'fprintf(stderr, "a\nb\n"); return 3;'
	JUDGE_ROOT="$R" judge -v v
	[[ "$output" == *$'    stderr: a\n    stderr: b\n'* && "$output" != *earlier* ]]
	# judged again, AC: what the earlier run saved of the test is gone, not taken for this one's
	[ -f "$ROOT/$saved" ]
	view_root lines '7\n' 'puts("7");'
	JUDGE_ROOT="$R" judge -v v
	has_verdict v 1 AC
	[ ! -e "$ROOT/$saved" ]
}

@test "a compile log past 30 lines, and a line past 200 columns, say what was left out and where" {
	local src="$BATS_TEST_TMPDIR/many.c" i
	{ for i in $(seq 1 40); do echo "int f$i(void) { return undeclared_$i; }"; done
		printf 'int main(void) { return %0300d; }\n' 0; } >"$src"
	judge --source "$src" ac
	[[ "$output" =~ ac\ +\(compile\)\ +CE ]]
	[[ "$output" =~ $'\n'"    ... "[0-9]+" more lines in build/judge/last/ac/compile.log"$'\n' ]]
	grep -q undeclared_40 "$ROOT/build/judge/last/ac/compile.log"
	[[ "$output" != *undeclared_40* ]]
	# a line cut at 200 columns ends in how many bytes were not shown, and where they are
	printf 'int main(void) { return %0300d; }\n' 0 >>"$src"
	sed -i '1,40d' "$src"
	judge --source "$src" ac
	[[ "$output" =~ [0-9]" more bytes in build/judge/last/ac/compile.log"$'\n' ]]
}

@test "--stress: an answer past 20 lines says how many more and where; an empty one: 'nothing'" {
	local src="$BATS_TEST_TMPDIR/chatty.c"
	printf '#include <stdio.h>\nint main(void) { int i; for (i = 0; i < 26; i++) puts("9"); %s\n' \
		'return 0; }' >"$src"
	judge --stress --source "$src" aplusb --seed 1 -n 1
	[ "$status" -eq 1 ]
	[[ "$output" == *$'\n    9\n    ... 6 more lines in build/stress/aplusb/fail.got'* ]]
	[ "$(wc -l <"$ROOT/build/stress/aplusb/fail.got")" -eq 26 ]
	printf 'int main(void) { return 0; }\n' >"$src"
	judge --stress --source "$src" aplusb --seed 1 -n 1
	[[ "$output" == *$'\n  received (fail.got): nothing'* ]]
}

# ---- undefined behaviour the compiler warned about

@test "-v: a --source WA names the warning that means undefined behaviour, once; sanitize advised" {
	local src="$FIX/sources/aplusb_return_type.c"
	judge --profile uva -v --source "$src" aplusb
	[ "$status" -eq 1 ]
	has_verdict aplusb 1-sample WA
	has_verdict aplusb 2-big WA
	# the judged binary keeps UVa's exact flags (no -Wall: its compile says nothing) ...
	[[ "$output" == *'$ gcc -O2 -pipe -ansi -DONLINE_JUDGE -o '* ]]
	[[ "$output" != *'compiled with'* ]]
	# ... and the warnings pass names the line and the warning, once for the two WA tests
	local want="$src:11:1: warning: control reaches end of non-void function [-Wreturn-type]"
	[[ "$output" == *$'    the compiler warned of undefined behaviour'*$'\n      '"$want"$'\n'* ]]
	[[ "$output" == *'--profile sanitize'* ]]
	[ "$(grep -c 'warned of undefined behaviour' <<<"$output")" -eq 1 ]
	# without -v no pass runs, nothing is said; a WA without such a warning says nothing either
	judge --profile uva --source "$src" aplusb
	[[ "$output" != *'undefined behaviour'* ]]
	judge --profile uva -v --source "$FIX/tests/submissions/aplusb/wrong_answer/int32.c" aplusb
	has_verdict aplusb 2-big WA
	[[ "$output" != *'undefined behaviour'* ]]
}

@test "-v --sandbox: the warnings pass runs in the sandbox too, on the box's copy of the file" {
	need_namespaces
	judge --profile hdu -v --sandbox --source "$FIX/sources/aplusb_return_type.c" aplusb 1-sample
	has_verdict aplusb 1-sample WA
	[[ "$output" == *$'\n      /box/aplusb_return_type.c:11:1: warning: control reaches end'* ]]
}
