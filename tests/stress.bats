#!/usr/bin/env bats
# stress.bats -- --stress on the five problems: it finds a mistaken solution's mistake at the
# smallest size it shows at, while the collection's own program and a third-party-style accepted
# one show none.

load helpers

setup_file() { need_build tools all; } # (all: the reference, build/strict/NAME)

JUDGE_ROOT="$ROOT" # the collection itself

# build SRC OUT: compile a C or C++ file as the strict profile does (warnings allowed).
build() {
	case "$1" in
	*.c) gcc -std=c99 -O2 -o "$2" "$1" -lm ;;
	*) g++ -std=c++17 -O2 -o "$2" "$1" -lm ;;
	esac
}

# caught NAME FILE SIZE [ARGS...]: --stress finds FILE wrong first at SIZE; the saved fail.in
# really shows it (run both programs on it here: the reference as make builds it), and the
# expected answer is the reference's.
caught() {
	local name="$1" file="$SUBMISSIONS/$1/wrong_answer/$2" size="$3" dir="$ROOT/build/stress/$1"
	shift 3
	judge --stress --source "$file" "$name" "$@"
	echo "$output"
	[ "$status" -eq 1 ]
	[[ "$output" == *"stress $name: WA at size $size ("* ]]
	build "$file" "$BATS_TEST_TMPDIR/mine"
	"$BUILD/strict/$name" <"$dir/fail.in" >"$BATS_TEST_TMPDIR/ref.out"
	"$BATS_TEST_TMPDIR/mine" <"$dir/fail.in" >"$BATS_TEST_TMPDIR/mine.out"
	cmp "$BATS_TEST_TMPDIR/ref.out" "$dir/fail.expected"
	cmp "$BATS_TEST_TMPDIR/mine.out" "$dir/fail.got"
	run ! cmp -s "$BATS_TEST_TMPDIR/ref.out" "$BATS_TEST_TMPDIR/mine.out"
}

@test "stress hdu2953: faces turned clockwise only is caught at a cube at distance 1" {
	caught hdu2953 clockwise_only.c 1 --seed 1 -n 5
	[ "$(cat "$ROOT/build/stress/hdu2953/fail.expected")" = 1 ]
}

@test "stress skewb: clockwise and counter-clockwise swapped is caught at distance 1" {
	caught skewb directions_swapped.cpp 1 --seed 1 -n 5
	[[ "$(cat "$ROOT/build/stress/skewb/fail.expected")" == "1 "* ]]
}

@test "stress uva12445: one ring turned only one way is caught at one move from solved" {
	caught uva12445 one_way.cpp 1 --seed 6 -n 2
	[ "$(cat "$ROOT/build/stress/uva12445/fail.expected")" = 1 ]
}

@test "stress uva197: the two screws taken as one shape is caught at once" {
	caught uva197 mirror_screws.c 0 --seed 1 -n 3
}

@test "stress lanqiao2017_cube: rotations not identified is caught at once" {
	caught lanqiao2017_cube no_rotations.c 0 --seed 1 -n 3
}

# agrees NAME FILE [MAX]: --stress of FILE against problems/NAME.c: no difference over every
# size (up to MAX, when given).
agrees() {
	local max
	max=$(awk '$1 == "stress_max_size" { print $2 }' "$ROOT/testdata/$1/judge.conf")
	judge --stress --source "$2" "$1" --seed 5 -n 1 --seconds 600 ${3:+--max-size "$3"}
	echo "$output"
	[ "$status" -eq 0 ]
	max="${3:-$max}"
	[ "${lines[-1]}" = "stress $1: $((max + 1)) inputs, sizes 0..$max, 1 input each, no difference (seed 5)" ]
}

@test "stress: each program against itself shows no difference over every size (past STRESS_CAPS: SLOW=1)" {
	local name
	for name in hdu2953 lanqiao2017_cube skewb uva12445 uva197; do
		stress_cap "$name"
		agrees "$name" "$ROOT/problems/$name.c" "$CAP"
	done
}

@test "stress: third-party-style accepted solutions show no difference over every size" {
	agrees hdu2953 "$SUBMISSIONS/hdu2953/accepted/meet_table.cpp"
	agrees lanqiao2017_cube "$SUBMISSIONS/lanqiao2017_cube/accepted/burnside_dp.cpp"
}

@test "stress: any --seed (a random one is up to 999999) gives every generator a seed it takes" {
	for name in lanqiao2017_cube uva197; do
		judge --stress --source "$ROOT/problems/$name.c" "$name" --seed 999999 -n 2 --max-size 1
		echo "$output"
		[ "$status" -eq 0 ]
		judge --stress --source "$ROOT/problems/$name.c" "$name" --seed 4294967295 -n 1 --max-size 0
		[ "$status" -eq 0 ]
	done
}
