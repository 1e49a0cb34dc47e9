#!/usr/bin/env bats
# How the judge compiles: every compile under the runner, with limits of its own and stdin from
# /dev/null; with --sandbox a contestant's file (--source, --ref) compiled inside the sandbox
# from a box that holds only a copy of it; --std and the standards each profile's judge offers.
# The hostile programs: tests/hostile/; the contestants' files: tests/fixtures/sources/.

bats_require_minimum_version 1.5.0
load helpers

setup_file() { need_build tools; }

JUDGE_TIMEOUT=120
HDU="$BATS_TEST_DIRNAME/../testdata/hdu2953"

# incbin_of FILE: SRC, a copy of tests/hostile/incbin.c that embeds FILE (an absolute path).
incbin_of() {
	SRC="$BATS_TEST_TMPDIR/incbin.c"
	sed "s|FILE_PATH|$1|" "$ROOT/tests/hostile/incbin.c" >"$SRC"
}

# judge_real ARGS...: the judge on the tree's own testdata (hdu2953).
judge_real() { JUDGE_ROOT="$ROOT" judge "$@"; }

@test "--sandbox: .incbin of a test's expected output is CE (by default it reads it: AC)" {
	need_namespaces
	incbin_of "$HDU/04-deepest.out"
	judge_real --source "$SRC" hdu2953 04-deepest
	has_verdict hdu2953 04-deepest AC
	judge_real --sandbox --source "$SRC" hdu2953 04-deepest
	[ "$status" -eq 1 ]
	has_verdict hdu2953 '(compile)' CE
	[[ "$output" == *'not found'* ]]
}

@test "--sandbox: .incbin of a file only its owner may read (0600) is CE, the file unseen" {
	need_namespaces
	local secret="$BATS_TEST_TMPDIR/secret"
	echo 'the-secret-word' >"$secret"
	chmod 0600 "$secret"
	incbin_of "$secret"
	judge_real -v --sandbox --source "$SRC" hdu2953 01-sample
	[ "$status" -eq 1 ]
	has_verdict hdu2953 '(compile)' CE
	[[ "$output" != *the-secret-word* ]]
}

@test "--sandbox: #include of a test's .out beside the tree is CE without quoting the answer" {
	need_namespaces
	local answer
	answer=$(sed -n 1p "$HDU/04-deepest.out")
	judge_real -v --sandbox --source "$ROOT/tests/hostile/include_answer.c" hdu2953 04-deepest
	[ "$status" -eq 1 ]
	has_verdict hdu2953 '(compile)' CE
	[[ "$output" == *'No such file'* ]]
	[[ "$output" != *"| $answer"* ]] # (gcc quotes a line as "    1 | LINE")
}

@test "--sandbox: the compile cache never hands a binary built outside to a sandboxed run" {
	need_namespaces
	export JUDGE_COMPILE_CACHE="$BATS_TEST_TMPDIR/cache"
	incbin_of "$HDU/04-deepest.out"
	mkdir "$BATS_TEST_TMPDIR/tree"
	mv "$SRC" "$BATS_TEST_TMPDIR/tree/"
	SRC="$BATS_TEST_TMPDIR/tree/incbin.c"
	cp "$FIX/problems/ac.c" "$BATS_TEST_TMPDIR/tree/"
	run_begins # (else neither would be kept at all)
	judge_real --source "$SRC" hdu2953 04-deepest
	has_verdict hdu2953 04-deepest AC
	[ "$(cache_bins)" -eq 1 ]
	judge_real --sandbox --source "$SRC" hdu2953 04-deepest
	has_verdict hdu2953 '(compile)' CE
	# a sandboxed compile is kept and reused too (its run's own folders do not count)
	for _ in 1 2; do
		judge --sandbox --source "$BATS_TEST_TMPDIR/tree/ac.c" ac
		[ "$status" -eq 0 ]
	done
	[ "$(cache_bins)" -eq 2 ]
}

# run_begins: the compile cache's run begins now, as make test's does: the files written before
# are to it as the tree's own (the only ones it keeps), those written after are not (a file's
# times move in ticks of a few ms: the pause keeps the next write out of .start's tick).
run_begins() {
	mkdir -p "$JUDGE_COMPILE_CACHE" && touch "$JUDGE_COMPILE_CACHE/.start" && sleep 0.05
}

# cache_bins: how many binaries the compile cache holds.
cache_bins() { find "$JUDGE_COMPILE_CACHE" -name '*.bin' | wc -l; }

