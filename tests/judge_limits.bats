#!/usr/bin/env bats
# judge.sh as strict and as safe as a real judge: linear-time compare, exact limits,
# isolation of every run, Ctrl-C, checker exit codes, --sandbox. Fixtures: tests/fixtures.

bats_require_minimum_version 1.5.0
load helpers

setup_file() {
	# the stray-process checks use pgrep: without it '! pgrep ...' would pass checking nothing
	command -v pgrep >/dev/null || { echo "pgrep (Debian: procps) is needed by these tests" >&2; return 1; }
	need_build tools
}

JUDGE_TIMEOUT=120

# cpu_of PROBLEM TEST: the CPU ms column of that line.
cpu_of() { awk -v p="$1" -v t="$2" '$1 == p && $2 == t { print $4 }' <<<"$output"; }

# big_root NAME PRINTER EXPECTED: a throwaway root whose program runs PRINTER (a C body) and whose
# one test expects the file EXPECTED; the output limit is 200 MiB.
big_root() {
	BIG="$BATS_TEST_TMPDIR/big"
	mkdir -p "$BIG/problems" "$BIG/testdata/$1"
	printf '#include <stdio.h>\n#include <string.h>\nint main(void) { %s return 0; }\n' "$2" >"$BIG/problems/$1.c"
	: >"$BIG/testdata/$1/1.in"
	mv "$3" "$BIG/testdata/$1/1.out"
	printf 'output 200\ntime 5\n' >"$BIG/testdata/$1/judge.conf"
}

# judge_timed ROOT NAME: judge NAME in ROOT, setting ELAPSED (wall seconds of the whole judge).
judge_timed() {
	local t0 t1
	t0=$(date +%s.%N)
	NO_COLOR=1 run timeout 60 "$ROOT/judge.sh" --root "$1" -v "$2"
	t1=$(date +%s.%N)
	ELAPSED=$(awk -v a="$t0" -v b="$t1" 'BEGIN { printf "%.1f", b - a }')
	echo "judge wall time: $ELAPSED s" >&3
}

@test "compare is linear: 100,000 spaces then 0 is PE at once" {
	printf '0\n' >"$BATS_TEST_TMPDIR/exp"
	big_root spaces 'int i; for (i = 0; i < 100000; i++) putchar(32); puts("0");' "$BATS_TEST_TMPDIR/exp"
	judge_timed "$BIG" spaces
	has_verdict spaces 1 PE
	awk -v e="$ELAPSED" 'BEGIN { exit !(e < 5) }'
}

@test "compare is linear: one 64 MiB line, right and wrong, and 64 MiB of blanks then a token" {
	head -c $((64 << 20)) /dev/zero | tr '\0' x >"$BATS_TEST_TMPDIR/exp"
	big_root line 'static char b[1 << 20]; int i; memset(b, 120, sizeof b); for (i = 0; i < 64; i++) fwrite(b, 1, sizeof b, stdout);' \
		"$BATS_TEST_TMPDIR/exp"
	judge_timed "$BIG" line
	has_verdict line 1 AC
	awk -v e="$ELAPSED" 'BEGIN { exit !(e < 15) }'
	sed -i 's/i < 64; i++)/i < 64; i++) { if (i == 63) b[5] = 121;/; s/stdout);/stdout); }/' "$BIG/problems/line.c"
	judge_timed "$BIG" line
	has_verdict line 1 WA
	awk -v e="$ELAPSED" 'BEGIN { exit !(e < 15) }'
	printf '0\n' >"$BATS_TEST_TMPDIR/exp"
	big_root blanks 'static char b[1 << 20]; int i; memset(b, 32, sizeof b); for (i = 0; i < 64; i++) fwrite(b, 1, sizeof b, stdout); puts("0");' \
		"$BATS_TEST_TMPDIR/exp"
	judge_timed "$BIG" blanks
	has_verdict blanks 1 PE
	awk -v e="$ELAPSED" 'BEGIN { exit !(e < 15) }'
}

