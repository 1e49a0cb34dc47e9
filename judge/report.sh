# shellcheck shell=bash disable=SC2034,SC2153 # (the globals are shared with the other files)
# judge/report.sh -- what the judge prints: result lines, the failing case, the summary, and
# what --failed remembers.
# Provides: W_NAME W_TEST W_LABEL W_BENCH (column widths), colours, ESCAPE_TOOL, plural, indent,
#   shown, print_command, print_log, report, show_case, summary, save_results.
# Sets: PASSED FAILED JUDGE_ERROR (report).
# Reads: MODE LEFT_OUT TIME_SCALE STRESS_NAME STRESS_SEED (and stress_coverage's) COMPILE_LOG
#   CASES_IN CASE_K CASE_N BUILD ROOT WORK RESULTS JUDGED FAILED_FILE.

# the columns: problem name, test (judge), submission (verify), bench test
W_NAME=18 W_TEST=28 W_LABEL=40 W_BENCH=24

# Colour only on a terminal, and never when NO_COLOR is set.
if [[ -t 1 && -z "${NO_COLOR:-}" ]]; then
	GREEN=$'\e[32m' RED=$'\e[31m' YELLOW=$'\e[33m' RESET=$'\e[0m' COLOR_OPT=(--color)
else
	GREEN='' RED='' YELLOW='' RESET='' COLOR_OPT=()
fi

# plural N WORD: "1 test", "2 tests".
plural() { if [[ "$1" == 1 ]]; then printf '1 %s' "$2"; else printf '%s %ss' "$1" "$2"; fi; }

# the filter every view of text from outside the judge goes through (tools/escape.c)
ESCAPE_TOOL="$BUILD/escape"

# indent PREFIX: stdin with each line cut to 200 columns and prefixed, made harmless for a
# terminal by tools/escape.c (controls, C1 controls and invalid UTF-8 written out; valid UTF-8
# text and tabs kept).
indent() { "$ESCAPE_TOOL" --cut 200 --prefix "$1"; }

# shown VAR TEXT: set VAR to TEXT (a name: file, test, problem) safe for a terminal, on one
# line; a plain name as it is, without running the filter.
shown() {
	if [[ "$2" == *[![:alnum:]_.,:/+=@%\ -]* ]]; then
		printf -v "$1" '%s' "$(printf '%s\n' "${2//$'\n'/\\n}" | "$ESCAPE_TOOL")"
	else
		printf -v "$1" '%s' "$2"
	fi
}

# print_command: -v's view of the compile command (its file names may hold anything).
print_command() { printf '%s\n' "${COMPILE_CMD[*]//$'\n'/\\n}" | "$ESCAPE_TOOL" --prefix '    $ '; }

# print_log N: the first N lines of the compiler's message, indented.
print_log() { printf '%s\n' "$COMPILE_LOG" | head -n "$1" | indent '    '; }

# report NAME TEST VERDICT CPU RSS [NOTE]: one result line, counted.
report() {
	local colour="$RED" name test
	case "$3" in AC) colour="$GREEN" ;; JE) colour="$YELLOW" ;; esac
	shown name "$1" && shown test "$2"
	printf "%-${W_NAME}s %-${W_TEST}s %s%-3s%s %7s ms %9s KiB%s\n" "$name" "$test" \
		"$colour" "$3" "$RESET" "$4" "$5" "${6:+  ($6)}"
	if [[ "$3" == AC ]]; then PASSED=$((PASSED + 1)); else FAILED=$((FAILED + 1)); fi
	if [[ "$3" == JE ]]; then JUDGE_ERROR=1; fi
}

# show_case NAME TEST IN EXPECTED GOT: -v view of the first failing case: its input (also
# written as a one-case file the program can be run on), the expected and the received output.
show_case() {
	local test="$2" in="$3" exp="$4" got="$5" dir="$BUILD/judge/last/$1" file shown_file
	file="$dir/$test.case$CASE_K.in"
	mkdir -p "${file%/*}" # (official/TEST: a folder of its own)
	if ! "$CASES_TOOL" input "$CASES_IN" "$in" "$CASE_K" >"$file" 2>"$WORK/cases.err"; then
		rm -f "$file"
		set -- "$(head -n 1 "$WORK/cases.err")"
		printf '    (case %s cannot be cut out of this input alone: %s; the line view:)\n' \
			"$CASE_K" "${1#cases: }"
		return 0
	fi
	shown shown_file "${file#"$ROOT"/}"
	echo "    case $CASE_K of $CASE_N, input in $shown_file:"
	head -n 12 "$file" | indent '      '
	echo "    expected:"
	case_output "$exp" "$CASE_K" | head -n 12 | indent '      '
	echo "    received:"
	case_output "$got" "$CASE_K" | head -n 12 | indent '      '
}

# summary [NOTE]: the closing line of judge, bench, verify and validate modes (stress: when
# stopped).
summary() {
	local notes=() s note
	local why="outside the problem's constraints; --all-tests adds them"
	[[ "$LEFT_OUT" == 0 ]] || notes+=("$(plural "$LEFT_OUT" 'robustness test') left out: $why")
	[[ "$TIME_SCALE" == 1 ]] || notes+=("time limits x$TIME_SCALE")
	[[ "$MODE" != judge ]] || official_split
	[[ "$JUDGE_ERROR" == 0 ]] || notes+=("judge error: see above")
	[[ -z "${1:-}" ]] || notes+=("$1")
	case "$MODE" in
	bench) s="$PASSED targets met, $FAILED missed" ;;
	verify) s="$(plural "$PASSED" submission) as expected, $(plural "$FAILED" surprise)" ;;
	validate) s="$(plural "$PASSED" test) as declared, $FAILED mismatched" ;;
	judge) s="$PASSED passed, $FAILED failed" ;;
	stress) # only when stopped: a finished run prints its own line
		[[ -n "${1:-}" && -n "$STRESS_NAME" ]] || return 0
		s="stress $STRESS_NAME: $(stress_coverage || true), no difference so far"
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

# official_split: where official data was judged, a note of summary's (notes) saying which
# failures were on it and which on the collection's own tests.
official_split() {
	local r test op=0 of=0 cp=0 cf=0
	for r in "${RESULTS[@]}"; do
		test="${r#* }" test="${test% *}"
		if is_official "$test"; then
			if [[ "${r##* }" == AC ]]; then op=$((op + 1)); else of=$((of + 1)); fi
		elif [[ "${r##* }" == AC ]]; then cp=$((cp + 1))
		else cf=$((cf + 1)); fi
	done
	((op + of > 0)) || return 0
	r="official data: $op passed, $of failed;"
	notes+=("$r the collection's own tests: $cp passed, $cf failed")
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
