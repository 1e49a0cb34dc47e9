# shellcheck shell=bash disable=SC2034,SC2153 # (the globals are shared with the other files)
# judge/conf.sh -- a problem's judge.conf and its tests: which exist, which are picked.
# Provides: milli, unmilli, read_conf, open_problem, all_tests, matches, select_tests,
#   matches_any_test.
# Sets: TIME_MS, MEM_MILLI STACK_MILLI OUT_MILLI (1/1000 MiB), COMPARE COMPARE_ARGS BENCH_LINES
#   ROBUSTNESS CASES_IN CASES_OUT STRESS_MAX LIMIT_MS, MEM_ARG STACK_ARG OUT_ARG ASAN_RSS_ARG
#   (the runner's options) (read_conf); WORK (open_problem); TESTS
#   LEFT_OUT (select_tests); JUDGE_ERROR on a bad line.
# Reads: COMPARE_TOOL DATA_ROOT RUN_DIR PROFILE MODE TIME_SCALE_MILLI SOURCE ALL_TESTS
#   FAILED_ONLY FAILED_FILE PICKED.

NUMBER='[0-9]+([.][0-9]+)?'
FLOAT='[0-9]*[.]?[0-9]+([eE][-+]?[0-9]+)?' # a tolerance: 0.001, 1e-6
COMPARE_MODES='lines|exact|unordered|checker|tokens|tokens-nocase' # and float ABS REL

# milli VALUE MAX: VALUE (a decimal number, at most MAX, 9 digits before the point) in
# thousandths, rounded half up: whole-number arithmetic only (seconds to ms, MiB to 1/1000
# MiB). Fails when VALUE is not such a number, rounds to 0 or is over MAX.
milli() {
	local int frac=0000 v
	[[ "$1" =~ ^([0-9]{1,9})([.]([0-9]+))?$ ]] || return 1
	int="${BASH_REMATCH[1]}"
	[[ -z "${BASH_REMATCH[3]}" ]] || frac="${BASH_REMATCH[3]}0000"
	v=$((10#$int * 1000 + 10#${frac:0:3} + (${frac:3:1} >= 5)))
	((v >= 1 && v <= $2 * 1000)) && echo "$v"
}

# unmilli V: thousandths V as the shortest decimal number (1500 -> 1.5, 2000 -> 2).
unmilli() {
	local f
	printf -v f '%03d' $(($1 % 1000))
	f="${f%0}" f="${f%0}" f="${f%0}"
	echo "$(($1 / 1000))${f:+.$f}"
}

# conf_line KEY VAL REST: apply one judge.conf line; fails with RULE set to the rule it breaks.
conf_line() {
	local key="$1" val="$2" rest="$3" v
	case "$key" in
	time | memory | stack | output)
		RULE="$key must be a positive number of MiB, at most 1048576"
		[[ "$key" != time ]] || RULE='time must be a positive number of seconds, up to 3600'
		[[ -z "$rest" ]] || return 1
		case "$key" in
		time) v=$(milli "$val" 3600) && TIME_MS="$v" ;;
		memory) v=$(milli "$val" 1048576) && MEM_MILLI="$v" ;;
		stack) v=$(milli "$val" 1048576) && STACK_MILLI="$v" ;;
		output) v=$(milli "$val" 1048576) && OUT_MILLI="$v" ;;
		esac ;;
	compare) conf_compare "$val" "$rest" ;;
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

# conf_compare MODE REST: the compare line; float's tolerances are checked by the comparator
# itself, on empty files (it reads them as the judge will: 1e400 is not finite).
conf_compare() {
	RULE='compare must be lines, exact, unordered, tokens, tokens-nocase, float ABS REL'
	RULE+=' or checker'
	if [[ -z "$2" && "$1" =~ ^($COMPARE_MODES)$ ]]; then
		COMPARE="$1" COMPARE_ARGS=()
		return 0
	fi
	[[ "$1" == float && "$2" =~ ^($FLOAT)\ +($FLOAT)\ *$ ]] || return 1
	COMPARE=float COMPARE_ARGS=("${BASH_REMATCH[1]}" "${BASH_REMATCH[3]}")
	local why
	why=$("$COMPARE_TOOL" float "${COMPARE_ARGS[@]}" /dev/null /dev/null 2>&1 >/dev/null) &&
		return 0
	RULE="${why#compare: }" RULE="${RULE:-the comparator refuses these tolerances}"
	return 1
}

