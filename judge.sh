#!/usr/bin/env bash
# judge.sh -- compile solutions and judge them on the testdata, the way the online judges do.
# The entry: options, problem and test selection, dispatch to one mode. The rest, by concern:
#   judge/conf.sh    judge.conf, the tests and which are picked
#   judge/build.sh   the profile table (judge/profiles), compiling, the tools, helpers
#   judge/run.sh     one test: runner -> comparator or checker -> verdict (judge_test)
#   judge/report.sh  result lines, the failing case, the summary, --failed's memory
#   judge/progress.sh  why and how far a failing run went (TLE MLE RE OLE)
#   judge/usage.txt  the --help text
#   judge/judge.sh judge/list.sh judge/bench.sh judge/verify.sh judge/stress.sh
#   judge/validate.sh: one per mode (validate.sh also checks --stress's inputs)
# Per-process work is tools/runner/ (limits, isolation, sandbox), per-byte work tools/compare/
# (verdicts, diffs) and tools/cases (splitting a test into its cases).
set -euo pipefail

# usage: the help (judge/usage.txt), its profiles read from judge/profiles.
usage() {
	local line
	while IFS= read -r line; do
		if [[ "$line" == @PROFILES@ ]]; then print_profiles; else printf '%s\n' "$line"; fi
	done <"$ROOT/judge/usage.txt"
}

ROOT="${BASH_SOURCE[0]%/*}"
[[ "$ROOT" != "${BASH_SOURCE[0]}" ]] || ROOT=.
ROOT=$(cd "$ROOT" && pwd)
BUILD="$ROOT/build"
RUNNER="$BUILD/runner" COMPARE_TOOL="$BUILD/compare" CASES_TOOL="$BUILD/cases"
PROFILE=strict STD='' MODE=judge VERBOSE=0 KEEP=0 DATA_ROOT="$ROOT"
SOURCE='' REF='' UB_WARNED='' WERROR=0 ALL_TESTS=0 FAILED_ONLY=0 DIFF_LINES=10 SANDBOX=0
TIME_SCALE=1 TIME_SCALE_MILLI=1000
STRESS_N=20 STRESS_MIN_OPT='' STRESS_MAX_OPT='' STRESS_SEED='' STRESS_SECONDS=60
STRESS_NAME='' STRESS_INPUTS=0 STRESS_SHORT=0
RUN_DIR='' BOX_DIR='' RUNNER_PID='' PASSED=0 FAILED=0 JUDGE_ERROR=0 LEFT_OUT=0
SANDBOX_FOR='' SANDBOX_OPTS=() CONF_NAME='' OFFICIAL_DIR='' # (none taken from the environment)
RESULTS=()   # "NAME TEST VERDICT" of every test judged, for --failed next time
JUDGED=()    # "NAME TEST" of every test judged
PROBLEMS=()  # the problems named, in order
declare -A PICKED=() # NAME -> the test patterns named for it (space-separated)
declare -A ORIGIN=() ORIGIN_TEXT=() # LIMIT -> own, judge or unverified; its source or reason

die_usage() {
	say_error "$*"
	printf "Try './judge.sh --help'.\n" >&2
	exit 2
}

die_judge() {
	say_error "$*"
	exit 3
}

# say_error TEXT: the message on stderr, its names (a file or test name may hold terminal
# controls) made safe: through the escape tool once it is built, else control bytes as '?'.
say_error() {
	if [[ -x "$ROOT/build/escape" ]]; then
		printf 'judge.sh: %s\n' "$1" | "$ROOT/build/escape" >&2
	else
		LC_ALL=C printf 'judge.sh: %s\n' "${1//[$'\x01'-$'\x1f'$'\x7f'-$'\x9f']/?}" >&2
	fi
}

# shellcheck source=judge/conf.sh
source "$ROOT/judge/conf.sh"
# shellcheck source=judge/build.sh
source "$ROOT/judge/build.sh"
# shellcheck source=judge/run.sh
source "$ROOT/judge/run.sh"
# shellcheck source=judge/report.sh
source "$ROOT/judge/report.sh"
# shellcheck source=judge/progress.sh
source "$ROOT/judge/progress.sh"
# shellcheck source=judge/judge.sh
source "$ROOT/judge/judge.sh"
# shellcheck source=judge/list.sh
source "$ROOT/judge/list.sh"
# shellcheck source=judge/bench.sh
source "$ROOT/judge/bench.sh"
# shellcheck source=judge/verify.sh
source "$ROOT/judge/verify.sh"
# shellcheck source=judge/stress.sh
source "$ROOT/judge/stress.sh"
# shellcheck source=judge/validate.sh
source "$ROOT/judge/validate.sh"