@test "the compile cache: a file of the tree compiled again is reused, unless its folder or a file it reads differs; what the run wrote is compiled afresh" {
	export JUDGE_COMPILE_CACHE="$BATS_TEST_TMPDIR/cache" JUDGE_TIMEOUT=60 # (a hang: 124)
	local d="$BATS_TEST_TMPDIR/src" f
	mkdir -p "$d/a" "$d/c/inc" "$d/d/inc" "$d/e" "$d/f" "$d/g" "$d/h" "$d/p"
	cp "$FIX/problems/ac.c" "$d/a/"
	# the same file beside different headers (a sum, a product; in a subfolder, not named .h,
	# included past a comment)
	for f in c d; do printf '#include <stdio.h>\n#include /*<*/ "inc/op.inc"\nint main(void) {
	long a, b; if (scanf("%%ld %%ld", &a, &b) == 2) printf("%%ld\\n", OP(a, b)); return 0; }\n' \
		>"$d/$f/sol.c"; done
	echo '#define OP(a, b) ((a) + (b))' >"$d/c/inc/op.inc"
	echo '#define OP(a, b) ((a) * (b))' >"$d/d/inc/op.inc"
	# a file that names its folder (assert's message says __FILE__)
	for f in e f; do printf '#include <assert.h>\n#include <stdio.h>\nint main(void) {
	assert(!"stop"); return 0; }\n' >"$d/$f/me.c"; done
	# a sum unless an op.h beside it says otherwise (__has_include looks for it)
	printf '#include <stdio.h>\n#if __has_include("op.h")\n#include "op.h"\n#else
