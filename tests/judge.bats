#!/usr/bin/env bats
# judge.sh on tiny fixture programs (tests/fixtures/problems) whose verdicts are known by construction.

bats_require_minimum_version 1.5.0

load helpers

setup_file() {
	# the stray-process checks use pgrep: without it '! pgrep ...' would pass checking nothing
	command -v pgrep >/dev/null || { echo "pgrep (Debian: procps) is needed by these tests" >&2; return 1; }
	need_build tools
}

@test "AC: exit 0, counted, CPU ms and peak KiB shown" {
	judge ac
	[ "$status" -eq 0 ]
	has_verdict ac 1 AC
	[[ "$output" =~ ac\ +1\ +AC\ +[0-9]+\ ms\ +[0-9]+\ KiB ]]
	[ "${lines[-1]}" = "4 passed, 0 failed" ]
}

@test "lines mode: CRLF expected file, missing final newline, trailing blanks and empty lines are AC" {
	judge ac
	has_verdict ac 2-crlf AC
	has_verdict ac 3-nonewline AC
	has_verdict ac 4-trailing AC
}

@test "WA: exit 1; -v shows the line number, expected and got" {
	judge -v wa
	[ "$status" -eq 1 ]
	has_verdict wa 1 WA
	[[ "$output" =~ line\ +expected\ +\|\ received ]]
	[[ "$output" =~ \ 1\ +3\ +\|\ 4 ]]
	[ "${lines[-1]}" = "0 passed, 1 failed" ]
}

@test "PE: same tokens, other line breaks; -v shows whitespace" {
	judge -v pe
	[ "$status" -eq 1 ]
	has_verdict pe 1 PE
	[[ "$output" =~ \ 1\ +1·2\ +\|\ 1 ]]
	[[ "$output" =~ \ 2\ +\(end\ of\ file\)\ +\|\ 2 ]]
}

@test "TLE: a sleeping program is stopped by the wall-clock limit (2 x CPU + 1 s)" {
	SECONDS=0
	judge tle_sleep
	[ "$status" -eq 1 ]
	has_verdict tle_sleep 1 TLE
	[[ "$output" == *"(wall clock: still running after"* ]]
	[ "$SECONDS" -lt 10 ]
}

@test "MLE: refused allocation, checked by the program (exit 1) is MLE, not RE" {
	judge mle_checked
	[ "$status" -eq 1 ]
	has_verdict mle_checked 1 MLE
}

@test "MLE: refused allocation that crashes the program is MLE, not RE" {
	judge mle_crash
	[ "$status" -eq 1 ]
	has_verdict mle_crash 1 MLE
}

@test "OLE: endless output stops at the output limit" {
	judge ole
	[ "$status" -eq 1 ]
	has_verdict ole 1 OLE
}

@test "OLE: a program that ignores SIGXFSZ and spins on is OLE all the same, the time in its note" {
	local src="$BATS_TEST_TMPDIR/olespin.c"
	printf '%s\n' '#include <signal.h>' '#include <stdio.h>' \
		'int main(void) { long i; signal(SIGXFSZ, SIG_IGN);' \
		'for (i = 0; i < 300000; i++) fputs("spam spam\n", stdout); fflush(stdout); for (;;) {} }' \
		>"$src"
	judge --time-scale 0.2 --source "$src" ole
	has_verdict ole 1 OLE
	[[ "$output" == *"OLE "*"(over the time limit too: still running at "* ]]
}

@test "RE: segfault, abort and exit 3 say which signal or exit code" {
	judge re_segv re_abort re_exit3
	[ "$status" -eq 1 ]
	has_verdict re_segv 1 RE
	has_verdict re_abort 1 RE
	has_verdict re_exit3 1 RE
	[[ "$output" == *"(SIGSEGV)"* ]]
	[[ "$output" == *"(SIGABRT)"* ]]
	[[ "$output" == *"(exit=3)"* ]]
}

@test "CE: the compiler's message is shown and the run goes on with the next problem" {
	judge ce ac
	[ "$status" -eq 1 ]
	[[ "$output" =~ ce\ +\(compile\)\ +CE ]]
	[[ "$output" == *"missing_symbol"* ]]
	has_verdict ac 1 AC
	[ "${lines[-1]}" = "4 passed, 1 failed" ]
}