@test "compare is linear: 64 MiB of short lines, and a 1000 x 1000 grid" {
	awk 'BEGIN { for (i = 0; i < 16777216; i++) print "ab c" }' >"$BATS_TEST_TMPDIR/exp"
	big_root short 'long i; for (i = 0; i < 16777216; i++) fputs("ab c\n", stdout);' "$BATS_TEST_TMPDIR/exp"
	judge_timed "$BIG" short
	has_verdict short 1 AC
	awk -v e="$ELAPSED" 'BEGIN { exit !(e < 15) }'
	awk 'BEGIN { for (i = 0; i < 1000; i++) { s = ""; for (j = 0; j < 1000; j++) s = s "#"; print s } }' >"$BATS_TEST_TMPDIR/exp"
	big_root grid 'int i, j; for (i = 0; i < 1000; i++) { for (j = 0; j < 1000; j++) putchar(i == 999 && j == 999 ? 46 : 35); putchar(10); }' \
		"$BATS_TEST_TMPDIR/exp"
	judge_timed "$BIG" grid
	has_verdict grid 1 WA
	[[ "$output" == *1000* ]]
	awk -v e="$ELAPSED" 'BEGIN { exit !(e < 5) }'
}

@test "stack: 500,000-deep recursion is AC whatever the caller's ulimit -s; 'stack 8' makes it RE" {
	# a soft limit, as a login shell sets it (a hard limit below the memory limit cannot be lifted
	# without CAP_SYS_RESOURCE: the runner then says so, exit 3, never a silent RE)
	run bash -c 'ulimit -S -s 8192; NO_COLOR=1 "$1/judge.sh" --root "$1/tests/fixtures" deep' _ "$ROOT"
	has_verdict deep 1 AC
	run bash -c 'ulimit -s unlimited; NO_COLOR=1 "$1/judge.sh" --root "$1/tests/fixtures" deep' _ "$ROOT"
	has_verdict deep 1 AC
	tmp="$BATS_TEST_TMPDIR/root"
	mkdir -p "$tmp/problems" "$tmp/testdata"
	cp "$ROOT/tests/fixtures/problems/deep.c" "$tmp/problems/"
	cp -r "$ROOT/tests/fixtures/testdata/deep" "$tmp/testdata/"
	printf 'stack 8\n' >"$tmp/testdata/deep/judge.conf"
	run bash -c 'ulimit -s unlimited; NO_COLOR=1 "$1/judge.sh" --root "$2" deep' _ "$ROOT" "$tmp"
	has_verdict deep 1 RE
}

@test "CPU limit: time 0.25 stops a busy loop; a TLE shows its limit and how far it went" {
	judge tle_busy
	[ "$status" -eq 1 ]
	has_verdict tle_busy 1 TLE
	[ "$(cpu_of tle_busy 1)" = 250 ]
	# the wall clock (2 x 0.5 s + 1 s) ends it first only where the loop got under a quarter of a
	# core
	[[ "$output" != *"wall clock: still running"* ]] ||
		skip "machine too loaded: the loop got under 0.5 s of CPU in 2 s of wall clock"
	[[ "$output" =~ still\ running\ at\ ([5-9][0-9][0-9])\ ms ]]
	echo "stopped at ${BASH_REMATCH[1]} ms (kill point 500 ms)" >&3
	[ "${BASH_REMATCH[1]}" -lt 600 ]
}

@test "CPU limit: the total of all processes counts (two spinning children, four threads)" {
	judge spin_kids spin_threads
	[ "$status" -eq 1 ]
	has_verdict spin_kids 1 TLE
	has_verdict spin_threads 1 TLE
	[ "$(cpu_of spin_kids 1)" = 500 ]
	[ "$(cpu_of spin_threads 1)" = 500 ]
}

# foreground: build FG, which runs a command in a new session with SIGINT and SIGQUIT at their
# defaults, as a terminal's foreground job has them (a background job of a script inherits them
# ignored, and bash cannot trap a signal ignored at its start).
foreground() {
	FG="$BATS_TEST_TMPDIR/fg"
	printf '%s\n' '#define _POSIX_C_SOURCE 200809L' '#include <signal.h>' '#include <unistd.h>' \
		'int main(int c, char **v) { (void)c; signal(SIGINT, SIG_DFL); signal(SIGQUIT, SIG_DFL);' \
		'setsid(); execvp(v[1], v + 1); return 127; }' >"$FG.c"
	cc -o "$FG" "$FG.c"
}