#define OP(a, b) ((a) + (b))\n#endif\nint main(void) { long a, b;
	if (scanf("%%ld %%ld", &a, &b) == 2) printf("%%ld\\n", OP(a, b)); return 0; }\n' >"$d/h/sol.c"
	# a file that includes a pipe: the compiler's own output, a pipe where the judge reads one
	{ echo '#include "/dev/fd/1"'; cat "$FIX/problems/ac.c"; } >"$d/p/ac.c"
	cp -r "$d/d" "$d/m"
	ln -s "$d/c" "$d/link" # (to the sum, then to the product)
	run_begins
	for f in 1 2; do
		judge --source "$d/a/ac.c" ac
		[ "$status" -eq 0 ]
	done
	[ "$(cache_bins)" -eq 1 ] # (reused)
	judge --source "$d/c/sol.c" ac 1
	has_verdict ac 1 AC
	judge --source "$d/d/sol.c" ac 1
	has_verdict ac 1 WA
	# a header changed in place: compiled afresh; in a later run (the change before it began), its
	# contents tell
	echo '#define OP(a, b) ((a) + (b))' >"$d/d/inc/op.inc"
	judge --source "$d/d/sol.c" ac 1
	has_verdict ac 1 AC
	run_begins
	judge --source "$d/d/sol.c" ac 1
	has_verdict ac 1 AC
	# a link on the way, pointed elsewhere during the run
	judge --source "$d/link/sol.c" ac 1
	has_verdict ac 1 AC
	ln -sfn "$d/m" "$d/link"
	judge --source "$d/link/sol.c" ac 1
	has_verdict ac 1 WA
	for f in e f; do # each folder's own binary
		judge -v --source "$d/$f/me.c" ac 1
		has_verdict ac 1 RE
		[[ "$output" == *"stderr: ac: $d/$f/me.c:"* ]]
	done
	judge --source "$d/h/sol.c" ac 1
	has_verdict ac 1 AC
	echo '#define OP(a, b) ((a) * (b))' >"$d/h/op.h" # (then the folder has changed)
	judge --source "$d/h/sol.c" ac 1
	has_verdict ac 1 WA
	judge --source "$d/p/ac.c" ac 1 # (kept or not, never a wait on the pipe)
	[ "$status" -ne 124 ]
	# a file the run wrote (a copy of a kept one, its times kept too) is compiled afresh, and
	# not kept
	f=$(cache_bins)
	cp -a "$d/a/." "$d/g/"
	judge --source "$d/g/ac.c" ac
	[ "$status" -eq 0 ]
	[ "$(cache_bins)" -eq "$f" ]
	# a list in the cache that names a pipe (a hostile cache): compiled afresh, no wait
	mkfifo "$d/fifo"
	run_begins
	for f in "$JUDGE_COMPILE_CACHE"/*.deps; do echo "$d/fifo" >"$f"; done
	judge --source "$d/a/ac.c" ac
	[ "$status" -eq 0 ]
	# no .start (removed during the run): no cache, the judge never makes one of its own
	rm "$JUDGE_COMPILE_CACHE/.start"
	f=$(cache_bins)
	cp "$d/a/ac.c" "$d/g/new.c"
	judge --source "$d/g/new.c" ac
	[ "$status" -eq 0 ]
	[ "$(cache_bins)" -eq "$f" ]
	[ ! -e "$JUDGE_COMPILE_CACHE/.start" ]
}

@test "--sandbox --stress: the --ref file is compiled in the sandbox too" {
	need_namespaces
	incbin_of "$HDU/04-deepest.out"
	judge_real --sandbox --stress --source "$ROOT/problems/hdu2953.c" --ref "$SRC" \
		--seconds 5 -n 1 --max-size 1 hdu2953
	[ "$status" -eq 3 ]
	[[ "$output" == *'not found'* ]]
	[[ "$output" == *'the reference does not compile'* ]]
}

# held_stdin: fd 7, a FIFO held open for reading and writing: a read from it never ends.
held_stdin() {
	mkfifo "$BATS_TEST_TMPDIR/fifo"
	exec 7<>"$BATS_TEST_TMPDIR/fifo"
}

@test "#include \"/dev/stdin\" never waits on the judge's stdin (CE), in both modes" {
	held_stdin
	judge_real --source "$ROOT/tests/hostile/include_stdin.c" hdu2953 01-sample <&7
	[ "$status" -eq 1 ]
	has_verdict hdu2953 '(compile)' CE
	need_namespaces
	judge_real --sandbox --source "$ROOT/tests/hostile/include_stdin.c" hdu2953 01-sample <&7
	[ "$status" -eq 1 ]
	has_verdict hdu2953 '(compile)' CE
}

@test "#include \"/dev/zero\" is CE: the compiler was stopped at 1 GiB of memory, both modes" {
	judge_real --source "$ROOT/tests/hostile/include_zero.c" hdu2953 01-sample
	[ "$status" -eq 1 ]
	has_verdict hdu2953 '(compile)' CE
	[[ "$output" == *'the compiler was stopped at 1 GiB of memory'* ]]
	need_namespaces
	judge_real --sandbox --source "$ROOT/tests/hostile/include_zero.c" hdu2953 01-sample
	[ "$status" -eq 1 ]
	[[ "$output" == *'the compiler was stopped at 1 GiB of memory'* ]]
}

@test "an object file past 64 MiB is CE naming the file limit (gcc, g++ and clang)" {
	cp "$ROOT/tests/hostile/big_object.c" "$BATS_TEST_TMPDIR/big_object.cpp"
	local call
	for call in "strict|$ROOT/tests/hostile/big_object.c" "clang|$ROOT/tests/hostile/big_object.c" \
		"strict|$BATS_TEST_TMPDIR/big_object.cpp"; do
		judge_real --profile "${call%%|*}" --source "${call#*|}" hdu2953 01-sample
		[ "$status" -eq 1 ]
		has_verdict hdu2953 '(compile)' CE
		[[ "$output" == *'the compiler was stopped when a file it wrote reached 64 MiB'* ]]
	done
}

@test "a checker whose compile runs over a limit is a judge error (exit 3), saying which" {
	tmp_root
	cp "$ROOT/tests/hostile/include_zero.c" "$TMP_ROOT/testdata/chk/checker.c"
	JUDGE_ROOT="$TMP_ROOT" judge chk
	[ "$status" -eq 3 ]
	has_verdict chk '(checker)' JE
	[[ "$output" == *'the compiler was stopped at 1 GiB of memory'* ]]
}

# ---- --std: the real judges' language menus

SRCS="$FIX/sources" INT32="$FIX/tests/submissions/aplusb/wrong_answer/int32.c"

@test "--std: a C++98-only file: CE under uva's default c++11, AC under its gnu++98; cached apart" {
	export JUDGE_COMPILE_CACHE="$BATS_TEST_TMPDIR/cache"
	run_begins
	judge --profile uva -v --source "$SRCS/aplusb_hash98.cpp" aplusb
	[ "$status" -eq 1 ]
	[[ "$output" =~ aplusb\ +\(compile\)\ +CE ]]
	[[ "$output" == *"reference to 'hash' is ambiguous"* ]]
	[[ "$output" == *'$ g++ -O2 -pipe -std=c++11 -DONLINE_JUDGE -o '* ]]
	judge --profile uva -v --std gnu++98 --source "$SRCS/aplusb_hash98.cpp" aplusb
	[ "$status" -eq 0 ]
	has_verdict aplusb 1-sample AC
	[[ "$output" == *'$ g++ -O2 -pipe -std=gnu++98 -DONLINE_JUDGE -o '* ]]
	[[ "$output" != *note:* ]] # UVa offers it ("C++ 5.3.0")
	[ "$(cache_bins)" -eq 1 ] # (kept: the next run must not be handed it)
	judge --profile uva --source "$SRCS/aplusb_hash98.cpp" aplusb # (not the gnu++98 binary)
	[[ "$output" =~ aplusb\ +\(compile\)\ +CE ]]
	judge --profile uva --std c++11 --source "$SRCS/aplusb_hash98.cpp" aplusb
	[[ "$output" =~ aplusb\ +\(compile\)\ +CE && "$output" != *'note: the uva judge'* ]]
}

@test "--std: a standard the profile's judge does not offer: used, with a note; strict takes any" {
	judge --profile uva -v --std c++17 --source "$SRCS/aplusb_hash98.cpp" aplusb
	local note="note: the uva judge does not offer --std c++17 for C++ (it offers: c++11, gnu++98);"
	[ "${lines[0]}" = "$note compiled with -std=c++17 all the same" ]
	[[ "$output" == *'$ g++ -O2 -pipe -std=c++17 -DONLINE_JUDGE -o '* ]]
	judge --profile hdu -v --std gnu++98 --source "$SRCS/aplusb_hash98.cpp" aplusb
	[ "$status" -eq 0 ]
	note="note: the hdu judge does not offer --std gnu++98 for C++ (it offers: the compiler's own"
	[ "${lines[0]}" = "$note standard); compiled with -std=gnu++98 all the same" ]
	[[ "$output" == *'$ g++ -O2 -std=gnu++98 -o '* ]]
	judge --profile hdu -v --source "$SRCS/aplusb_hash98.cpp" aplusb # the compiler's own: no flag
	[[ "$output" == *'$ g++ -O2 -o '* ]]
	judge --profile uva -v --std c89 --source "$INT32" aplusb
	[[ "$output" == *'$ gcc -O2 -pipe -ansi -DONLINE_JUDGE -o '* && "$output" != *note:* ]]
	judge -v --std gnu11 --source "$INT32" aplusb
	[[ "$output" == *'$ gcc -std=gnu11 -O2 -Wall -Wextra -pedantic -o '* && "$output" != *note:* ]]
	judge -v --std gnu11 ac # the collection's own C files take a C standard too
	[ "$status" -eq 0 ]
	[[ "$output" == *'$ gcc -std=gnu11 -O2 '* ]]
}

@test "--std: an unknown standard, or one of the other language than the file's, is a usage error" {
	judge --std c++21 --source "$SRCS/aplusb_hash98.cpp" aplusb
	[ "$status" -eq 2 ]
	[[ "$output" == *"unknown standard 'c++21' (c89 "*" gnu++20)"* ]]
	judge --std c11 --source "$SRCS/aplusb_hash98.cpp" aplusb
	[ "$status" -eq 2 ]
	[[ "$output" == *"--std c11 is a C standard; $SRCS/aplusb_hash98.cpp is C++"* ]]
	judge --std c++17 ac
	[ "$status" -eq 2 ]
	[[ "$output" == *"--std c++17 is a C++ standard; the collection's solutions are C"* ]]
}

@test "the tools: a source changed after its tool was built, while make ran on, is rebuilt" {
	# a copy of the judge whose tools were built by a make that started (build/tools.stamp,
	# which the judge writes before make) 2 minutes ago; escape.c edited mid-build, after its
	# binary was made: make's verdict is out of date, and the judge must ask make
	local tree="$BATS_TEST_TMPDIR/tree" t
	need_build tools
	mkdir -p "$tree/build"
	cp -r "$ROOT/judge.sh" "$ROOT/judge" "$ROOT/tools" "$ROOT/Makefile" "$tree/"
	for t in runner compare cases escape; do cp -p "$BUILD/$t" "$tree/build/"; done
	touch -d '3 minutes ago' "$tree"/tools/*.[ch] "$tree"/tools/*/*.[ch]
	touch -d '2 minutes ago' "$tree/build/tools.stamp"
	touch -d '100 seconds ago' "$tree"/build/{runner,compare,cases,escape}
	echo '/* edited */' >>"$tree/tools/escape.c"
	touch -d '1 minute ago' "$tree/tools/escape.c"
	run ! make -q -C "$tree" build/escape
	run "$tree/judge.sh" --root "$FIX" --list ac
	[ "$status" -eq 0 ]
	make -q -C "$tree" build/escape
	# the stamp is now this build's start; an edit in the same clock tick as it (file times
	# here move in steps of a few ms) is not "older than the stamp": make is asked again
	echo '/* again */' >>"$tree/tools/escape.c"
	touch -r "$tree/build/tools.stamp" "$tree/tools/escape.c"
	touch -d '1 minute ago' "$tree/build/escape"
	run "$tree/judge.sh" --root "$FIX" --list ac
	[ "$status" -eq 0 ]
	make -q -C "$tree" build/escape
}
