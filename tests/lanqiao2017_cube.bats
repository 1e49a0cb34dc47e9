#!/usr/bin/env bats
# lanqiao2017_cube: answers vs published figures, the sticker-BFS oracle (its output for all 203
# face partitions is committed as 12-all-partitions.out) and the enumeration oracle (the former
# method), input layout (blanks, CR everywhere), each kind of bad line, flags, exit statuses,
# gen.c.  Expected numbers: 229878 (contest; oracle, matches the seed's claim), 3674160 (six
# colours = number of 2x2x2 positions), 1 (one colour), and the oracle's values quoted below
# (AAAAAB 258, ABCABC 6441).  Runtime: about 20 s here; SLOW=1 adds gen.c coverage.

bats_require_minimum_version 1.5.0
load helpers

setup_file() {
    ROOT="$BATS_TEST_DIRNAME/.."
    B="$ROOT/build/lanqiao2017_cube"
    mkdir -p "$B"
    need_build build/strict/lanqiao2017_cube build/oracles/lanqiao2017_cube_bfs \
        build/oracles/lanqiao2017_cube_enum build/gen/lanqiao2017_cube
    ln -sf "$BUILD/strict/lanqiao2017_cube" "$B/sol"
    ln -sf "$BUILD/gen/lanqiao2017_cube" "$B/gen"
}

setup() {
    ROOT="$BATS_TEST_DIRNAME/.."
    SOL="$ROOT/build/lanqiao2017_cube/sol"
    ORACLE="$ROOT/build/oracles/lanqiao2017_cube_bfs"
    ENUM="$ROOT/build/oracles/lanqiao2017_cube_enum"
    GEN="$ROOT/build/lanqiao2017_cube/gen"
    DATA="$ROOT/testdata/lanqiao2017_cube"
    ERR="error: expected 6 colour letters for faces U R F D L B"
}

@test "empty stdin: the contest answer 229878, exit 0" {
    run "$SOL" < /dev/null
    [ "$status" -eq 0 ]
    [ "$output" = "229878" ]
}

@test "oracles: one colour 1; BFS and enumeration --census agree (contest: 229878, 486 symmetric)" {
    run "$ORACLE" <<< "AAAAAA"
    [ "$output" = "1" ]
    a=$(printf 'YGOOGY\nAABAAB\nABCABC\nAAAABC\n' | "$ORACLE" --census)
    b=$(printf 'YGOOGY\nAABAAB\nABCABC\nAAAABC\n' | "$ENUM" --census)
    [ "$a" = "$b" ]
    [ "$(sed -n 1,4p <<< "$a")" = "$(printf '229878\npatterns 5511240\nstabiliser 1 orbits 229392\nstabiliser 2 orbits 486')" ]
}

@test "all 203 face partitions: program = BFS oracle (committed) = enumeration oracle" {
    # 12-all-partitions.out is the BFS oracle's (tests/gen/lanqiao2017_cube.sh, ~20 min)
    [ "$(wc -l < "$DATA/12-all-partitions.in")" -eq 203 ]
    [ "$(sort -u "$DATA/12-all-partitions.in" | wc -l)" -eq 203 ]
    "$SOL" < "$DATA/12-all-partitions.in" | cmp - "$DATA/12-all-partitions.out"
    "$ENUM" < "$DATA/12-all-partitions.in" | cmp - "$DATA/12-all-partitions.out"
}

