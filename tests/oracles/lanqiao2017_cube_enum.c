/*
 * lanqiao2017_cube_enum.c -- cross-check oracle for problems/lanqiao2017_cube.c
 *
 * The solution's former method, kept as an independent check on its Burnside count: it never
 * counts fixed patterns, it enumerates the reachable patterns themselves (with the DBL piece
 * home) and keeps one per rotation class.  Same input and output as the solution (lines of six
 * colour letters for faces U R F D L B, any case, blanks ignored; a bad line gets the error
 * line; empty input means the contest colouring YGOOGY).  With --census each count is followed
 * by the number of colour patterns and the orbits per stabiliser size, in the format of
 * tests/oracles/lanqiao2017_cube_bfs.c.  Cost: up to 0.3 s for one colouring, about 2 s for
 * all 203 face partitions (answers are memoised per partition).
 *
 * Corner slots (Kociemba's numbering), both layers seen from above, and each
 * slot's facelets clockwise from its U/D facelet:
 *        top layer            bottom layer
 *     2 ULB ---- 3 UBR     6 DBL ---- 7 DRB      0 URF: U R F   4 DFR: D F R
 *       |   back   |         |   back   |        1 UFL: U F L   5 DLF: D L F
 *       |  front   |         |  front   |        2 ULB: U L B   6 DBL: D B L
 *     1 UFL ---- 0 URF     5 DLF ---- 4 DFR      3 UBR: U B R   7 DRB: D R B
 * A piece's twist t (0..2) = which of its slot's facelets shows the piece's
 * U/D sticker (Kociemba's corner orientation).
 *
 * Approach: a colour pattern is what each slot shows: a colour triple read
 *   clockwise from its U/D facelet (code 0..215 = 6^3).  The 8 cubies fall
 *   into classes of equal-looking pieces (same triple up to cyclic shift;
 *   mirror triples differ).  A pattern is reachable iff its slots hold the
 *   right multiset of classes and, unless some piece is one colour all round,
 *   its twists t (relative to each class's first piece) sum to that of the
 *   solved cube mod 3: face turns keep the total twist 0 mod 3, and every
 *   corner permutation with every twist assignment of total 0 is reachable
 *   (8! 3^7 positions, the 2x2x2 group; a piece of one colour hides its twist).
 *   Every rotation class meets X0 = {reachable patterns showing the DBL piece's
 *   own colours at DBL, untwisted} (rotate the DBL piece home).  We enumerate
 *   X0 directly (multiset permutations of classes into the 7 other slots x
 *   twists, the last twist forced) and count x iff no rotation g with g.x in
 *   X0 gives a smaller g.x (lexicographic on slot codes) -- one per state.
 *   Such g must carry a slot showing the DBL colours to DBL, so candidates are
 *   collected as slots are filled; once there are none and no piece looking
 *   like DBL is left, every completion is alone in its orbit's part of X0 and
 *   the subtree is counted at once (multinomial x 3^free twists).
 *   Rotations: closure of y = U D' and x = R L' on Kociemba's corner moves.
 * Time:     O(|X0| * 24) worst case, |X0| <= 7! * 3^6 = 3,674,160, or 7! * 3^7 = 11,022,480
 *           when a one-colour piece frees the last twist (YGORRR, the slowest colouring).
 * Checked:  agrees with tests/oracles/lanqiao2017_cube_bfs, answer and --census, on all 203
 *           face partitions (tests/lanqiao2017_cube.bats).
 * Build:    cc -std=c99 -O2 -Wall -o build/oracles/lanqiao2017_cube_enum \
 *              tests/oracles/lanqiao2017_cube_enum.c
 */
#include <stdio.h>
#include <string.h>

enum { U, R, F, D, L, B };            /* faces, in input order */
enum { URF, UFL, ULB, UBR, DFR, DLF, DBL, DRB };
#define N_SLOT 8                       /* corner slots = cubies */
#define N_CODE 216                     /* colour triples, 6^3 */
#define N_ROT 24                       /* rotations: 8 corners to DBL x 3 twists */

/* ---- state encoding: facelets -> cubies -> slot codes ------------------ */

static const int corner_face[N_SLOT][3] = {   /* clockwise from U/D facelet */
    {U, R, F}, {U, F, L}, {U, L, B}, {U, B, R},
    {D, F, R}, {D, L, F}, {D, B, L}, {D, R, B}
};

