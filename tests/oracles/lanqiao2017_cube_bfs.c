/*
 * lanqiao2017_cube_bfs.c -- brute-force oracle for problems/lanqiao2017_cube.c
 *
 * Counts the states of a recoloured 2x2x2 cube up to whole-cube rotation,
 * straight from the statement and deliberately in a different representation
 * from the solution (which uses cubie coordinates and a closed-form
 * enumeration):
 *   - a sticker is (cubie centre p in {-1,+1}^3, outward normal +-e_a): 24 of
 *     them; a state is the colour of each of the 24 sticker places;
 *   - the 24 rotations are the 3x3 signed permutation matrices with det +1,
 *     applied to p and to the normal; a face turn applies a 90-degree matrix
 *     to the stickers of one layer (p_a == +-1);
 *   - plain BFS from the solved recoloured cube over classes of states, a
 *     class stored as the smallest base-6 key among its 24 rotations; all 6
 *     faces are turned (one direction each: three turns give the other).
 * Input/Output: the solution's format (lines of 6 colour letters U R F D L B,
 * any case, blanks ignored; bad line -> the error line; empty input -> the
 * contest colouring YGOOGY).  With --census, each answer is followed by the
 * number of distinct colour patterns and the orbit count per stabiliser size.
 * Cost: about (states x 6 turns x 24 rotations); seconds for 3,674,160 states,
 * 126 MiB (hash set of 2^23 keys + queue + slot list).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define NS 24                 /* sticker places: 8 cubies x 3 faces */
#define HBITS 23              /* hash set: 2^23 slots > 2 x 3,674,160 */
#define HSIZE (1UL << HBITS)
#define QMAX 4000000UL        /* > 3,674,160, the most classes possible */

typedef unsigned long long u64;

static int sticker_p[NS][3], sticker_axis[NS];
static int rot_perm[24][NS];  /* place i goes to place rot_perm[g][i] */
static int rot_inv[24][NS];   /* inverse: place i comes from rot_inv[g][i] */
static int turn_perm[6][NS];
static u64 *hset, *queue;
static unsigned long *slot_of;   /* hash slot of queue[i], to clear the set */

/* index of the sticker with centre p and normal along axis a (sign = p[a]) */
static int sticker_index(const int p[3], int a)
{
    int i;
    for (i = 0; i < NS; i++)
        if (sticker_p[i][0] == p[0] && sticker_p[i][1] == p[1] &&
            sticker_p[i][2] == p[2] && sticker_axis[i] == a)
            return i;
    abort();
}

/* permutation of places under matrix m (row-major); if layer_axis >= 0 only
 * stickers with p[layer_axis] == layer_sign move */
static void make_perm(const int m[9], int layer_axis, int layer_sign, int out[NS])
{
    int i, r, c, q[3], n[3], nq[3], a;
    for (i = 0; i < NS; i++) {
        if (layer_axis >= 0 && sticker_p[i][layer_axis] != layer_sign) {
            out[i] = i;
            continue;
        }
        for (r = 0; r < 3; r++) n[r] = 0;
        n[sticker_axis[i]] = sticker_p[i][sticker_axis[i]];
        for (r = 0; r < 3; r++) {
            q[r] = 0; nq[r] = 0;
            for (c = 0; c < 3; c++) {
                q[r] += m[3 * r + c] * sticker_p[i][c];
                nq[r] += m[3 * r + c] * n[c];
            }
        }
        for (a = 0; a < 3 && nq[a] == 0; a++) ;
        if (nq[a] != q[a]) abort();   /* normal must point out of its cubie */
        out[i] = sticker_index(q, a);
    }
}

