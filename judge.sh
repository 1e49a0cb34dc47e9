#!/usr/bin/env bash
# judge.sh -- compile solutions and judge them on the testdata, the way the online judges do.
# An orchestrator: options, profiles, loops and the report. Per-process work is tools/runner/
# (limits, isolation, sandbox), per-byte work tools/compare/ (verdicts, diffs) and
# tools/cases.c (splitting a test into its cases).
set -euo pipefail

usage() {
	cat <<'EOF'
Usage: ./judge.sh [options] [NAME [TEST...]]...
Compile problems/NAME.c and judge it on testdata/NAME/*.in against the .out files; every
problem when none is named. TEST (with or without .in, or a pattern such as '0*') picks tests.

Modes (one at a time; the default is to judge):
  -l, --list          problems, limits and test counts (-v: test names)
  -b, --bench         median CPU and peak RSS of 5 runs of each bench test against its targets
      --verify        judge tests/submissions/NAME/*/: each must get its folder's verdict
      --stress        --source FILE against the reference on generated inputs, smallest first
Options:
  -p, --profile NAME  strict (default), uva, hdu, clang or sanitize (below)
      --source FILE   judge FILE (.c; .cpp .cc .cxx as C++) as problem NAME instead of NAME.c
      --werror        warnings fail a --source file too (they always fail problems/NAME.c)
      --all-tests     with --source/--verify/--stress files: robustness tests too
      --failed        only the tests that were not AC in the previous run of this profile
      --time-scale F  multiply every time limit by F (a machine slower or faster than the judge's)
      --sandbox       run the program in Linux namespaces, for code you do not trust (README)
  -v, --verbose       failing case and diff, stderr, checker message, compile commands
      --diff-lines N  differing lines shown with -v (default 10)
  -k, --keep          keep binaries and outputs in build/judge/last/PROFILE/NAME/
      --root DIR      use DIR/problems and DIR/testdata (default: this script's folder)
  -h, --help          show this help
  stress: --ref FILE (default problems/NAME.c), -n N seeds per size (20), --max-size N
          (judge.conf stress_max_size), --seed S, --seconds S (budget, 60); the failing input
          and both outputs are saved in build/stress/NAME/
Profiles (C | C++); problems/NAME.c always adds -Wall -Werror:
  strict    gcc -std=c99 -O2 -Wall -Wextra -pedantic | g++ -std=c++17 -O2 -Wall -Wextra -pedantic
  uva       gcc -O2 -pipe -ansi -DONLINE_JUDGE       | g++ -O2 -pipe -std=c++11 -DONLINE_JUDGE
            (then -lm -lcrypt, as UVa links)
  hdu       gcc -O2                                  | g++ -O2
  clang     clang -std=c99 -O2 -Wall -Wextra         | clang++ -std=c++17 -O2
  sanitize  strict at -O1 -g -fsanitize=address,undefined: no address-space cap, time x10
Limits, from testdata/NAME/judge.conf ('key value' lines, # comments; defaults in brackets):
  time S [2]       CPU time: the total of all the program's processes and threads. A program
                   over it may go on to twice the limit, to tell how far over it was.
  memory MIB [256] address space of each process, and peak RSS; stack MIB [= memory]
  output MIB [64]  stdout and stderr, each
  compare MODE     lines [default] | exact | unordered | tokens | tokens-nocase | float ABS REL |
                   checker (testdata/NAME/checker.c or .cpp: 'checker IN OUT ANSWER', exit 0 AC,
                   1 WA, 2 PE, 3 JE, 4 PE, 8 WA as testlib; anything else JE)
  bench TEST S MIB, robustness PATTERN..., cases INPUT OUTPUT, stress_max_size N (README)
Every run gets a fresh empty work folder outside the tree (removed after it), a private copy
of its input and a minimal environment. A failure under the memory cap is rerun once, traced,
in a folder of its own with its output thrown away, to tell MLE from RE.
Verdicts: AC WA PE TLE MLE OLE RE CE, and JE (judge error: broken testdata, checker or judge).
Exit status: 0 all AC (bench: targets met; verify: as expected; stress: no difference),
1 some test failed, 2 usage error, 3 judge error, 130 / 143 stopped by SIGINT / SIGTERM.
EOF
}

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
BUILD="$ROOT/build"
RUNNER="$BUILD/runner" COMPARE_TOOL="$BUILD/compare" CASES_TOOL="$BUILD/cases"
PROFILE=strict MODE=judge VERBOSE=0 KEEP=0 DATA_ROOT="$ROOT"
SOURCE='' REF='' WERROR=0 ALL_TESTS=0 FAILED_ONLY=0 TIME_SCALE=1 DIFF_LINES=10 SANDBOX=0
STRESS_N=20 STRESS_MAX_OPT='' STRESS_SEED='' STRESS_SECONDS=60
STRESS_NAME='' STRESS_INPUTS=0
RUN_DIR='' BOX_DIR='' RUNNER_PID='' PASSED=0 FAILED=0 JUDGE_ERROR=0 LEFT_OUT=0
RESULTS=()   # "NAME TEST VERDICT" of every test judged, for --failed next time
JUDGED=()    # "NAME TEST" of every test judged
PROBLEMS=()  # the problems named, in order
declare -A PICKED=() # NAME -> the test patterns named for it (space-separated)

die_usage() { printf 'judge.sh: %s\n' "$*" >&2; printf "Try './judge.sh --help'.\n" >&2; exit 2; }
die_judge() { printf 'judge.sh: %s\n' "$*" >&2; exit 3; }

# Colour only on a terminal, and never when NO_COLOR is set.
if [[ -t 1 && -z "${NO_COLOR:-}" ]]; then
	GREEN=$'\e[32m' RED=$'\e[31m' YELLOW=$'\e[33m' RESET=$'\e[0m' COLOR_OPT=(--color)
else
	GREEN='' RED='' YELLOW='' RESET='' COLOR_OPT=()
fi

SANITIZE=(-O1 -g "-fsanitize=address,undefined" -fno-sanitize-recover=all -Wall)

# ---------- small helpers ----------

# plural N WORD: "1 test", "2 tests".
plural() { if [[ "$1" == 1 ]]; then printf '1 %s' "$2"; else printf '%s %ss' "$1" "$2"; fi; }

# seconds MS / mib KIB: a figure in judge.conf's own units.
seconds() { awk -v v="$1" 'BEGIN { printf "%g s", v / 1000 }'; }
mib() { awk -v v="$1" 'BEGIN { printf "%g MiB", v / 1024 }'; }

# scaled VALUE FACTOR MAX: VALUE (a positive decimal number, at most MAX) times FACTOR, as a
# positive integer.
NUMBER='[0-9]+([.][0-9]+)?'
FLOAT='[0-9]*[.]?[0-9]+([eE][-+]?[0-9]+)?' # a tolerance: 0.001, 1e-6
COMPARE_MODES='lines|exact|unordered|checker|tokens|tokens-nocase' # and float ABS REL
scaled() {
	[[ "$1" =~ ^$NUMBER$ ]] || return 1
	awk -v v="$1" -v f="$2" -v m="$3" 'BEGIN { x = int(v * f + 0.5)
		if (x < 1 || x > m * f) exit 1; printf "%.0f\n", x }'
}

# indent PREFIX: stdin with each line cut to 200 columns and prefixed, control characters made
# harmless for a terminal (ESC as \e, CR as \r, NUL as \0, the others as ?; tabs kept).
indent() {
	cut -c 1-200 | LC_ALL=C sed -e 's/\x1b/\\e/g; s/\r/\\r/g; s/\x00/\\0/g' \
		-e 's/[\x01-\x08\x0b-\x1f\x7f]/?/g' -e "s/^/$1/"
}

# ---------- tools ----------

# ensure_tools: build the runner, the comparator and the case splitter when missing or stale
# (the Makefile's rule).
ensure_tools() {
	make -s -C "$ROOT" tools >&2 || die_judge "cannot build the judge's tools (make tools)"
}

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
}

# shellcheck disable=SC2317 # finish_run_dir and on_signal run from traps
# finish_run_dir: keep the outputs (--keep) and the results (for --failed); remove the rest.
finish_run_dir() {
	local last="$BUILD/judge/last"
	if [[ "$KEEP" == 1 && -d "$RUN_DIR/$PROFILE" ]]; then
		mkdir -p "$last"
		rm -rf "${last:?}/$PROFILE"
		mv "$RUN_DIR/$PROFILE" "$last/$PROFILE"
		echo "outputs kept in $last/$PROFILE"
	fi
	rm -rf "$RUN_DIR" "$BOX_DIR"
}

# shellcheck disable=SC2317
# on_signal CODE: Ctrl-C or SIGTERM: stop the program under test, print the summary, exit CODE.
on_signal() {
	trap - INT TERM
	if [[ -n "$RUNNER_PID" ]]; then
		# (CONT too: a program may have stopped its runner)
		kill -TERM "$RUNNER_PID" 2>/dev/null || true
		kill -CONT "$RUNNER_PID" 2>/dev/null || true
		wait "$RUNNER_PID" 2>/dev/null || true
	fi
	summary "stopped by $([[ "$1" == 130 ]] && echo SIGINT || echo SIGTERM)"
	exit "$1"
}

# ---------- configuration ----------

# conf_line KEY VAL REST: apply one judge.conf line; fails with RULE set to the rule it breaks.
conf_line() {
	local key="$1" val="$2" rest="$3" v
	case "$key" in
	time | memory | stack | output)
		RULE="$key must be a positive number of MiB, at most 1048576"
		[[ "$key" != time ]] || RULE='time must be a positive number of seconds, up to 3600'
		[[ -z "$rest" ]] || return 1
		case "$key" in
		time) v=$(scaled "$val" 1000 3600) && TIME_MS="$v" ;;
		memory) v=$(scaled "$val" 1024 1048576) && MEM_KIB="$v" ;;
		stack) v=$(scaled "$val" 1024 1048576) && STACK_KIB="$v" ;;
		output) v=$(scaled "$val" 1048576 1048576) && OUT_BYTES="$v" ;;
		esac ;;
	compare)
		RULE='compare must be lines, exact, unordered, tokens, tokens-nocase, float ABS REL'
		RULE+=' or checker'
		if [[ -z "$rest" && "$val" =~ ^($COMPARE_MODES)$ ]]; then
			COMPARE="$val" COMPARE_ARGS=()
		else
			[[ "$val" == float && "$rest" =~ ^($FLOAT)\ +($FLOAT)\ *$ ]] || return 1
			COMPARE=float COMPARE_ARGS=("${BASH_REMATCH[1]}" "${BASH_REMATCH[3]}")
			# finite, as the comparator reads them (1e400 is not)
			awk -v a="${COMPARE_ARGS[0]}" -v r="${COMPARE_ARGS[1]}" \
				'BEGIN { exit !(a + 0 <= 1e300 && r + 0 <= 1e300) }' || return 1
		fi ;;
	bench)
		RULE='bench needs TEST CPU_SECONDS MIB'
		[[ "$rest" =~ ^$NUMBER\ +$NUMBER\ *$ ]] && BENCH_LINES+=("$val $rest") ;;
	robustness)
		RULE='robustness needs one or more test-name patterns'
		[[ -n "$val" ]] && read -ra ROBUSTNESS <<<"${ROBUSTNESS[*]} $val $rest" ;;
	cases)
		RULE="cases needs INPUT OUTPUT: INPUT 'lines' or 'count TOKENS',"
		RULE+=" OUTPUT 'lines' or 'blocks'"
		[[ "$val $rest" =~ ^(lines|count\ +([1-9][0-9]*))\ +(lines|blocks)\ *$ ]] ||
			return 1
		CASES_IN="${BASH_REMATCH[1]}" CASES_OUT="${BASH_REMATCH[3]}"
		[[ -z "${BASH_REMATCH[2]}" ]] || CASES_IN="count:${BASH_REMATCH[2]}" ;;
	stress_max_size)
		RULE='stress_max_size must be a whole number'
		[[ -z "$rest" && "$val" =~ ^[0-9]+$ ]] && STRESS_MAX="$val" ;;
	*) RULE="unknown key '$key'"; return 1 ;;
	esac
}