# parse_args ARGS...: options into the globals (MODES: the modes named), the rest into
# POSITIONAL; then check them (check_args) and name the problems (pick_problems).
parse_args() {
	local arg split c
	MODES=() POSITIONAL=()
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
		-p | --profile | --std | --source | --ref | --root | --time-scale | --diff-lines | \
			-n | --min-size | --max-size | --seed | --seconds)
			[[ $# -ge 2 ]] || die_usage "$arg needs a value"
			set_value "$arg" "$2"; shift ;;
		--*=*) set_value "${arg%%=*}" "${arg#*=}" ;;
		-v | --verbose) VERBOSE=1 ;;
		-k | --keep) KEEP=1 ;;
		-l | --list) MODES+=(--list); MODE=list ;;
		-b | --bench) MODES+=(--bench); MODE=bench ;;
		--verify) MODES+=(--verify); MODE=verify ;;
		--stress) MODES+=(--stress); MODE=stress ;;
		--validate) MODES+=(--validate); MODE=validate ;;
		--werror) WERROR=1 ;;
		--all-tests) ALL_TESTS=1 ;;
		--failed) FAILED_ONLY=1 ;;
		--sandbox) SANDBOX=1 ;;
		--) shift; POSITIONAL+=("$@"); break ;;
		-*) die_usage "unknown option '$arg'" ;;
		*) POSITIONAL+=("$arg") ;;
		esac
		shift
	done
	check_args
	pick_problems
}

# set_value OPTION VALUE: an option that takes a value, checked.
set_value() {
	case "$1" in
	-p | --profile) PROFILE="$2" ;;
	--std)
		std_language "$2" ||
			die_usage "unknown standard '$2' ($STANDARDS_C, $STANDARDS_CXX)"
		STD="$2" ;;
	--source) SOURCE="$2" ;;
	--ref) REF="$2" ;;
	--root) DATA_ROOT="$2" ;;
	--time-scale)
		milli "$2" 999999999 || die_usage "--time-scale needs a positive number, not '$2'"
		TIME_SCALE_MILLI="$MILLI"
		TIME_SCALE="$2" ;;
	--diff-lines) DIFF_LINES=$(whole "$1" "$2" 1) ;;
	-n) STRESS_N=$(whole "$1" "$2" 1) ;;
	--min-size) STRESS_MIN_OPT=$(whole "$1" "$2" 0) ;;
	--max-size) STRESS_MAX_OPT=$(whole "$1" "$2" 0) ;;
	--seed) STRESS_SEED=$(whole "$1" "$2" 0) ;;
	--seconds) STRESS_SECONDS=$(whole "$1" "$2" 1) ;;
	*) die_usage "unknown option '$1'" ;;
	esac
}

# whole OPTION VALUE MIN: VALUE if it is a whole number >= MIN (at most 12 digits), else a
# usage error.
whole() {
	[[ "$2" =~ ^[0-9]{1,12}$ && "$2" -ge "$3" ]] ||
		die_usage "$1 needs a whole number$([[ "$3" == 1 ]] && echo ' above 0'), not '$2'"
	echo "$((10#$2))"
}

