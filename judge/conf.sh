# shellcheck shell=bash disable=SC2034,SC2153 # (the globals are shared with the other files)
# judge/conf.sh -- a problem's judge.conf and its tests: which exist, which are picked.
# Provides: milli, unmilli, read_conf, open_problem, list_tests, official_of, matches,
#   select_tests, matches_any_test, is_official, is_robustness, test_files, limit_origin,
#   official_absent.
# Sets: MILLI (milli), TIME_MS, MEM_MILLI STACK_MILLI OUT_MILLI (1/1000 MiB), COMPARE
#   COMPARE_ARGS BENCH_LINES ROBUSTNESS CASES_IN CASES_OUT STRESS_MAX LIMIT_MS, MEM_ARG
#   STACK_ARG OUT_ARG ASAN_RSS_ARG (the runner's options), ONLINE_JUDGE ORIGIN ORIGIN_TEXT
#   (where each limit comes from), OFFICIAL_SPEC OFFICIAL_DIR CONF_NAME (read_conf); WORK
#   (open_problem); TEST_LIST (list_tests); OFFICIAL_OF (official_of); TESTS LEFT_OUT
#   (select_tests); TEST_IN TEST_OUT (test_files); JUDGE_ERROR on a bad line.
# Reads: COMPARE_TOOL DATA_ROOT RUN_DIR PROFILE MODE TIME_SCALE_MILLI SOURCE ALL_TESTS
#   FAILED_ONLY FAILED_FILE PICKED.

NUMBER='[0-9]+([.][0-9]+)?'
FLOAT='[0-9]*[.]?[0-9]+([eE][-+]?[0-9]+)?' # a tolerance: 0.001, 1e-6
COMPARE_MODES='lines|exact|unordered|checker|tokens|tokens-nocase' # and float ABS REL

# milli VALUE MAX: MILLI, VALUE (a decimal number, at most MAX, 9 digits before the point) in
# thousandths, rounded half up: whole-number arithmetic only (seconds to ms, MiB to 1/1000
# MiB). Fails when VALUE is not such a number, rounds to 0 or is over MAX. (A variable, not
# output: the judge's start reads every judge.conf number, and a $(...) is a process.)
milli() {
	local int frac=0000
	[[ "$1" =~ ^([0-9]{1,9})([.]([0-9]+))?$ ]] || return 1
	int="${BASH_REMATCH[1]}"
	[[ -z "${BASH_REMATCH[3]}" ]] || frac="${BASH_REMATCH[3]}0000"
	MILLI=$((10#$int * 1000 + 10#${frac:0:3} + (${frac:3:1} >= 5)))
	((MILLI >= 1 && MILLI <= $2 * 1000))
}

# unmilli V [VAR]: thousandths V as the shortest decimal number (1500 -> 1.5, 2000 -> 2),
# printed, or put in VAR.
unmilli() {
	local f
	printf -v f '%03d' $(($1 % 1000))
	f="${f%0}" f="${f%0}" f="${f%0}"
	f="$(($1 / 1000))${f:+.$f}"
	if [[ -n "${2:-}" ]]; then printf -v "$2" '%s' "$f"; else echo "$f"; fi
}

# conf_line KEY VAL REST: apply one judge.conf line; fails with RULE set to the rule it breaks.
conf_line() {
	local key="$1" val="$2" rest="$3"
	case "$key" in
	time | memory | stack | output)
		RULE="$key must be a positive number of MiB, at most 1048576"
		[[ "$key" != time ]] || RULE='time must be a positive number of seconds, up to 3600'
		conf_origin "$key" "$rest" || return 1
		case "$key" in
		time) milli "$val" 3600 && TIME_MS="$MILLI" ;;
		memory) milli "$val" 1048576 && MEM_MILLI="$MILLI" ;;
		stack) milli "$val" 1048576 && STACK_MILLI="$MILLI" ;;
		output) milli "$val" 1048576 && OUT_MILLI="$MILLI" ;;
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
	online_judge)
		RULE='online_judge needs the name of one judge (UVa, HDU)'
		[[ -z "$rest" && "$val" =~ ^[[:alnum:]_.-]+$ ]] && ONLINE_JUDGE="$val" ;;
	official) conf_official "$val $rest" ;;
	*) RULE="unknown key '$key'"; return 1 ;;
	esac
}