# read_conf NAME: the settings of testdata/NAME/judge.conf (above), then the limits as the
# runner takes them (LIMIT_MS: the time limit scaled by --time-scale, x10 under sanitize); a bad
# line is a judge error (file, line and rule on stderr): it leaves that setting at its default,
# and read_conf fails so that the problem is not judged.
read_conf() {
	local conf="$DATA_ROOT/testdata/$1/judge.conf" line key val rest n=0 bad=0
	TIME_MS=2000 MEM_MILLI=256000 STACK_MILLI='' OUT_MILLI=64000 COMPARE=lines
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
	STACK_MILLI="${STACK_MILLI:-$MEM_MILLI}"
	# the sizes as the runner takes them, made once (no subshell per run: a Ctrl-C lands there)
	MEM_ARG="$(unmilli "$MEM_MILLI")M" STACK_ARG="$(unmilli "$STACK_MILLI")M"
	OUT_ARG="$(unmilli "$OUT_MILLI")M" ASAN_RSS_ARG="$(unmilli $((MEM_MILLI * 4 + 512000)))M"
	# (at most 20,000 s after --time-scale: the runner's limits stay within its range)
	LIMIT_MS=$(((TIME_MS * TIME_SCALE_MILLI + 500) / 1000))
	((LIMIT_MS >= 1)) || LIMIT_MS=1
	((LIMIT_MS <= 20000000)) || LIMIT_MS=20000000
	[[ "$PROFILE" != sanitize ]] || LIMIT_MS=$((LIMIT_MS * 10))
	return "$bad"
}

# open_problem NAME: read its judge.conf (or report NAME as not judged because of it) and make
# its work folder WORK; fails when NAME is not to be judged.
open_problem() {
	if ! read_conf "$1"; then
		report "$1" "(judge.conf)" JE - - \
			"not judged: testdata/$1/judge.conf has errors (above)"
		return 1
	fi
	WORK="$RUN_DIR/$PROFILE/$1"
	mkdir -p "$WORK"
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

# matches TEST PATTERN...: TEST matches one of the patterns (a name, NAME.in or a glob: the
# judge matches them, the shell never expands them).
matches() {
	local test="$1" pat
	shift
	for pat in "$@"; do
		pat="${pat%.in}"
		# shellcheck disable=SC2053 # the pattern is a glob on purpose
		[[ "$test" == $pat ]] && return 0
	done
	return 1
}

# matches_any_test NAME PATTERN: some test of NAME matches PATTERN.
matches_any_test() {
	local t
	while IFS= read -r t; do matches "$t" "$2" && return 0; done < <(all_tests "$1")
	return 1
}

# select_tests NAME: set TESTS to the tests to judge: those named (all by default), only the
# previous run's failures with --failed, only judge tests where robustness tests are left out
# (a --source file, --verify); LEFT_OUT counts the robustness tests left out.
select_tests() {
	local name="$1" t judge_only=0 picked=()
	TESTS=()
	[[ -n "$SOURCE" || "$MODE" == verify ]] && [[ "$ALL_TESTS" == 0 ]] && judge_only=1
	read -ra picked <<<"${PICKED[$name]:-}"
	while IFS= read -r t; do
		[[ ${#picked[@]} -eq 0 ]] || matches "$t" "${picked[@]}" || continue
		[[ "$FAILED_ONLY" == 0 ]] || grep -qxF "$name $t" "$FAILED_FILE" || continue
		if [[ "$judge_only" == 1 ]] && matches "$t" "${ROBUSTNESS[@]}"; then
			LEFT_OUT=$((LEFT_OUT + 1))
			continue
		fi
		TESTS+=("$t")
	done < <(all_tests "$name")
}