# read_conf NAME: set TIME_MS MEM_KIB STACK_KIB OUT_BYTES COMPARE COMPARE_ARGS BENCH_LINES
# ROBUSTNESS CASES_IN CASES_OUT STRESS_MAX from testdata/NAME/judge.conf, and LIMIT_MS (the
# time limit as scaled); a bad line is a judge error (file, line and rule on stderr): it leaves
# that setting at its default, and read_conf fails so that the problem is not judged.
read_conf() {
	local conf="$DATA_ROOT/testdata/$1/judge.conf" line key val rest n=0 bad=0
	TIME_MS=2000 MEM_KIB=$((256 * 1024)) STACK_KIB='' OUT_BYTES=$((64 << 20)) COMPARE=lines
	COMPARE_ARGS=() BENCH_LINES=() ROBUSTNESS=() CASES_IN='' CASES_OUT='' STRESS_MAX=''
	if [[ -f "$conf" ]]; then
		while IFS= read -r line || [[ -n "$line" ]]; do
			n=$((n + 1))
			line="${line%%#*}" line="${line//$'\r'/}"
			read -r key val rest <<<"$line" || true
			[[ -n "$key" ]] || continue
			conf_line "$key" "$val" "$rest" && continue
			printf "judge.sh: %s:%d: '%s': %s\n" "${conf#"$DATA_ROOT"/}" "$n" "$line" \
				"$RULE" >&2
			JUDGE_ERROR=1 bad=1
		done <"$conf"
	fi
	[[ -n "$STACK_KIB" ]] || STACK_KIB="$MEM_KIB"
	# (at most 20,000 s after --time-scale: the runner's limits stay within its range)
	LIMIT_MS=$(awk -v t="$TIME_MS" -v f="$TIME_SCALE" \
		'BEGIN { x = int(t * f + 0.5); if (x < 1) x = 1; if (x > 2e7) x = 2e7
			printf "%.0f\n", x }')
	[[ "$PROFILE" != sanitize ]] || LIMIT_MS=$((LIMIT_MS * 10))
	return "$bad"
}

# conf_or_skip NAME: read_conf NAME, or report NAME as not judged because of its judge.conf.
conf_or_skip() {
	read_conf "$1" && return 0
	report "$1" "(judge.conf)" JE - - "not judged: testdata/$1/judge.conf has errors (above)"
	return 1
}

# is_robustness TEST: does TEST match one of the problem's 'robustness' patterns?
is_robustness() {
	local pat
	for pat in "${ROBUSTNESS[@]}"; do
		# shellcheck disable=SC2053 # the pattern is a glob on purpose
		[[ "$1" == $pat ]] && return 0
	done
	return 1
}

# all_tests NAME: the names (without .in) of every test of NAME, sorted.
all_tests() {
	local t
	for t in "$DATA_ROOT/testdata/$1"/*.in; do
		t="${t##*/}"
		[[ ! -e "$DATA_ROOT/testdata/$1/$t" ]] || printf '%s\n' "${t%.in}"
	done
	return 0
}

