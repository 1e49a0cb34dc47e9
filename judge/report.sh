# shellcheck shell=bash disable=SC2034,SC2153 # (the globals are shared with the other files)
# judge/report.sh -- what the judge prints: result lines, the failing case, the summary, and
# what --failed remembers.
# Provides: W_NAME W_TEST W_LABEL W_BENCH (column widths), colours, ESCAPE_TOOL, plural, indent,
#   show_lines, show_block, shown, print_command, print_log, report, show_case, summary,
#   save_results, forget_views.
# Sets: PASSED FAILED JUDGE_ERROR (report).
# Reads: MODE LEFT_OUT TIME_SCALE STRESS_NAME STRESS_SEED (and stress_coverage's) COMPILE_LOG
#   CASES_IN CASE_K CASE_N BUILD ROOT WORK RESULTS JUDGED FAILED_FILE FAILED_ONLY.

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

# show_lines PREFIX head|tail N FILE [WHERE]: the one rule of every cut view: at most N lines
# of FILE (the first, or the last), each as indent shows it (cut at 200 columns: "... 12 more
# bytes in WHERE"), then a line that says how many were left out and that WHERE holds them all ("...
# 468 more lines in WHERE"; tail: "... 468 earlier lines", before them).
show_lines() { "$ESCAPE_TOOL" --cut 200 --prefix "$1" "--$2" "$3" ${5:+--whole "$5"} <"$4"; }

# show_block INDENT TITLE N FILE [WHERE]: "TITLE:", then the first N lines of FILE two columns
# further in (show_lines). An empty answer is said, never shown as nothing: "TITLE: nothing",
# "TITLE: 2 empty lines" (only newlines), "TITLE: 2 blank lines (spaces, tabs, CRs)".
show_block() {
	local lines
	if [[ -s "$4" ]] && LC_ALL=C grep -q '[^[:space:]]' "$4"; then
		printf '%s%s:\n' "$1" "$2"
		show_lines "$1  " head "$3" "$4" "${5:-}"
	elif [[ ! -s "$4" ]]; then
		printf '%s%s: nothing\n' "$1" "$2"
	else
		lines=$(($(wc -l <"$4") + $([[ "$(tail -c 1 "$4")" == '' ]] && echo 0 || echo 1)))
		if [[ -z "$(LC_ALL=C tr -d '\n' <"$4" | head -c 1)" ]]; then
			lines=$(plural "$lines" 'empty line')
		else
			lines="$(plural "$lines" 'blank line') (spaces, tabs, CRs)"
		fi
		printf '%s%s: %s\n' "$1" "$2" "$lines"
	fi
}

# shown VAR TEXT: set VAR to TEXT (a name: file, test, problem; a note that holds one) safe
# for a terminal, on one line; printable ASCII as it is, without running the filter.
shown() {
	local LC_ALL=C
	if [[ "$2" == *[![:print:]]* ]]; then
		printf -v "$1" '%s' "$(printf '%s\n' "${2//$'\n'/\\n}" | "$ESCAPE_TOOL")"
	else
		printf -v "$1" '%s' "$2"
	fi
}

# print_command: -v's view of the compile command, each word quoted so that bash reads it back
# as the same word: a plain word as it is; one with blanks, quotes or glob characters in '...';
# one with a byte outside printable ASCII in $'...', where the escape filter's \e, \r and \xNN
# are bash's own escapes too. Every byte from 0x80 up is written here as \xNN: the line is then
# plain ASCII, read back alike in every locale (a raw UTF-8 byte followed by a backslash is one
# character in Big5 or Shift JIS, and the backslash would no longer escape the quote after it).
print_command() {
	local LC_ALL=C word line='' q="'" bs=\\ n hex byte
	for word in "${COMPILE_CMD[@]}"; do
		if [[ "$word" =~ ^[[:alnum:]_.,:/+=@%-]+$ ]]; then
			:
		elif [[ "$word" =~ ^[\ -~]*$ ]]; then
			word="'${word//"$q"/"'$bs$q'"}'"
		else
			word="${word//"$bs"/"$bs$bs"}" word="${word//"$q"/"$bs$q"}"
			word="${word//$'\n'/"${bs}n"}" word="${word//$'\t'/"${bs}t"}"
			for ((n = 0x80; n <= 0xff; n++)); do
				printf -v hex '%x' "$n"
				printf -v byte '%b' "\\x$hex"
				word="${word//"$byte"/"${bs}x$hex"}"
			done
			word="\$'$word'"
		fi
		line+=" $word"
	done
	printf '%s\n' "${line# }" | "$ESCAPE_TOOL" --prefix '    $ '
}

# print_log N FILE: the compiler's message (COMPILE_LOG), saved as FILE; its first N lines.
print_log() {
	mkdir -p "${2%/*}"
	printf '%s\n' "$COMPILE_LOG" >"$2"
	show_lines '    ' head "$1" "$2" "${2#"$ROOT"/}"
}

# report NAME TEST VERDICT CPU RSS [NOTE]: one result line, counted.
report() {
	local colour="$RED" name test note
	case "$3" in AC) colour="$GREEN" ;; JE) colour="$YELLOW" ;; esac
	shown name "$1" && shown test "$2" && shown note "${6:-}"
	printf "%-${W_NAME}s %-${W_TEST}s %s%-3s%s %7s ms %9s KiB%s\n" "$name" "$test" \
		"$colour" "$3" "$RESET" "$4" "$5" "${note:+  ($note)}"
	if [[ "$3" == AC ]]; then PASSED=$((PASSED + 1)); else FAILED=$((FAILED + 1)); fi
	if [[ "$3" == JE ]]; then JUDGE_ERROR=1; fi
}