static unsigned char turn_code[N_CODE][3];    /* code seen after twisting t */

/* colour triple (a, b, c), colours 0..5 -> code 0..215 */
static int code_of(int a, int b, int c) { return (a * 6 + b) * 6 + c; }

/* fill turn_code: twist t moves facelet k's sticker to facelet k + t */
static void init_codes(void)
{
    int c, t, k, tri[3], out[3];
    for (c = 0; c < N_CODE; c++) {
        tri[0] = c / 36; tri[1] = c / 6 % 6; tri[2] = c % 6;
        for (t = 0; t < 3; t++) {
            for (k = 0; k < 3; k++) out[(k + t) % 3] = tri[k];
            turn_code[c][t] = (unsigned char)code_of(out[0], out[1], out[2]);
        }
    }
}

/* ---- move tables: corner moves and the 24 whole-cube rotations --------- */

/* Kociemba's cubie moves: slot i receives the piece from slot cp[i] and adds
 * co[i] to its twist.  Only U, D, R, L are needed, to build rotations. */
static const int mv_cp[4][N_SLOT] = {
    {UBR, URF, UFL, ULB, DFR, DLF, DBL, DRB},  /* U */
    {URF, UFL, ULB, UBR, DLF, DBL, DRB, DFR},  /* D */
    {DFR, UFL, ULB, URF, DRB, DLF, DBL, UBR},  /* R */
    {URF, ULB, DBL, UBR, DFR, UFL, DLF, DRB}   /* L */
};
static const int mv_co[4][N_SLOT] = {
    {0, 0, 0, 0, 0, 0, 0, 0}, {0, 0, 0, 0, 0, 0, 0, 0},
    {2, 0, 0, 1, 1, 0, 0, 2}, {0, 1, 2, 0, 0, 2, 1, 0}
};

static int rot_cp[N_ROT][N_SLOT], rot_co[N_ROT][N_SLOT];  /* [0] = identity */

/* (a then b) as a cubie move: out = a * b in Kociemba's notation */
static void compose(const int *acp, const int *aco, const int *bcp,
                    const int *bco, int *ocp, int *oco)
{
    int i;
    for (i = 0; i < N_SLOT; i++) {
        ocp[i] = acp[bcp[i]];
        oco[i] = (aco[bcp[i]] + bco[i]) % 3;
    }
}

/* gen = a * b^3 for moves a, b (0..3 = U D R L; b^3 = b'): y = U D', x = R L' */
static void turn_pair(int a, int b, int *gcp, int *gco)
{
    int cp1[N_SLOT], co1[N_SLOT], cp2[N_SLOT], co2[N_SLOT];
    compose(mv_cp[a], mv_co[a], mv_cp[b], mv_co[b], cp1, co1);
    compose(cp1, co1, mv_cp[b], mv_co[b], cp2, co2);
    compose(cp2, co2, mv_cp[b], mv_co[b], gcp, gco);
}

/* all 24 rotations: closure of {y, x} from the identity; 0 if not 24 */
static int init_rotations(void)
{
    int gen_cp[2][N_SLOT], gen_co[2][N_SLOT], ncp[N_SLOT], nco[N_SLOT];
    int n = 1, i, j, g, k;
    for (i = 0; i < N_SLOT; i++) { rot_cp[0][i] = i; rot_co[0][i] = 0; }
    turn_pair(0, 1, gen_cp[0], gen_co[0]);
    turn_pair(2, 3, gen_cp[1], gen_co[1]);
    for (i = 0; i < n; i++)
        for (g = 0; g < 2; g++) {
            compose(rot_cp[i], rot_co[i], gen_cp[g], gen_co[g], ncp, nco);
            for (j = 0; j < n; j++) {
                for (k = 0; k < N_SLOT; k++)
                    if (rot_cp[j][k] != ncp[k] || rot_co[j][k] != nco[k]) break;
                if (k == N_SLOT) break;
            }
            if (j < n) continue;
            if (n == N_ROT) return 0;
            memcpy(rot_cp[n], ncp, sizeof ncp);
            memcpy(rot_co[n++], nco, sizeof nco);
        }
    return n == N_ROT;
}

/* ---- search: enumerate X0, keep the smallest pattern of each orbit ------ */