# matches_selector TEST PATTERNS: TEST matches one of the patterns (a name, NAME.in or a glob).
matches_selector() {
	local pat
	for pat in $2; do
		pat="${pat%.in}"
		# shellcheck disable=SC2053 # the pattern is a glob on purpose
		[[ "$1" == $pat ]] && return 0
	done
	return 1
}

# select_tests NAME: set TESTS to the tests to judge: those named (all by default), only the
# previous run's failures with --failed, only judge tests where robustness tests are left out
# (a --source file, --verify); LEFT_OUT counts the robustness tests left out.
select_tests() {
	local name="$1" t judge_only=0
	TESTS=()
	[[ -n "$SOURCE" || "$MODE" == verify ]] && [[ "$ALL_TESTS" == 0 ]] && judge_only=1
	while IFS= read -r t; do
		[[ -z "${PICKED[$name]:-}" ]] || matches_selector "$t" "${PICKED[$name]}" ||
			continue
		[[ "$FAILED_ONLY" == 0 ]] || grep -qxF "$name $t" "$FAILED_FILE" || continue
		if [[ "$judge_only" == 1 ]] && is_robustness "$t"; then
			LEFT_OUT=$((LEFT_OUT + 1))
			continue
		fi
		TESTS+=("$t")
	done < <(all_tests "$name")
}

# ---------- compiling ----------

# compile SRC OUT OWN: compile SRC (C or C++ by its extension) with $PROFILE into OUT; OWN=1
# (a file of the collection) or --werror makes warnings errors. Sets COMPILE_CMD, COMPILE_LOG;
# fails when the compiler does.
compile() {
	local src="$1" out="$2" own="$3" lang=c
	case "$src" in *.cpp | *.cc | *.cxx) lang="c++" ;; esac
	case "$lang:$PROFILE" in
	c:strict) COMPILE_CMD=(gcc -std=c99 -O2 -Wall -Wextra -pedantic) ;;
	c:uva) COMPILE_CMD=(gcc -O2 -pipe -ansi -DONLINE_JUDGE) ;;
	c:hdu) COMPILE_CMD=(gcc -O2) ;;
	c:clang) COMPILE_CMD=(clang -std=c99 -O2 -Wall -Wextra) ;;
	c:sanitize) COMPILE_CMD=(gcc -std=c99 "${SANITIZE[@]}") ;;
	c++:strict) COMPILE_CMD=(g++ -std=c++17 -O2 -Wall -Wextra -pedantic) ;;
	c++:uva) COMPILE_CMD=(g++ -O2 -pipe -std=c++11 -DONLINE_JUDGE) ;;
	c++:hdu) COMPILE_CMD=(g++ -O2) ;;
	c++:clang) COMPILE_CMD=(clang++ -std=c++17 -O2) ;;
	c++:sanitize) COMPILE_CMD=(g++ -std=c++17 "${SANITIZE[@]}") ;;
	esac
	if [[ "$own" == 1 || "$WERROR" == 1 ]]; then
		[[ " ${COMPILE_CMD[*]} " == *" -Wall "* ]] || COMPILE_CMD+=(-Wall)
		COMPILE_CMD+=(-Werror)
	fi
	COMPILE_CMD+=(-o "$out" "$src" -lm)
	[[ "$PROFILE" == uva ]] && COMPILE_CMD+=(-lcrypt)
	mkdir -p "$(dirname "$out")"
	run_compiler "$out" "$src" "${COMPILE_CMD[@]}"
}

