# shellcheck shell=bash disable=SC2034,SC2153 # (the globals are shared with the other files)
# judge/build.sh -- compiling: the profile table (judge/profiles), solutions, the problem's
# helpers (checker, generator) and the judge's own tools (through the Makefile).
# Provides: read_profiles, print_profiles, std_language, std_note, ensure_tools, tools_fresh,
#   language_of, check_source, compile, compile_solution, compile_judged, build_helper,
#   build_checker, warn_ub; inside: run_compiler (with make test's compile cache: cache_*,
#   files_sum, depfile_paths), compile_limited.
# Sets: PROFILE_ROWS PROFILE_NAMES (read_profiles, when sourced), COMPILE_CMD COMPILE_LOG
#   COMPILE_STOP (compile, build_helper), STD_FLAG STD_LANG LANG_OF STD_OFFERED STD_MENU,
#   BIN (compile_solution), CHECKER.
# Reads: ROOT BUILD DATA_ROOT PROFILE STD WERROR VERBOSE MODE WORK TESTS COMPARE FAILED SANDBOX
#   RUN_DIR BOX_DIR, JUDGE_COMPILE_CACHE and TESTLIB_DIR from the environment.

PROFILES_FILE="$ROOT/judge/profiles"

# read_profiles: the table, read once (no process per lookup), into PROFILE_ROWS (each line as
# "PROFILE|LANG|STANDARDS|COMMAND|LIBS|NOTE", blanks around the '|' trimmed) and PROFILE_NAMES
# (the profiles, in the table's order).
read_profiles() {
	local line
	PROFILE_ROWS=() PROFILE_NAMES=()
	while IFS= read -r line || [[ -n "$line" ]]; do
		[[ "$line" != \#* && "$line" == *[![:space:]]* ]] || continue
		while [[ "$line" =~ [[:space:]]+[|]|[|][[:space:]]+ ]]; do
			line="${line/"${BASH_REMATCH[0]}"/|}"
		done
		PROFILE_ROWS+=("$line")
		[[ " ${PROFILE_NAMES[*]} " == *" ${line%%|*} "* ]] || PROFILE_NAMES+=("${line%%|*}")
	done <"$PROFILES_FILE"
}
read_profiles

# profile_command PROFILE LANG [STD]: set COMPILE_CMD (the command, with the flag of the
# standard STD, else of the line's default) and PROFILE_LIBS; STD_OFFERED (0 when the line does
# not list STD: its judge does not offer it) and STD_MENU (what it offers, for the note). Fails
# when the table has no such line.
profile_command() {
	local row p l stds cmd libs flag word words entry entries
	for row in "${PROFILE_ROWS[@]}"; do
		IFS='|' read -r p l stds cmd libs _ <<<"$row"
		[[ "$p" == "$1" && "$l" == "$2" ]] || continue
		read -ra entries <<<"$stds"
		std_flag "${entries[0]}"
		flag="$STD_FLAG" STD_OFFERED=1 STD_MENU=''
		if [[ -n "${3:-}" ]]; then
			flag="-std=$3" STD_OFFERED=0
			for entry in "${entries[@]}"; do
				case "$entry" in
				'*') STD_OFFERED=1 ;;
				-) STD_MENU+=", the compiler's own standard" ;;
				*=*) STD_MENU+=", ${entry%%=*} (${entry#*=})" ;;
				*) STD_MENU+=", $entry" ;;
				esac
				[[ "${entry%%=*}" != "$3" ]] ||
					{ std_flag "$entry" && flag="$STD_FLAG" STD_OFFERED=1; }
			done
			STD_MENU="${STD_MENU#, }"
		fi
		COMPILE_CMD=()
		read -ra words <<<"$cmd" # (split, never globbed against the caller's folder)
		for word in "${words[@]}"; do
			if [[ "$word" != STD ]]; then COMPILE_CMD+=("$word")
			elif [[ -n "$flag" ]]; then COMPILE_CMD+=("$flag"); fi
		done
		read -ra PROFILE_LIBS <<<"$libs"
		return 0
	done
	return 1
}

