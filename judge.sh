#!/usr/bin/env bash
# judge.sh -- compile each problem and judge it on its testdata, the way the online judges do.
set -euo pipefail

usage() {
	cat <<'EOF'
Usage: ./judge.sh [options] [problem...]
Compile problems/NAME.c and run it on every testdata/NAME/*.in, comparing with the .out files.
With no problem named, judges all of problems/*.c.

Options:
  -p, --profile NAME  compiler profile (default strict):
                        strict    gcc -std=c99 -O2 -Wall -Wextra -pedantic -Werror
                        uva       gcc -O2 -pipe -ansi -DONLINE_JUDGE -Wall -Werror  (UVa ANSI C)
                        hdu       gcc -O2 -Wall -Werror                             (HDU GCC)
                        clang     clang -std=c99 -O2 -Wall -Wextra -Werror
                        sanitize  gcc -std=c99 -O1 -g -fsanitize=address,undefined -Werror
                                  (memory limit off, time limit x10)
  -v, --verbose       show the first differing line for WA/PE, stderr for RE, checker messages
  -k, --keep          keep outputs in build/judge/PROFILE/NAME/
  -l, --list          list problems, their limits and tests, then exit
  -b, --bench         time each problem's bench tests (judge.conf 'bench' lines; default its
                      largest test): median CPU and peak RSS of 5 runs against the targets
      --root DIR      use DIR/problems and DIR/testdata (default: this script's folder)
  -h, --help          show this help

Per-problem limits: testdata/NAME/judge.conf, lines of 'key value' (# comments):
  time SECONDS (2)  memory MIB (256)  output MIB (64)  compare lines|exact|unordered|checker
  bench TEST CPU_SECONDS MIB   (for --bench; repeatable)
Limits are positive numbers. The output limit applies to stdout and to stderr, each.
The checker (compare checker) is testdata/NAME/checker.c, compiled with gcc -std=c99 -O2.

Verdicts: AC WA PE TLE MLE OLE RE CE, and JE (judge error: broken testdata or checker).
One line per test: problem, test, verdict, CPU ms, peak KiB; last line 'N passed, N failed'.
Exit status: 0 all AC (bench: all targets met), 1 some test failed (or target missed),
2 usage error, 3 judge error.
EOF
}

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
BUILD="$ROOT/build"
RUNNER="$BUILD/runner"
PROFILE=strict
VERBOSE=0
KEEP=0
MODE=judge
DATA_ROOT="$ROOT"
RUN_DIR=''
PASSED=0
FAILED=0
JUDGE_ERROR=0

die_usage() { printf 'judge.sh: %s\n' "$1" >&2; printf "Try './judge.sh --help'.\n" >&2; exit 2; }

# Colour only on a terminal, and never when NO_COLOR is set.
if [[ -t 1 && -z "${NO_COLOR:-}" ]]; then
	GREEN=$'\e[32m' RED=$'\e[31m' YELLOW=$'\e[33m' RESET=$'\e[0m'
else
	GREEN='' RED='' YELLOW='' RESET=''
fi

# compile SRC OUT: compile with $PROFILE; on failure return 1 with the compiler's message in COMPILE_LOG.
compile() {
	local src="$1" out="$2" cmd
	case "$PROFILE" in
	strict) cmd=(gcc -std=c99 -O2 -Wall -Wextra -pedantic -Werror) ;;
	uva) cmd=(gcc -O2 -pipe -ansi -DONLINE_JUDGE -Wall -Werror) ;;
	hdu) cmd=(gcc -O2 -Wall -Werror) ;;
	clang) cmd=(clang -std=c99 -O2 -Wall -Wextra -Werror) ;;
	sanitize) cmd=(gcc -std=c99 -O1 -g "-fsanitize=address,undefined" -fno-sanitize-recover=all -Wall -Werror) ;;
	esac
	cmd+=(-o "$out" "$src" -lm)
	[[ "$PROFILE" == uva ]] && cmd+=(-lcrypt)
	mkdir -p "$(dirname "$out")"
	COMPILE_LOG=$("${cmd[@]}" 2>&1)
}

# make_run_dir: a fresh work folder for this run (so that judges running at once never share
# one), removed at exit unless --keep.
make_run_dir() {
	mkdir -p "$BUILD/judge"
	RUN_DIR=$(mktemp -d "$BUILD/judge/run.XXXXXX")
	if [[ "$KEEP" == 1 ]]; then
		trap 'echo "outputs kept in $RUN_DIR"' EXIT
	else
		trap 'rm -rf "$RUN_DIR"' EXIT
	fi
}

# ensure_runner: build the limit-enforcing runner when missing or stale.
ensure_runner() {
	local src="$ROOT/tools/runner.c"
	if [[ ! -x "$RUNNER" || "$src" -nt "$RUNNER" ]]; then
		mkdir -p "$BUILD"
		if ! cc -std=c99 -O2 -Wall -o "$RUNNER.$$" "$src"; then
			echo "judge.sh: cannot build $RUNNER" >&2; exit 3
		fi
		mv -f "$RUNNER.$$" "$RUNNER"
	fi
}

# scaled VALUE FACTOR: VALUE (a positive decimal number) times FACTOR, as an integer; fails if
# VALUE is not one.
NUMBER='[0-9]+([.][0-9]+)?'
FLOAT='[0-9]*[.]?[0-9]+([eE][-+]?[0-9]+)?' # a tolerance: 0.001, 1e-6
scaled() {
	[[ "$1" =~ ^$NUMBER$ ]] || return 1
	awk -v v="$1" -v f="$2" 'BEGIN { x = int(v * f); if (x < 1) exit 1; print x }'
}

# read_conf NAME: set TIME_MS MEM_KIB STACK_KIB OUT_BYTES COMPARE COMPARE_ARGS BENCH_LINES
# ROBUSTNESS CASES_IN CASES_OUT STRESS_MAX from testdata/NAME/judge.conf; a bad line is a judge
# error (file, line and rule on stderr) and leaves that setting at its default.
read_conf() {
	local conf="$DATA_ROOT/testdata/$1/judge.conf" line key val rest v n=0 rule
	TIME_MS=2000 MEM_KIB=$((256 * 1024)) STACK_KIB='' OUT_BYTES=$((64 * 1024 * 1024)) COMPARE=lines
	COMPARE_ARGS=() BENCH_LINES=() ROBUSTNESS=() CASES_IN='' CASES_OUT='' STRESS_MAX=''
	[[ -f "$conf" ]] || return 0
	while IFS= read -r line || [[ -n "$line" ]]; do
		n=$((n + 1))
		line="${line%%#*}" line="${line//$'\r'/}"
		read -r key val rest <<<"$line" || true
		v='' rule=''
		case "$key" in
		'') continue ;;
		time) rule='time must be a positive number of seconds'
			[[ -z "$rest" ]] && v=$(scaled "$val" 1000) && TIME_MS="$v" ;;
		memory) rule='memory must be a positive number of MiB'
			[[ -z "$rest" ]] && v=$(scaled "$val" 1024) && MEM_KIB="$v" ;;
		stack) rule='stack must be a positive number of MiB'
			[[ -z "$rest" ]] && v=$(scaled "$val" 1024) && STACK_KIB="$v" ;;
		output) rule='output must be a positive number of MiB'
			[[ -z "$rest" ]] && v=$(scaled "$val" 1048576) && OUT_BYTES="$v" ;;
		compare) rule='compare must be lines, exact, unordered, tokens, tokens-nocase, float ABS REL or checker'
			if [[ -z "$rest" && "$val" =~ ^(lines|exact|unordered|checker|tokens|tokens-nocase)$ ]]; then
				v="$val" COMPARE="$val" COMPARE_ARGS=()
			elif [[ "$val" == float && "$rest" =~ ^($FLOAT)\ +($FLOAT)\ *$ ]]; then
				v="$val" COMPARE=float COMPARE_ARGS=("${BASH_REMATCH[1]}" "${BASH_REMATCH[3]}")
			fi ;;
		bench) rule='bench needs TEST CPU_SECONDS MIB'
			[[ "$rest" =~ ^$NUMBER\ +$NUMBER\ *$ ]] && v="$val $rest" && BENCH_LINES+=("$v") ;;
		robustness) rule='robustness needs one or more test-name patterns'
			[[ -n "$val" ]] && v="$val" && read -ra ROBUSTNESS <<<"${ROBUSTNESS[*]} $val $rest" ;;
		cases) rule="cases needs INPUT OUTPUT: INPUT 'lines' or 'count TOKENS', OUTPUT 'lines' or 'blocks'"
			if [[ "$val $rest" =~ ^(lines|count\ +([1-9][0-9]*))\ +(lines|blocks)\ *$ ]]; then
				v="$val" CASES_IN="${BASH_REMATCH[1]}" CASES_OUT="${BASH_REMATCH[3]}"
				[[ -z "${BASH_REMATCH[2]}" ]] || CASES_IN="count:${BASH_REMATCH[2]}"
			fi ;;
		stress_max_size) rule='stress_max_size must be a whole number'
			[[ -z "$rest" && "$val" =~ ^[0-9]+$ ]] && v="$val" && STRESS_MAX="$val" ;;
		*) rule="unknown key '$key'" ;;
		esac
		if [[ -z "$v" ]]; then
			printf "judge.sh: %s:%d: '%s': %s\n" "${conf#"$DATA_ROOT"/}" "$n" "$line" "$rule" >&2
			JUDGE_ERROR=1
		fi
	done <"$conf"
	[[ -n "$STACK_KIB" ]] || STACK_KIB="$MEM_KIB"
}

# normalize FILE [keep]: strip trailing blanks/CR of each line and, unless "keep", trailing
# empty lines (streaming: only a count of pending empty lines is held).
normalize() {
	awk -v keep="${2:-}" '{ sub(/[ \t\r]+$/, "") }
		keep != "" { print; next }
		$0 == "" { blank++; next }
		{ while (blank > 0) { print ""; blank-- } print }' "$1"
}

# tokens FILE: one whitespace-separated token per line.
tokens() { tr '\r\f\v' '   ' <"$1" | awk '{ for (i = 1; i <= NF; i++) print $i }'; }

# blocks FILE: lines tagged with their blank-line-separated block number, sorted (multiset form).
blocks() { normalize "$1" keep | awk '$0 == "" { b++; next } { print b "\t" $0 }' | LC_ALL=C sort; }

# visible: show tabs, CRs and spaces of stdin; cut long lines.
visible() { cut -c 1-200 | cat -A | sed 's/ /·/g'; }

# show_diff EXPECTED GOT: first differing line (line number, expected vs got, whitespace visible).
show_diff() {
	local exp="$1" got="$2" hunk line
	if [[ "$COMPARE" == unordered ]]; then
		echo "    first differences (block<TAB>line, sorted; < expected, > got):"
		diff <(blocks "$exp") <(blocks "$got") | grep '^[<>]' | head -n 6 | cut -c 1-200 |
			sed 's/^/      /' || true
		return
	fi
	if [[ "$COMPARE" == exact ]]; then
		hunk=$(diff -a "$exp" "$got" | head -n 1 || true)
	else
		hunk=$(diff -a <(normalize "$exp") <(normalize "$got") | head -n 1 || true)
	fi
	# a diff hunk header: L1[,L2]{a,c,d}R1[,R2]; for an addition the line is R1, else L1
	if [[ "$hunk" =~ ^[0-9,]+a([0-9]+) ]]; then line="${BASH_REMATCH[1]}"
	elif [[ "$hunk" =~ ^([0-9]+) ]]; then line="${BASH_REMATCH[1]}"
	else line=1; fi
	echo "    line $line:"
	if [[ $(wc -l <"$exp") -ge $line || $(sed -n "${line}p" "$exp" | wc -c) -gt 0 ]]; then
		printf '      expected: %s\n' "$(sed -n "${line}p" "$exp" | visible)"
	else echo "      expected: (end of file)"; fi
	if [[ $(wc -l <"$got") -ge $line || $(sed -n "${line}p" "$got" | wc -c) -gt 0 ]]; then
		printf '      got:      %s\n' "$(sed -n "${line}p" "$got" | visible)"
	else echo "      got:      (end of file)"; fi
}

# compare IN EXPECTED GOT: set VERDICT to AC, WA, PE or JE (checker failure), CMP_MSG to its message.
compare() {
	local in="$1" exp="$2" got="$3" status cpu rss detail
	CMP_MSG=''
	case "$COMPARE" in
	exact) if cmp -s "$exp" "$got"; then VERDICT=AC; else VERDICT=WA; fi ;;
	unordered) if cmp -s <(blocks "$exp") <(blocks "$got"); then VERDICT=AC; else VERDICT=WA; fi ;;
	lines)
		if cmp -s <(normalize "$exp") <(normalize "$got"); then VERDICT=AC
		elif cmp -s <(tokens "$exp") <(tokens "$got"); then VERDICT=PE
		else VERDICT=WA; fi ;;
	checker)
		read -r status cpu rss detail < <("$RUNNER" --cpu 10000 --wall 20000 --out "$WORK/checker.msg" \
			--err "$WORK/checker.msg" -- "$CHECKER" "$in" "$got" "$exp") || status=''
		detail="${detail:-}"
		CMP_MSG=$(head -c 2000 "$WORK/checker.msg")
		case "$status $detail" in
		'OK -') VERDICT=AC ;;
		'RE exit=1') VERDICT=WA ;;
		'RE exit=2') VERDICT=PE ;;
		*) VERDICT=JE; CMP_MSG="checker failed ($status $detail)${CMP_MSG:+: $CMP_MSG}" ;;
		esac ;;
	esac
}

# report NAME TEST VERDICT CPU RSS [NOTE]: one result line, counted.
report() {
	local colour="$RED"
	case "$3" in AC) colour="$GREEN" ;; JE) colour="$YELLOW" ;; esac
	printf '%-18s %-28s %s%-3s%s %7s ms %9s KiB%s\n' "$1" "$2" "$colour" "$3" "$RESET" "$4" "$5" "${6:+  ($6)}"
	if [[ "$3" == AC ]]; then PASSED=$((PASSED + 1)); else FAILED=$((FAILED + 1)); fi
	if [[ "$3" == JE ]]; then JUDGE_ERROR=1; fi
}

# run_case NAME IN: run the compiled program on IN, judge it, report.
run_case() {
	local name="$1" in="$2" test exp got err status cpu rss detail note='' time_ms="$TIME_MS" mem_kib="$MEM_KIB"
	test=$(basename "$in" .in)
	exp="${in%.in}.out" got="$WORK/$test.out" err="$WORK/$test.err"
	local rss_kib="$MEM_KIB" # under ASan (shadow memory, quarantine) only a loose RSS guard
	if [[ "$PROFILE" == sanitize ]]; then time_ms=$((TIME_MS * 10)) mem_kib=0 rss_kib=$((MEM_KIB * 4 + 524288)); fi
	if [[ ! -f "$exp" ]]; then report "$name" "$test" JE - - "missing $(basename "$exp")"; return; fi
	read -r status cpu rss detail < <(ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=0}" "$RUNNER" \
		--cpu "$time_ms" --wall $((2 * time_ms + 1000)) --mem "$mem_kib" --rss "$rss_kib" --fsize "$OUT_BYTES" \
		--in "$in" --out "$got" --err "$err" -- "$BIN") || status=''
	CMP_MSG=''
	if [[ -z "$status" ]]; then
		VERDICT=JE note="the runner failed" cpu=- rss=-
	elif [[ "$status" == OK ]]; then
		compare "$in" "$exp" "$got"
	else
		VERDICT="$status"
		[[ "$detail" == - ]] || note="$detail"
	fi
	report "$name" "$test" "$VERDICT" "$cpu" "$rss" "$note"
	if [[ -n "$CMP_MSG" && ("$VERDICT" == JE || "$VERBOSE" == 1) ]]; then
		printf '%s\n' "$CMP_MSG" | head -n 5 | cut -c 1-200 | sed 's/^/    checker: /'
	fi
	if [[ "$VERBOSE" == 1 ]]; then
		case "$VERDICT" in
		WA | PE) [[ "$COMPARE" == checker ]] || show_diff "$exp" "$got" ;;
		RE | TLE | MLE | OLE) if [[ -s "$err" ]]; then tail -n 5 "$err" | cut -c 1-200 | awk '{ print "    stderr: " $0 }'; fi ;;
		esac
	fi
	return 0
}

# compile_checker NAME: for compare mode checker, build CHECKER; a failure is a judge error.
compile_checker() {
	[[ "$COMPARE" == checker ]] || return 0
	CHECKER="$WORK/checker"
	if ! COMPILE_LOG=$(gcc -std=c99 -O2 -o "$CHECKER" "$DATA_ROOT/testdata/$1/checker.c" -lm 2>&1); then
		report "$1" "(checker)" JE - - "checker does not compile"
		printf '%s\n' "$COMPILE_LOG" | head -n 30 | sed 's/^/    /'
		return 1
	fi
}

# judge_problem NAME: compile once, then run every test.
judge_problem() {
	local name="$1" in tests=()
	read_conf "$name"
	WORK="$RUN_DIR/$PROFILE/$name"
	mkdir -p "$WORK"
	BIN="$WORK/$name"
	for in in "$DATA_ROOT/testdata/$name"/*.in; do [[ -e "$in" ]] && tests+=("$in"); done
	if [[ ${#tests[@]} -eq 0 ]]; then report "$name" "(no tests)" JE - - "no testdata/$name/*.in"; return; fi
	if ! compile "$DATA_ROOT/problems/$name.c" "$BIN"; then
		printf '%-18s %-28s %sCE%s  (%d tests not run, profile %s)\n' "$name" "(compile)" "$RED" "$RESET" \
			"${#tests[@]}" "$PROFILE"
		printf '%s\n' "$COMPILE_LOG" | head -n 30 | sed 's/^/    /'
		FAILED=$((FAILED + ${#tests[@]}))
		return
	fi
	compile_checker "$name" || return 0
	for in in "${tests[@]}"; do run_case "$name" "$in"; done
}

# median: middle value of the numbers on stdin.
median() { sort -n | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }

# bench_problem NAME: 5 runs of each bench test under the problem's limits; median CPU ms and
# peak RSS against the targets. A run that is not AC misses its target whatever its speed.
bench_problem() {
	local name="$1" spec test cpu_target mib_target in cpus rsss status cpu rss detail cpu_med rss_med ok verdict
	read_conf "$name"
	WORK="$RUN_DIR/bench/$name"
	mkdir -p "$WORK"
	BIN="$WORK/$name"
	if ! compile "$DATA_ROOT/problems/$name.c" "$BIN"; then
		echo "$name: CE"; printf '%s\n' "$COMPILE_LOG" | sed 's/^/    /'; FAILED=$((FAILED + 1)); return
	fi
	compile_checker "$name" || return 0
	if [[ ${#BENCH_LINES[@]} -eq 0 ]]; then
		test=$(find "$DATA_ROOT/testdata/$name" -maxdepth 1 -name '*.in' -printf '%s %f\n' | sort -rn |
			awk 'NR == 1 { print $2 }')
		[[ -n "$test" ]] && BENCH_LINES=("$test - -")
	fi
	for spec in "${BENCH_LINES[@]}"; do
		read -r test cpu_target mib_target _ <<<"$spec"
		in="$DATA_ROOT/testdata/$name/$test"
		[[ -f "$in" ]] || { echo "judge.sh: bench file $in not found" >&2; JUDGE_ERROR=1; continue; }
		cpus='' rsss='' verdict=AC
		for _ in 1 2 3 4 5; do
			read -r status cpu rss detail < <("$RUNNER" --cpu "$TIME_MS" --wall $((2 * TIME_MS + 1000)) \
				--mem "$MEM_KIB" --fsize "$OUT_BYTES" --in "$in" --out "$WORK/out" -- "$BIN") || status=JE
			if [[ "$status" != OK ]]; then verdict="$status"
			elif [[ "$verdict" == AC && -f "${in%.in}.out" ]]; then
				compare "$in" "${in%.in}.out" "$WORK/out"
				verdict="$VERDICT"
			fi
			cpus+="$cpu"$'\n' rsss+="$rss"$'\n'
		done
		cpu_med=$(printf '%s' "$cpus" | median) rss_med=$(printf '%s' "$rsss" | median)
		ok=$(awk -v c="$cpu_med" -v r="$rss_med" -v ct="$cpu_target" -v mt="$mib_target" 'BEGIN {
			if (ct == "-") { print "-"; exit }
			print (c <= ct * 1000 && r <= mt * 1024) ? "ok" : "MISS" }')
		[[ "$verdict" == AC ]] || ok="MISS"
		[[ "$ok" == MISS ]] && FAILED=$((FAILED + 1))
		[[ "$ok" == ok ]] && PASSED=$((PASSED + 1))
		printf '%-18s %-24s %-3s %8s ms %10s KiB   target %6s s %5s MiB   %s\n' "$name" "${test%.in}" \
			"$verdict" "$cpu_med" "$rss_med" "$cpu_target" "$mib_target" "$ok"
	done
}

# seconds MS / mib KIB: a limit in judge.conf's own units.
seconds() { awk -v v="$1" 'BEGIN { printf "%g s", v / 1000 }'; }
mib() { awk -v v="$1" 'BEGIN { printf "%g MiB", v / 1024 }'; }

# list_problem NAME: limits, compare mode and tests of one problem (-v: the test names).
list_problem() {
	local name="$1" tests=() t
	read_conf "$name"
	for t in "$DATA_ROOT/testdata/$name"/*.in; do [[ -e "$t" ]] && tests+=("$(basename "$t" .in)"); done
	if [[ ! -d "$DATA_ROOT/testdata/$name" ]]; then
		printf '%-18s no testdata/%s folder\n' "$name" "$name"; JUDGE_ERROR=1; return
	fi
	printf '%-18s %s  time %s  memory %s  stack %s  output %s  compare %s%s%s\n' "$name" \
		"$(plural ${#tests[@]} test)" "$(seconds "$TIME_MS")" "$(mib "$MEM_KIB")" "$(mib "$STACK_KIB")" \
		"$(mib $((OUT_BYTES / 1024)))" "$COMPARE" "${COMPARE_ARGS[*]:+ ${COMPARE_ARGS[*]}}" \
		"${CASES_IN:+  cases $CASES_IN $CASES_OUT}${STRESS_MAX:+  stress_max_size $STRESS_MAX}"
	if [[ "$VERBOSE" == 1 ]]; then
		for t in "${tests[@]}"; do
			if is_robustness "$t"; then printf '    %s  (robustness)\n' "$t"; else printf '    %s\n' "$t"; fi
		done
	fi
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

# plural N WORD: "1 test", "2 tests".
plural() { if [[ "$1" == 1 ]]; then printf '1 %s' "$2"; else printf '%s %ss' "$1" "$2"; fi; }

main() {
	local names=() name src
	while [[ $# -gt 0 ]]; do
		case "$1" in
		-h | --help) usage; exit 0 ;;
		-p | --profile) [[ $# -ge 2 ]] || die_usage "--profile needs a NAME"; PROFILE="$2"; shift ;;
		--profile=*) PROFILE="${1#*=}" ;;
		-v | --verbose) VERBOSE=1 ;;
		-k | --keep) KEEP=1 ;;
		-l | --list) MODE=list ;;
		-b | --bench) MODE=bench ;;
		--root) [[ $# -ge 2 ]] || die_usage "--root needs a DIR"; DATA_ROOT="$2"; shift ;;
		--root=*) DATA_ROOT="${1#*=}" ;;
		--) shift; names+=("$@"); break ;;
		-*) die_usage "unknown option '$1'" ;;
		*) names+=("$1") ;;
		esac
		shift
	done
	case "$PROFILE" in strict | uva | hdu | clang | sanitize) ;; *)
		die_usage "unknown profile '$PROFILE' (strict, uva, hdu, clang, sanitize)" ;;
	esac
	[[ -d "$DATA_ROOT/problems" ]] || die_usage "no folder $DATA_ROOT/problems"
	if [[ ${#names[@]} -eq 0 ]]; then
		for src in "$DATA_ROOT"/problems/*.c; do [[ -e "$src" ]] && names+=("$(basename "$src" .c)"); done
		[[ ${#names[@]} -gt 0 ]] || die_usage "no problems in $DATA_ROOT/problems"
	fi
	for name in "${names[@]}"; do
		name="${name%.c}" name="${name##*/}"
		[[ -f "$DATA_ROOT/problems/$name.c" ]] || die_usage "unknown problem '$name' (see --list)"
	done
	ensure_runner
	make_run_dir
	for name in "${names[@]}"; do
		name="${name%.c}" name="${name##*/}"
		case "$MODE" in
		list) list_problem "$name" ;;
		bench) bench_problem "$name" ;;
		judge) judge_problem "$name" ;;
		esac
	done
	case "$MODE" in
	bench) echo "$PASSED targets met, $FAILED missed" ;;
	judge) echo "$PASSED passed, $FAILED failed" ;;
	esac
	if [[ "$JUDGE_ERROR" == 1 ]]; then exit 3; fi
	if [[ "$FAILED" -gt 0 ]]; then exit 1; fi
	exit 0
}

main "$@"