# teardown: no sleeper of a failed test may confuse the next one.
teardown() { [[ -z "${SLEEP_N:-}" ]] || pkill -fx "sleep $SLEEP_N" || true; }

@test "Ctrl-C (SIGINT to the judge's process group) stops the run at once: summary, exit 130" {
	foreground
	own_sleepers sleeper2
	NO_COLOR=1 "$FG" "$ROOT/judge.sh" --root "$TMP_ROOT" ac sleeper2 ac \
		>"$BATS_TEST_TMPDIR/out" 2>&1 &
	pid=$!
	for _ in $(seq 100); do pgrep -fx "sleep $SLEEP_N" >/dev/null && break; sleep 0.1; done
	pgrep -fx "sleep $SLEEP_N" >/dev/null
	kill -INT -- "-$pid"
	status=0
	timeout 10 tail --pid="$pid" -f /dev/null || status=$?
	[ "$status" -eq 0 ]
	wait "$pid" || status=$?
	cat "$BATS_TEST_TMPDIR/out"
	[ "$status" -eq 130 ]
	[ "$(tail -n 1 "$BATS_TEST_TMPDIR/out")" = "4 passed, 0 failed (stopped by SIGINT)" ]
	run ! grep -q 'JE' "$BATS_TEST_TMPDIR/out"
	sleep 0.2
	run ! pgrep -fx "sleep $SLEEP_N"
}

@test "SIGTERM ends the judge within 3 s even while a program keeps its runner stopped" {
	local d="$BATS_TEST_TMPDIR/burst" pid t0 t1
	mkdir -p "$d/problems" "$d/testdata/burst"
	printf '%s\n' '#define _POSIX_C_SOURCE 200809L' '#include <signal.h>' '#include <unistd.h>' \
		'int main(void) { pid_t k = getppid(); for (;;) kill(k, SIGSTOP); }' >"$d/problems/burst.c"
	: >"$d/testdata/burst/1.in"
	: >"$d/testdata/burst/1.out"
	echo 'time 5' >"$d/testdata/burst/judge.conf"
	NO_COLOR=1 "$ROOT/judge.sh" --root "$d" burst >"$BATS_TEST_TMPDIR/out" 2>&1 &
	pid=$!
	for _ in $(seq 100); do pgrep -x burst >/dev/null && break; sleep 0.1; done
	sleep 0.5
	t0=$(date +%s%N)
	kill -TERM "$pid"
	status=0
	timeout 20 tail --pid="$pid" -f /dev/null || status=$?
	t1=$(date +%s%N)
	[ "$status" -eq 0 ]
	wait "$pid" || status=$?
	cat "$BATS_TEST_TMPDIR/out"
	echo "ended $(((t1 - t0) / 1000000)) ms after SIGTERM"
	[ "$status" -eq 143 ]
	(((t1 - t0) / 1000000 < 6000))
	[ "$(tail -n 1 "$BATS_TEST_TMPDIR/out")" = "0 passed, 0 failed (stopped by SIGTERM)" ]
}

@test "SIGTERM to the judge alone stops it too: exit 143, the program is killed" {
	own_sleepers sleeper2
	NO_COLOR=1 "$ROOT/judge.sh" --root "$TMP_ROOT" sleeper2 >"$BATS_TEST_TMPDIR/out" 2>&1 &
	pid=$!
	for _ in $(seq 100); do pgrep -fx "sleep $SLEEP_N" >/dev/null && break; sleep 0.1; done
	kill -TERM "$pid"
	status=0
	wait "$pid" || status=$?
	[ "$status" -eq 143 ]
	[ "$(tail -n 1 "$BATS_TEST_TMPDIR/out")" = "0 passed, 0 failed (stopped by SIGTERM)" ]
	sleep 0.2
	run ! pgrep -fx "sleep $SLEEP_N"
}

