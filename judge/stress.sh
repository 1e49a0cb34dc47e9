# shellcheck shell=bash disable=SC2034,SC2153 # (the globals are shared with the other files)
# judge/stress.sh -- --stress: --source FILE against the reference on generated inputs
# (testdata/NAME/gen.c) in rounds of every size, stopping at the first input FILE gets wrong.
# Provides: stress_problem, stress_coverage.
# Sets: STRESS_NAME STRESS_INPUTS STRESS_ROUND STRESS_AT STRESS_MIN STRESS_TOP (what was
#   covered, for the summary when stopped), STRESS_SHORT (the budget did not reach every size),
#   STRESS_DIR STRESS_FAIL STRESS_START IN EXP GOT_FILE GEN_CALL.
# Reads: ROOT BUILD DATA_ROOT SOURCE REF STRESS_N STRESS_MIN_OPT STRESS_MAX_OPT STRESS_SEED
#   STRESS_SECONDS VERBOSE WORK BIN LIMIT_MS OUT_MILLI STRESS_MAX and judge_test's results.
# Uses build_validator and stress_validate (judge/validate.sh) for every generated input.

# stress_problem NAME: build the generator, the validator, the reference and FILE, then the
# inputs in rounds, each round one input of every size from --min-size up, smallest first, so
# that every size gets one before any gets many; all within the --seconds budget. The first
# input FILE gets wrong ends the rounds (stress_smaller then looks for a smaller one).
stress_problem() {
	local name="$1" size i stopped=''
	STRESS_NAME="$name" STRESS_INPUTS=0 STRESS_ROUND=0 STRESS_AT=-1
	open_problem "$name" || return 0
	STRESS_DIR="$BUILD/stress/$name"
	rm -f "$STRESS_DIR"/fail.* # a new run: an earlier run's failure is not this one's
	IN="$WORK/stress.in" EXP="$WORK/stress.expected" GOT_FILE="$WORK/stress.got"
	STRESS_TOP="${STRESS_MAX_OPT:-${STRESS_MAX:-10}}" STRESS_MIN="${STRESS_MIN_OPT:-0}"
	((STRESS_MIN <= STRESS_TOP)) ||
		die_usage "--min-size $STRESS_MIN is above the largest size, $STRESS_TOP"
	stress_build "$name"
	STRESS_START=$(now_ms)
	for ((i = 1; i <= STRESS_N; i++)); do
		for ((size = STRESS_MIN; size <= STRESS_TOP; size++)); do
			if stress_over; then stopped=1; break 2; fi
			if stress_try "$name" "$size" "$i"; then
				STRESS_ROUND="$i" STRESS_AT="$size"
				continue
			fi
			stress_smaller "$name" "$size" "$i"
			stress_failure "$name"
		done
	done
	stress_end "$stopped"
}