@test "CE: a warning is an error under every profile" {
	for p in strict uva hdu clang sanitize; do
		judge --profile "$p" ce_warning
		[ "$status" -eq 1 ]
		[[ "$output" =~ ce_warning\ +\(compile\)\ +CE ]]
	done
}

@test "no stray processes: a grandchild left sleeping is killed with the process group" {
	own_sleepers stray
	JUDGE_ROOT="$TMP_ROOT" judge stray
	[ "$status" -eq 0 ]
	has_verdict stray 1 AC
	sleep 0.2
	run ! pgrep -fx "sleep $SLEEP_N"
}

@test "exact mode: byte for byte, so CRLF and a missing newline are WA" {
	judge exact
	[ "$status" -eq 1 ]
	has_verdict exact 1 AC
	has_verdict exact 2-crlf WA
	has_verdict exact 3-nonewline WA
}

@test "unordered mode: lines within a block in any order; a line moved to another block is WA" {
	judge -v blocks
	[ "$status" -eq 1 ]
	has_verdict blocks 1 AC
	has_verdict blocks 2-wa WA
	[[ "$output" == *"    block 1: 0 lines missing, 1 unexpected"* ]] # blocks numbered from 1
}

@test "checker mode: exit 0/1/2 of the checker are AC/WA/PE, its message shown with -v" {
	judge -v chk
	[ "$status" -eq 1 ]
	has_verdict chk 1 AC
	has_verdict chk 2-wa WA
	has_verdict chk 3-pe PE
	[[ "$output" == *"checker: sum is not 4"* ]]
}

@test "checker mode: a crashing checker is a judge error (JE, exit 3), not WA" {
	judge chk_crash
	[ "$status" -eq 3 ]
	has_verdict chk_crash 1 JE
	[[ "$output" == *"checker failed"* ]]
}

@test "every profile judges the AC fixture AC" {
	for p in strict uva hdu clang sanitize; do
		judge --profile "$p" ac
		[ "$status" -eq 0 ] || { echo "profile $p: $output"; false; }
	done
}

@test "usage errors exit 2: unknown profile, missing profile name, unknown option, unknown problem" {
	judge --profile nosuch ac
	[ "$status" -eq 2 ]
	[[ "$output" == *"unknown profile"* ]]
	judge --profile
	[ "$status" -eq 2 ]
	judge --frobnicate
	[ "$status" -eq 2 ]
	judge nosuchproblem
	[ "$status" -eq 2 ]
	[[ "$output" == *"unknown problem 'nosuchproblem'"* ]]
}

@test "--help exits 0 and documents the exit codes; --list shows limits" {
	judge --help
	[ "$status" -eq 0 ]
	[[ "$output" == *"Exit status"* ]]
	judge --list tle_busy blocks
	[ "$status" -eq 0 ]
	[[ "$output" =~ tle_busy\ +1\ test\ +time\ 0.25\ s\ +memory\ [0-9]+\ MiB ]]
	[[ "$output" == *"compare unordered"* ]]
}

@test "--keep keeps the outputs in the build folder; without it the run leaves nothing" {
	judge --keep ac
	[ "$status" -eq 0 ]
	dir="${lines[-1]#outputs kept in }"
	[ "$dir" = "$ROOT/build/judge/last/strict" ]
	[ "$(cat "$dir/ac/1.out")" = 3 ]
	rm -rf "$dir"
	mkdir -p "$BATS_TEST_TMPDIR/tmp"
	TMPDIR="$BATS_TEST_TMPDIR/tmp" judge ac
	[ -z "$(ls -A "$BATS_TEST_TMPDIR/tmp")" ]
	[ ! -e "$dir" ]
}

@test "a bad judge.conf line is a judge error" {
	tmp="$BATS_TEST_TMPDIR/root"
	mkdir -p "$tmp/problems" "$tmp/testdata/ac"
	cp "$ROOT/tests/fixtures/problems/ac.c" "$tmp/problems/"
	cp "$ROOT/tests/fixtures/testdata/ac/1."* "$tmp/testdata/ac/"
	printf 'time fast\n' >"$tmp/testdata/ac/judge.conf"
	NO_COLOR=1 run "$ROOT/judge.sh" --root "$tmp" ac
	[ "$status" -eq 3 ]
	[[ "$output" == *"testdata/ac/judge.conf:1: 'time fast': time must be a positive number of seconds"* ]]
}