@test "checker exit codes as testlib: 0 AC, 1 WA, 2 PE, 3 JE, 4 PE, 8 WA, others and crashes JE" {
	judge -v chk_codes
	[ "$status" -eq 3 ]
	has_verdict chk_codes 0 AC
	has_verdict chk_codes 1 WA
	has_verdict chk_codes 2 PE
	has_verdict chk_codes 3 JE
	has_verdict chk_codes 4 PE
	has_verdict chk_codes 5 JE
	has_verdict chk_codes 8 WA
	has_verdict chk_codes segv JE
	[[ "$output" == *"the checker says it failed"* ]]
}

@test "a checker that floods its output is cut off at the output limit: JE" {
	judge chk_codes flood
	[ "$status" -eq 3 ]
	has_verdict chk_codes flood JE
	[[ "$output" == *"checker failed (OLE"* ]]
}

@test "isolation: stdin is a private copy, so a program cannot read the .out beside its .in" {
	judge peek
	[ "$status" -eq 1 ]
	has_verdict peek 1 WA
}

@test "isolation: a fresh empty folder outside the tree, nothing left behind, no path in the environment" {
	box="$BATS_TEST_TMPDIR/tmp"
	mkdir -p "$box"
	TMPDIR="$box" judge litter
	[ "$status" -eq 0 ]
	has_verdict litter 1 AC
	run find "$ROOT" "$PWD" -name litter.txt
	[ -z "$output" ]
	run ls -A "$box"
	[ -z "$output" ]
}

@test "--sandbox: same verdicts as without it, and no network" {
	need_namespaces
	judge --sandbox ac wa tle_busy re_segv mle_crash ole stray escape spin_kids no_net peek litter
	has_verdict ac 1 AC
	has_verdict wa 1 WA
	has_verdict tle_busy 1 TLE
	has_verdict re_segv 1 RE
	has_verdict mle_crash 1 MLE
	has_verdict ole 1 OLE
	has_verdict stray 1 AC
	has_verdict escape 1 AC
	has_verdict spin_kids 1 TLE
	has_verdict no_net 1 AC
	has_verdict peek 1 WA
	has_verdict litter 1 AC
	judge no_net
	has_verdict no_net 1 WA
}

@test "--sandbox where namespaces are refused: a clear message and exit 3, nothing run" {
	# (where the machine allows them, a user namespace without id maps refuses them)
	NO_COLOR=1 run without_namespaces timeout 60 "$ROOT/judge.sh" --root "$ROOT/tests/fixtures" \
		--sandbox ac
	[ "$status" -eq 3 ]
	[[ "$output" == *"--sandbox is not available here"* ]]
	[[ "$output" != *" AC "* ]]
}

@test "Ctrl-C during --stress stops it at once with a summary (exit 130)" {
	foreground
	NO_COLOR=1 "$FG" "$ROOT/judge.sh" --root "$ROOT/tests/fixtures" --stress --source \
		"$ROOT/tests/fixtures/tests/submissions/aplusb/accepted/plain.cpp" aplusb -n 100000 --seed 1 \
		>"$BATS_TEST_TMPDIR/out" 2>&1 &
	pid=$!
	sleep 1 # (under way by then, or still building: the summary says either)
	kill -INT -- "-$pid"
	status=0
	timeout 10 tail --pid="$pid" -f /dev/null
	wait "$pid" || status=$?
	cat "$BATS_TEST_TMPDIR/out"
	[ "$status" -eq 130 ]
	# (what it covered so far: "sizes 0..5 of 0..12, 1 input each" or "sizes 0..12, 2-3 inputs each")
	[[ "$(tail -n 1 "$BATS_TEST_TMPDIR/out")" =~ ^stress\ aplusb:\ [0-9]+\ inputs?,\ (no\ size\ reached|sizes\ [0-9]+\.\.[0-9]+.*\ each),\ no\ difference\ so\ far\ \(stopped\ by\ SIGINT\;\ seed\ 1\)$ ]]
}