# show_case NAME TEST IN EXPECTED GOT: -v view of the first failing case: its input, the
# expected and the received output, each saved as a file of its own beside the others (the
# input one a one-case file the program can be run on), at most 12 lines of each shown. Fails
# when the case cannot be cut out of the input (the caller then shows the line view, if any).
show_case() {
	local test="$2" in="$3" exp="$4" got="$5" dir="$BUILD/judge/last/$1" file where
	file="$dir/$test.case$CASE_K"
	where="${file#"$ROOT"/}"
	mkdir -p "${file%/*}" # (official/TEST: a folder of its own)
	if ! "$CASES_TOOL" input "$CASES_IN" "$in" "$CASE_K" >"$file.in" 2>"$WORK/cases.err"; then
		rm -f "$file.in"
		set -- "$(head -n 1 "$WORK/cases.err")"
		printf '    (case %s cannot be cut out of this input alone: %s%s)\n' \
			"$CASE_K" "${1#cases: }" "${CMP_REPORT:+; the line view:}"
		return 1
	fi
	case_output "$exp" "$CASE_K" >"$file.expected"
	case_output "$got" "$CASE_K" >"$file.got"
	shown where "$where"
	echo "    case $CASE_K of $CASE_N, input in $where.in:"
	show_lines '      ' head 12 "$file.in" "$where.in"
	show_block '    ' expected 12 "$file.expected" "$where.expected"
	show_block '    ' received 12 "$file.got" "$where.got"
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
	if [[ "$FAILED_ONLY" == 1 && "$PASSED" == 0 && "$FAILED" == 0 && -z "${1:-}" ]]; then
		notes+=("--failed: the last run failed none of these, so none was rerun")
	fi
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
	local file="$FAILED_FILE" r line
	local -A judged=()
	[[ -d "$BUILD/judge/last" ]] || mkdir -p "$BUILD/judge/last"
	for r in "${JUDGED[@]}"; do judged[$r]=1; done
	{
		if [[ -f "$file" ]]; then
			while IFS= read -r line || [[ -n "$line" ]]; do
				[[ -n "$line" && -n "${judged[$line]:-}" ]] || printf '%s\n' "$line"
			done <"$file"
		fi
		for r in "${RESULTS[@]}"; do [[ "${r##* }" == AC ]] || printf '%s\n' "${r% *}"; done
	} >"$file.$$"
	mv -f "$file.$$" "$file"
}

# forget_views NAME: remove what an earlier run saved in build/judge/last/NAME of the tests
# this run judges (their stderr and case files) and of its compile (log, warnings), so that a
# file found there is this run's.
forget_views() {
	local dir="$BUILD/judge/last/$1" t old
	[[ -d "$dir" ]] || return 0
	old=("$dir/compile.log" "$dir/ub-warnings.log")
	for t in "${TESTS[@]}"; do old+=("$dir/$t.stderr" "$dir/$t".case*); done
	rm -f -- "${old[@]}"
}