# std_flag ENTRY: STD_FLAG, the flag of a STANDARDS entry: NAME=FLAG -> FLAG, NAME ->
# -std=NAME, '-' -> none.
std_flag() {
	case "$1" in
	-) STD_FLAG='' ;;
	*=*) STD_FLAG="${1#*=}" ;;
	*) STD_FLAG="-std=$1" ;;
	esac
}

# The standards --std takes (GCC's names; clang takes the same).
STANDARDS_C='c89 c99 c11 c17 gnu89 gnu99 gnu11 gnu17'
STANDARDS_CXX='c++98 c++03 c++11 c++14 c++17 c++20 gnu++98 gnu++03 gnu++11 gnu++14 gnu++17 gnu++20'

# std_language STD: STD_LANG, c or c++, the language of a standard --std takes; fails for
# any other.
std_language() {
	if [[ " $STANDARDS_C " == *" $1 "* ]]; then STD_LANG=c
	elif [[ " $STANDARDS_CXX " == *" $1 "* ]]; then STD_LANG=c++
	else return 1; fi
}

# std_note: --std's note, when the profile's judge does not offer it (judged all the same).
std_note() {
	local lang
	[[ -n "$STD" ]] || return 0
	std_language "$STD"
	lang="$STD_LANG"
	profile_command "$PROFILE" "$lang" "$STD" || return 0
	[[ "$STD_OFFERED" == 0 ]] || return 0
	printf 'note: the %s judge does not offer --std %s for %s (it offers: %s); compiled with' \
		"$PROFILE" "$STD" "${lang^^}" "$STD_MENU"
	printf ' -std=%s all the same\n' "$STD"
}

# print_profiles: the table as --help shows it: each profile's C, then C++ command.
print_profiles() {
	local row p l libs note last='' first
	for row in "${PROFILE_ROWS[@]}"; do
		IFS='|' read -r p l _ _ libs note <<<"$row"
		profile_command "$p" "$l"
		first="$p"
		[[ "$p" != "$last" ]] || first=''
		printf '  %-9s %s FILE %s\n' "$first" "${COMPILE_CMD[*]}" "$libs"
		[[ -z "$note" ]] || printf '            (%s)\n' "$note"
		last="$p"
	done
}

# ensure_tools: build the runner, the comparator and the case splitter when missing or stale,
# by the Makefile's one rule for them. Make is asked only when a tool is missing or a source in
# tools/ is not older than build/tools.stamp, the start of the last build the judge asked for
# (a source changed while make ran is newer than it; otherwise a judge's start would spend a
# dozen processes on make). A make that runs the judge (make judge, make -j2 test) hands it its
# jobserver in MAKEFLAGS, without the descriptors: the judge's make runs on its own.
ensure_tools() {
	local stamp="$BUILD/tools.stamp"
	tools_fresh && return 0
	[[ -d "$BUILD" ]] || mkdir -p "$BUILD"
	{ rm -f "$stamp.$$" && : >"$stamp.$$"; } 2>/dev/null ||
		die_judge "cannot write $stamp.$$ (is build/ writable?)"
	if ! MAKEFLAGS='' MFLAGS='' make -s -C "$ROOT" tools >/dev/null; then
		rm -f "$stamp.$$"
		die_judge "cannot build the judge's tools (make tools)"
	fi
	mv -f "$stamp.$$" "$stamp"
}

# tools_fresh: every tool is built and every source in tools/ is older than build/tools.stamp.
tools_fresh() {
	local tool src stamp="$BUILD/tools.stamp"
	[[ -f "$stamp" ]] || return 1
	for tool in runner compare cases escape; do [[ -x "$BUILD/$tool" ]] || return 1; done
	for src in "$ROOT"/tools/*.[ch] "$ROOT"/tools/*/*.[ch]; do
		[[ "$src" -ot "$stamp" ]] || return 1
	done
}