# check_args: the options that cannot go together, the profile, the root.
check_args() {
	[[ ${#MODES[@]} -le 1 ]] || die_usage "${MODES[0]} and ${MODES[1]} cannot be combined"
	local profiles="${PROFILE_NAMES[*]}"
	[[ " $profiles " == *" $PROFILE "* ]] ||
		die_usage "unknown profile '$PROFILE' (${profiles// /, })"
	[[ "$FAILED_ONLY" == 0 || "$MODE" == judge ]] ||
		die_usage "--failed reruns judged tests: it goes with neither --list, --bench," \
			"--verify, --stress nor --validate"
	[[ "$MODE" != bench || "$PROFILE" != sanitize ]] ||
		die_usage "--bench and the sanitize profile cannot be combined: it lifts the" \
			"memory cap and scales time x10, so its figures say nothing of the targets"
	[[ -d "$DATA_ROOT/problems" ]] || die_usage "no folder $DATA_ROOT/problems"
	check_std
	DATA_ROOT=$(cd "$DATA_ROOT" && pwd) # programs and checkers run in folders of their own
}

# check_std: --std is of the language of the file it compiles: --source FILE's, or C for the
# collection's own solutions (--verify: the submissions of its language).
check_std() {
	local lang want=c what="the collection's solutions are"
	[[ -n "$STD" && "$MODE" != verify ]] || return 0
	std_language "$STD"
	lang="$STD_LANG"
	[[ -z "$SOURCE" ]] || { language_of "$SOURCE" && want="$LANG_OF" what="$SOURCE is"; }
	[[ "$lang" == "$want" ]] ||
		die_usage "--std $STD is a ${lang^^} standard; $what ${want^^}"
}

# check_name NAME: a problem's name is letters, digits, _ . + -, starting with one of the first
# three: it names files and folders (testdata/NAME, build/judge/last/NAME), shown as it is.
check_name() {
	[[ "$1" =~ ^[A-Za-z0-9_][A-Za-z0-9_.+-]*$ ]] ||
		die_usage "'$1' is not a problem name (letters, digits, _ . + -, starting with a" \
			"letter, a digit or _)"
}

# pick_problems: POSITIONAL into PROBLEMS (every problem when none is named) and PICKED; the
# files of --source and --ref; FAILED_FILE.
pick_problems() {
	local arg last=''
	for arg in "${POSITIONAL[@]}"; do
		arg="${arg%.c}"
		# a problem's name; with --source, a testdata folder without problems/NAME.c will do
		if [[ -f "$DATA_ROOT/problems/${arg##*/}.c" ||
			(-n "$SOURCE" && -z "$last" && -d "$DATA_ROOT/testdata/${arg##*/}") ]]; then
			last="${arg##*/}"
			check_name "$last"
			PROBLEMS+=("$last")
		elif [[ -n "$last" ]]; then
			PICKED[$last]="${PICKED[$last]:-} $arg"
			matches_any_test "$last" "$arg" || # (which set TEST_LIST)
				die_usage "no test '$arg' in testdata/$last" \
					"(its tests: ${TEST_LIST[*]})"
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
		for arg in "${PROBLEMS[@]}"; do check_name "$arg"; done
		[[ ${#PROBLEMS[@]} -gt 0 ]] || die_usage "no problems in $DATA_ROOT/problems"
	fi
	pick_files
}

# pick_files: check --source and --ref (made absolute), the stress seed, FAILED_FILE.
pick_files() {
	if [[ -n "$SOURCE" ]]; then
		check_source "$SOURCE"
		SOURCE=$(cd -- "$(dirname -- "$SOURCE")" && pwd)/$(basename -- "$SOURCE")
		[[ ${#PROBLEMS[@]} -eq 1 ]] ||
			die_usage "--source judges one problem: name exactly one"
		[[ -d "$DATA_ROOT/testdata/${PROBLEMS[0]}" ]] ||
			die_usage "no testdata/${PROBLEMS[0]} to judge $SOURCE on"
		[[ "$MODE" != verify ]] ||
			die_usage "--verify judges tests/submissions/, not --source"
		[[ "$MODE" != validate ]] || die_usage "--validate checks testdata, not --source"
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
	[[ "$DATA_ROOT" == "$ROOT" ]] || { name_hash "$DATA_ROOT" && FAILED_FILE+=".$HASH"; }
	[[ -z "$SOURCE" ]] || { name_hash "$SOURCE" && FAILED_FILE+=".source-$HASH"; }
	if [[ "$FAILED_ONLY" == 1 && ! -f "$FAILED_FILE" ]]; then
		die_usage "--failed: no previous run of profile" \
			"$PROFILE${SOURCE:+ with --source $SOURCE} (${FAILED_FILE#"$ROOT"/})"
	fi
}

# name_hash TEXT: HASH, TEXT's 32-bit FNV-1a hash (in decimal): a file name's short, stable
# stand-in, made without a process.
name_hash() {
	local LC_ALL=C i c
	HASH=2166136261
	for ((i = 0; i < ${#1}; i++)); do
		printf -v c '%d' "'${1:i:1}"
		HASH=$((((HASH ^ (c & 255)) * 16777619) & 4294967295))
	done
}

main() {
	local name
	parse_args "$@"
	ensure_tools
	make_run_dir
	check_sandbox
	[[ "$MODE" == list || "$MODE" == validate ]] || std_note
	[[ "$MODE" != bench ]] || bench_header
	for name in "${PROBLEMS[@]}"; do "${MODE}_problem" "$name"; done
	[[ "$MODE" != judge ]] || save_results
	summary
	if [[ "$JUDGE_ERROR" == 1 ]]; then exit 3; fi
	if [[ "$FAILED" -gt 0 ]]; then exit 1; fi
	if [[ "$STRESS_SHORT" == 1 ]]; then exit 4; fi
	exit 0
}

main "$@"