static int n_class, class_code[N_SLOT], class_left[N_SLOT], class_sym[N_SLOT];
static int constrained, need_twist;   /* sum of free twists must be need mod 3 */
static unsigned char pat[N_SLOT];     /* pattern being built: code per slot */
static unsigned long n_states, stab_hist[N_ROT + 1];
static const int free_slot[7] = {URF, UFL, ULB, UBR, DFR, DLF, DRB};
/* rotation g != 0 carries slot rot_cp[g][DBL] to DBL; g.pat is in X0 iff that
 * slot shows need_code[g].  by_src[s] = the rotations carrying s to DBL. */
static int by_src[N_SLOT][3], n_by_src[N_SLOT], need_code[N_ROT];
static int cand[N_ROT], n_cand;       /* rotations with g.pat in X0 so far */
static int dbl_class;                 /* class looking like the DBL piece, or -1 */

/* pattern pat is complete: count it if it is its orbit's least X0 member */
static void visit(void)
{
    int c, g, i, stab = 1, y = 0;
    for (c = 0; c < n_cand; c++) {
        g = cand[c];
        for (i = 0; i < N_SLOT; i++) {
            y = turn_code[pat[rot_cp[g][i]]][rot_co[g][i]];
            if (y != pat[i]) break;
        }
        if (i == N_SLOT) stab++;
        else if (y < pat[i]) return;   /* g.pat is in X0 and smaller */
    }
    n_states++;
    stab_hist[stab]++;
}

/* ways to fill free_slot[depth..6] (at least one slot) with the pieces left:
 * multinomial (slots over classes) x 3^(free twists) */
static unsigned long completions(void)
{
    unsigned long n = 1;
    int k, j, r = 0, twists = 0;
    for (k = 0; k < n_class; k++)
        for (j = 1; j <= class_left[k]; j++) {
            r++;
            n = n * r / j;             /* exact: n becomes a product of binomials */
            if (!class_sym[k]) twists++;
        }
    if (constrained) twists--;         /* the last twist is forced */
    for (; twists > 0; twists--) n *= 3;
    return n;
}

static void place(int depth, int tsum);

/* show code at slot s, note the rotations this puts into cand, go deeper */
static void put(int s, int code, int depth, int tsum)
{
    int j, saved = n_cand;
    pat[s] = (unsigned char)code;
    for (j = 0; j < n_by_src[s]; j++)
        if (need_code[by_src[s][j]] == code) cand[n_cand++] = by_src[s][j];
    place(depth + 1, tsum);
    n_cand = saved;
}

/* fill free_slot[depth..6]; tsum = twists chosen so far, mod 3 */
static void place(int depth, int tsum)
{
    int k, t, s;
    unsigned long n_done;
    if (depth == 7) { visit(); return; }
    if (n_cand == 0 && (dbl_class < 0 || class_left[dbl_class] == 0)) {
        /* no rotation can bring this pattern back into X0: every completion
         * is alone in its orbit's X0 part, so count the subtree at once */
        n_done = completions();
        n_states += n_done;
        stab_hist[1] += n_done;
        return;
    }
    s = free_slot[depth];
    for (k = 0; k < n_class; k++) {
        if (!class_left[k]) continue;
        class_left[k]--;
        if (class_sym[k])
            put(s, class_code[k], depth, tsum);
        else if (depth == 6 && constrained)
            put(s, turn_code[class_code[k]][(need_twist - tsum + 3) % 3], depth, tsum);
        else
            for (t = 0; t < 3; t++)
                put(s, turn_code[class_code[k]][t], depth, (tsum + t) % 3);
        class_left[k]++;
    }
}

/* class of a piece showing code: index k with turn_code[class_code[k]][*t]
 * == code, or -1 if it belongs to no class yet */
static int find_class(int code, int *t)
{
    int k;
    for (k = 0; k < n_class; k++)
        for (*t = 0; *t < 3; ++*t)
            if (turn_code[class_code[k]][*t] == code) return k;
    return -1;
}