# stress_over: the --seconds budget is spent (to the ms: whole seconds would cut a 1 s budget
# anywhere from 0 to 1 s).
stress_over() {
	local t="${EPOCHREALTIME//[!0-9]/}"
	((10#$t / 1000 - STRESS_START >= STRESS_SECONDS * 1000))
}

# stress_try NAME SIZE I: judge FILE on input I of SIZE; fails when FILE got it wrong (saved
# as fail.in, fail.expected, fail.got with STRESS_FAIL: what the report says of it).
stress_try() {
	stress_input "$1" "$2" "$3"
	judge_test "$IN" "$EXP" "$GOT_FILE" "$WORK/got.err" "$LIMIT_MS"
	STRESS_INPUTS=$((STRESS_INPUTS + 1))
	[[ -n "$STATUS" ]] ||
		die_judge "stress $1: the runner failed on $GEN_CALL:" \
			"$(head -c 200 "$RUN_DIR/report.err")"
	[[ "$VERDICT" != JE ]] || die_judge "stress $1: judge error comparing: $CMP_REPORT"
	[[ "$VERDICT" != AC ]] || return 0
	mkdir -p "$STRESS_DIR"
	cp "$IN" "$STRESS_DIR/fail.in"
	cp "$EXP" "$STRESS_DIR/fail.expected"
	cp "$GOT_FILE" "$STRESS_DIR/fail.got"
	STRESS_FAIL=("$VERDICT" "$2" "$GEN_CALL" "$STATUS" "$NOTE" "$CMP_REPORT") # (NOTE: in words)
	return 1
}

# stress_smaller NAME SIZE I: FILE failed at SIZE in round I, and every smaller size passed
# rounds 1..I: the rounds left (I+1..-n) of the smaller sizes, smallest size first, within the
# budget, for a smaller input it gets wrong (the first one found replaces the saved failure).
stress_smaller() {
	local size i
	for ((size = STRESS_MIN; size < $2; size++)); do
		for ((i = $3 + 1; i <= STRESS_N; i++)); do
			! stress_over || return 0
			stress_try "$1" "$size" "$i" || return 0
		done
	done
}

# stress_coverage: what the run covered, "26 inputs, sizes 0..12, 2 inputs each" ("1-2 inputs
# each" when stopped within a round; "sizes 0..17 of 0..24" when stopped within the first).
# Fails when some size got no input.
stress_coverage() {
	local r="$STRESS_ROUND" lo="$STRESS_MIN" hi="$STRESS_TOP" at="$STRESS_AT" each
	printf '%s, ' "$(plural "$STRESS_INPUTS" input)"
	if ((r == 0)); then printf 'no size reached'; return 1; fi
	if ((r == 1 && at < hi)); then
		printf 'sizes %d..%d of %d..%d, 1 input each' "$lo" "$at" "$lo" "$hi"
		return 1
	fi
	if ((at == hi)); then each=$(plural "$r" input); else each="$((r - 1))-$r inputs"; fi
	printf 'sizes %d..%d, %s each' "$lo" "$hi" "$each"
}

# stress_end STOPPED: the closing line of a run that found no difference; a budget that did not
# reach every size is no clean bill: said so, and STRESS_SHORT=1 (exit 4).
stress_end() {
	local covered
	if covered=$(stress_coverage); then
		printf 'stress %s: %s, no difference%s (seed %s)\n' "$STRESS_NAME" "$covered" \
			"${1:+, stopped on time after $STRESS_SECONDS s}" "$STRESS_SEED"
		return 0
	fi
	STRESS_SHORT=1
	printf 'stress %s: %s, no difference there; NOT a clean bill: the %s s budget did not' \
		"$STRESS_NAME" "$covered" "$STRESS_SECONDS"
	printf ' reach sizes %d..%d (more --seconds, or --min-size %d; seed %s)\n' \
		$((STRESS_AT + 1)) "$STRESS_TOP" $((STRESS_AT + 1)) "$STRESS_SEED"
}

# stress_build NAME: the generator (WORK/gen), its inputs' validator (VALIDATOR), the reference
# (WORK/ref), --source FILE (BIN) and the checker; what is not FILE's fault ends the run as a
# judge error.
stress_build() {
	local name="$1" ref="${REF:-$DATA_ROOT/problems/$1.c}" own=0
	[[ -n "$REF" ]] || own=1
	[[ -f "$DATA_ROOT/testdata/$name/gen.c" || -f "$DATA_ROOT/testdata/$name/gen.cpp" ]] ||
		die_judge "stress $name: no generator (testdata/$name/gen.c)"
	build_helper "$name" gen "$WORK/gen" ||
		die_judge "stress $name: the generator does not compile"
	build_validator "$name" ||
		die_judge "stress $name: no validator to check the generated inputs"
	TESTS=()
	compile_solution "$name" "$ref" "$own" "(reference)" ||
		die_judge "stress $name: the reference does not compile"
	mv "$BIN" "$WORK/ref"
	compile_solution "$name" "$SOURCE" 0 "(compile)" || exit 1
	build_checker "$name" || exit 3
}

# stress_input NAME SIZE I: generate input I of SIZE into $IN and the reference's answer into
# $EXP; a generator that fails or prints an invalid input (stress_validate), or a reference
# that fails, ends the run (exit 3: never the file's fault).
stress_input() {
	local name="$1" size="$2" seed
	# a generator's SEED is 32 bits (README, "Adding a problem"), whatever --seed was
	seed=$(((STRESS_SEED * 1000003 + size * 1009 + $3) % 4294967296))
	GEN_CALL="gen $seed $size"
	run_helper --out "$IN" --err "$WORK/gen.err" -- "$WORK/gen" "$seed" "$size"
	if [[ "$STATUS" != OK || ! -s "$IN" ]]; then
		printf 'judge.sh: stress %s: the generator failed (%s: %s %s)\n' "$name" \
			"$GEN_CALL" "${STATUS:-runner failed}" "$DETAIL" >&2
		show_lines '    gen: ' head 2 "$WORK/gen.err" >&2
		exit 3
	fi
	stress_validate "$name" "$size"
	run_program "$IN" "$EXP" "$WORK/ref.err" "$LIMIT_MS" "$WORK/ref"
	[[ "$STATUS" != OK ]] || return 0
	mkdir -p "$STRESS_DIR"
	cp "$IN" "$STRESS_DIR/fail.in"
	die_judge "stress $name: the reference failed (${STATUS:-runner failed} $DETAIL) on" \
		"$GEN_CALL, saved as ${STRESS_DIR#"$ROOT"/}/fail.in: the generator or the" \
		"reference is broken, not $SOURCE"
}

# stress_failure NAME: show the saved input FILE got wrong (STRESS_FAIL), both outputs; exit 1.
stress_failure() {
	local name="$1" where="${STRESS_DIR#"$ROOT"/}" status="${STRESS_FAIL[3]}"
	local note="${STRESS_FAIL[4]}"
	echo "stress $name: ${STRESS_FAIL[0]} at size ${STRESS_FAIL[1]} (${STRESS_FAIL[2]})," \
		"after $(plural "$STRESS_INPUTS" input); seed $STRESS_SEED"
	show_block '  ' "input ($where/fail.in)" 20 "$STRESS_DIR/fail.in" "$where/fail.in"
	show_block '  ' "expected (the reference's, fail.expected)" 20 "$STRESS_DIR/fail.expected" \
		"$where/fail.expected"
	if [[ "$status" == OK ]]; then
		show_block '  ' "received (fail.got)" 20 "$STRESS_DIR/fail.got" "$where/fail.got"
	else
		echo "  received: $status${note:+ ($note)} (fail.got holds its output)"
	fi
	[[ "$VERBOSE" == 0 || -z "${STRESS_FAIL[5]}" ]] || printf '%s\n' "${STRESS_FAIL[5]}"
	[[ "$VERBOSE" == 0 || ("${STRESS_FAIL[0]}" != WA && "${STRESS_FAIL[0]}" != RE) ]] ||
		warn_ub "$name"
	exit 1
}
