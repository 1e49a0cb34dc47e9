# shellcheck shell=bash disable=SC2034,SC2153 # (the globals are shared with the other files)
# judge/run.sh -- running one test: the program under the runner, its output through the
# comparator or the problem's checker, the verdict. judge_test is the one chain every mode uses.
# Provides: make_run_dir, check_sandbox, sandbox_options, run_limited, run_helper, run_program,
#   judge_test, compare_output, case_output.
# Sets: RUN_DIR BOX_DIR RUNNER_PID SANDBOX_OPTS SANDBOX_FOR; STATUS CPU RSS DETAIL (the
#   runner's report); VERDICT NOTE CASE_K CASE_N CMP_REPORT (judge_test, compare_output);
#   STOP_K (judge_test, progress_note).
# Reads: RUNNER COMPARE_TOOL CASES_TOOL BUILD PROFILE KEEP SANDBOX VERBOSE DIFF_LINES COLOR_OPT
#   MODE WORK BIN CHECKER and read_conf's settings.

# make_run_dir: a fresh folder for this run's binaries and outputs, outside the source tree (so
# nothing a program can see points into it), removed at exit; --keep moves it to build/judge/last.
make_run_dir() {
	RUN_DIR=$(mktemp -d "${TMPDIR:-/tmp}/cubejudge.XXXXXX") ||
		die_judge "cannot make a temporary folder in ${TMPDIR:-/tmp}"
	# the programs' work folders: apart from ours, removed with it even if a runner was killed
	BOX_DIR=$(mktemp -d "${TMPDIR:-/tmp}/cubejudge-box.XXXXXX") ||
		die_judge "cannot make a temporary folder in ${TMPDIR:-/tmp}"
	trap 'finish_run_dir' EXIT
	trap 'on_signal 130' INT
	trap 'on_signal 143' TERM
	# a reader that stopped early (| head): end quietly, through the cleanup (a trapped signal,
	# unlike an ignored one, is back to its default in the programs the judge runs)
	trap 'exit 141' PIPE
}

# shellcheck disable=SC2317 # finish_run_dir and on_signal run from traps
# finish_run_dir: keep the outputs (--keep) and the results (for --failed); remove the rest.
finish_run_dir() {
	local last="$BUILD/judge/last" kept=''
	trap '' PIPE # (its message may go to a reader that is gone: the folders go first)
	if [[ "$KEEP" == 1 && -d "$RUN_DIR/$PROFILE" ]]; then
		mkdir -p "$last"
		rm -rf "${last:?}/$PROFILE"
		mv "$RUN_DIR/$PROFILE" "$last/$PROFILE" && kept="$last/$PROFILE"
	fi
	rm -rf "$RUN_DIR" "$BOX_DIR"
	[[ -z "$kept" ]] || echo "outputs kept in $kept" 2>/dev/null || true
}

# shellcheck disable=SC2317
# stop_runner PID: end the runner, which ends the program: SIGTERM, and SIGCONT in case the
# program stopped it; one that has not ended within 3 s (stopped again and again) is killed,
# so that Ctrl-C always ends the judge.
stop_runner() {
	local i state
	kill -TERM "$1" 2>/dev/null || true
	for ((i = 0; i < 30; i++)); do
		kill -CONT "$1" 2>/dev/null || true
		state=$(cut -d ' ' -f 3 "/proc/$1/stat" 2>/dev/null) || break
		[[ "$state" != Z ]] || break
		sleep 0.1
	done
	((i < 30)) || kill -KILL "$1" 2>/dev/null || true
	wait "$1" 2>/dev/null || true
	((i < 30)) || "$RUNNER" --sweep || true # what the program left in the cgroup, if any
}

# shellcheck disable=SC2317
# on_signal CODE: Ctrl-C or SIGTERM: stop the program under test, print the summary, exit CODE.
on_signal() {
	trap - INT TERM
	[[ -z "$RUNNER_PID" ]] || stop_runner "$RUNNER_PID"
	summary "stopped by $([[ "$1" == 130 ]] && echo SIGINT || echo SIGTERM)"
	exit "$1"
}

# check_sandbox: with --sandbox, make sure the kernel gives the runner its namespaces.
check_sandbox() {
	[[ "$SANDBOX" == 1 ]] || return 0
	local rc=0
	"$RUNNER" --sandbox -- /bin/true >/dev/null 2>"$RUN_DIR/sandbox.err" || rc=$?
	if [[ "$rc" != 0 ]]; then
		printf 'judge.sh: --sandbox is not available here, so nothing was run: %s\n' \
			"$(head -n 1 "$RUN_DIR/sandbox.err")" >&2
		exit 3
	fi
}

