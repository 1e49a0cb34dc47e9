# shellcheck shell=bash disable=SC2034,SC2153 # (the globals are shared with the other files)
# judge/stress.sh -- --stress: --source FILE against the reference on generated inputs of size
# 0, 1, ... (testdata/NAME/gen.c), stopping at the first input FILE gets wrong.
# Provides: stress_problem.
# Sets: STRESS_NAME STRESS_INPUTS (for the summary when stopped), STRESS_DIR IN EXP GOT_FILE
#   GEN_CALL.
# Reads: ROOT BUILD DATA_ROOT SOURCE REF STRESS_N STRESS_MAX_OPT STRESS_SEED STRESS_SECONDS
#   VERBOSE WORK BIN LIMIT_MS OUT_MILLI STRESS_MAX and judge_test's results.
# Uses build_validator and stress_validate (judge/validate.sh) for every generated input.

# stress_problem NAME: build the generator, the validator, the reference and FILE, then the
# inputs, smallest first, within the --seconds budget.
stress_problem() {
	local name="$1" size i max start stopped='' reached=0
	STRESS_NAME="$name" STRESS_INPUTS=0
	open_problem "$name" || return 0
	STRESS_DIR="$BUILD/stress/$name"
	IN="$WORK/stress.in" EXP="$WORK/stress.expected" GOT_FILE="$WORK/stress.got"
	max="${STRESS_MAX_OPT:-${STRESS_MAX:-10}}"
	stress_build "$name"
	start=$SECONDS
	for ((size = 0; size <= max; size++)); do
		for ((i = 1; i <= STRESS_N; i++)); do
			if ((SECONDS - start >= STRESS_SECONDS)); then stopped=1; break 2; fi
			stress_input "$name" "$size" "$i"
			judge_test "$IN" "$EXP" "$GOT_FILE" "$WORK/got.err" "$LIMIT_MS"
			STRESS_INPUTS=$((STRESS_INPUTS + 1)) reached="$size"
			[[ -n "$STATUS" ]] ||
				die_judge "stress $name: the runner failed on $GEN_CALL:" \
					"$(head -c 200 "$RUN_DIR/report.err")"
			[[ "$VERDICT" != JE ]] ||
				die_judge "stress $name: judge error comparing: $CMP_REPORT"
			[[ "$VERDICT" == AC ]] || stress_failure "$name" "$size" "$STRESS_INPUTS"
		done
	done
	printf 'stress %s: %s, sizes 0..%d, no difference%s (seed %s)\n' "$name" \
		"$(plural "$STRESS_INPUTS" input)" "$reached" \
		"${stopped:+, stopped on time after $STRESS_SECONDS s}" "$STRESS_SEED"
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

# stress_failure NAME SIZE INPUTS: save and show the input FILE got wrong, both outputs; exit 1.
stress_failure() {
	local name="$1" where="${STRESS_DIR#"$ROOT"/}"
	mkdir -p "$STRESS_DIR"
	cp "$IN" "$STRESS_DIR/fail.in"
	cp "$EXP" "$STRESS_DIR/fail.expected"
	cp "$GOT_FILE" "$STRESS_DIR/fail.got"
	echo "stress $name: $VERDICT at size $2 ($GEN_CALL)," \
		"after $(plural "$3" input); seed $STRESS_SEED"
	show_block '  ' "input ($where/fail.in)" 20 "$STRESS_DIR/fail.in" "$where/fail.in"
	show_block '  ' "expected (the reference's, fail.expected)" 20 "$STRESS_DIR/fail.expected" \
		"$where/fail.expected"
	if [[ "$STATUS" == OK ]]; then
		show_block '  ' "received (fail.got)" 20 "$STRESS_DIR/fail.got" "$where/fail.got"
	else
		echo "  received: $STATUS${DETAIL:+ ($DETAIL)} (fail.got holds its output)"
	fi
	[[ "$VERBOSE" == 0 || -z "$CMP_REPORT" ]] || printf '%s\n' "$CMP_REPORT"
	[[ "$VERBOSE" == 0 || ("$VERDICT" != WA && "$VERDICT" != RE) ]] || warn_ub "$name"
	exit 1
}