@test "a program that kills its runner: a judge error that says so, no shell notice, no litter" {
	BIG="$BATS_TEST_TMPDIR/kill" SLEEP_N="4$BASHPID$RANDOM" # (its own sleeper, as own_sleepers)
	mkdir -p "$BIG/problems" "$BIG/testdata/killer" "$BATS_TEST_TMPDIR/tmp"
	printf '%s\n' '#define _POSIX_C_SOURCE 200809L' '#include <signal.h>' '#include <stdio.h>' '#include <unistd.h>' \
		'int main(void) { puts("1"); fflush(stdout);' \
		"if (fork() == 0) { setsid();" \
		"execlp(\"sleep\", \"sleep\", \"$SLEEP_N\", (char *)0); }" \
		'sleep(1); kill(getppid(), SIGKILL); sleep(5); return 0; }' \
		>"$BIG/problems/killer.c"
	: >"$BIG/testdata/killer/1.in"
	echo 1 >"$BIG/testdata/killer/1.out"
	TMPDIR="$BATS_TEST_TMPDIR/tmp" NO_COLOR=1 run timeout 60 "$ROOT/judge.sh" --root "$BIG" killer
	echo "$output"
	[ "$status" -eq 3 ]
	[[ "$output" == *"killer "*" JE "*"runner was killed by signal 9"* ]]
	[[ "$output" != *"Killed"* ]]
	sleep 0.5 # (its program is killed by the wall clock or by PDEATHSIG; the folders must go)
	run ls -A "$BATS_TEST_TMPDIR/tmp"
	[ -z "$output" ]
	# its setsid child: killed with the runner's cgroup where there is one (else it escapes)
	own=$(sed -n 's/^0:://p' /proc/self/cgroup)
	if [ -w "/sys/fs/cgroup${own%/}/cgroup.procs" ] ||
		[ -w "/sys/fs/cgroup/unified${own%/}/cgroup.procs" ]; then
		run ! pgrep -fx "sleep $SLEEP_N"
	fi
	pkill -fx "sleep $SLEEP_N" || true
}

@test "a program that stops its runner (SIGSTOP): the runner resumes itself, the limits hold" {
	local d="$BATS_TEST_TMPDIR/stop" end
	mkdir -p "$d/problems" "$d/testdata/stopper"
	for end in 'return 0;' 'for (;;) pause();'; do
		printf '%s\n' '#define _POSIX_C_SOURCE 200809L' '#include <signal.h>' '#include <stdio.h>' \
			'#include <unistd.h>' 'int main(void) { puts("1"); fflush(stdout);' \
			"kill(getppid(), SIGSTOP); $end }" >"$d/problems/stopper.c"
		: >"$d/testdata/stopper/1.in"
		echo 1 >"$d/testdata/stopper/1.out"
		echo 'time 0.1' >"$d/testdata/stopper/judge.conf"
		NO_COLOR=1 run timeout 60 "$ROOT/judge.sh" --root "$d" stopper
		echo "$output"
		if [[ "$end" == return* ]]; then
			[ "$status" -eq 0 ]
			has_verdict stopper 1 AC
		else # a sleeper: stopped by the wall clock
			[ "$status" -eq 1 ]
			has_verdict stopper 1 TLE
		fi
	done
}

@test "a program that stops the judge itself, or its whole process group, is answered all the same" {
	local d="$BATS_TEST_TMPDIR/stopjudge" target
	mkdir -p "$d/problems" "$d/testdata/stopper"
	: >"$d/testdata/stopper/1.in"
	echo 1 >"$d/testdata/stopper/1.out"
	for target in 'judge' '-getpgid(judge)'; do
		# (the judge: the runner's parent, field 4 of /proc/PPID/stat, after the ')')
		printf '%s\n' '#define _POSIX_C_SOURCE 200809L' '#include <signal.h>' \
			'#include <stdio.h>' '#include <string.h>' '#include <unistd.h>' \
			'int main(void) { char path[64], buf[512] = ""; int judge = 0; FILE *f;' \
			'sprintf(path, "/proc/%d/stat", (int)getppid()); f = fopen(path, "r");' \
			'if (f && fgets(buf, sizeof buf, f) && strrchr(buf, 41))' \
			'sscanf(strrchr(buf, 41) + 4, "%d", &judge);' \
			"if (judge > 1) kill($target, SIGSTOP);" \
			'puts("1"); return 0; }' >"$d/problems/stopper.c"
		NO_COLOR=1 run timeout 60 "$ROOT/judge.sh" --root "$d" stopper
		echo "$output"
		[ "$status" -eq 0 ]
		has_verdict stopper 1 AC
	done
}

