#!/usr/bin/env bats
# Why and how far a failing run went: TLE, MLE, RE and OLE on a problem that declares its cases
# say how many cases the output answers and where it stopped; static data over the memory
# limit is MLE at once; the MLE/RE rerun is bounded; a run over both limits is MLE, saying
# both. Fixtures: tests/fixtures (progress_*: 100 cases "a b", one sum a line; the expected
# sums are awk's).

bats_require_minimum_version 1.5.0
load helpers

setup_file() { need_build tools test-programs; }

JUDGE_TIMEOUT=120

# the fixtures' case K: "K 1000-7K" (1.in's line K + 1), as a one-case input
case_in() { printf '1\n%d %d\n' "$1" $((1000 - 7 * $1)); }

# elapsed_since T0: wall seconds since T0 (an $EPOCHREALTIME), to one decimal
elapsed_since() { awk -v a="$1" -v b="$EPOCHREALTIME" 'BEGIN { printf "%.1f", b - a }'; }

@test "TLE: answered 37 of 100 cases, all right so far; -v shows case 38, saved as a one-case file" {
	judge -v progress_tle
	has_verdict progress_tle 1 TLE
	# (still running at N ms; or, on a machine too loaded to give it its CPU, wall clock: ...)
	# (then whose limit it was: "; 0.2 s is our own limit")
	[[ "$output" == *"; answered at least 37 of 100 cases, all right so far; no answer from case 38 on;"* ]] ||
		{ echo "$output"; false; }
	[[ "$output" == *"stopped in case 38 (or later: output held in the program's buffers is lost), input in build/judge/last/progress_tle/1.case38.in:"* ]]
	[ "$(cat "$BUILD/judge/last/progress_tle/1.case38.in")" = "$(case_in 38)" ]
	[[ "$output" == *"received of it: nothing"* ]] # nothing of case 38 was written
}

@test "RE: an earlier wrong case is named; -v shows it (expected, received) and where it stopped" {
	judge -v progress_re
	has_verdict progress_re 1 RE
	[[ "$output" == *"(SIGSEGV; answered at least 37 of 100 cases; case 12 wrong; no answer from case 38 on)"* ]]
	[[ "$output" == *"case 12 of 100, input in build/judge/last/progress_re/1.case12.in:"* ]]
	[[ "$output" == *$'expected:\n      928\n    received:\n      929'* ]]
	[[ "$output" == *"stopped in case 38 "* ]]
	[ "$(cat "$BUILD/judge/last/progress_re/1.case38.in")" = "$(case_in 38)" ]
}

@test "MLE and OLE say how far the run got too; OLE shows what it wrote of the case it stopped in" {
	judge -v progress_mle progress_ole
	has_verdict progress_mle 1 MLE
	[[ "$output" == *"(alloc-refused; answered at least 20 of 100 cases, all right so far; no answer from case 21 on;"* ]]
	has_verdict progress_ole 1 OLE
	[[ "$output" == *"(SIGXFSZ; answered at least 5 of 100 cases, all right so far; no answer from case 6 on)"* ]]
	[[ "$output" == *$'received of it:\n      spam spam spam'* ]]
}

@test "progress on a checker problem: the checker's bounded case search, on the cut output" {
	tmp_root
	printf 'compare checker\ncases count 2 lines\n' >"$TMP_ROOT/testdata/progress_re/judge.conf"
	# a byte-for-byte checker: 'checker IN OUT ANSWER', exit 0 AC, 1 WA
	cat >"$TMP_ROOT/testdata/progress_re/checker.c" <<-'EOF'
		#include <stdio.h>
		int main(int argc, char **argv)
		{
			FILE *o = fopen(argv[2], "r"), *a = fopen(argv[3], "r");
			int x, y;
			if (argc != 4 || !o || !a) return 3;
			do { x = fgetc(o); y = fgetc(a); } while (x == y && x != EOF);
			return x != y;
		}
	EOF
	CUBEJUDGE_CASE_SEARCH_MS=30000 JUDGE_ROOT="$TMP_ROOT" judge progress_re
	has_verdict progress_re 1 RE
	[[ "$output" == *"(SIGSEGV; answered at least 37 of 100 cases; case 12 wrong; no answer from case 38 on)"* ]]
}

