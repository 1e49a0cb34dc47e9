#!/usr/bin/env bash
# tests/gen/lanqiao2017_cube.sh -- (re)write testdata/lanqiao2017_cube/*.in and
# derive every .out from the oracle tests/oracles/lanqiao2017_cube_bfs.c
# (sticker BFS), never from problems/lanqiao2017_cube.c.
# Usage: tests/gen/lanqiao2017_cube.sh     (about 20 minutes: the 3,674,160-state
#        colourings take the oracle ~10 s each, and 12-all-partitions holds 62 of them)
set -euo pipefail

ROOT=$(cd "$(dirname "$0")/../.." && pwd)
DIR="$ROOT/testdata/lanqiao2017_cube"
ORACLE="$ROOT/build/oracles/lanqiao2017_cube_bfs"

build_oracle() {
    mkdir -p "$ROOT/build/oracles"
    cc -std=c99 -O2 -Wall -o "$ORACLE" "$ROOT/tests/oracles/lanqiao2017_cube_bfs.c"
}

write_inputs() {
    mkdir -p "$DIR"
    # contest colouring via empty input
    : > "$DIR/01-sample.in"
    # contest colouring spelt several ways, and renamed colours
    printf '%s\n' YGOOGY 'Y G O O G Y' ygoogy 'YG OO GY' 'yGoOgY' ABCCBA RBGGBR \
        > "$DIR/02-contest-forms.in"
    # the 12 distinct face orders of the contest cube turned over (the
    # colouring has a 2-fold symmetry, so 24 rotations give 12 strings)
    printf '%s\n' GOOGYY GOYGYO GYOGOY GYYGOO OGOYGY OGYYGO OOGYYG OYGYOG \
        YGOOGY YGYOGO YOGOYG YYGOOG > "$DIR/03-contest-rotations.in"
    # same letters arranged differently: NOT the same cube (all pairs opposite;
    # all pairs adjacent), the U/D mirror image (same count), and a 4-colour
    # cube that happens to have as many states as the contest one
    printf '%s\n' YGOYGO YYGGOO OGOYGY YGOYGR > "$DIR/04-contest-relatives.in"
    # anchors: one colour gives 1
    printf '%s\n' AAAAAA zzzzzz 'Q Q Q Q Q Q' > "$DIR/05-one-colour.in"
    # every two-colour face partition (2^5 - 1 = 31 strings, all shapes)
    {
        local m s f
        for m in $(seq 1 31); do
            s=A
            for f in 0 1 2 3 4; do
                if (( (m >> f) & 1 )); then s+=B; else s+=A; fi
            done
            echo "$s"
        done
    } > "$DIR/06-two-colours.in"
    # three colours: opposite faces equal (ABCABC), the other shapes up to
    # rotation and renaming but the 3,674,160 ones (in 04: YYGGOO)
    printf '%s\n' ABCABC AABCCB AAAABC AAABBC AABAAC AABABC AABACB \
        > "$DIR/07-three-colours.in"
    # four colours
    printf '%s\n' ABCABD ABCADA AABACD AABCDB > "$DIR/08-four-colours.in"
    # six distinct colours: every 2x2x2 position, 3,674,160
    printf '%s\n' WRGYOB > "$DIR/10-six-colours.in"
    # five colours: an adjacent pair (U = R) and an opposite pair (U = D)
    printf '%s\n' AABCDE ABCADE > "$DIR/11-five-colours.in"
    # every partition of the six faces into colours (Bell(6) = 203 lines, letters A.. by
    # first use: restricted growth strings), so every input is one of these renamed
    awk 'function rgs(s, i, m,  c) { if (i == 6) { print s; return }
             for (c = 0; c <= m + 1 && c < 6; c++) rgs(s substr("ABCDEF", c + 1, 1), i + 1, (c > m ? c : m)) }
         BEGIN { rgs("A", 1, 0) }' > "$DIR/12-all-partitions.in"
    # layout: CRLF, CR inside lines, tabs, VT/FF, leading/trailing blanks,
    # blank and blank-looking lines (skipped), last line without newline
    printf 'YGOOGY\r\n  y g o o g y  \r\n\r\n\tABCABC\t\r\nA\rA\rA\rA\rA\rB\n\v\f\n \r\rAAAABB\r\r\n \t \nABCABC' \
        > "$DIR/20-format.in"
    # no final newline after a bad line
    printf 'AAAAAB\nAAAAA' > "$DIR/21-no-final-newline.in"
    # malformed lines among good ones: too few / too many letters, digits,
    # punctuation, NUL, non-ASCII (UTF-8), a very long line
    {
        printf 'YGOOG\nYGOOGYY\nYGOOG1\nY-G-O-O-G-Y\nABCABC\nY G O O G Y .\n'
        printf '1 2 3 4 5 6\nYG\0OOGY\nYGOOG\303\251\n\303\251\n'
        head -c 5000 /dev/zero | tr '\0' 'A'; printf '\n'
        printf 'AAAAAA\n_\nYGOOGY\n'
    } > "$DIR/30-invalid.in"
    # only bad lines: errors, and no contest answer
    printf 'X\nYGOOGYX\n' > "$DIR/31-invalid-only.in"
    # many lines: the three-colour file 40 times over (answers are memoised per
    # face partition, so this costs what 07 costs)
    for _ in $(seq 40); do cat "$DIR/07-three-colours.in"; done > "$DIR/40-repeated.in"
    # only blank lines: no colouring at all, so the contest answer
    printf ' \n\t\r\n\n   \r\n' > "$DIR/32-blank-only.in"
}

write_answers() {
    local f
    for f in "$DIR"/*.in; do
        case "$f" in */40-repeated.in) continue ;; esac
        "$ORACLE" < "$f" > "${f%.in}.out"
    done
    # the oracle's answers for 07, 40 times over (running it on every line would take an hour)
    for _ in $(seq 40); do cat "$DIR/07-three-colours.out"; done > "$DIR/40-repeated.out"
}

build_oracle
write_inputs
write_answers
