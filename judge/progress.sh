# shellcheck shell=bash disable=SC2034,SC2153 # (the globals are shared with the other files)
# judge/progress.sh -- why and how far a failing run went: the words of a TLE's, MLE's or OLE's
# detail, and for a run that was stopped or failed (TLE MLE RE OLE) on a problem that declares
# its cases, how many cases its output answers, whether they are right, and the first case it
# gave no answer to. Run only for failing tests in judge mode: a passing test costs nothing.
# Provides: time_words, limit_over_note, progress_note, show_stopped.
# Sets: STOP_K (the first case without an answer; empty: none, or not known), CASE_K CASE_N
#   (an answered case that is wrong, as for a WA) (progress_note); NOTE (limit_over_note,
#   progress_note); WORDS (time_words).
# Reads: CASES_IN CASES_OUT COMPARE COMPARE_ARGS COMPARE_TOOL CASES_TOOL MODE WORK BUILD ROOT
#   MEM_MILLI, the runner's STATUS CPU RSS DETAIL; checker_case (judge/run.sh).

# time_words DETAIL KILL_MS: WORDS = the runner's TLE detail in words (no subshell: a Ctrl-C
# must land in the judge's own trap).
time_words() {
	case "$1" in
	finished) WORDS="finished at $CPU ms" ;;
	finished:*) WORDS="finished at $CPU ms, ${1#finished:}" ;;
	running) WORDS="still running at $CPU ms" ;;
	wall) WORDS="wall clock: still running after $((2 * $2 + 1000)) ms, $CPU ms of CPU" ;;
	*) WORDS="$1" ;;
	esac
}

# mib KIB: KIB in MiB, to one decimal where it is not whole (196609 -> 192, 1536 -> 1.5).
mib() {
	local tenths=$((($1 * 10 + 512) / 1024))
	if ((tenths % 10 == 0)); then echo $((tenths / 10))
	else echo "$((tenths / 10)).$((tenths % 10))"; fi
}

# limit_over_note KILL_MS: the NOTE of an MLE or OLE. Static data over the limit was never
# run; a run over the memory or output limit and the time limit is MLE or OLE (the runner's
# rule: memory and output do not depend on the machine's speed, time does), and its note says
# the time too.
limit_over_note() {
	local detail="${DETAIL%%,time=*}" time=''
	[[ "$DETAIL" != *,time=* ]] || time="${DETAIL#*,time=}"
	case "$detail" in
	static-data=*)
		NOTE="static data of $(mib "${detail#static-data=}") MiB, over the memory limit of"
		NOTE+=" $(unmilli "$MEM_MILLI") MiB: the program could not be loaded" ;;
	-) NOTE='' ;;
	*) NOTE="$detail" ;;
	esac
	[[ -z "$time" ]] || time_words "$time" "$1"
	[[ -z "$time" ]] || NOTE="${NOTE:+$NOTE; }over the time limit too: $WORDS"
}

# progress_note IN EXPECTED GOT: add to NOTE how far the run's output went, where the problem
# declares its cases: "answered at least 37 of 100 cases, all right so far; no answer from
# case 38 on" (at least: what the program held in its buffers when it was stopped is lost),
# or "...; case 12 wrong". One split of the output (tools/cases) and one comparison (compare
# --cases, linear), or the checker's bounded case search. Sets STOP_K, CASE_K and CASE_N.
progress_note() {
	local in="$1" exp="$2" got="$3" answered k n first said rc=0
	STOP_K='' CASE_K='' CASE_N=''
	[[ -n "$CASES_OUT" && -n "$exp" && "$MODE" == judge ]] || return 0
	# (unordered lines: a case is a whole block, not a line of it)
	[[ "$COMPARE" != unordered || "$CASES_OUT" == blocks ]] || return 0
	answered=$("$CASES_TOOL" answered "$CASES_OUT" "$got" 2>/dev/null) || return 0
	if [[ "$COMPARE" == checker ]]; then
		[[ -n "$CASES_IN" ]] || return 0
		checker_case "$in" "$exp" "$got"
		k="$CASE_K" n="$CASE_N"
		if [[ -z "$k" ]]; then # all right, or not found in time: no word on rightness
			n=$("$CASES_TOOL" count "$CASES_IN" "$in" 2>/dev/null) || return 0
			((answered < n)) || answered="$n"
			NOTE="${NOTE:+$NOTE; }answered at least $answered of $n cases"
			return 0
		fi
	else
		"$COMPARE_TOOL" --cases "$CASES_OUT" "$COMPARE" "${COMPARE_ARGS[@]}" "$exp" "$got" \
			>"$WORK/progress" 2>/dev/null || rc=$?
		((rc <= 2)) || return 0
		read -r first k n <"$WORK/progress" || return 0
	fi
	CASE_K='' CASE_N=''
	((answered < n)) || answered="$n"
	if ((k == 0 || k > n)); then
		said="answered all $n cases, all right"
	elif ((k > answered)); then # the first difference is the first case without an answer
		said="answered at least $((k - 1)) of $n cases, all right so far;"
		said+=" no answer from case $k on" STOP_K="$k"
		((k > 1)) || said="no answer in its output to any of the $n cases"
	else
		said="answered at least $answered of $n cases; case $k wrong"
		CASE_K="$k" CASE_N="$n"
		((answered == n)) || said+="; no answer from case $((answered + 1)) on"
		((answered == n)) || STOP_K=$((answered + 1))
	fi
	NOTE="${NOTE:+$NOTE; }$said"
}

# show_stopped NAME TEST IN GOT: -v view of the first case the run gave no answer to: its
# input, saved as a one-case file as a WA's failing case is, and what it received of it.
show_stopped() {
	local in="$3" got="$4" file="$BUILD/judge/last/$1/$2.case$STOP_K.in" shown_file
	mkdir -p "${file%/*}"
	if ! "$CASES_TOOL" input "$CASES_IN" "$in" "$STOP_K" >"$file" 2>"$WORK/cases.err"; then
		rm -f "$file"
		set -- "$(head -n 1 "$WORK/cases.err")"
		printf '    (case %s cannot be cut out of this input alone: %s)\n' "$STOP_K" \
			"${1#cases: }"
		return 0
	fi
	shown shown_file "${file#"$ROOT"/}"
	echo "    stopped in case $STOP_K (or later: output held in the program's buffers is" \
		"lost), input in $shown_file:"
	show_lines '      ' head 12 "$file" "${file#"$ROOT"/}"
	file="${file%.in}.got"
	case_output "$got" "$STOP_K" >"$file"
	show_block '    ' 'received of it' 12 "$file" "${file#"$ROOT"/}"
}