# language_of FILE: LANG_OF, c or c++ by FILE's extension.
language_of() { case "$1" in *.cpp | *.cc | *.cxx) LANG_OF=c++ ;; *) LANG_OF=c ;; esac; }

# check_source FILE: fails (usage error) unless FILE is a regular file (a symlink to one),
# C or C++ by its extension.
check_source() {
	[[ -e "$1" ]] || die_usage "no such file '$1'"
	[[ -f "$1" ]] || die_usage "'$1' is not a regular file"
	case "$1" in
	*.c | *.cpp | *.cc | *.cxx) ;;
	*) die_usage "'$1': unknown language (.c, .cpp, .cc, .cxx)" ;;
	esac
}

# compile SRC OUT OWN [WARNINGS]: compile SRC (C or C++ by its extension) with $PROFILE into
# OUT, in the standard --std names when it is of SRC's language, else the profile's default;
# OWN=1 (a file of the collection) or --werror makes warnings errors. WARNINGS=1: the warnings
# pass instead (warn_ub): the same command with -Wall -Wextra, stopped at the assembly (-S: the
# optimiser runs, and it is what finds most undefined behaviour), no error made of a warning.
# With --sandbox a file not the collection's (OWN=0: --source, --ref, a submission) is
# compiled inside the sandbox, from a box that holds only a copy of it. Sets COMPILE_CMD,
# COMPILE_LOG, COMPILE_STOP; fails when the compiler does or is stopped.
compile() {
	local src="$1" out="$2" own="$3" lang boxed=0 std='' libs
	language_of "$src"
	lang="$LANG_OF"
	[[ -z "$STD" ]] || ! std_language "$STD" || [[ "$STD_LANG" != "$lang" ]] || std="$STD"
	profile_command "$PROFILE" "$lang" "$std" ||
		die_judge "judge/profiles: no $PROFILE $lang line"
	libs=("${PROFILE_LIBS[@]}")
	if [[ "${4:-0}" == 1 ]]; then
		COMPILE_CMD+=(-Wall -Wextra -S) libs=()
	elif [[ "$own" == 1 || "$WERROR" == 1 ]]; then
		[[ " ${COMPILE_CMD[*]} " == *" -Wall "* ]] || COMPILE_CMD+=(-Wall)
		COMPILE_CMD+=(-Werror)
	fi
	[[ "$SANDBOX" == 0 || "$own" == 1 ]] || boxed=1
	if [[ "$boxed" == 1 ]]; then COMPILE_CMD+=(-o prog "/box/${src##*/}" "${libs[@]}")
	else COMPILE_CMD+=(-o "$out" "$src" "${libs[@]}"); fi
	[[ -d "${out%/*}" ]] || mkdir -p "${out%/*}"
	run_compiler "$out" "$src" "$boxed" "${COMPILE_CMD[@]}"
}

# The warnings that mean undefined behaviour where they point (GCC's names, and clang's where
# they differ; their manuals, "Warning Options"): a value returned from a function that does
# not return one, a variable read before it is set, a loop iteration or an array index past the
# end, two unsequenced writes, a signed overflow the optimiser assumed away, a shift past the
# width or of a negative value, a division by zero, a write past a buffer, a pointer to a dead
# object. Other warnings (unused variables, sign comparisons, format mismatches) are left out.
UB_WARNINGS='return-type uninitialized maybe-uninitialized sometimes-uninitialized
aggressive-loop-optimizations array-bounds sequence-point unsequenced strict-overflow
shift-count-overflow shift-count-negative shift-negative-value div-by-zero division-by-zero
integer-overflow stringop-overflow return-local-addr return-stack-address use-after-free
dangling-pointer free-nonheap-object'