@test "--census: patterns as the oracles count them; the Burnside terms average to the answer" {
    local in=$'YGOOGY\nAABAAB\nABCABC\nAAAABC\nAAAAAA\nAAAAAB'
    # patterns: the line after each answer in the oracle's --census
    diff <("$SOL" --census <<< "$in" | grep -v '^fixed') \
         <("$ORACLE" --census <<< "$in" | grep -v '^stabiliser')
    # (sum over the 24 rotations of the fixed patterns) / 24 = the count, for all 203
    "$SOL" --census < "$DATA/12-all-partitions.in" | awk '
        /^[0-9]+$/ { if (n && (rot != 24 || sum != 24 * want)) bad = bad " " want; want = $1; sum = rot = 0; n++ }
        /^fixed by/ { r = $3; f = $(NF - 1); sum += r * f; rot += r }
        END { if (rot != 24 || sum != 24 * want) bad = bad " " want
              if (n != 203 || bad != "") { print "bad:" bad; exit 1 } }'
    # the contest colouring's terms: only the half turns (corner cycles 2+2+2+2) fix patterns
    [ "$("$SOL" --census <<< YGOOGY | tail -n 4)" = "fixed by 1 rotation with corner cycles 1+1+1+1+1+1+1+1: 5511240 each
fixed by 6 rotations with corner cycles 4+4: 0 each
fixed by 9 rotations with corner cycles 2+2+2+2: 648 each
fixed by 8 rotations with corner cycles 3+3+1+1: 0 each" ]
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
    [ "${lines[0]}" = 3674160 ]
    [ "${lines[1]}" = "patterns 88179840" ]
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

@test "unreadable stdin exits 3 (EXIT_INPUT) with nothing on stdout; a bad option exits 2" {
    run bash -c '"$1" < / 2>/dev/null' _ "$SOL"
    [ "$status" -eq 3 ]
    [ -z "$output" ]
    run bash -c '"$1" <&- 2>/dev/null' _ "$SOL"
    [ "$status" -eq 3 ]
    [ -z "$output" ]
    run "$SOL" --bogus < /dev/null
    [ "$status" -eq 2 ]
    [[ "$output" == usage:* ]]
}

@test "--help on stdout, exit 0; a bad argument: usage on stderr, exit 2, stdin unread" {
    run "$SOL" --help
    [ "$status" -eq 0 ]
    [[ "${lines[0]}" == "usage: lanqiao2017_cube "* ]]
    [[ "$output" == *--census* ]]
    [ "${#lines[@]}" -le 24 ]
    local bad
    for bad in --cencus -h --census=1 "--census --census" "--help extra"; do
        run bash -c '"$1" $2 < /dev/null 2> "$3"' _ "$SOL" "$bad" "$BATS_TEST_TMPDIR/err"
        [ "$status" -eq 2 ] || { echo "$bad: status $status"; false; }
        [ -z "$output" ]
        grep -q '^usage: lanqiao2017_cube ' "$BATS_TEST_TMPDIR/err"
    done
    # stdin never ends here: reading it would hang until the timeout (status 124)
    stdin_unread bash -c '"$@" 2>/dev/null' _ "$SOL" --cencus
    [ "$status" -eq 2 ]
}

@test "gen.c: SIZE colours exactly, answers as the BFS oracle's, deterministic" {
    local size seed
    # the oracle's answer for each face partition, by its restricted-growth form
    paste -d ' ' "$DATA/12-all-partitions.in" "$DATA/12-all-partitions.out" > "$BATS_TEST_TMPDIR/want"
    for size in 0 1 2 3 4 5 6; do
        for seed in $(seq 1 20); do "$GEN" "$seed" "$size"; done > "$BATS_TEST_TMPDIR/in.$size"
        awk -v k="$size" 'length($0) != 6 || $0 !~ /^[A-Z]+$/ { print "bad line " $0; exit 1 }
            { delete m; n = 0; for (i = 1; i <= 6; i++) if (!(substr($0, i, 1) in m)) m[substr($0, i, 1)] = n++
              if (k && n != k) { print $0 ": " n " colours"; exit 1 } }' "$BATS_TEST_TMPDIR/in.$size"
    done
    [ "$(cat "$BATS_TEST_TMPDIR/in.0" | sort -u)" = YGOOGY ]
    cat "$BATS_TEST_TMPDIR"/in.[1-6] > "$BATS_TEST_TMPDIR/all"
    "$SOL" < "$BATS_TEST_TMPDIR/all" > "$BATS_TEST_TMPDIR/got"
    awk 'function rgs(s,  i, c, t, n) { delete m; n = 0; t = ""
             for (i = 1; i <= 6; i++) { c = substr(s, i, 1); if (!(c in m)) m[c] = substr("ABCDEF", ++n, 1); t = t m[c] }
             return t }
         FILENAME == ARGV[1] { want[$1] = $2; next }
         { print want[rgs($0)] }' "$BATS_TEST_TMPDIR/want" "$BATS_TEST_TMPDIR/all" | cmp - "$BATS_TEST_TMPDIR/got"
    [ "$("$GEN" 99 4)" = "$("$GEN" 99 4)" ]
    for bad in "" 1 "1 7" "1 -1" "x 2" "1 2 3"; do
        run "$GEN" $bad
        [ "$status" -eq 2 ]
    done
}

@test "gen.c: 400 seeds meet every partition into k colours, S(6,k) = 1 31 90 65 15 1 (SLOW=1)" {
    slow_or_skip "~1 min here, most of it starting processes"
    for size in 1 2 3 4 5 6; do
        for seed in $(seq 1 400); do "$GEN" "$seed" "$size"; done | awk '{ delete m; n = 0; t = ""
            for (i = 1; i <= 6; i++) { c = substr($0, i, 1); if (!(c in m)) m[c] = n++; t = t m[c] } print t }' |
            sort -u | wc -l
    done | tr '\n' ' ' > "$BATS_TEST_TMPDIR/cover"
    [ "$(cat "$BATS_TEST_TMPDIR/cover")" = "1 31 90 65 15 1 " ]
}

@test "no answer is written into the source" {
    run ! grep -nE '229878|3674160|88179840' "$ROOT/problems/lanqiao2017_cube.c"
}
