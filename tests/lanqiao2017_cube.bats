#!/usr/bin/env bats
# lanqiao2017_cube: answers vs published figures and the sticker-BFS oracle,
# input layout (blanks, CR everywhere), each kind of bad line, exit statuses.
# Expected numbers: 229878 (contest; oracle, matches the seed's claim),
# 3674160 (six colours = number of 2x2x2 positions), 1 (one colour), and the
# oracle's values quoted below (AAAAAB 258, ABCABC 6441).  Runtime: seconds.

setup_file() {
    ROOT="$BATS_TEST_DIRNAME/.."
    B="$ROOT/build/lanqiao2017_cube"
    mkdir -p "$B" "$ROOT/build/oracles"
    cc -std=c99 -O2 -Wall -o "$B/sol" "$ROOT/problems/lanqiao2017_cube.c" -lm
    cc -std=c99 -O2 -Wall -o "$ROOT/build/oracles/lanqiao2017_cube_bfs" \
        "$ROOT/tests/oracles/lanqiao2017_cube_bfs.c"
}

setup() {
    ROOT="$BATS_TEST_DIRNAME/.."
    SOL="$ROOT/build/lanqiao2017_cube/sol"
    ORACLE="$ROOT/build/oracles/lanqiao2017_cube_bfs"
    DATA="$ROOT/testdata/lanqiao2017_cube"
    ERR="error: expected 6 colour letters for faces U R F D L B"
}

@test "empty stdin: the contest answer 229878, exit 0" {
    run "$SOL" < /dev/null
    [ "$status" -eq 0 ]
    [ "$output" = "229878" ]
}

@test "oracle: one colour 1; --census equal to the program's (contest: 229878)" {
    run "$ORACLE" <<< "AAAAAA"
    [ "$output" = "1" ]
    a=$(printf 'YGOOGY\nAABAAB\nABCABC\nAAAABC\n' | "$ORACLE" --census)
    b=$(printf 'YGOOGY\nAABAAB\nABCABC\nAAAABC\n' | "$SOL" --census)
    [ "$a" = "$b" ]
    [ "$(sed -n 1,4p <<< "$a")" = "$(printf '229878\npatterns 5511240\nstabiliser 1 orbits 229392\nstabiliser 2 orbits 486')" ]
}

@test "committed .out files equal a fresh oracle run" {
    # cheap files only (the others hold 3,674,160-state colourings or many
    # contest lines; tests/gen/lanqiao2017_cube.sh regenerates them all)
    for f in 05-one-colour 06-two-colours 20-format 21-no-final-newline \
             30-invalid 31-invalid-only; do
        diff <("$ORACLE" < "$DATA/$f.in") "$DATA/$f.out"
    done
    # contest-only files: the oracle's 229878 (test above); six colours: the
    # published figure 3,674,160
    [ "$(cat "$DATA/01-sample.out")" = "229878" ]
    [ "$(cat "$DATA/32-blank-only.out")" = "229878" ]
    [ "$(cat "$DATA/10-six-colours.out")" = "3674160" ]
}

@test "anchors: one colour 1, six colours 3674160 (all 2x2x2 positions)" {
    run "$SOL" <<< "AAAAAA"
    [ "$output" = "1" ]
    run "$SOL" <<< "WRGYOB"
    [ "$output" = "3674160" ]
    run "$SOL" --census <<< "WRGYOB"
    [ "$output" = "$(printf '3674160\npatterns 88179840\nstabiliser 1 orbits 3674160')" ]
}

@test "the contest cube turned over, recoloured or mirrored keeps 229878; rearranged it does not" {
    run "$SOL" < "$DATA/03-contest-rotations.in"
    [ "${#lines[@]}" -eq 12 ]
    [ -z "$(printf '%s\n' "${lines[@]}" | grep -vx 229878)" ]
    # renamed; U/D mirror image; all pairs opposite (oracle: 6441);
    # all pairs adjacent (oracle: 3674160, every piece distinguishable)
    run "$SOL" <<< $'ABCCBA\nOGOYGY\nYGOYGO\nYYGGOO'
    [ "$output" = "$(printf '229878\n229878\n6441\n3674160')" ]
}

@test "CR (and every other blank) at every position of a line is ignored" {
    local line=ABCABC i ws input
    for ws in $'\r' ' ' $'\t' $'\v' $'\f'; do
        input=""
        for i in 0 1 2 3 4 5 6; do
            input+="${line:0:i}$ws${line:i}"$'\n'
            input+="${line:0:i}$ws$ws${line:i}$ws"$'\r\n'
        done
        run "$SOL" <<< "$input"
        [ "$status" -eq 0 ]
        [ "${#lines[@]}" -eq 14 ]
        [ -z "$(printf '%s\n' "${lines[@]}" | grep -vx 6441)" ]
    done
}

@test "letters are case-insensitive: y and Y are one colour" {
    run "$SOL" <<< $'yGoOgY\nygoogy\nAAAaaa'
    [ "$output" = "$(printf '229878\n229878\n1')" ]
}

@test "blank lines are skipped; only blanks means the contest colouring" {
    run "$SOL" <<< $'\n \r\nAAAAAA\n\t\n\r\nAAAAAB\n'
    [ "$output" = "$(printf '1\n258')" ]
    run "$SOL" < <(printf ' \r\n\t\n\n')
    [ "$output" = "229878" ]
}

@test "last line without a newline is still read" {
    run "$SOL" < <(printf 'AAAAAB\nABCABC')
    [ "$output" = "$(printf '258\n6441')" ]
    run "$SOL" < <(printf 'AAAAAB\nABCAB')
    [ "$output" = "$(printf '258\n%s' "$ERR")" ]
}

@test "each kind of bad line gets the error line and the next line is still answered" {
    local bad
    for bad in YGOOG YGOOGYY 'YGOOGY Y' YGOOG1 Y-G-O-O-G-Y 'Y G O O G Y .' \
               '1 2 3 4 5 6' $'YGOO\xc3\xa9' _ "$(head -c 100000 /dev/zero | tr '\0' A)"; do
        run "$SOL" <<< "$bad"$'\nAAAAAB'
        [ "$status" -eq 0 ]
        [ "$output" = "$(printf '%s\n258' "$ERR")" ]
    done
    # a NUL byte inside a line
    run "$SOL" < <(printf 'YGO\0OGY\nAAAAAB\n')
    [ "$output" = "$(printf '%s\n258' "$ERR")" ]
}

@test "only bad lines: errors only, no contest answer" {
    run "$SOL" < <(printf 'X\nYGOOGYX\n')
    [ "$status" -eq 0 ]
    [ "$output" = "$(printf '%s\n%s' "$ERR" "$ERR")" ]
}

@test "unreadable stdin exits 1 with nothing on stdout; a bad option exits 2" {
    run bash -c '"$1" < / 2>/dev/null' _ "$SOL"
    [ "$status" -eq 1 ]
    [ -z "$output" ]
    run bash -c '"$1" <&- 2>/dev/null' _ "$SOL"
    [ "$status" -eq 1 ]
    [ -z "$output" ]
    run "$SOL" --bogus < /dev/null
    [ "$status" -eq 2 ]
    [[ "$output" == usage:* ]]
}

@test "no answer is written into the source" {
    ! grep -nE '229878|3674160|88179840' "$ROOT/problems/lanqiao2017_cube.c"
}
