# shellcheck shell=bash disable=SC2034,SC2153 # (the globals are shared with the other files)
# judge/validate.sh -- --validate: every test through its problem's input validator, against
# judge.conf's split; and the check --stress makes of every generated input.
#
# A problem's validator is testdata/NAME/validator.c (or .cpp), in Kattis' convention: it reads
# one test input on stdin and exits 42 if the input is within the problem's constraints, 43
# (with one line on stderr: the line and the rule broken) if not; any other ending is a broken
# validator, a judge error. It is trusted code, built and run as a checker is (build_helper,
# run_helper), not under the problem's limits.
#
# Provides:
#   validate_problem NAME   --validate: every selected test of NAME through the validator; a
#                           judge test must be valid, a robustness test (judge.conf's
#                           'robustness' line) invalid; one line per test, a mismatch failed
#   build_validator NAME    compile it into $WORK/validator (VALIDATOR); fails, reported, when
#                           it is missing or does not compile
#   validate_input FILE     run it on FILE: sets VALIDITY (valid, invalid, or broken: the
#                           runner's status) and VALIDATOR_MSG (its message, one line)
#   stress_validate NAME SIZE   --stress: the generated $IN must be valid, else exit 3 naming
#                           the generator call ($GEN_CALL), its size and the validator's message
# Sets: VALIDATOR VALIDITY VALIDATOR_MSG, PASSED FAILED JUDGE_ERROR (report and its own lines).
# Reads: DATA_ROOT ROOT WORK TESTS ROBUSTNESS IN GEN_CALL SOURCE STRESS_DIR W_NAME W_TEST
#   GREEN RED RESET.

# build_validator NAME: see above.
build_validator() {
	VALIDATOR="$WORK/validator"
	build_helper "$1" validator "$VALIDATOR"
}

# validate_input FILE: see above.
validate_input() {
	run_helper --in "$1" --out "$WORK/validator.out" --err "$WORK/validator.msg" -- "$VALIDATOR"
	VALIDATOR_MSG='' # (a valid input's validator says nothing: no process to read nothing)
	[[ ! -s "$WORK/validator.msg" ]] ||
		VALIDATOR_MSG=$(head -c 300 "$WORK/validator.msg" | head -n 1 | indent '')
	case "$STATUS $DETAIL" in
	'RE exit=42') VALIDITY=valid ;;
	'RE exit=43') VALIDITY=invalid ;;
	*) VALIDITY="${STATUS:-the runner failed}"
		[[ "$DETAIL" == - ]] || VALIDITY+=" $DETAIL" ;;
	esac
}

# validate_line NAME TEST WORD COLOUR NOTE: one result line of --validate.
validate_line() {
	local test note
	shown test "$2" && shown note "$5"
	printf "%-${W_NAME}s %-${W_TEST}s %s%-8s%s  %s\n" "$1" "$test" "$4" "$3" "$RESET" "$note"
}

# validate_test NAME TEST: one test through the validator, against the declared split.
validate_test() {
	local name="$1" test="$2" declared=judge want=valid
	if is_robustness "$test"; then declared=robustness want=invalid; fi
	test_files "$name" "$test"
	validate_input "$TEST_IN"
	case "$VALIDITY" in
	valid | invalid) ;;
	*)
		report "$name" "$test" JE - - "the validator failed: $VALIDITY"
		[[ -z "$VALIDATOR_MSG" ]] || printf '    validator: %s\n' "$VALIDATOR_MSG"
		return 0 ;;
	esac
	if [[ "$VALIDITY" == "$want" ]]; then
		PASSED=$((PASSED + 1))
		validate_line "$name" "$test" "$VALIDITY" "$GREEN" \
			"$declared test${VALIDATOR_MSG:+: $VALIDATOR_MSG}"
	else
		FAILED=$((FAILED + 1))
		validate_line "$name" "$test" MISMATCH "$RED" \
			"a $declared test, but $VALIDITY${VALIDATOR_MSG:+: $VALIDATOR_MSG}"
	fi
}

# validate_problem NAME: see above.
validate_problem() {
	local name="$1" t
	open_problem "$name" || return 0
	select_tests "$name"
	if [[ ${#TESTS[@]} -eq 0 ]]; then
		report "$name" "(no tests)" JE - - "no testdata/$name/*.in"
		return 0
	fi
	build_validator "$name" || return 0
	[[ -n "${PICKED[$name]:-}" ]] || official_absent "$name"
	for t in "${TESTS[@]}"; do validate_test "$name" "$t"; done
}

# stress_validate NAME SIZE: see above.
stress_validate() {
	local name="$1" where seed
	validate_input "$IN"
	[[ "$VALIDITY" != valid ]] || return 0
	mkdir -p "$STRESS_DIR"
	cp "$IN" "$STRESS_DIR/fail.in"
	where="${STRESS_DIR#"$ROOT"/}/fail.in" seed="${GEN_CALL#gen }" seed="${seed%% *}"
	[[ "$VALIDITY" == invalid ]] ||
		die_judge "stress $name: the validator failed ($VALIDITY) on the input of" \
			"$GEN_CALL, saved as $where${VALIDATOR_MSG:+: $VALIDATOR_MSG}"
	die_judge "stress $name: the generator printed an invalid input at size $2, seed" \
		"$seed ($GEN_CALL), saved as $where: $VALIDATOR_MSG -- the generator is broken," \
		"not $SOURCE"
}