# conf_origin LIMIT REST: where a limit line's value comes from, the words after it: nothing or
# 'own [WHY...]' (the collection's own choice), 'judge SOURCE...' (the online judge's published
# limit, SOURCE: where it is published) or 'unverified WHY...' (taken to be the judge's, not
# confirmed). Sets ORIGIN[LIMIT] ORIGIN_TEXT[LIMIT].
conf_origin() {
	local kind text
	read -r kind text <<<"$2" || true
	RULE+="; after the value: own [WHY], judge SOURCE or unverified WHY"
	case "${kind:-own}" in
	own) ;;
	judge | unverified) [[ -n "$text" ]] || return 1 ;;
	*) return 1 ;;
	esac
	ORIGIN[$1]="${kind:-own}" ORIGIN_TEXT[$1]="$text"
}

# conf_official WORDS: the official line: where the problem's official data may be, in order;
# each word '$NAME' (an environment variable, used when set and not empty) or a folder (relative
# to the root: the folder holding problems/ and testdata/). Sets OFFICIAL_SPEC.
conf_official() {
	local word words
	RULE="official needs one or more places: \$VARIABLE or a folder (no blanks)"
	read -ra words <<<"$1"
	[[ ${#words[@]} -gt 0 ]] || return 1
	for word in "${words[@]}"; do
		[[ "$word" != \$* || "$word" =~ ^[$][A-Za-z_][A-Za-z0-9_]*$ ]] || return 1
	done
	OFFICIAL_SPEC=("${words[@]}")
}

# official_where: OFFICIAL_DIR, the folder the official data is looked for in: the first of
# OFFICIAL_SPEC that is set ('' without an official line).
official_where() {
	local word
	OFFICIAL_DIR=''
	for word in "${OFFICIAL_SPEC[@]}"; do
		if [[ "$word" == \$* ]]; then
			word="${word#\$}"
			[[ -n "${!word:-}" ]] || continue
			OFFICIAL_DIR="${!word}"
		else
			OFFICIAL_DIR="$word"
		fi
		[[ "$OFFICIAL_DIR" == /* ]] || OFFICIAL_DIR="$DATA_ROOT/$OFFICIAL_DIR"
		[[ ! -d "$OFFICIAL_DIR" ]] || OFFICIAL_DIR=$(cd "$OFFICIAL_DIR" && pwd)
		return 0
	done
}

# limit_origin LIMIT: a limit's provenance in words: "HDU's limit", "UVa's limit, not verified"
# or "our own limit" (", not UVa's" where the problem has an online judge).
limit_origin() {
	case "${ORIGIN[$1]}" in
	judge) printf "%s's limit" "$ONLINE_JUDGE" ;;
	unverified) printf "%s's limit, not verified" "${ONLINE_JUDGE:-the judge}" ;;
	*)
		printf 'our own limit'
		[[ -z "$ONLINE_JUDGE" ]] || printf ", not %s's" "$ONLINE_JUDGE" ;;
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
	ONLINE_JUDGE='' OFFICIAL_SPEC=() CONF_NAME="$1"
	ORIGIN=([time]=own [memory]=own [stack]=own [output]=own)
	ORIGIN_TEXT=([time]='' [memory]='' [stack]='' [output]='')
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
	if [[ -z "$STACK_MILLI" ]]; then # (judges publish no stack limit: ours, the memory's)
		STACK_MILLI="$MEM_MILLI" ORIGIN_TEXT[stack]='set to the memory limit'
	fi
	if [[ -z "$ONLINE_JUDGE" && "${ORIGIN[*]}" =~ judge|unverified ]]; then
		printf "judge.sh: %s: a limit is marked 'judge' or 'unverified' but %s\n" \
			"${conf#"$DATA_ROOT"/}" "no online_judge line names the judge" >&2
		JUDGE_ERROR=1 bad=1 ORIGIN=([time]=own [memory]=own [stack]=own [output]=own)
	fi
	official_where
	# the sizes as the runner takes them, made once (no subshell per run: a Ctrl-C lands there)
	unmilli "$MEM_MILLI" MEM_ARG && unmilli "$STACK_MILLI" STACK_ARG
	unmilli "$OUT_MILLI" OUT_ARG && unmilli $((MEM_MILLI * 4 + 512000)) ASAN_RSS_ARG
	MEM_ARG+=M STACK_ARG+=M OUT_ARG+=M ASAN_RSS_ARG+=M
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

# list_tests NAME: TEST_LIST, the names (without .in) of every test of NAME, sorted; then,
# where its official data is found, official/TEST for each of its inputs (the folder's TEST.in).
list_tests() {
	local t dir
	TEST_LIST=()
	for t in "$DATA_ROOT/testdata/$1"/*.in; do
		t="${t##*/}"
		[[ ! -e "$DATA_ROOT/testdata/$1/$t" ]] || TEST_LIST+=("${t%.in}")
	done
	official_of "$DATA_ROOT/testdata/$1"
	dir="$OFFICIAL_OF"
	[[ -n "$dir" && -d "$dir" ]] || return 0
	for t in "$dir"/*.in; do
		t="${t##*/}"
		[[ ! -f "$dir/$t" ]] || TEST_LIST+=("official/${t%.in}")
	done
}

# official_of DIR: OFFICIAL_OF, where the problem of testdata folder DIR finds its official
# data ('' without an official line: read_conf, in a subshell, only where there is one).
official_of() {
	local line name="${1##*/}"
	OFFICIAL_OF=''
	[[ -f "$1/judge.conf" ]] || return 0
	while IFS= read -r line || [[ -n "$line" ]]; do
		[[ "$line" =~ ^[[:space:]]*official[[:space:]] ]] || continue
		if [[ "$name" == "${CONF_NAME:-}" ]]; then OFFICIAL_OF="$OFFICIAL_DIR"
		else OFFICIAL_OF=$(read_conf "$name" 2>/dev/null; printf '%s' "$OFFICIAL_DIR"); fi
		return 0
	done <"$1/judge.conf"
}

# is_official TEST: TEST is one of the official data's (named official/...).
is_official() { [[ "$1" == official/* ]]; }

# is_robustness TEST: judge.conf's robustness line names TEST (never an official test: the
# official data is what the real judge sent).
is_robustness() { ! is_official "$1" && matches "$1" "${ROBUSTNESS[@]}"; }

# test_files NAME TEST: TEST_IN and TEST_OUT, the files of a test (official/T: in OFFICIAL_DIR,
# found by read_conf of NAME).
test_files() {
	if is_official "$2"; then
		TEST_IN="$OFFICIAL_DIR/${2#official/}.in"
	else
		TEST_IN="$DATA_ROOT/testdata/$1/$2.in"
	fi
	TEST_OUT="${TEST_IN%.in}.out"
}

# official_absent NAME: one line saying that NAME's official data was looked for and not found
# (no folder, or no TEST.in in it); nothing when it was found, or judge.conf names none.
official_absent() {
	[[ ${#OFFICIAL_SPEC[@]} -gt 0 ]] || return 0
	! compgen -G "$OFFICIAL_DIR/*.in" >/dev/null || return 0
	local where
	shown where "$OFFICIAL_DIR"
	printf "%s: its official data was not found in %s (judge.conf: official %s): %s\n" \
		"$1" "$where" "${OFFICIAL_SPEC[*]}" "the collection's own tests only"
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

# matches_any_test NAME PATTERN: some test of NAME (TEST_LIST) matches PATTERN.
matches_any_test() {
	local t
	list_tests "$1"
	for t in "${TEST_LIST[@]}"; do matches "$t" "$2" && return 0; done
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
	list_tests "$name"
	for t in "${TEST_LIST[@]}"; do
		[[ ${#picked[@]} -eq 0 ]] || matches "$t" "${picked[@]}" || continue
		[[ "$FAILED_ONLY" == 0 ]] || grep -qxF "$name $t" "$FAILED_FILE" || continue
		# --verify's verdicts are the collection's own: the same wherever it runs
		[[ "$MODE" != verify ]] || ! is_official "$t" || continue
		if [[ "$judge_only" == 1 ]] && is_robustness "$t"; then
			LEFT_OUT=$((LEFT_OUT + 1))
			continue
		fi
		TESTS+=("$t")
	done
}