@test "Ctrl-Z in an interactive shell pauses the judge: it stays stopped until fg" {
	command -v script >/dev/null || skip "script (Debian: bsdutils) is needed to give a terminal"
	local d="$BATS_TEST_TMPDIR/pause"
	mkdir -p "$d/problems" "$d/testdata/napper"
	printf '%s\n' '#include <stdio.h>' '#include <unistd.h>' \
		"int main(void) { fclose(fopen(\"$d/started\", \"w\")); sleep(2); puts(\"1\");" \
		'return 0; }' >"$d/problems/napper.c"
	: >"$d/testdata/napper/1.in"
	echo 1 >"$d/testdata/napper/1.out"
	echo 'time 2' >"$d/testdata/napper/judge.conf"
	# (the runner resumes a judge a program stopped, never one the user paused: the job's
	# state 0.7 s after ^Z -- the runner's timer resumes within 0.1 s -- then fg; ^Z once the
	# program has started, however long the shell and the compile took)
	{
		echo "NO_COLOR=1 $ROOT/judge.sh --root $d napper >$d/out"
		for _ in $(seq 300); do [[ -e "$d/started" ]] && break; sleep 0.1; done
		printf '\032'
		sleep 0.7
		echo "ps -o stat= -p \$(jobs -p) >$d/state; fg; exit"
	} | TERM=dumb timeout 60 script -qec "bash --norc --noprofile -i" /dev/null
	cat "$d/state" "$d/out"
	[[ "$(cat "$d/state")" == T* ]]
	grep -q ' AC ' "$d/out"
}

@test "a program that traces its runner (ptrace attach) is refused, in the traced rerun too" {
	local d="$BATS_TEST_TMPDIR/trace" opts
	mkdir -p "$d/problems" "$d/testdata/tracer"
	# (a refused allocation: RE under the cap, rerun traced with room; there it attaches)
	printf '%s\n' '#define _POSIX_C_SOURCE 200809L' '#include <stdio.h>' '#include <stdlib.h>' \
		'#include <unistd.h>' '#include <sys/ptrace.h>' \
		'int main(void) { char *p = malloc((size_t)1 << 31); long r;' \
		'if (!p)' 'abort();' 'r = ptrace(PTRACE_ATTACH, getppid(), NULL, NULL);' \
		'printf("%ld\n", r); fflush(stdout); for (;;) pause(); }' >"$d/problems/tracer.c"
	: >"$d/testdata/tracer/1.in"
	echo -1 >"$d/testdata/tracer/1.out"
	printf 'time 0.1\nmemory 64\n' >"$d/testdata/tracer/judge.conf"
	for opts in '' --sandbox; do
		[[ -z "$opts" ]] || ! namespaces_refused || continue
		NO_COLOR=1 run timeout 60 "$ROOT/judge.sh" --root "$d" $opts -v tracer
		echo "$output"
		[ "$status" -eq 1 ]
		has_verdict tracer 1 MLE
		sed -i 's/^memory .*/memory 4096/' "$d/testdata/tracer/judge.conf" # attached at once
		NO_COLOR=1 run timeout 60 "$ROOT/judge.sh" --root "$d" $opts -v tracer
		echo "$output"
		[ "$status" -eq 1 ]
		has_verdict tracer 1 TLE
		sed -i 's/^memory .*/memory 64/' "$d/testdata/tracer/judge.conf"
	done
}

@test "--source with a relative file name that starts with a dash is judged" {
	mkdir -p "$BATS_TEST_TMPDIR/d"
	cp "$ROOT/tests/fixtures/problems/ac.c" "$BATS_TEST_TMPDIR/d/-ac.c"
	cd "$BATS_TEST_TMPDIR/d"
	NO_COLOR=1 run timeout 60 "$ROOT/judge.sh" --root "$ROOT/tests/fixtures" --source -ac.c ac
	echo "$output"
	[ "$status" -eq 0 ]
	[[ "${lines[-1]}" == "4 passed, 0 failed"* ]]
}