/* number of states of the cube whose faces U..B have colours 0..5 */
static unsigned long count_states(const int face_col[6])
{
    int i, k, t, g, code[N_SLOT];
    n_class = 0; constrained = 1; need_twist = 0;
    n_states = 0;
    memset(stab_hist, 0, sizeof stab_hist);
    for (i = 0; i < N_SLOT; i++) {
        code[i] = code_of(face_col[corner_face[i][0]], face_col[corner_face[i][1]],
                          face_col[corner_face[i][2]]);
        if (turn_code[code[i]][1] == code[i]) constrained = 0;  /* one colour */
    }
    pat[DBL] = (unsigned char)code[DBL];
    memset(n_by_src, 0, sizeof n_by_src);
    n_cand = 0;
    for (g = 1; g < N_ROT; g++) {              /* undo g's twist at DBL */
        k = rot_cp[g][DBL];
        need_code[g] = turn_code[code[DBL]][(3 - rot_co[g][DBL]) % 3];
        if (k != DBL) by_src[k][n_by_src[k]++] = g;
        else if (need_code[g] == code[DBL]) cand[n_cand++] = g;  /* DBL 1-colour */
    }
    for (i = 0; i < N_SLOT; i++) {             /* classes of the 7 free pieces */
        if (i == DBL) continue;
        k = find_class(code[i], &t);
        if (k < 0) {
            k = n_class++; t = 0;
            class_code[k] = code[i]; class_left[k] = 0;
            class_sym[k] = turn_code[code[i]][1] == code[i];
        }
        class_left[k]++;
        need_twist = (need_twist + t) % 3;     /* solved cube's twist sum */
    }
    dbl_class = find_class(code[DBL], &t);
    place(0, 0);
    return n_states;
}

/* ---- I/O: parser and verdicts ------------------------------------------ */

#define N_PARTITION 203   /* Bell(6): ways the six faces can share colours */

/* answers so far, by face partition: the count depends on nothing else */
static struct { long key; unsigned long states, hist[N_ROT + 1]; } memo[N_PARTITION];
static int n_memo;

/* print the answer for face colour letters (6 letters, any case) */
static void answer(const char *letters, int census)
{
    int face_col[6], j, k = 0, i;
    long key = 0;
    char seen[6];
    for (i = 0; i < 6; i++) {              /* colours renamed by first use */
        for (j = 0; j < k && seen[j] != letters[i]; j++) ;
        if (j == k) seen[k++] = letters[i];
        face_col[i] = j;
        key = key * 6 + j;
    }
    for (j = 0; j < n_memo && memo[j].key != key; j++) ;
    if (j == n_memo) {                      /* new partition: count it */
        memo[j].key = key;
        memo[j].states = count_states(face_col);
        memcpy(memo[j].hist, stab_hist, sizeof stab_hist);
        n_memo++;
    }
    printf("%lu\n", memo[j].states);
    if (census) {
        unsigned long patterns = 0;
        for (i = 1; i <= N_ROT; i++) patterns += memo[j].hist[i] * (N_ROT / i);
        printf("patterns %lu\n", patterns);
        for (i = 1; i <= N_ROT; i++)
            if (memo[j].hist[i]) printf("stabiliser %d orbits %lu\n", i, memo[j].hist[i]);
    }
}

/* blank byte within a line (newline ends the line) */
static int is_blank(int c)
{
    return c == ' ' || c == '\t' || c == '\r' || c == '\v' || c == '\f';
}

/* read colouring lines from stdin, answer each (format: see header) */
int main(int argc, char **argv)
{
    char letters[6];
    int c, n = 0, bad = 0, any_line = 0, census = 0;
    if (argc == 2 && strcmp(argv[1], "--census") == 0) census = 1;
    else if (argc != 1) {
        fprintf(stderr, "usage: %s [--census] < colourings\n", argv[0]);
        return 2;
    }
    init_codes();
    if (!init_rotations()) return 3;           /* cannot happen */
    for (;;) {
        c = getchar();
        if (c != '\n' && c != EOF) {
            if (is_blank(c)) continue;
            if (c >= 'a' && c <= 'z') c -= 'a' - 'A';
            if (c >= 'A' && c <= 'Z' && n < 6) letters[n++] = (char)c;
            else bad = 1;
            continue;
        }
        if (n || bad) {
            any_line = 1;
            if (bad || n != 6)
                printf("error: expected 6 colour letters for faces U R F D L B\n");
            else
                answer(letters, census);
        }
        n = 0; bad = 0;
        if (c == EOF) break;
    }
    if (ferror(stdin)) {
        fprintf(stderr, "lanqiao2017_cube: cannot read stdin\n");
        return 1;
    }
    if (!any_line) answer("YGOOGY", census);
    return 0;
}