@test "progress is linear: a 64 MiB OLE of short lines is judged in seconds" {
	tmp_root
	printf 'output 64\ncases count 2 lines\n' >"$TMP_ROOT/testdata/progress_ole/judge.conf"
	# the right 5 answers, then a line "0" without end (32 M lines: each one a case to split)
	sed -i 's/fputs("spam spam spam spam spam spam spam ", stdout)/fputs("0\\n", stdout)/' \
		"$TMP_ROOT/problems/progress_ole.c"
	local t0="$EPOCHREALTIME"
	JUDGE_ROOT="$TMP_ROOT" judge -v progress_ole
	echo "judge wall time: $(elapsed_since "$t0") s" >&3
	has_verdict progress_ole 1 OLE
	[[ "$output" == *"(SIGXFSZ; answered at least 100 of 100 cases; case 6 wrong)"* ]]
	# (a few seconds with the compile and the 64 MiB written, on a loaded machine up to 20 s;
	# a split per case of its 32 M lines would take hours)
	awk -v t="$(elapsed_since "$t0")" 'BEGIN { exit !(t < 40) }'
}

@test "static data over the memory limit: MLE at once, its size said, nothing run" {
	judge progress_re static_big
	has_verdict static_big 1 MLE
	[[ "$output" =~ static_big\ +1\ +MLE\ +0\ ms\ +0\ KiB\ +\(static\ data\ of\ 192\ MiB,\ over\ the\ memory\ limit\ of\ 128\ MiB:\ the\ program\ could\ not\ be\ loaded[\;\)] ]]
	# the runner reads it from the ELF headers: 3 x 64 MiB of .bss, and a few KiB more
	gcc -O2 -o "$BATS_TEST_TMPDIR/static_big" "$FIX/problems/static_big.c"
	run "$BUILD/runner" --mem 128M -- "$BATS_TEST_TMPDIR/static_big"
	[[ "$output" =~ ^MLE\ 0\ 0\ static-data=([0-9]+)$ ]]
	((BASH_REMATCH[1] >= 196608 && BASH_REMATCH[1] < 196608 + 64))
	# under the limit it runs as usual; a script (no ELF) too
	run "$BUILD/runner" --mem 256M --in "$FIX/testdata/static_big/1.in" -- "$BATS_TEST_TMPDIR/static_big"
	[[ "$output" =~ ^OK\ [0-9]+\ [0-9]+\ -$ ]]
	run "$BUILD/runner" --mem 1M -- /bin/true
	[[ "$output" != *static-data* ]]
}

@test "the MLE/RE rerun stops 300 ms of CPU after it passes the limit and the first run's end" {
	gcc -O2 -o "$BATS_TEST_TMPDIR/rerun_slow" "$FIX/problems/rerun_slow.c"
	for mode in '' --sandbox; do
		if [[ -n "$mode" ]] && namespaces_refused; then
			continue # (the sandbox tests skip, saying why)
		fi
		local t0="$EPOCHREALTIME"
		# given the memory, it would compute for 5 s: the rerun used to run it to --cpu-kill
		run "$BUILD/runner" ${mode:+"$mode"} --cpu 5000 --cpu-kill 10000 --mem 32M -- \
			"$BATS_TEST_TMPDIR/rerun_slow"
		echo "rerun_slow ${mode:-plain}: $output in $(elapsed_since "$t0") s" >&3
		[[ "$output" =~ ^MLE\ [0-9]+\ [0-9]+\ alloc-refused$ ]]
		awk -v t="$(elapsed_since "$t0")" 'BEGIN { exit !(t < 4) }'
		# but it goes on past where the first run ended: a plain crash 600 ms after an
		# optional cache was refused is still RE (the rerun, given the cache, crashes alike)
		run "$BUILD/runner" ${mode:+"$mode"} --cpu 5000 --mem 32M -- \
			"$BUILD/test-runner/optcache" 48 600
		[[ "$output" =~ ^RE\ [0-9]+\ [0-9]+\ SIGSEGV$ ]]
	done
}

@test "over both limits: MLE by one rule under every profile, the note saying the time too" {
	for p in strict uva; do
		judge --profile "$p" both_limits
		has_verdict both_limits 1 MLE
		[[ "$output" =~ \(alloc-refused\;\ over\ the\ time\ limit\ too:\ finished\ at\ [0-9]+\ ms,\ SIGABRT[\;\)] ]]
	done
}