# run_compiler OUT SRC COMMAND...: run the compiler COMMAND (which builds OUT from SRC); sets
# COMPILE_LOG. With $JUDGE_COMPILE_CACHE set (make test sets it, one fresh folder per run), a
# successful compile with the same command, source and headers beside it is reused.
run_compiler() {
	local out="$1" src="$2" key
	shift 2
	if [[ -z "${JUDGE_COMPILE_CACHE:-}" ]]; then COMPILE_LOG=$("$@" 2>&1); return; fi
	key=$({ printf '%s\n' "${@/#"$out"/-}"
		cat "$src" "${src%/*}"/*.h "${TESTLIB_DIR:-/nonexistent}/testlib.h" 2>/dev/null
	} | sha256sum)
	key="$JUDGE_COMPILE_CACHE/${key%% *}"
	if [[ -f "$key.bin" ]] && cp "$key.bin" "$out" 2>/dev/null; then
		COMPILE_LOG=$(<"$key.log")
		return 0
	fi
	COMPILE_LOG=$("$@" 2>&1) || return
	# log first, then the binary, each renamed into place: a reader never sees half of one
	if mkdir -p "$JUDGE_COMPILE_CACHE" && printf '%s' "$COMPILE_LOG" >"$key.$$.log" &&
		cp "$out" "$key.$$.bin" && mv -f "$key.$$.log" "$key.log"; then
		mv -f "$key.$$.bin" "$key.bin"
	fi
	return 0
}

# check_source FILE: fails (usage error) unless FILE exists and is C or C++ by its extension.
check_source() {
	[[ -f "$1" ]] || die_usage "no such file '$1'"
	case "$1" in
	*.c | *.cpp | *.cc | *.cxx) ;;
	*) die_usage "'$1': unknown language (.c, .cpp, .cc, .cxx)" ;;
	esac
}

# build_helper NAME KIND OUT: compile testdata/NAME/KIND.c or KIND.cpp (the checker, the
# generator) into OUT, with testlib.h found in the problem's folder or $TESTLIB_DIR.
# On failure reports a judge error (what is missing, or the compiler's message) and fails.
build_helper() {
	local name="$1" kind="$2" out="$3" dir="$DATA_ROOT/testdata/$1" src cmd
	if [[ -f "$dir/$kind.cpp" ]]; then
		src="$dir/$kind.cpp" cmd=(g++ -std=c++17 -O2)
	elif [[ -f "$dir/$kind.c" ]]; then
		src="$dir/$kind.c" cmd=(gcc -std=c99 -O2)
	else
		report "$name" "($kind)" JE - - "testdata/$name/$kind.c not found"; return 1
	fi
	cmd+=(-I "$dir")
	[[ -n "${TESTLIB_DIR:-}" ]] && cmd+=(-I "$TESTLIB_DIR")
	if grep -Eq '^[[:space:]]*#[[:space:]]*include[[:space:]]*[<"]testlib[.]h[>"]' "$src" &&
		[[ ! -f "$dir/testlib.h" && ! -f "${TESTLIB_DIR:-/nonexistent}/testlib.h" ]]; then
		local where="neither in testdata/$name nor in \$TESTLIB_DIR"
		report "$name" "($kind)" JE - - "${src##*/} includes testlib.h, found $where"
		return 1
	fi
	cmd+=(-o "$out" "$src" -lm)
	if ! run_compiler "$out" "$src" "${cmd[@]}"; then
		report "$name" "($kind)" JE - - "testdata/$name/${src##*/} does not compile"
		printf '%s\n' "$COMPILE_LOG" | head -n 30 | indent '    '
		return 1
	fi
}

# ---------- running ----------

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

# run_program IN OUT ERR KILL_MS BIN: run BIN under the problem's limits (time limit LIMIT_MS,
# stopped at KILL_MS), sandboxed with --sandbox. Under ASan only a loose RSS guard.
run_program() {
	local in="$1" out="$2" err="$3" kill="$4" bin="$5" mem="$MEM_KIB" rss="$MEM_KIB" opts=()
	if [[ "$PROFILE" == sanitize ]]; then
		mem=0 rss=$((MEM_KIB * 4 + 524288))
		opts+=(--env "ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=0}")
		[[ -n "${UBSAN_OPTIONS:-}" ]] && opts+=(--env "UBSAN_OPTIONS=$UBSAN_OPTIONS")
	fi
	[[ "$SANDBOX" == 1 ]] && opts+=(--sandbox)
	[[ -z "$BOX_DIR" ]] || opts+=(--box "$BOX_DIR")
	run_limited --cpu "$LIMIT_MS" --cpu-kill "$kill" --wall $((2 * kill + 1000)) --mem "$mem" \
		--rss "$rss" --stack "$STACK_KIB" --fsize "$OUT_BYTES" --in "$in" --out "$out" \
		--err "$err" \
		"${opts[@]}" -- "$bin"
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

# ---------- comparing ----------

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

# run_checker IN EXPECTED GOT: the problem's checker, under its own limits and output limit;
# testlib's exit codes: 0 AC, 1 WA, 2 PE, 3 JE (the checker failed), 4 PE, 8 WA; anything
# else (a signal, another code, a checker over its limits) is JE. Sets VERDICT, CMP_REPORT.
run_checker() {
	local program=("$STATUS" "$CPU" "$RSS" "$DETAIL") ended # the program's figures, kept
	run_limited --cpu 10000 --wall 20000 --fsize "$OUT_BYTES" --out "$WORK/checker.msg" \
		--err "$WORK/checker.msg" -- "$CHECKER" "$1" "$3" "$2"
	ended="$STATUS $DETAIL"
	STATUS="${program[0]}" CPU="${program[1]}" RSS="${program[2]}" DETAIL="${program[3]}"
	CMP_REPORT=''
	if [[ "$ended" == 'OK -' ]]; then VERDICT=AC; return 0; fi # its message is not shown
	if [[ -s "$WORK/checker.msg" ]]; then
		CMP_REPORT=$(head -c 2000 "$WORK/checker.msg" | head -n 5 | indent '    checker: ')
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
# case the checker rejects by judging the cases one by one (at most 1000); sets CASE_K CASE_N.
checker_case() {
	local in="$1" exp="$2" got="$3" n k verdict="$VERDICT" report="$CMP_REPORT" # (its own)
	n=$("$CASES_TOOL" count "$CASES_IN" "$in" 2>/dev/null) || return 0
	[[ "$n" -le 1000 ]] || return 0
	for ((k = 1; k <= n; k++)); do
		"$CASES_TOOL" input "$CASES_IN" "$in" "$k" >"$WORK/case.in" 2>/dev/null || return 0
		case_output "$exp" "$k" >"$WORK/case.ans"
		case_output "$got" "$k" >"$WORK/case.got"
		run_checker "$WORK/case.in" "$WORK/case.ans" "$WORK/case.got"
		if [[ "$VERDICT" != AC ]]; then CASE_K="$k" CASE_N="$n"; break; fi
	done
	VERDICT="$verdict" CMP_REPORT="$report" # the whole test's message: real case numbers
}

# case_output FILE K: case K of an output file (nothing if it has no such case).
case_output() { "$CASES_TOOL" output "$CASES_OUT" "$1" "$2" 2>/dev/null || true; }

# show_case NAME TEST IN EXPECTED GOT: -v view of the first failing case: its input (also
# written as a one-case file the program can be run on), the expected and the received output.
show_case() {
	local name="$1" test="$2" in="$3" exp="$4" got="$5" dir="$BUILD/judge/last/$1" file
	file="$dir/$test.case$CASE_K.in"
	mkdir -p "$dir"
	if ! "$CASES_TOOL" input "$CASES_IN" "$in" "$CASE_K" >"$file" 2>"$WORK/cases.err"; then
		rm -f "$file"
		set -- "$(head -n 1 "$WORK/cases.err")"
		printf '    (case %s cannot be cut out of this input alone: %s; the line view:)\n' \
			"$CASE_K" "${1#cases: }"
		return 0
	fi
	echo "    case $CASE_K of $CASE_N, input in ${file#"$ROOT"/}:"
	head -n 12 "$file" | indent '      '
	echo "    expected:"
	case_output "$exp" "$CASE_K" | head -n 12 | indent '      '
	echo "    received:"
	case_output "$got" "$CASE_K" | head -n 12 | indent '      '
}

# ---------- judging ----------

# report NAME TEST VERDICT CPU RSS [NOTE]: one result line, counted.
report() {
	local colour="$RED"
	case "$3" in AC) colour="$GREEN" ;; JE) colour="$YELLOW" ;; esac
	printf '%-18s %-28s %s%-3s%s %7s ms %9s KiB%s\n' "$1" "$2" "$colour" "$3" "$RESET" \
		"$4" "$5" "${6:+  ($6)}"
	if [[ "$3" == AC ]]; then PASSED=$((PASSED + 1)); else FAILED=$((FAILED + 1)); fi
	if [[ "$3" == JE ]]; then JUDGE_ERROR=1; fi
}

# describe_tle IN EXPECTED GOT: the note of a TLE: how far over, and whether the answer was
# right when the program finished within twice its limit.
describe_tle() {
	case "$DETAIL" in
	finished)
		compare_output "$1" "$2" "$3"
		if [[ "$VERDICT" == AC ]]; then NOTE="finished at $CPU ms, answer right"
		else NOTE="finished at $CPU ms, answer wrong"; fi ;;
	finished:*) NOTE="finished at $CPU ms, ${DETAIL#finished:}" ;;
	running) NOTE="still running at $CPU ms" ;;
	wall) NOTE="wall clock: still running after $((2 * KILL_MS + 1000)) ms, $CPU ms of CPU" ;;
	*) NOTE="$DETAIL" ;;
	esac
	VERDICT=TLE CPU="$LIMIT_MS" CMP_REPORT='' CASE_K=''
}

# run_case NAME TEST: run the compiled program on one test, judge it, report.
run_case() {
	local name="$1" test="$2" in exp got err
	in="$DATA_ROOT/testdata/$name/$test.in" exp="$DATA_ROOT/testdata/$name/$test.out"
	got="$WORK/$test.out" err="$WORK/$test.err"
	JUDGED+=("$name $test")
	if [[ ! -f "$exp" ]]; then report "$name" "$test" JE - - "missing $test.out"; return; fi
	KILL_MS="$LIMIT_MS"
	[[ "$MODE" == judge ]] && KILL_MS=$((2 * LIMIT_MS))
	run_program "$in" "$got" "$err" "$KILL_MS" "$BIN"
	NOTE='' CMP_REPORT='' CASE_K=''
	case "$STATUS" in
	'') VERDICT=JE NOTE="the runner failed: $(head -c 200 "$RUN_DIR/report.err")" ;;
	OK) compare_output "$in" "$exp" "$got"
		[[ -z "$CASE_K" ]] || NOTE="case $CASE_K/$CASE_N" ;;
	TLE) describe_tle "$in" "$exp" "$got" ;;
	*) VERDICT="$STATUS"; [[ "$DETAIL" == - ]] || NOTE="$DETAIL" ;;
	esac
	report "$name" "$test" "$VERDICT" "$CPU" "$RSS" "$NOTE"
	RESULTS+=("$name $test $VERDICT")
	if [[ "$VERDICT" == JE && "$VERBOSE" == 0 && -n "$CMP_REPORT" ]]; then
		printf '%s\n' "$CMP_REPORT"
	fi
	[[ "$VERBOSE" == 1 ]] || return 0
	case "$VERDICT" in
	WA | PE)
		[[ -z "$CASE_K" ]] || show_case "$name" "$test" "$in" "$exp" "$got"
		[[ -z "$CMP_REPORT" ]] || printf '%s\n' "$CMP_REPORT" ;;
	JE) [[ -z "$CMP_REPORT" ]] || printf '%s\n' "$CMP_REPORT" ;;
	RE | TLE | MLE | OLE)
		if [[ -s "$err" ]]; then tail -n 5 "$err" | indent '    stderr: '; fi ;;
	esac
	return 0
}