static void build_geometry(void)
{
    int i = 0, x, y, z, a, s, k, det, m[9], sg[3];
    static const int perms[6][3] = {{0,1,2},{1,2,0},{2,0,1},{0,2,1},{2,1,0},{1,0,2}};
    for (x = -1; x <= 1; x += 2)
        for (y = -1; y <= 1; y += 2)
            for (z = -1; z <= 1; z += 2)
                for (a = 0; a < 3; a++) {
                    sticker_p[i][0] = x; sticker_p[i][1] = y; sticker_p[i][2] = z;
                    sticker_axis[i++] = a;
                }
    /* all 48 signed permutation matrices, keep the 24 with det = +1 */
    k = 0;
    for (s = 0; s < 6; s++)
        for (i = 0; i < 8; i++) {
            sg[0] = (i & 1) ? -1 : 1; sg[1] = (i & 2) ? -1 : 1; sg[2] = (i & 4) ? -1 : 1;
            det = sg[0] * sg[1] * sg[2] * (s < 3 ? 1 : -1);
            if (det != 1) continue;
            memset(m, 0, sizeof m);
            for (a = 0; a < 3; a++) m[3 * perms[s][a] + a] = sg[a];
            make_perm(m, -1, 0, rot_perm[k++]);
        }
    if (k != 24) abort();
    for (k = 0; k < 24; k++)
        for (i = 0; i < NS; i++) rot_inv[k][rot_perm[k][i]] = i;
    /* quarter turn of each face: faces U R F D L B = +y +x +z -y -x -z */
    {
        static const int fax[6] = {1, 0, 2, 1, 0, 2}, fsg[6] = {1, 1, 1, -1, -1, -1};
        int f, b, c;
        for (f = 0; f < 6; f++) {
            memset(m, 0, sizeof m);
            a = fax[f]; b = (a + 1) % 3; c = (a + 2) % 3;
            m[3 * a + a] = 1;          /* (v_b, v_c) -> (-v_c, v_b) */
            m[3 * b + c] = -1;
            m[3 * c + b] = 1;
            make_perm(m, a, fsg[f], turn_perm[f]);
        }
    }
}

static u64 key_of(const unsigned char *col)
{
    u64 k = 0;
    int i;
    for (i = 0; i < NS; i++) k = k * 6 + col[i];
    return k;
}

static void apply(const int *perm, const unsigned char *in, unsigned char *out)
{
    int i;
    for (i = 0; i < NS; i++) out[perm[i]] = in[i];
}

/* smallest key among the 24 rotations of col (lexicographic on places
 * 0..23 = base-6 order, so compare with early exit) */
static u64 canonical(const unsigned char *col)
{
    unsigned char best[NS];
    int g, i, d;
    memcpy(best, col, NS);
    for (g = 0; g < 24; g++) {
        d = 0;
        for (i = 0; i < NS && d == 0; i++) {
            /* place i of the rotated state holds col[j] with rot_perm[g][j] == i */
            d = (int)col[rot_inv[g][i]] - (int)best[i];
        }
        if (d < 0)
            for (i = 0; i < NS; i++) best[i] = col[rot_inv[g][i]];
    }
    return key_of(best);
}

/* number of rotations that leave col unchanged */
static int stabiliser(const unsigned char *col)
{
    unsigned char r[NS];
    int g, n = 0;
    for (g = 0; g < 24; g++) {
        apply(rot_perm[g], col, r);
        if (memcmp(r, col, NS) == 0) n++;
    }
    return n;
}

/* insert key into the hash set; 1 if it was new (slot noted at slot_of[n]) */
static int insert(u64 key, unsigned long n)
{
    u64 h = (key + 1) * 0x9E3779B97F4A7C15ULL;
    unsigned long i = (unsigned long)(h >> (64 - HBITS));
    while (hset[i]) {
        if (hset[i] == key + 1) return 0;
        i = (i + 1) & (HSIZE - 1);
    }
    hset[i] = key + 1;
    slot_of[n] = i;
    return 1;
}

static void decode(u64 k, unsigned char *col)
{
    int i;
    for (i = NS - 1; i >= 0; i--) { col[i] = (unsigned char)(k % 6); k /= 6; }
}