# warn_ub NAME: -v, at a --source file's first WA or RE (once per run): the warnings of the
# warnings pass (compile ... 1) that mean undefined behaviour, each as the compiler wrote it
# (file:line:column, its words), and the advice to judge it under --profile sanitize. The
# judged binary is not this pass's: it keeps the profile's exact flags.
warn_ub() {
	local saved="$BUILD/judge/last/$1/ub-warnings.log" names
	[[ -n "$SOURCE" && -z "$UB_WARNED" && "$PROFILE" != sanitize ]] || return 0
	UB_WARNED=1
	compile "$SOURCE" "$WORK/warnings.s" 0 1 || [[ -z "$COMPILE_STOP" ]] || return 0
	names=$(printf '%s' "$UB_WARNINGS" | tr -s ' \n' '|')
	mkdir -p "${saved%/*}"
	printf '%s\n' "$COMPILE_LOG" | grep -E ": warning: .*\[-W(error=)?($names)(=[0-9]+)?\]$" |
		awk '!seen[$0]++' >"$saved" || true
	[[ -s "$saved" ]] || return 0
	echo "    the compiler warned of undefined behaviour (its flags and -Wall -Wextra):"
	show_lines '      ' head 5 "$saved" "${saved#"$ROOT"/}"
	echo "    its answers may then change with the flags or the compiler:" \
		"--profile sanitize stops it where that happens"
}

# The compile cache: make test sets JUDGE_COMPILE_CACHE, a fresh folder for each run whose file
# .start marks when the run began, so that the suite compiles each file of the tree once per
# command. Like ccache's direct mode it trusts the compiler's -MD list for what a compile read,
# and that list can miss a file (an assembler's .incbin, a precompiled header, a header that
# appears where an #include or __has_include looked before): so it serves only files that no
# one has touched since the run began (the tree's own), each checked again by its contents;
# what a test writes, copies (even with its times: a copy's ctime is new) or links is compiled
# afresh. (As ccache's, a kept binary keeps its __DATE__ and __TIME__: no file of the tree uses
# them.) A judge run of yours never has it.