@test "-v never passes a program's control bytes to the terminal (case view, stderr)" {
	BIG="$BATS_TEST_TMPDIR/esc"
	mkdir -p "$BIG/problems" "$BIG/testdata/esc"
	printf '%s\n' '#include <stdio.h>' \
		'int main(void) { printf("\033]0;pwned\007\033[31mred\r\n"); fprintf(stderr, "\033[2Jerr\n"); return 1; }' \
		>"$BIG/problems/esc.c"
	printf '%s\n' '#include <stdio.h>' \
		'int main(void) { printf("\033]0;pwned\007\033[31mred\r\n"); return 0; }' >"$BIG/problems/esc2.c"
	mkdir -p "$BIG/testdata/esc2"
	for p in esc esc2; do
		echo 1 >"$BIG/testdata/$p/1.in"
		echo 1 >"$BIG/testdata/$p/1.out"
		echo 'cases lines lines' >"$BIG/testdata/$p/judge.conf"
	done
	NO_COLOR=1 run timeout 60 "$ROOT/judge.sh" --root "$BIG" -v esc esc2
	echo "$output"
	[[ "$output" =~ esc\ +1\ +RE ]]
	[[ "$output" =~ esc2\ +1\ +WA ]]
	[[ "$output" == *'stderr: \e[2Jerr'* ]]
	[[ "$output" == *'\e]0;pwned\x07\e[31mred\r'* ]]
	[[ "$output" != *$'\033'* && "$output" != *$'\a'* ]]
}

# junk_source FILE SHAPE: a C program printing skewb 10-random100's answers and 60 MiB of junk:
# 100-byte lines after the answers (SHAPE 'after'), the same with case 50's answer 0 ('wrong50'),
# or one line before them ('before', case 1 then holds it all).
junk_source() {
	cat >"$1" <<C
#include <stdio.h>
#include <string.h>
static void junk(int lines)
{
	static char b[1 << 20];
	long i;
	memset(b, 'x', sizeof b);
	for (i = 0; i < 60; i++) {
		if (lines) { long j; for (j = 100; j < (long)sizeof b; j += 101) b[j] = '\n'; }
		fwrite(b, 1, sizeof b, stdout);
	}
}
int main(void)
{
	char line[256];
	int k = 0;
	FILE *f = fopen("$ROOT/testdata/skewb/10-random100.out", "r");
	if ($([[ "$2" == before ]] && echo 1 || echo 0))
		junk(0);
	while (f && fgets(line, sizeof line, f))
		fputs(++k == 50 && $([[ "$2" == wrong50 ]] && echo 1 || echo 0) ? "0\n" : line, stdout);
	if ($([[ "$2" == before ]] && echo 0 || echo 1))
		junk(1);
	return 0;
}
C
}

@test "the failing-case search of a checker problem is bounded: 60 MiB of junk in 3 shapes" {
	local t0 t1 shape
	for shape in after wrong50 before; do
		junk_source "$BATS_TEST_TMPDIR/junk.c" "$shape"
		t0=$(date +%s%N)
		JUDGE_ROOT="$ROOT" judge -v --source "$BATS_TEST_TMPDIR/junk.c" skewb 10-random100
		t1=$(date +%s%N)
		[[ "$output" =~ 10-random100\ +(WA|PE)\  ]] || { echo "$output"; false; }
		echo "$shape: judge $(((t1 - t0) / 1000000)) ms" >&3
		# (26 s when each case was cut out of the whole output: compile and run take 2 s)
		(((t1 - t0) / 1000000 < 10000))
	done
	# a binary search on the first M cases names case 50 (given the time a loaded machine needs)
	junk_source "$BATS_TEST_TMPDIR/junk.c" wrong50
	CUBEJUDGE_CASE_SEARCH_MS=30000 JUDGE_ROOT="$ROOT" judge -v --source "$BATS_TEST_TMPDIR/junk.c" \
		skewb 10-random100
	has_verdict skewb 10-random100 WA
	[[ "$output" == *"case 50 of 100"* ]] || { echo "$output"; false; }
}
