# tests/helpers.bash -- loaded by every bats file (`load helpers`): where the tree and the
# binaries are, the judge as the tests run it, and the one opt-in switch for the slow tests.
#   ROOT, BUILD       the checkout and its build/: `make test` builds every binary the tests
#                     run first (need_build TARGET... builds what one file needs, run alone)
#   FIX               the fixture root (tests/fixtures: problems whose verdicts are known)
#   judge ARGS...     the judge on JUDGE_ROOT (default FIX), colour off, under a timeout
#   has_verdict P T V the output has the result line of problem P, test T with verdict V
#   tmp_root          TMP_ROOT: a throwaway copy of the fixture root, for one test
#   own_sleepers P... tmp_root whose fixtures P (stray, escape, sleeper, sleeper2) run
#                     `sleep $SLEEP_N`, a number of this test's own: `pgrep -fx "sleep $SLEEP_N"`
#                     and pkill find only this test's sleepers, never those of a run beside it
#   slow              SLOW=1 is set: the one switch for the slow checks (data locations such
#                     as HDU2953_DATA stay their own); the switches below read it
#   slow_or_skip WHY  skip unless SLOW=1
#   HEAVY_TESTS       NAME/TEST of the tests the default run judges under the strict profile
#                     only (and with a time_limit_exceeded submission where one is its TLE test)
#   light_tests NAME  LIGHT: NAME's tests but HEAVY_TESTS, as TEST.in to name after NAME on the
#                     judge's command line; empty (every test) with SLOW=1 or where none is heavy
#   STRESS_CAPS       NAME/SIZE: the largest size the default run stresses NAME against itself at
#   stress_cap NAME   CAP: NAME's size in STRESS_CAPS; empty (every size) with SLOW=1 or none
#   SUBMISSIONS       the collection's mistaken solutions (tests/submissions/NAME/FOLDER/)
#   namespaces_refused  the machine refuses the namespaces --sandbox needs (a chroot, most
#                     containers); NAMESPACES_WHY says why
#   need_namespaces   skip, saying why, where they are refused
#   without_namespaces CMD...  CMD where --sandbox cannot have them: as it is where they are
#                     refused, else in a user namespace without id maps
#   stdin_unread BIN ARG...  run BIN ARG... with stdin a pipe that never ends (a program that
#                     reads it hangs until a 10 s timeout: status 124); stdout and stderr as
#                     `run` takes them, the pipe's writer killed at once after (it holds
#                     none of bats' descriptors, so it can never keep bats waiting)

bats_require_minimum_version 1.5.0 # (run ! and run --separate-stderr)

ROOT="$(cd "$BATS_TEST_DIRNAME/.." && pwd)"
BUILD="$ROOT/build"
FIX="$ROOT/tests/fixtures"
SUBMISSIONS="$ROOT/tests/submissions"
export ROOT BUILD

# need_build TARGET...: make those build/ targets (quietly; a no-op after `make test`'s build).
need_build() { make -C "$ROOT" -s "$@" >/dev/null; }

judge() {
	NO_COLOR=1 run timeout "${JUDGE_TIMEOUT:-600}" "$ROOT/judge.sh" --root "${JUDGE_ROOT:-$FIX}" "$@"
}

has_verdict() { [[ "$output" =~ (^|$'\n')"$1"\ +"$2"\ +"$3"\  ]] || { echo "$output"; false; }; }

tmp_root() { TMP_ROOT="$BATS_TEST_TMPDIR/root"; mkdir -p "$TMP_ROOT"; cp -r "$FIX/." "$TMP_ROOT/"; }

own_sleepers() {
	local p
	SLEEP_N="4$BASHPID$RANDOM"
	tmp_root
	for p; do echo "$SLEEP_N" >"$TMP_ROOT/testdata/$p/1.in"; done
}

slow() { [[ "${SLOW:-0}" == 1 ]]; }

slow_or_skip() { slow || skip "slow ($1): set SLOW=1"; }

# Besides the slow_or_skip tests and compare.bats' 64 MiB, what the default run leaves to SLOW=1
# to stay within two minutes. uva12445's two heaviest tests, 100 cases 17 to 19 moves deep each,
# run the code its other deep tests run (the radius-10 table, the deep search): 1 s of CPU
# together under a profile, 4 s under ASan, and about as much again for each third-party
# submission. A stress input more than 10 moves from solved (which only a scramble longer than
# 10 can be) builds that table in each run, on both sides (0.2 s a run; tests/uva12445.bats
# answers gen.c's inputs of every size).
HEAVY_TESTS="uva12445/03-deepest100 uva12445/05-god100"
STRESS_CAPS="uva12445/10"

light_tests() {
	local t
	LIGHT=()
	! slow && [[ " $HEAVY_TESTS" == *" $1/"* ]] || return 0
	for t in "$ROOT/testdata/$1"/*.in; do
		t=$(basename "$t")
		[[ " $HEAVY_TESTS " == *" $1/${t%.in} "* ]] || LIGHT+=("$t")
	done
}

stress_cap() {
	local caps=" $STRESS_CAPS "
	CAP=''
	! slow && [[ "$caps" == *" $1/"* ]] || return 0
	CAP="${caps#*" $1/"}"
	CAP="${CAP%% *}"
}

# Probed once a run, by util-linux unshare and not by the runner: a broken sandbox must fail its
# tests, not skip them.
namespaces_refused() {
	local cache="$BATS_RUN_TMPDIR/namespaces-refused" why
	if [[ ! -e "$cache" ]]; then
		if ! command -v unshare >/dev/null; then
			echo "unshare (util-linux) missing: cannot tell whether namespaces work" >"$cache.$$"
		elif ! why=$(unshare --user --map-root-user --mount --pid --net --ipc --uts --fork \
			true 2>&1); then
			echo "namespaces refused here (a chroot, a container?): ${why:-unshare failed}" \
				>"$cache.$$"
		else
			: >"$cache.$$"
		fi
		mv -f "$cache.$$" "$cache"
	fi
	NAMESPACES_WHY=$(<"$cache")
	[[ -n "$NAMESPACES_WHY" ]]
}

need_namespaces() { ! namespaces_refused || skip "--sandbox untestable: $NAMESPACES_WHY"; }

without_namespaces() { if namespaces_refused; then "$@"; else unshare --user "$@"; fi; }

stdin_unread() {
	run bash -c 'exec 3< <(exec sleep 30 2>/dev/null 3>&- 4>&-); timeout 10 "$@" <&3; rc=$?
		kill $! 2>/dev/null; exit $rc' _ "$@"
}