# sandbox_options: SANDBOX_OPTS, the runner's options for a run in the sandbox (none without
# --sandbox): what the judge reads -- the tree, every problem's testdata and official data, the
# source -- shows empty there even where it lies inside a system folder the sandbox shows (a
# clone under /usr/local, the official data beside it). The runner hides where a path leads,
# so each link among the solutions and the testdata counts as one more path. Made once a run.
sandbox_options() {
	[[ "$SANDBOX" == 1 ]] || { SANDBOX_OPTS=(); return 0; }
	[[ -z "${SANDBOX_FOR:-}" ]] || return 0
	local path dir dirs=("$DATA_ROOT/problems" "$DATA_ROOT/testdata")
	SANDBOX_FOR=1 SANDBOX_OPTS=(--sandbox)
	for dir in "$DATA_ROOT/testdata"/*/; do
		dirs+=("${dir%/}")
		official_of "${dir%/}"
		[[ -z "$OFFICIAL_OF" ]] || SANDBOX_OPTS+=(--hide "$OFFICIAL_OF")
		[[ ! -d "$OFFICIAL_OF" ]] || dirs+=("$OFFICIAL_OF")
	done
	for path in "$ROOT" "$ROOT/testdata" "$DATA_ROOT" "$BUILD" "$RUN_DIR" "${dirs[@]}" \
		"${SOURCE:-}"; do
		[[ -z "$path" ]] || SANDBOX_OPTS+=(--hide "$path")
	done
	for dir in "${dirs[@]}"; do
		for path in "$dir"/*; do
			[[ ! -L "$path" ]] || SANDBOX_OPTS+=(--hide "$path")
		done
	done
}

# run_limited RUNNER-OPTIONS... -- COMMAND...: run the runner in the background (so that a
# signal reaches our trap at once) and set STATUS CPU RSS DETAIL from its report; STATUS is
# empty if the runner itself failed.
run_limited() {
	local rc=0
	"$RUNNER" "$@" >"$RUN_DIR/report" 2>"$RUN_DIR/report.err" &
	RUNNER_PID=$!
	wait "$RUNNER_PID" 2>/dev/null || rc=$? # (no shell notice when a signal ended it)
	RUNNER_PID=''
	STATUS='' CPU=- RSS=- DETAIL=-
	if [[ "$rc" == 0 ]]; then read -r STATUS CPU RSS DETAIL <"$RUN_DIR/report" || STATUS=''
	elif ((rc > 128)); then
		printf 'the runner was killed by signal %d (by the program itself?)\n' \
			$((rc - 128)) >>"$RUN_DIR/report.err"
		"$RUNNER" --sweep || true # what it left in its cgroup, if it had one
	fi
	return 0
}

# run_helper RUNNER-OPTIONS... -- COMMAND...: run_limited for the problem's trusted helpers
# (checker, generator, validator): limits of their own, not the problem's (10 s of CPU, 20 s
# of wall time) and the problem's output limit.
run_helper() { run_limited --cpu 10000 --wall 20000 --fsize "$OUT_ARG" "$@"; }

# run_program IN OUT ERR KILL_MS BIN: run BIN under the problem's limits (time limit LIMIT_MS,
# stopped at KILL_MS; sizes in judge.conf's MiB, as the runner takes them), sandboxed with
# --sandbox. Under ASan only a loose RSS guard: four times the memory limit and 512 MiB more.
run_program() {
	local kill="$4" mem="$MEM_ARG" rss="$MEM_ARG" opts=()
	if [[ "$PROFILE" == sanitize ]]; then
		mem=0 rss="$ASAN_RSS_ARG"
		opts+=(--env "ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=0}")
		[[ -n "${UBSAN_OPTIONS:-}" ]] && opts+=(--env "UBSAN_OPTIONS=$UBSAN_OPTIONS")
	fi
	sandbox_options
	opts+=("${SANDBOX_OPTS[@]}")
	[[ -z "$BOX_DIR" ]] || opts+=(--box "$BOX_DIR")
	run_limited --cpu "$LIMIT_MS" --cpu-kill "$kill" --wall $((2 * kill + 1000)) --mem "$mem" \
		--rss "$rss" --stack "$STACK_ARG" --fsize "$OUT_ARG" --in "$1" --out "$2" \
		--err "$3" "${opts[@]}" -- "$5"
}

# judge_test IN EXPECTED GOT ERR KILL_MS: run BIN on IN (output to GOT, stderr to ERR), stopped
# at KILL_MS of CPU, and judge it: the runner's verdict, else the comparator's or the checker's
# (no EXPECTED: AC when it ran within its limits). Sets VERDICT (JE: the runner failed), the
# runner's STATUS CPU RSS DETAIL, NOTE (a TLE's margin, the failing case, how far a failing run
# got: judge/progress.sh), CASE_K CASE_N CMP_REPORT STOP_K.
judge_test() {
	local in="$1" exp="$2" got="$3" kill="$5"
	run_program "$in" "$got" "$4" "$kill" "$BIN"
	VERDICT="$STATUS" NOTE='' CMP_REPORT='' CASE_K='' CASE_N='' STOP_K=''
	case "$STATUS" in
	'') VERDICT=JE NOTE="the runner failed: $(head -c 200 "$RUN_DIR/report.err")" ;;
	OK)
		VERDICT=AC
		[[ -z "$exp" ]] || compare_output "$in" "$exp" "$got"
		[[ -z "$CASE_K" ]] || NOTE="case $CASE_K/$CASE_N" ;;
	TLE) tle_note "$in" "$exp" "$got" "$kill" ;;
	MLE | OLE) limit_over_note "$kill" ;;
	*) [[ "$DETAIL" == - ]] || NOTE="$DETAIL" ;;
	esac
	# how far a run that was stopped or failed got (not one that finished, or was never run)
	case "$STATUS $DETAIL" in
	'TLE finished' | 'MLE static-data='*) ;;
	TLE* | MLE* | RE* | OLE*) progress_note "$in" "$exp" "$got" ;;
	esac
	return 0
}

# tle_note IN EXPECTED GOT KILL_MS: the NOTE of a TLE: how far over (time_words), and whether
# the answer was right when the program finished before it was stopped. VERDICT stays TLE.
tle_note() {
	time_words "$DETAIL" "$4"
	NOTE="$WORDS"
	if [[ "$DETAIL" == finished && -n "$2" ]]; then
		compare_output "$1" "$2" "$3"
		if [[ "$VERDICT" == AC ]]; then NOTE+=", answer right"
		else NOTE+=", answer wrong"; fi
	fi
	VERDICT=TLE CMP_REPORT='' CASE_K='' CASE_N=''
}

# compare_output IN EXPECTED GOT: set VERDICT (AC WA PE, JE for a broken checker), CASE_K and
# CASE_N (first differing case and the number of cases, where the problem declares them) and
# CMP_REPORT (the -v report).
compare_output() {
	local in="$1" exp="$2" got="$3" rc=0 opts=() first
	CASE_K='' CASE_N='' CMP_REPORT=''
	if [[ "$COMPARE" == checker ]]; then
		run_checker "$in" "$exp" "$got"
		# which case failed: for the report (verify and stress need only the verdict)
		[[ "$VERDICT" == AC || -z "$CASES_IN" || "$MODE" != judge ]] ||
			checker_case "$in" "$exp" "$got"
		return 0
	fi
	[[ -n "$CASES_OUT" ]] && opts+=(--cases "$CASES_OUT")
	[[ "$VERBOSE" == 1 ]] && opts+=(--diff "$DIFF_LINES" "${COLOR_OPT[@]}")
	"$COMPARE_TOOL" "${opts[@]}" "$COMPARE" "${COMPARE_ARGS[@]}" "$exp" "$got" \
		>"$WORK/cmp" 2>&1 || rc=$?
	read -r first CASE_K CASE_N <"$WORK/cmp" || true
	case "$rc" in
	0) VERDICT=AC ;;
	1) VERDICT=WA ;;
	2) VERDICT=PE ;;
	*) VERDICT=JE CASE_K='' CASE_N=''
		CMP_REPORT="compare failed: $(head -c 300 "$WORK/cmp")"; return 0 ;;
	esac
	if [[ "$first" != "$VERDICT" ]]; then
		VERDICT=JE CMP_REPORT="compare said '$first'"
		return 0
	fi
	[[ "$VERDICT" == AC ]] || CMP_REPORT=$(tail -n +2 "$WORK/cmp")
	[[ "$VERDICT" != AC && -n "$CASE_N" && "$CASE_K" -gt 0 ]] || CASE_K='' CASE_N=''
	return 0
}

# run_checker IN EXPECTED GOT [WALL_MS]: the problem's checker, under its own limits (10 s of
# CPU, a wall time of WALL_MS, 20 s unless given) and the output limit;
# testlib's exit codes: 0 AC, 1 WA, 2 PE, 3 JE (the checker failed), 4 PE, 8 WA; anything
# else (a signal, another code, a checker over its limits) is JE. Sets VERDICT, CMP_REPORT.
run_checker() {
	local program=("$STATUS" "$CPU" "$RSS" "$DETAIL") ended # the program's figures, kept
	# (WALL_MS, when given: what is left of the failing-case search's time)
	run_helper ${4:+--wall "$4"} --out "$WORK/checker.msg" --err "$WORK/checker.msg" -- \
		"$CHECKER" "$1" "$3" "$2"
	ended="$STATUS $DETAIL"
	STATUS="${program[0]}" CPU="${program[1]}" RSS="${program[2]}" DETAIL="${program[3]}"
	CMP_REPORT=''
	if [[ "$ended" == 'OK -' ]]; then VERDICT=AC; return 0; fi # its message is not shown
	if [[ -s "$WORK/checker.msg" ]]; then
		CMP_REPORT=$(show_lines '    checker: ' head 5 "$WORK/checker.msg")
	fi
	case "$ended" in
	'RE exit=1' | 'RE exit=8') VERDICT=WA ;;
	'RE exit=2' | 'RE exit=4') VERDICT=PE ;;
	*)
		VERDICT=JE
		if [[ "$ended" == 'RE exit=3' ]]; then
			set -- "    the checker says it failed (exit 3)"
		else
			set -- "    checker failed (${ended/# /runner failed })"
		fi
		CMP_REPORT="$1${CMP_REPORT:+$'\n'$CMP_REPORT}" ;;
	esac
}

# checker_case IN EXPECTED GOT: for a checker problem that declares its cases, find the first
# case the checker rejects (at most 1000 cases): each file split once (linear), then a binary
# search on the first M cases (a checker run costs tens of ms), all within CASE_SEARCH_MS of
# wall time: past it, no case is named. Sets CASE_K CASE_N.
checker_case() {
	local in="$1" exp="$2" got="$3" n lo=1 hi m verdict="$VERDICT" report="$CMP_REPORT"
	local end left from to ins=() exps=() gots=() p="$WORK/first"
	end=$(($(now_ms) + CASE_SEARCH_MS))
	mapfile -t ins < <("$CASES_TOOL" inputs "$CASES_IN" "$in" 2>/dev/null)
	n=${#ins[@]}
	((n > 0)) || return 0
	mapfile -t exps < <("$CASES_TOOL" outputs "$CASES_OUT" "$exp" "$n" 2>/dev/null)
	mapfile -t gots < <("$CASES_TOOL" outputs "$CASES_OUT" "$got" "$n" 2>/dev/null)
	((${#exps[@]} == n && ${#gots[@]} == n)) || return 0
	hi=$((n + 1)) # the first failing case is in lo..hi (n + 1: none of the n)
	while ((lo < hi)); do
		m=$(((lo + hi) / 2)) left=$((end - $(now_ms)))
		((left > 0)) || { hi=0; break; }
		read -r from _ <<<"${ins[0]}" && read -r _ to <<<"${ins[m - 1]}"
		{ [[ "$CASES_IN" == lines ]] || echo "$m"; tail -c "+$((from + 1))" "$in" |
			head -c "$((to - from))"; } >"$p.in"
		head -c "${exps[m - 1]}" "$exp" >"$p.ans"
		head -c "${gots[m - 1]}" "$got" >"$p.got"
		run_checker "$p.in" "$p.ans" "$p.got" "$left"
		if [[ "$VERDICT" == AC ]]; then lo=$((m + 1)); else hi="$m"; fi
	done
	(($(now_ms) >= end || hi < 1 || hi > n)) || CASE_K="$hi" CASE_N="$n"
	rm -f "$p".*
	VERDICT="$verdict" CMP_REPORT="$report" # the whole test's message: real case numbers
}

# the failing-case search's share of the judge time a WA test may cost beyond the program's run
# (2 s for a 64 MiB output, whatever its shape: the whole-output check takes the rest); the
# tests set a larger one to find a case on a loaded machine
CASE_SEARCH_MS="${CUBEJUDGE_CASE_SEARCH_MS:-1500}"

# now_ms: the wall clock in milliseconds.
now_ms() { local t="${EPOCHREALTIME//[!0-9]/}"; echo $((10#$t / 1000)); }

# case_output FILE K: case K of an output file (nothing if it has no such case).
case_output() { "$CASES_TOOL" output "$CASES_OUT" "$1" "$2" 2>/dev/null || true; }