/* BFS over rotation classes from the solved cube coloured face_col[U..B] */
static void count_states(const int face_col[6], int census)
{
    static const int face_of_normal[3][2] = {{4, 1}, {3, 0}, {5, 2}}; /* [axis][+] */
    unsigned char col[NS], nxt[NS];
    unsigned long head = 0, tail = 0, stab_hist[25];
    u64 patterns = 0, keys[6];
    int i, f, st;
    memset(stab_hist, 0, sizeof stab_hist);
    for (i = 0; i < NS; i++)
        col[i] = (unsigned char)face_col[face_of_normal[sticker_axis[i]]
                                          [sticker_p[i][sticker_axis[i]] > 0]];
    queue[tail++] = canonical(col);
    insert(queue[0], 0);
    while (head < tail) {
        decode(queue[head++], col);
        if (census) {
            st = stabiliser(col);
            stab_hist[st]++;
            patterns += 24 / st;
        }
        /* the six neighbours' slots fetched together, then visited in turn order (speed only) */
        for (f = 0; f < 6; f++) {
            apply(turn_perm[f], col, nxt);
            keys[f] = canonical(nxt);
#if defined(__GNUC__)
            __builtin_prefetch(&hset[((keys[f] + 1) * 0x9E3779B97F4A7C15ULL) >> (64 - HBITS)]);
#endif
        }
        for (f = 0; f < 6; f++) {
            if (tail >= QMAX) abort();
            if (insert(keys[f], tail)) queue[tail++] = keys[f];
        }
    }
    for (head = 0; head < tail; head++) hset[slot_of[head]] = 0;
    printf("%lu\n", tail);
    if (census) {
        printf("patterns %llu\n", patterns);
        for (i = 1; i <= 24; i++)
            if (stab_hist[i]) printf("stabiliser %d orbits %lu\n", i, stab_hist[i]);
    }
}

/* letters of one line (len bytes, may hold NUL) -> colour indices by first
 * appearance; 1 ok, 0 blank, -1 bad */
static int parse(const char *line, size_t len, int face_col[6])
{
    char seen[6];
    int n = 0, k = 0, j, c, bad = 0;
    size_t i;
    for (i = 0; i < len; i++) {
        c = (unsigned char)line[i];
        if (c == ' ' || c == '\t' || c == '\r' || c == '\v' || c == '\f') continue;
        if (c >= 'a' && c <= 'z') c -= 'a' - 'A';
        if (c < 'A' || c > 'Z' || n >= 6) { bad = 1; continue; }
        for (j = 0; j < k && seen[j] != c; j++) ;
        if (j == k) seen[k++] = (char)c;
        face_col[n++] = j;
    }
    if (bad) return -1;
    return n == 6 ? 1 : (n == 0 ? 0 : -1);
}

int main(int argc, char **argv)
{
    static char line[64];
    int census = argc > 1 && strcmp(argv[1], "--census") == 0;
    int face_col[6], any = 0, r, c;
    size_t len = 0;
    hset = calloc(HSIZE, sizeof *hset);
    queue = malloc(QMAX * sizeof *queue);
    slot_of = malloc(QMAX * sizeof *slot_of);
    if (!hset || !queue || !slot_of) return 3;
    build_geometry();
    for (;;) {
        c = getchar();
        if (c != '\n' && c != EOF) {   /* keep non-blank bytes only */
            if (c == ' ' || c == '\t' || c == '\r' || c == '\v' || c == '\f') continue;
            if (len < sizeof line) line[len++] = (char)c;
            else line[0] = '!';         /* 64+ non-blank bytes: bad line */
            continue;
        }
        if (c == EOF && len == 0) break;
        r = parse(line, len, face_col);
        len = 0;
        if (r != 0) {
            any = 1;
            if (r < 0) printf("error: expected 6 colour letters for faces U R F D L B\n");
            else count_states(face_col, census);
        }
        if (c == EOF) break;
    }
    if (!any) {
        parse("YGOOGY", 6, face_col);
        count_states(face_col, census);
    }
    return 0;
}