# solution_of NAME: the file judged as NAME: --source FILE, else problems/NAME.c.
solution_of() { echo "${SOURCE:-$DATA_ROOT/problems/$1.c}"; }

# compile_solution NAME SRC OWN LABEL: compile into BIN, reporting CE (the tests not run count
# as failed) or a --source file's warnings; -v shows the command. Fails on CE.
compile_solution() {
	local name="$1" src="$2" own="$3" label="$4" what
	BIN="$WORK/$name"
	if ! compile "$src" "$BIN" "$own"; then
		what="$(plural "${#TESTS[@]}" test) not run"
		[[ "$MODE" != stress ]] || what='nothing run'
		printf '%-18s %-28s %sCE%s  (%s, profile %s)\n' "$name" "$label" "$RED" "$RESET" \
			"$what" "$PROFILE"
		[[ "$VERBOSE" == 0 ]] || printf '    $ %s\n' "${COMPILE_CMD[*]}"
		printf '%s\n' "$COMPILE_LOG" | head -n 30 | indent '    '
		FAILED=$((FAILED + ${#TESTS[@]}))
		return 1
	fi
	[[ "$VERBOSE" == 0 ]] || printf '    $ %s\n' "${COMPILE_CMD[*]}"
	if [[ -n "$COMPILE_LOG" ]]; then
		printf '%-18s %-28s compiled with warnings:\n' "$name" "$label"
		printf '%s\n' "$COMPILE_LOG" | head -n 30 | indent '    '
	fi
	return 0
}

# judge_problem NAME: compile once, then run every selected test.
judge_problem() {
	local name="$1" t own=1
	conf_or_skip "$name" || return 0
	WORK="$RUN_DIR/$PROFILE/$name"
	mkdir -p "$WORK"
	select_tests "$name"
	if [[ ! -d "$DATA_ROOT/testdata/$name" || -z "$(all_tests "$name")" ]]; then
		report "$name" "(no tests)" JE - - "no testdata/$name/*.in"; return
	fi
	[[ ${#TESTS[@]} -gt 0 ]] || return 0
	[[ -z "$SOURCE" ]] || own=0
	if ! compile_solution "$name" "$(solution_of "$name")" "$own" "(compile)"; then
		for t in "${TESTS[@]}"; do JUDGED+=("$name $t"); RESULTS+=("$name $t CE"); done
		return 0
	fi
	if [[ "$COMPARE" == checker ]]; then
		CHECKER="$WORK/checker"
		if ! build_helper "$name" checker "$CHECKER"; then
			FAILED=$((FAILED + ${#TESTS[@]} - 1)) # the JE line counted one
			return 0
		fi
	fi
	for t in "${TESTS[@]}"; do run_case "$name" "$t"; done
}

# ---------- bench ----------

# median: middle value of the numbers on stdin.
median() { sort -n | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }

# bench_problem NAME: 5 runs of each bench test under the problem's limits (no grace past the
# time limit); median CPU and peak RSS against the targets. A run that is not AC misses its
# target whatever its speed; a target looser than the limits is flagged.
bench_problem() {
	local name="$1" spec test cpu_t mib_t in cpus rsss cpu_med rss_med ok verdict own=1 loose
	conf_or_skip "$name" || return 0
	WORK="$RUN_DIR/$PROFILE/$name"
	mkdir -p "$WORK"
	if [[ -z "$(all_tests "$name")" ]]; then
		printf '%-18s %-24s JE   no testdata/%s/*.in\n' "$name" '-' "$name"
		JUDGE_ERROR=1
		return
	fi
	TESTS=()
	[[ -z "$SOURCE" ]] || own=0
	if ! compile_solution "$name" "$(solution_of "$name")" "$own" "(compile)"; then
		FAILED=$((FAILED + 1))
		return 0
	fi
	if [[ "$COMPARE" == checker ]]; then
		CHECKER="$WORK/checker"
		build_helper "$name" checker "$CHECKER" || return 0
	fi
	if [[ ${#BENCH_LINES[@]} -eq 0 ]]; then # no targets: the largest test, timed
		test=$(cd "$DATA_ROOT/testdata/$name" &&
			find . -maxdepth 1 -name '*.in' -printf '%s %f\n' |
			sort -rn | awk 'NR == 1 { print $2 }')
		BENCH_LINES=("$test - -")
	fi
	for spec in "${BENCH_LINES[@]}"; do
		read -r test cpu_t mib_t _ <<<"$spec"
		in="$DATA_ROOT/testdata/$name/$test"
		if [[ ! -f "$in" ]]; then
			printf '%-18s %-24s JE   bench test testdata/%s/%s not found\n' "$name" \
				"${test%.in}" "$name" "$test"
			JUDGE_ERROR=1; continue
		fi
		cpus='' rsss='' verdict=AC
		for _ in 1 2 3 4 5; do
			run_program "$in" "$WORK/bench.out" /dev/null "$LIMIT_MS" "$BIN"
			if [[ "$STATUS" != OK ]]; then verdict="${STATUS:-JE}"
			elif [[ "$verdict" == AC && -f "${in%.in}.out" ]]; then
				compare_output "$in" "${in%.in}.out" "$WORK/bench.out"
				verdict="$VERDICT"
			fi
			cpus+="$CPU"$'\n' rsss+="$RSS"$'\n'
		done
		cpu_med=$(printf '%s' "$cpus" | median) rss_med=$(printf '%s' "$rsss" | median)
		ok=$(awk -v c="$cpu_med" -v r="$rss_med" -v ct="$cpu_t" -v mt="$mib_t" 'BEGIN {
			if (ct == "-") { print "-"; exit }
			print (c <= ct * 1000 && r <= mt * 1024) ? "ok" : "MISS" }')
		[[ "$verdict" == AC ]] || ok=MISS
		loose=$(awk -v ct="$cpu_t" -v mt="$mib_t" -v tl="$TIME_MS" -v ml="$MEM_KIB" 'BEGIN {
			if (ct != "-" && (ct * 1000 > tl || mt * 1024 > ml))
				printf "  (target looser than the limits %g s / %g MiB)", tl / 1000,
					ml / 1024 }')
		[[ "$ok" == MISS ]] && FAILED=$((FAILED + 1))
		[[ "$ok" == ok ]] && PASSED=$((PASSED + 1))
		awk -v n="$name" -v t="${test%.in}" -v v="$verdict" -v c="$cpu_med" \
			-v r="$rss_med" \
			-v ct="$cpu_t" -v mt="$mib_t" -v ok="$ok" -v loose="$loose" 'BEGIN {
			printf "%-18s %-24s %-3s %9.3f %8s %9.1f %8s   %s%s\n", n, t, v, c / 1000,
				ct, r / 1024, mt, ok, loose }'
	done
}

# bench_header: the column names of the bench table.
bench_header() {
	printf '%-18s %-24s %-3s %9s %8s %9s %8s   %s\n' problem test ver 'CPU s' target 'RSS MiB' \
		target result
}

# ---------- list ----------

# list_problem NAME: limits, compare mode and tests of one problem (-v: the test names).
list_problem() {
	local name="$1" t n
	read_conf "$name" || true
	if [[ ! -d "$DATA_ROOT/testdata/$name" ]]; then
		printf '%-18s no testdata/%s folder\n' "$name" "$name"; JUDGE_ERROR=1; return
	fi
	n=$(all_tests "$name" | wc -l)
	printf '%-18s %s  time %s  memory %s  stack %s  output %s  compare %s%s%s%s\n' "$name" \
		"$(plural "$n" test)" "$(seconds "$TIME_MS")" "$(mib "$MEM_KIB")" \
		"$(mib "$STACK_KIB")" "$(mib $((OUT_BYTES / 1024)))" "$COMPARE" \
		"${COMPARE_ARGS[*]:+ ${COMPARE_ARGS[*]}}" \
		"${CASES_IN:+  cases ${CASES_IN/:/ } $CASES_OUT}" \
		"${STRESS_MAX:+  stress_max_size $STRESS_MAX}"
	[[ "$VERBOSE" == 1 ]] || return 0
	while IFS= read -r t; do
		printf '    %s%s\n' "$t" "$(is_robustness "$t" && echo '  (robustness)')"
	done < <(all_tests "$name")
}

# ---------- verify ----------

# expected_of FOLDER: the verdict a submission folder promises.
expected_of() {
	case "$1" in
	accepted) echo AC ;;
	wrong_answer) echo WA ;;
	time_limit_exceeded) echo TLE ;;
	run_time_error) echo RE ;;
	*) return 1 ;;
	esac
}

# rank VERDICT: AC 0 < WA, PE 1 < TLE 2 < RE, MLE, OLE 3 ("nothing worse than expected").
rank() {
	case "$1" in
	AC) echo 0 ;; WA | PE) echo 1 ;; TLE) echo 2 ;; RE | MLE | OLE) echo 3 ;; *) echo 9 ;;
	esac
}

# judge_once NAME TEST: run BIN on one test (stopped at the time limit); set GOT to its verdict.
judge_once() {
	local in="$DATA_ROOT/testdata/$1/$2.in"
	run_program "$in" "$WORK/verify.out" /dev/null "$LIMIT_MS" "$BIN"
	case "$STATUS" in
	OK) compare_output "$in" "${in%.in}.out" "$WORK/verify.out"; GOT="$VERDICT" ;;
	'') GOT=JE ;;
	*) GOT="$STATUS" ;;
	esac
}