# cache_untouched PATH...: each PATH exists, is a full path, and neither it, its folder nor a
# symbolic link on its way has changed status since the run began (ctime, which no one can set
# back; an entry added, removed or renamed changes the folder's).
cache_untouched() {
	local path part points=()
	for path; do
		[[ "$path" == /* ]] || return
		points+=("$path" "${path%/*}/.")
		part="${path%/*}"
		while [[ -n "$part" ]]; do
			[[ ! -L "$part" ]] || points+=("$part")
			part="${part%/*}"
		done
	done
	path=$(find "${points[@]}" -maxdepth 0 -cnewer "$CACHE_START" -print -quit 2>/dev/null) &&
		[[ -z "$path" ]]
}

# cache_key OUT SRC BOXED COMMAND...: CACHE_KEY, where this compile's entries go: a hash of the
# mode, the judge's PATH (which compiler the command names), the command (OUT as '-'; SRC's
# path, so its folder, in it), a sandboxed compile's options (this run's folders by name), and
# SRC's text; each field quoted and on a line of its own.
cache_key() {
	local out="$1" src="$2" boxed="$3" arg key
	shift 3
	sandbox_options # (what a sandboxed compile could not see is part of what made it)
	key=$({ printf '%q\n' "boxed=$boxed" "PATH=$PATH" "$#"
		for arg; do
			[[ "$arg" != "$out" ]] || arg=-
			printf '%q\n' "$arg"
		done
		if [[ "$boxed" == 1 ]]; then
			for arg in "${SANDBOX_OPTS[@]}"; do
				[[ "$arg" != "$RUN_DIR" ]] || arg=RUN_DIR
				printf '%q\n' "$arg"
			done
		fi
		cat -- "$src"
	} | sha256sum)
	CACHE_KEY="$JUDGE_COMPILE_CACHE/${key%% *}"
}

# run_compiler OUT SRC BOXED COMMAND...: run the compiler COMMAND (which builds OUT from SRC,
# or with BOXED=1 prog from /box/SRC's name, in the sandbox) under compile_limited; sets
# COMPILE_LOG, COMPILE_STOP. With the compile cache (above), a compile of an untouched file is
# reused when every file its -MD list names is untouched and as it was (a sandboxed compile's
# list: the file alone, its box holds nothing else); a binary built outside the sandbox never
# serves a sandboxed compile.
run_compiler() {
	local out="$1" src="$2" boxed="$3" deps="$RUN_DIR/compile.d" list sum
	local CACHE_START="${JUDGE_COMPILE_CACHE:-}/.start" CACHE_KEY
	shift 3
	COMPILE_STOP=''
	if [[ -z "${JUDGE_COMPILE_CACHE:-}" ]] || ! cache_open || ! cache_untouched "$src"; then
		compile_limited "$out" "$src" "$boxed" "$@"
		return
	fi
	cache_key "$out" "$src" "$boxed" "$@"
	if [[ -f "$CACHE_KEY.deps" ]] && mapfile -t list <"$CACHE_KEY.deps" && ((${#list[@]})) &&
		cache_untouched "${list[@]}" &&
		sum=$(files_sum "${list[@]}") && [[ -f "$CACHE_KEY-$sum.log" ]] &&
		cp "$CACHE_KEY-$sum.bin" "$out" 2>/dev/null; then
		IFS= read -r -d '' COMPILE_LOG <"$CACHE_KEY-$sum.log" || true # (fails at its end)
		return 0
	fi
	rm -f "$deps" "$deps.list"
	if [[ "$boxed" == 1 ]]; then
		compile_limited "$out" "$src" "$boxed" "$@" || return
		printf '%s\n' "$src" >"$deps.list"
	else
		compile_limited "$out" "$src" "$boxed" "$@" -MD -MF "$deps" -MT - || return
		depfile_paths "$deps" "$src" >"$deps.list" || return 0
	fi
	# kept only if nothing it read changed since the run began (during the compile included)
	mapfile -t list <"$deps.list"
	cache_untouched "${list[@]}" && sum=$(files_sum "${list[@]}") || return 0
	cache_store "$out" "$deps.list" "$sum"
}

# cache_open: the cache is there as a run of make test makes it (the folder, ours, and its
# .start); a .start the judge made itself would date from later than the files a test wrote.
cache_open() {
	[[ -d "$JUDGE_COMPILE_CACHE" && -O "$JUDGE_COMPILE_CACHE" && ! -L "$JUDGE_COMPILE_CACHE" &&
		-f "$CACHE_START" ]]
}

# cache_store OUT LIST SUM: log, binary, then the list that leads to them, each renamed into
# place under CACHE_KEY: a reader never sees half of one.
cache_store() {
	local tmp="$CACHE_KEY.$$"
	if printf '%s' "$COMPILE_LOG" >"$tmp.log" && cp "$1" "$tmp.bin" && cp "$2" "$tmp.deps" &&
		mv -f "$tmp.log" "$CACHE_KEY-$3.log" && mv -f "$tmp.bin" "$CACHE_KEY-$3.bin"; then
		mv -f "$tmp.deps" "$CACHE_KEY.deps"
	fi
	rm -f "$tmp.log" "$tmp.bin" "$tmp.deps"
}

# files_sum PATH...: one hash of the contents of the files PATH...; fails when one cannot be
# read or is anything but a regular file (a pipe or a device, which a hostile list or
# `#include "/dev/fd/1"` names, could keep the read waiting for ever).
files_sum() {
	local path sum
	for path; do [[ -f "$path" ]] || return; done
	sum=$(sha256sum -- "$@" </dev/null | sha256sum) || return
	echo "${sum%% *}"
}

# depfile_paths DEPFILE SRC: the files of the compiler's -MD list DEPFILE (make's syntax, the
# target '-'), one a line, SRC among them. Fails on a list it cannot find or read, that misses
# SRC, or that names a file other than by a full path of plain words (make escapes a space,
# '#', '$' in its own way; such a compile is simply not kept).
depfile_paths() {
	local text word words nl=$'\n' found=0
	[[ -f "$1" ]] && text=$(<"$1") || return
	text="${text//$'\\'$nl/ }"
	[[ "$text" == '-:'* && "${text#-:}" =~ ^[-[:alnum:]_./+,=@%$nl\ ]*$ ]] || return
	read -ra words <<<"${text//$nl/ }"
	for word in "${words[@]:1}"; do
		[[ "$word" == /* ]] || return
		[[ "$word" != "$2" ]] || found=1
		printf '%s\n' "$word"
	done
	[[ "$found" == 1 ]]
}

# The compiler's own limits, in every mode (README, "Judge your own solution"): CPU seconds,
# wall seconds, memory (resident, MiB: stops `#include "/dev/zero"` soonest) and output (MiB,
# each file: the program, the messages). Its stdin is /dev/null.
COMPILE_CPU_S=10 COMPILE_WALL_S=30 COMPILE_MEM_MIB=1024 COMPILE_OUT_MIB=64

# compile_limited OUT SRC BOXED COMMAND...: run the compiler COMMAND under the runner and the
# limits above; BOXED=1: in the sandbox, with only a copy of SRC in its work folder (/box),
# whose prog is copied out to OUT. Sets COMPILE_LOG (its messages, first 64 KiB) and
# COMPILE_STOP (which limit stopped it, else empty); fails when it failed or was stopped.
compile_limited() {
	local out="$1" src="$2" log="$RUN_DIR/compile.log" opts=() size
	local xfsz='File size limit exceeded' # (strsignal(SIGXFSZ))
	# its temporary files (cc*.s, cc*.o) in its work folder, removed with it even when a limit
	# kills it, never left in the machine's /tmp
	opts+=(--env TMPDIR=.)
	sandbox_options
	[[ "$3" == 0 ]] || opts+=("${SANDBOX_OPTS[@]}" --copy-in "$src" --copy-out "prog=$out")
	[[ -z "$BOX_DIR" ]] || opts+=(--box "$BOX_DIR")
	shift 3
	run_limited --cpu "${COMPILE_CPU_S}s" --wall "${COMPILE_WALL_S}s" --mem 0 \
		--rss "${COMPILE_MEM_MIB}M" --fsize "${COMPILE_OUT_MIB}M" \
		--out "$log" --err "$log" "${opts[@]}" -- "$@"
	COMPILE_LOG=$(head -c 65536 "$log" 2>/dev/null || true)
	size=$(stat -c %s "$log" 2>/dev/null || echo 0)
	((size <= 65536)) || COMPILE_LOG+=$'\n'"... $((size - 65536)) more bytes of messages"
	case "$STATUS" in
	OK) [[ -f "$out" ]] || COMPILE_LOG+=$'\n''(the compiler made no program)' ;;
	TLE) COMPILE_STOP="after $COMPILE_CPU_S s of CPU"
		[[ "$DETAIL" != wall ]] || COMPILE_STOP="after $COMPILE_WALL_S s (wall clock)" ;;
	MLE) COMPILE_STOP="at $(mib_text "$COMPILE_MEM_MIB") of memory" ;;
	OLE | RE) # RE too where the driver outlives a stage (cc1, as, ld) the file limit stopped
		# and says so in its C-locale words (gcc "... signal terminated program as",
		# clang "unable to execute command: ...")
		if [[ "$STATUS" == OLE || "$COMPILE_LOG" == *"$xfsz signal terminated program"* ||
			"$COMPILE_LOG" == *"unable to execute command: $xfsz"* ]]; then
			COMPILE_STOP="when a file it wrote reached $(mib_text "$COMPILE_OUT_MIB")"
		fi ;;
	'') die_judge "the runner could not run the compiler:" \
		"$(head -c 200 "$RUN_DIR/report.err")" ;;
	esac
	[[ -z "$COMPILE_STOP" ]] || COMPILE_LOG="the compiler was stopped $COMPILE_STOP"
	[[ "$STATUS" == OK && -f "$out" ]]
}

# mib_text MIB: a size as the messages say it: 1 GiB, 64 MiB.
mib_text() {
	if ((${1} % 1024 == 0)); then echo "$(($1 / 1024)) GiB"; else echo "$1 MiB"; fi
}

# compile_solution NAME SRC OWN LABEL: compile into BIN, reporting CE (the tests not run count
# as failed) or a --source file's warnings; -v shows the command. Fails on CE.
compile_solution() {
	local name="$1" src="$2" own="$3" label="$4" what
	local log="$BUILD/judge/last/$1/${4//[^a-z]/}.log" # (compile.log, reference.log)
	BIN="$WORK/$name"
	if ! compile "$src" "$BIN" "$own"; then
		what="$(plural "${#TESTS[@]}" test) not run"
		[[ "$MODE" != stress ]] || what='nothing run'
		shown label "$label"
		printf "%-${W_NAME}s %-${W_TEST}s %sCE%s  (%s, profile %s)\n" "$name" "$label" \
			"$RED" "$RESET" "$what" "$PROFILE"
		[[ "$VERBOSE" == 0 ]] || print_command
		print_log 30 "$log"
		FAILED=$((FAILED + ${#TESTS[@]}))
		return 1
	fi
	[[ "$VERBOSE" == 0 ]] || print_command
	if [[ -n "$COMPILE_LOG" ]]; then
		shown label "$label"
		printf "%-${W_NAME}s %-${W_TEST}s compiled with warnings:\n" "$name" "$label"
		print_log 30 "$log"
	fi
	return 0
}

# compile_judged NAME: compile_solution of the file judged as NAME: --source FILE, else
# problems/NAME.c (the collection's own: warnings are errors).
compile_judged() {
	if [[ -n "$SOURCE" ]]; then compile_solution "$1" "$SOURCE" 0 "(compile)"
	else compile_solution "$1" "$DATA_ROOT/problems/$1.c" 1 "(compile)"; fi
}

# build_helper NAME KIND OUT: compile testdata/NAME/KIND.c or KIND.cpp (the checker, the
# generator) into OUT, with testlib.h found in the problem's folder or $TESTLIB_DIR.
# On failure reports a judge error (what is missing, or the compiler's message) and fails.
build_helper() {
	local name="$1" kind="$2" out="$3" dir="$DATA_ROOT/testdata/$1" src cmd
	if [[ -f "$dir/$kind.cpp" ]]; then
		src="$dir/$kind.cpp" cmd=(g++ -std=c++17 -O2)
	elif [[ -f "$dir/$kind.c" ]]; then
		src="$dir/$kind.c" cmd=(gcc -std=c99 -O2)
	else
		report "$name" "($kind)" JE - - "testdata/$name/$kind.c not found"; return 1
	fi
	cmd+=(-I "$dir")
	[[ -n "${TESTLIB_DIR:-}" ]] && cmd+=(-I "$TESTLIB_DIR")
	if grep -Eq '^[[:space:]]*#[[:space:]]*include[[:space:]]*[<"]testlib[.]h[>"]' "$src" &&
		[[ ! -f "$dir/testlib.h" && ! -f "${TESTLIB_DIR:-/nonexistent}/testlib.h" ]]; then
		local where="neither in testdata/$name nor in \$TESTLIB_DIR"
		report "$name" "($kind)" JE - - "${src##*/} includes testlib.h, found $where"
		return 1
	fi
	cmd+=(-o "$out" "$src" -lm)
	if ! run_compiler "$out" "$src" 0 "${cmd[@]}"; then
		if [[ -n "$COMPILE_STOP" ]]; then
			report "$name" "($kind)" JE - - "testdata/$name/${src##*/}: $COMPILE_LOG"
		else
			report "$name" "($kind)" JE - - "testdata/$name/${src##*/} does not compile"
			print_log 30 "$BUILD/judge/last/$name/$kind.log"
		fi
		return 1
	fi
}

# build_checker NAME: where the problem compares with a checker, build it into CHECKER; fails
# (the JE reported) when it cannot be built.
build_checker() {
	[[ "$COMPARE" == checker ]] || return 0
	CHECKER="$WORK/checker"
	build_helper "$1" checker "$CHECKER"
}
