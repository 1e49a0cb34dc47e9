#!/usr/bin/env bats
# Every problem is AC on all of its testdata under every judge profile (issue: "AC here" = "AC there").

setup_file() {
	ROOT="$(cd "$BATS_TEST_DIRNAME/.." && pwd)"
	export ROOT
	make -C "$ROOT" -s build/runner
}

# all_ac PROFILE: judge every problem under PROFILE; all tests AC, and at least one test each.
all_ac() {
	NO_COLOR=1 run "$ROOT/judge.sh" --profile "$1"
	echo "$output"
	[ "$status" -eq 0 ]
	[[ "${lines[-1]}" =~ ^[1-9][0-9]*\ passed,\ 0\ failed$ ]]
	for src in "$ROOT"/problems/*.c; do
		name=$(basename "$src" .c)
		re="(^|"$'\n'")$name +[^ ]+ +AC "
		[[ "$output" =~ $re ]] || { echo "no AC test for $name"; false; }
	done
}

@test "every problem AC under profile strict (gcc -std=c99 -pedantic -Werror)" { all_ac strict; }
@test "every problem AC under profile uva (gcc -ansi, UVa's ANSI C)" { all_ac uva; }
@test "every problem AC under profile hdu (gcc default dialect)" { all_ac hdu; }
@test "every problem AC under profile clang" { all_ac clang; }
@test "every problem AC under profile sanitize (ASan + UBSan)" { all_ac sanitize; }

@test "the problem list is the five of the collection" {
	run ls "$ROOT/problems"
	[ "$output" = "$(printf '%s\n' hdu2953.c lanqiao2017_cube.c skewb.c uva12445.c uva197.c)" ]
}

@test "every problem is C89 as UVa's ANSI C needs (gcc -std=c89 -pedantic, long long allowed)" {
	for src in "$ROOT"/problems/*.c; do
		gcc -std=c89 -pedantic -Wall -Wextra -Wno-long-long -Werror -fsyntax-only "$src" ||
			{ echo "not C89: $src"; false; }
	done
}

@test "every problem runs with no input at all (empty stdin) without crashing, under ASan and UBSan" {
	for src in "$ROOT"/problems/*.c; do
		name=$(basename "$src" .c)
		gcc -std=c99 -O1 -g -fsanitize=address,undefined -fno-sanitize-recover=all \
			-o "$BATS_TEST_TMPDIR/$name" "$src" -lm
		run "$BATS_TEST_TMPDIR/$name" </dev/null
		[ "$status" -eq 0 ] || { echo "$name: exit $status: $output"; false; }
	done
}