# verify_submission NAME FOLDER FILE: judge FILE on TESTS; its verdicts must match FOLDER. One
# line (ok or SURPRISE, the verdict counts); for an accepted one, its slowest test.
verify_submission() {
	local name="$1" folder="$2" sub="$3" expect t summary worst=0 hit=0 ok=0 slowest=0 slow=''
	local label="$2/${3##*/}" own=0
	local -A counts=()
	expect=$(expected_of "$folder")
	[[ "$sub" != "$DATA_ROOT/problems/$name.c" ]] || own=1
	BIN="$WORK/verify.bin"
	if ! compile "$sub" "$BIN" "$own"; then
		printf '%-18s %-40s %sSURPRISE%s  CE (expected %s)\n' "$name" "$label" "$RED" \
			"$RESET" "$expect"
		printf '%s\n' "$COMPILE_LOG" | head -n 10 | indent '    '
		FAILED=$((FAILED + 1))
		return 0
	fi
	for t in "${TESTS[@]}"; do
		judge_once "$name" "$t"
		counts[$GOT]=$((${counts[$GOT]:-0} + 1))
		[[ "$(rank "$GOT")" -le "$worst" ]] || worst=$(rank "$GOT")
		case "$expect:$GOT" in AC:AC | WA:WA | WA:PE | TLE:TLE | RE:RE) hit=1 ;; esac
		if [[ "$GOT" == AC && "$CPU" -ge "$slowest" ]]; then slowest="$CPU" slow="$t"; fi
	done
	summary=$(for t in AC WA PE TLE MLE OLE RE JE; do
		[[ -z "${counts[$t]:-}" ]] || printf '%s %s, ' "$t" "${counts[$t]}"
	done)
	if [[ "$expect" == AC ]]; then
		[[ "${counts[AC]:-0}" != "${#TESTS[@]}" ]] || ok=1
	elif [[ "$hit" == 1 && "$worst" -le "$(rank "$expect")" ]]; then
		ok=1
	fi
	if [[ "$ok" == 1 ]]; then
		PASSED=$((PASSED + 1))
		printf '%-18s %-40s %sok%s        ' "$name" "$label" "$GREEN" "$RESET"
	else
		FAILED=$((FAILED + 1))
		printf '%-18s %-40s %sSURPRISE%s  ' "$name" "$label" "$RED" "$RESET"
	fi
	printf '%s (expected %s)\n' "${summary%, }" "$expect"
	[[ "$expect" == AC && -n "$slow" ]] || return 0
	awk -v s="$slowest" -v l="$LIMIT_MS" -v t="$slow" 'BEGIN { p = 100 * s / l
		printf "    slowest test %s: %d ms, %.0f%% of the %g s limit", t, s, p, l / 1000
		if (p > 50) printf "  WARNING: over half the limit (leave a safety margin)"
		print "" }'
}