@test "colour only on a terminal: piped output has no escape codes" {
	run "$ROOT/judge.sh" --root "$ROOT/tests/fixtures" wa
	[[ "$output" != *$'\e['* ]]
}

@test "judge.sh and judge/*.sh pass shellcheck" {
	command -v shellcheck >/dev/null || skip "shellcheck not installed"
	shellcheck "$ROOT/judge.sh" "$ROOT"/judge/*.sh "$ROOT/.ci/run"
}

# problem_root NAME SOURCE: TMP_ROOT, a throwaway judge root with one problem NAME (fixture
# SOURCE) and its test 1.in.
problem_root() {
	TMP_ROOT="$BATS_TEST_TMPDIR/root"
	mkdir -p "$TMP_ROOT/problems" "$TMP_ROOT/testdata/$1"
	cp "$2" "$TMP_ROOT/problems/$1.c"
	printf '1 2\n' >"$TMP_ROOT/testdata/$1/1.in"
}

@test "MLE: a static array and a single malloc far past the cap (16 x) are MLE, not RE" {
	judge mle_static mle_bigmalloc
	[ "$status" -eq 1 ]
	has_verdict mle_static 1 MLE
	has_verdict mle_bigmalloc 1 MLE
}

@test "a crash under a memory cap that has nothing to do with memory stays RE" {
	judge re_segv
	has_verdict re_segv 1 RE
	[[ "$output" != *alloc-refused* ]]
}

@test "no stray processes: a grandchild that left the group with setsid is killed too" {
	own_sleepers escape
	JUDGE_ROOT="$TMP_ROOT" judge escape
	[ "$status" -eq 0 ]
	has_verdict escape 1 AC
	sleep 0.2
	run ! pgrep -fx "sleep $SLEEP_N"
}

@test "stopping the judge (SIGTERM, as Ctrl-C) kills the program it was running" {
	own_sleepers sleeper
	NO_COLOR=1 setsid "$ROOT/judge.sh" --root "$TMP_ROOT" sleeper >/dev/null 2>&1 &
	judge_pid=$!
	for _ in $(seq 50); do pgrep -fx "sleep $SLEEP_N" >/dev/null && break; sleep 0.1; done
	pgrep -fx "sleep $SLEEP_N" >/dev/null
	kill -TERM -- "-$judge_pid"
	# (polled: a loaded machine may take a moment; a program left running fails after 10 s)
	for _ in $(seq 100); do pgrep -fx "sleep $SLEEP_N" >/dev/null || break; sleep 0.1; done
	run ! pgrep -fx "sleep $SLEEP_N"
}

@test "two judges at once, same problem name in two roots, never mix their programs" {
	problem_root ac "$ROOT/tests/fixtures/problems/wa.c"
	for i in 1 2 3 4 5 6; do cp "$ROOT/tests/fixtures/testdata/ac/1.in" "$TMP_ROOT/testdata/ac/$i.in"
		cp "$ROOT/tests/fixtures/testdata/ac/1.out" "$TMP_ROOT/testdata/ac/$i.out"; done
	NO_COLOR=1 "$ROOT/judge.sh" --root "$TMP_ROOT" ac >"$BATS_TEST_TMPDIR/wa.txt" &
	NO_COLOR=1 run "$ROOT/judge.sh" --root "$ROOT/tests/fixtures" ac
	wait
	[ "$status" -eq 0 ]
	[ "$(tail -n 1 "$BATS_TEST_TMPDIR/wa.txt")" = "0 passed, 6 failed" ]
}

@test "-v: output that ends early names the first missing line; stderr without newline stays apart" {
	judge -v short nonl_abort ac
	has_verdict short 1 WA
	[[ "$output" =~ \ 3\ +3\ +\|\ \(end\ of\ file\) ]]
	[[ "$output" == *"stderr: oops no newline"$'\n'* ]]
	has_verdict ac 1 AC
}

@test "checker: its stdout and stderr messages are both shown, neither overwritten" {
	judge -v chk
	[[ "$output" == *"checker: sum is not 4"* ]]
	[[ "$output" == *"checker: (said on stderr)"* ]]
}

@test "output limit: exactly the limit is fine; a CRLF judge.conf with comments and blank lines parses" {
	problem_root at_limit "$ROOT/tests/fixtures/problems/ac.c"
	cat >"$TMP_ROOT/problems/at_limit.c" <<-'C'
		#include <stdio.h>
		int main(void) { long i; for (i = 0; i < 1L << 19; i++) fputs("3\n", stdout); return 0; }
	C
	awk 'BEGIN { for (i = 0; i < 524288; i++) print 3 }' >"$TMP_ROOT/testdata/at_limit/1.out"
	printf 'output 1\r\n\r\n# comment\r\ncompare exact   # byte for byte\r\n' >"$TMP_ROOT/testdata/at_limit/judge.conf"
	NO_COLOR=1 run "$ROOT/judge.sh" --root "$TMP_ROOT" at_limit
	[ "$status" -eq 0 ]
	printf '3\n' >>"$TMP_ROOT/testdata/at_limit/1.out"
	sed -i 's/1L << 19/(1L << 19) + 1/' "$TMP_ROOT/problems/at_limit.c"
	NO_COLOR=1 run "$ROOT/judge.sh" --root "$TMP_ROOT" at_limit
	[[ "$output" =~ at_limit\ +1\ +OLE ]]
}

@test "bad judge.conf values are judge errors: listed with the defaults, never judged" {
	local bads=('time 1e3' 'memory -5' 'output 0' 'time 2 extra' 'compare fuzzy'
		'bench x.in fast' 'timee 2' 'time 0' 'compare float 1e-6') names=() i mode
	# one problem per bad line (ac1 ... ac9), all judged by each call
	for i in "${!bads[@]}"; do
		problem_root "ac$i" "$ROOT/tests/fixtures/problems/ac.c"
		cp "$ROOT/tests/fixtures/testdata/ac/1.out" "$TMP_ROOT/testdata/ac$i/"
		printf 'time 1\n%s\n' "${bads[i]}" >"$TMP_ROOT/testdata/ac$i/judge.conf"
		names+=("ac$i")
	done
	NO_COLOR=1 run "$ROOT/judge.sh" --root "$TMP_ROOT" --list "${names[@]}"
	[ "$status" -eq 3 ] || { echo "$output"; false; }
	for i in "${!bads[@]}"; do
		[[ "$output" == *"ac$i/judge.conf:2: '${bads[i]}'"* ]] ||
			{ echo "${bads[i]}: $output"; false; }
	done
	for mode in '' --bench --verify; do
		NO_COLOR=1 run "$ROOT/judge.sh" --root "$TMP_ROOT" $mode "${names[@]}"
		[ "$status" -eq 3 ] || { echo "$mode: $output"; false; }
		for i in "${!bads[@]}"; do
			[[ "$output" =~ ac$i\ +\(judge.conf\)\ +JE ]] ||
				{ echo "${bads[i]} $mode: $output"; false; }
		done
		[[ "$output" != *" AC "* ]] || { echo "$mode: judged: $output"; false; }
	done
}

@test "bench: a wrong answer misses its target whatever its speed" {
	NO_COLOR=1 run "$ROOT/judge.sh" --root "$ROOT/tests/fixtures" --bench wa ac
	[ "$status" -eq 1 ]
	[[ "$output" =~ wa\ +1\ +WA ]]
	[[ "$output" == *"MISS"* ]]
}

@test "--root=DIR works; a missing root is a usage error" {
	NO_COLOR=1 run "$ROOT/judge.sh" --root="$ROOT/tests/fixtures" ac
	[ "$status" -eq 0 ]
	NO_COLOR=1 run "$ROOT/judge.sh" --root /nonexistent ac
	[ "$status" -eq 2 ]
	[[ "$output" == *"no folder /nonexistent/problems"* ]]
}

@test "sanitize profile: no address-space cap, but a loose RSS guard still stops a memory hog" {
	judge --profile sanitize mle_checked
	[ "$status" -eq 1 ]
	has_verdict mle_checked 1 MLE
}