# verify_problem NAME: judge problems/NAME.c (accepted) and each tests/submissions/NAME/FOLDER/*
# on the judge tests; each must get its folder's verdict on at least one test and nothing worse
# elsewhere (accepted: AC everywhere). One line per submission; a surprise counts as failed.
verify_problem() {
	local name="$1" sub folder
	conf_or_skip "$name" || return 0
	WORK="$RUN_DIR/$PROFILE/$name"
	mkdir -p "$WORK"
	select_tests "$name"
	if [[ ${#TESTS[@]} -eq 0 ]]; then
		report "$name" "(no tests)" JE - - "no judge tests in testdata/$name"
		return
	fi
	if [[ "$COMPARE" == checker ]]; then
		CHECKER="$WORK/checker"
		build_helper "$name" checker "$CHECKER" || return 0
	fi
	verify_submission "$name" accepted "$DATA_ROOT/problems/$name.c"
	for sub in "$DATA_ROOT/tests/submissions/$name"/*/*; do
		case "$sub" in *.c | *.cpp | *.cc | *.cxx) ;; *) continue ;; esac
		folder=$(basename "$(dirname "$sub")")
		if ! expected_of "$folder" >/dev/null; then
			echo "judge.sh: $sub: unknown folder '$folder'" >&2
			JUDGE_ERROR=1
			continue
		fi
		verify_submission "$name" "$folder" "$sub"
	done
}

# ---------- stress ----------

# stress_input NAME SIZE I: generate input I of SIZE into $IN and the reference's answer into
# $EXP; a generator or reference that fails ends the run (exit 3: never the file's fault).
stress_input() {
	local name="$1" size="$2" seed
	# a generator's SEED is 32 bits (README, "Adding a problem"), whatever --seed was
	seed=$(((STRESS_SEED * 1000003 + size * 1009 + $3) % 4294967296))
	GEN_CALL="gen $seed $size"
	run_limited --cpu 10000 --wall 20000 --fsize "$OUT_BYTES" --out "$IN" \
		--err "$WORK/gen.err" -- "$WORK/gen" "$seed" "$size"
	if [[ "$STATUS" != OK || ! -s "$IN" ]]; then
		printf 'judge.sh: stress %s: the generator failed (%s: %s %s)\n' "$name" \
			"$GEN_CALL" "${STATUS:-runner failed}" "$DETAIL" >&2
		head -c 300 "$WORK/gen.err" | head -n 2 | indent '    gen: ' >&2
		exit 3
	fi
	run_program "$IN" "$EXP" "$WORK/ref.err" "$LIMIT_MS" "$WORK/ref"
	[[ "$STATUS" != OK ]] || return 0
	mkdir -p "$STRESS_DIR"
	cp "$IN" "$STRESS_DIR/fail.in"
	die_judge "stress $name: the reference failed (${STATUS:-runner failed} $DETAIL) on" \
		"$GEN_CALL, saved as ${STRESS_DIR#"$ROOT"/}/fail.in: the generator or the" \
		"reference is broken, not $SOURCE"
}

# stress_failure NAME SIZE INPUTS: save and show the input FILE got wrong, both outputs; exit 1.
stress_failure() {
	local name="$1" where="${STRESS_DIR#"$ROOT"/}"
	mkdir -p "$STRESS_DIR"
	cp "$IN" "$STRESS_DIR/fail.in"
	cp "$EXP" "$STRESS_DIR/fail.expected"
	cp "$GOT_FILE" "$STRESS_DIR/fail.got"
	echo "stress $name: $VERDICT at size $2 ($GEN_CALL)," \
		"after $(plural "$3" input); seed $STRESS_SEED"
	echo "  input ($where/fail.in):"
	head -n 20 "$IN" | indent '    '
	echo "  expected (the reference's, fail.expected):"
	head -n 20 "$EXP" | indent '    '
	if [[ "$STATUS" == OK ]]; then
		echo "  received (fail.got):"
		head -n 20 "$GOT_FILE" | indent '    '
	else
		echo "  received: $STATUS${DETAIL:+ ($DETAIL)} (fail.got holds its output)"
	fi
	[[ "$VERBOSE" == 0 || -z "$CMP_REPORT" ]] || printf '%s\n' "$CMP_REPORT"
	exit 1
}

# stress_problem NAME: generate inputs of size 0, 1, ... (seeds per size -n), run the reference
# and --source FILE on each under the problem's limits, stop at the first input FILE fails.
stress_problem() {
	local name="$1" ref size i max start stopped='' reached=0 own=0
	STRESS_NAME="$name" STRESS_INPUTS=0
	conf_or_skip "$name" || return 0
	WORK="$RUN_DIR/$PROFILE/$name" STRESS_DIR="$BUILD/stress/$name"
	IN="$WORK/stress.in" EXP="$WORK/stress.expected" GOT_FILE="$WORK/stress.got"
	mkdir -p "$WORK"
	max="${STRESS_MAX_OPT:-${STRESS_MAX:-10}}"
	ref="${REF:-$DATA_ROOT/problems/$name.c}"
	[[ -n "$REF" ]] || own=1
	[[ -f "$DATA_ROOT/testdata/$name/gen.c" || -f "$DATA_ROOT/testdata/$name/gen.cpp" ]] ||
		die_judge "stress $name: no generator (testdata/$name/gen.c)"
	build_helper "$name" gen "$WORK/gen" ||
		die_judge "stress $name: the generator does not compile"
	TESTS=()
	compile_solution "$name" "$ref" "$own" "(reference)" ||
		die_judge "stress $name: the reference does not compile"
	mv "$BIN" "$WORK/ref"
	compile_solution "$name" "$SOURCE" 0 "(compile)" || exit 1
	if [[ "$COMPARE" == checker ]]; then
		CHECKER="$WORK/checker"
		build_helper "$name" checker "$CHECKER" || exit 3
	fi
	start=$SECONDS
	for ((size = 0; size <= max; size++)); do
		for ((i = 1; i <= STRESS_N; i++)); do
			if ((SECONDS - start >= STRESS_SECONDS)); then stopped=1; break 2; fi
			stress_input "$name" "$size" "$i"
			run_program "$IN" "$GOT_FILE" "$WORK/got.err" "$LIMIT_MS" "$BIN"
			STRESS_INPUTS=$((STRESS_INPUTS + 1)) reached="$size"
			VERDICT="${STATUS:-JE}" CMP_REPORT=''
			[[ -n "$STATUS" ]] ||
				die_judge "stress $name: the runner failed on $GEN_CALL:" \
					"$(head -c 200 "$RUN_DIR/report.err")"
			[[ "$STATUS" != OK ]] || compare_output "$IN" "$EXP" "$GOT_FILE"
			[[ "$VERDICT" != JE ]] ||
				die_judge "stress $name: judge error comparing: $CMP_REPORT"
			[[ "$VERDICT" == AC ]] || stress_failure "$name" "$size" "$STRESS_INPUTS"
		done
	done
	printf 'stress %s: %s, sizes 0..%d, no difference%s (seed %s)\n' "$name" \
		"$(plural "$STRESS_INPUTS" input)" "$reached" \
		"${stopped:+, stopped on time after $STRESS_SECONDS s}" "$STRESS_SEED"
}

# ---------- summary and main ----------

# summary [NOTE]: the closing line of judge, bench and verify modes.
summary() {
	local notes=() s note
	local why="outside the problem's constraints; --all-tests adds them"
	[[ "$LEFT_OUT" == 0 ]] || notes+=("$(plural "$LEFT_OUT" 'robustness test') left out: $why")
	[[ "$TIME_SCALE" == 1 ]] || notes+=("time limits x$TIME_SCALE")
	[[ "$JUDGE_ERROR" == 0 ]] || notes+=("judge error: see above")
	[[ -z "${1:-}" ]] || notes+=("$1")
	case "$MODE" in
	bench) s="$PASSED targets met, $FAILED missed" ;;
	verify) s="$(plural "$PASSED" submission) as expected, $(plural "$FAILED" surprise)" ;;
	judge) s="$PASSED passed, $FAILED failed" ;;
	stress) # only when stopped: a finished run prints its own line
		[[ -n "${1:-}" && -n "$STRESS_NAME" ]] || return 0
		s="stress $STRESS_NAME: $(plural "$STRESS_INPUTS" input), no difference so far"
		notes+=("seed $STRESS_SEED") ;;
	*) return 0 ;;
	esac
	if [[ ${#notes[@]} -gt 0 ]]; then
		s+=" (${notes[0]}"
		for note in "${notes[@]:1}"; do s+="; $note"; done
		s+=")"
	fi
	printf '%s\n' "$s"
}

# save_results: remember this run's non-AC tests per profile, for --failed (tests judged now
# replace what the previous run said of them).
save_results() {
	local file="$FAILED_FILE" r
	mkdir -p "$BUILD/judge/last"
	{
		if [[ -f "$file" ]]; then
			grep -vxF -f <(printf '%s\n' "${JUDGED[@]}") "$file" || true
		fi
		for r in "${RESULTS[@]}"; do [[ "${r##* }" == AC ]] || printf '%s\n' "${r% *}"; done
	} >"$file.$$"
	mv -f "$file.$$" "$file"
}

# parse_args ARGS...: options into the globals; names and test patterns into PROBLEMS, PICKED.
parse_args() {
	local modes=() arg positional=() last='' split c
	while [[ $# -gt 0 ]]; do
		arg="$1"
		# combined short flags: -vk -> -v -k (a flag taking a value may only come last)
		if [[ "$arg" =~ ^-[a-zA-Z]{2,}$ ]]; then
			split=()
			for ((c = 1; c < ${#arg}; c++)); do split+=("-${arg:c:1}"); done
			shift
			set -- "${split[@]}" "$@"
			continue
		fi
		case "$arg" in
		-h | --help) usage; exit 0 ;;
		-p | --profile)
			[[ $# -ge 2 ]] || die_usage "$arg needs a NAME"
			PROFILE="$2"
			shift ;;
		--profile=*) PROFILE="${arg#*=}" ;;
		-v | --verbose) VERBOSE=1 ;;
		-k | --keep) KEEP=1 ;;
		-l | --list) modes+=(--list); MODE=list ;;
		-b | --bench) modes+=(--bench); MODE=bench ;;
		--verify) modes+=(--verify); MODE=verify ;;
		--stress) modes+=(--stress); MODE=stress ;;
		--source | --ref | --root | --time-scale | --diff-lines | -n | --max-size | \
			--seed | --seconds)
			[[ $# -ge 2 ]] || die_usage "$arg needs a value"
			set_value "$arg" "$2"; shift ;;
		--source=* | --ref=* | --root=* | --time-scale=* | --diff-lines=* | --max-size=* | \
			--seed=* | --seconds=*)
			set_value "${arg%%=*}" "${arg#*=}" ;;
		--werror) WERROR=1 ;;
		--all-tests) ALL_TESTS=1 ;;
		--failed) FAILED_ONLY=1 ;;
		--sandbox) SANDBOX=1 ;;
		--) shift; positional+=("$@"); break ;;
		-*) die_usage "unknown option '$arg'" ;;
		*) positional+=("$arg") ;;
		esac
		shift
	done
	[[ ${#modes[@]} -le 1 ]] || die_usage "${modes[0]} and ${modes[1]} cannot be combined"
	case "$PROFILE" in strict | uva | hdu | clang | sanitize) ;; *)
		die_usage "unknown profile '$PROFILE' (strict, uva, hdu, clang, sanitize)" ;;
	esac
	[[ "$FAILED_ONLY" == 0 || "$MODE" == judge ]] ||
		die_usage "--failed reruns judged tests: it goes with neither --list, --bench," \
			"--verify nor --stress"
	[[ "$MODE" != bench || "$PROFILE" != sanitize ]] ||
		die_usage "--bench and the sanitize profile cannot be combined: it lifts the" \
			"memory cap and scales time x10, so its figures say nothing of the targets"
	[[ -d "$DATA_ROOT/problems" ]] || die_usage "no folder $DATA_ROOT/problems"
	DATA_ROOT=$(cd "$DATA_ROOT" && pwd) # programs and checkers run in folders of their own
	for arg in "${positional[@]}"; do
		arg="${arg%.c}"
		# a problem's name; with --source, a testdata folder without problems/NAME.c will do
		if [[ -f "$DATA_ROOT/problems/${arg##*/}.c" ||
			(-n "$SOURCE" && -z "$last" && -d "$DATA_ROOT/testdata/${arg##*/}") ]]; then
			last="${arg##*/}"
			PROBLEMS+=("$last")
		elif [[ -n "$last" ]]; then
			PICKED[$last]="${PICKED[$last]:-} $arg"
			matches_any_test "$last" "$arg" ||
				die_usage "no test '$arg' in testdata/$last (its tests:" \
					"$(all_tests "$last" | paste -sd ' '))"
		else
			die_usage "unknown problem '$arg' (see --list)"
		fi
	done
	if [[ ${#PROBLEMS[@]} -eq 0 ]]; then
		[[ -z "$SOURCE" && "$MODE" != stress ]] ||
			die_usage "--source and --stress need the problem's NAME"
		for arg in "$DATA_ROOT"/problems/*.c; do
			[[ ! -e "$arg" ]] || PROBLEMS+=("$(basename -- "$arg" .c)")
		done
		[[ ${#PROBLEMS[@]} -gt 0 ]] || die_usage "no problems in $DATA_ROOT/problems"
	fi
	if [[ -n "$SOURCE" ]]; then
		check_source "$SOURCE"
		SOURCE=$(cd -- "$(dirname -- "$SOURCE")" && pwd)/$(basename -- "$SOURCE")
		[[ ${#PROBLEMS[@]} -eq 1 ]] ||
			die_usage "--source judges one problem: name exactly one"
		[[ -d "$DATA_ROOT/testdata/${PROBLEMS[0]}" ]] ||
			die_usage "no testdata/${PROBLEMS[0]} to judge $SOURCE on"
		[[ "$MODE" != verify ]] ||
			die_usage "--verify judges tests/submissions/, not --source"
	fi
	if [[ "$MODE" == stress ]]; then
		[[ -n "$SOURCE" ]] || die_usage "--stress needs --source FILE"
		if [[ -n "$REF" ]]; then
			check_source "$REF"
			REF=$(cd -- "$(dirname -- "$REF")" && pwd)/$(basename -- "$REF")
		fi
		[[ -n "$STRESS_SEED" ]] || STRESS_SEED=$(( (RANDOM << 15 | RANDOM) % 1000000 ))
	fi
	# the previous run's failures, per profile (and per --root and per --source file, so that
	# neither roots nor a contestant's file and the collection's own ever mix)
	FAILED_FILE="$BUILD/judge/last/failed.$PROFILE"
	[[ "$DATA_ROOT" == "$ROOT" ]] ||
		FAILED_FILE+=".$(printf '%s' "$DATA_ROOT" | cksum | cut -d ' ' -f 1)"
	[[ -z "$SOURCE" ]] ||
		FAILED_FILE+=".source-$(printf '%s' "$SOURCE" | cksum | cut -d ' ' -f 1)"
	if [[ "$FAILED_ONLY" == 1 && ! -f "$FAILED_FILE" ]]; then
		die_usage "--failed: no previous run of profile" \
			"$PROFILE${SOURCE:+ with --source $SOURCE} (${FAILED_FILE#"$ROOT"/})"
	fi
}

# set_value OPTION VALUE: an option that takes a value, checked.
set_value() {
	case "$1" in
	--source) SOURCE="$2" ;;
	--ref) REF="$2" ;;
	--root) DATA_ROOT="$2" ;;
	--time-scale)
		if ! [[ "$2" =~ ^$NUMBER$ ]] || ! awk -v f="$2" 'BEGIN { exit !(f > 0) }'; then
			die_usage "--time-scale needs a positive number, not '$2'"
		fi
		TIME_SCALE="$2" ;;
	--diff-lines) DIFF_LINES=$(whole "$1" "$2" 1) ;;
	-n) STRESS_N=$(whole "$1" "$2" 1) ;;
	--max-size) STRESS_MAX_OPT=$(whole "$1" "$2" 0) ;;
	--seed) STRESS_SEED=$(whole "$1" "$2" 0) ;;
	--seconds) STRESS_SECONDS=$(whole "$1" "$2" 1) ;;
	esac
}

# whole OPTION VALUE MIN: VALUE if it is a whole number >= MIN (at most 12 digits), else a
# usage error.
whole() {
	[[ "$2" =~ ^[0-9]{1,12}$ && "$2" -ge "$3" ]] ||
		die_usage "$1 needs a whole number$([[ "$3" == 1 ]] && echo ' above 0'), not '$2'"
	echo "$((10#$2))"
}

# matches_any_test NAME PATTERN: some test of NAME matches PATTERN.
matches_any_test() {
	local t
	while IFS= read -r t; do matches_selector "$t" "$2" && return 0; done < <(all_tests "$1")
	return 1
}

main() {
	local name
	parse_args "$@"
	ensure_tools
	make_run_dir
	check_sandbox
	[[ "$MODE" != bench ]] || bench_header
	for name in "${PROBLEMS[@]}"; do
		case "$MODE" in
		list) list_problem "$name" ;;
		bench) bench_problem "$name" ;;
		verify) verify_problem "$name" ;;
		stress) stress_problem "$name" ;;
		judge) judge_problem "$name" ;;
		esac
	done
	[[ "$MODE" != judge ]] || save_results
	summary
	if [[ "$JUDGE_ERROR" == 1 ]]; then exit 3; fi
	if [[ "$FAILED" -gt 0 ]]; then exit 1; fi
	exit 0
}

main "$@"
