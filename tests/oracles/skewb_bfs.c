/*
 * skewb_bfs.c -- independent oracle and test generator for problems/skewb.c.
 *
 * Representation (deliberately unlike skewb.c): a position is the string of
 * 30 sticker colours in input order (faces U R F D L B, each centre, TL, TR,
 * BL, BR).  Moves are sticker permutations DERIVED FROM 3D GEOMETRY: every
 * sticker gets a point in space, a WCA move at corner v rotates the points of
 * the pieces on v's side of the cut (-120 degrees about v, i.e. clockwise
 * seen from outside), and the net layout is given only by each face's "up"
 * direction (U: toward B; L F R B: toward U; D: toward F).  One breadth-first
 * search over packed sticker strings in a hash set gives every distance.
 * Legality = membership: an input is legal iff its colours, renamed to faces
 * via the UFR corner and opposite colours, form a reached string.
 *
 * Usage:  skewb_bfs solve  < in > out      optimal answer lines (WCA metric)
 *         skewb_bfs each DIR FILE...       solve each FILE.in into DIR/FILE.out (one BFS)
 *         skewb_bfs census                 same format as `skewb --census`
 *         skewb_bfs twisty                 its last two lines only (fast)
 *         skewb_bfs apply "MOVES" [LETTERS] position reached from solved
 *         skewb_bfs replay < scrambles        the same for each line: its net, or "error"
 *         skewb_bfs gen depth|antipodes|random|recolour|turned|invalid|legal N SEED
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <stdint.h>

/* ---------- geometry ---------- */
typedef struct { int x, y, z; } V;
static V vadd(V a, V b) { V r = {a.x + b.x, a.y + b.y, a.z + b.z}; return r; }
static V vscale(V a, int k) { V r = {a.x * k, a.y * k, a.z * k}; return r; }
static V cross(V a, V b) { V r = {a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x}; return r; }
static int dot(V a, V b) { return a.x * b.x + a.y * b.y + a.z * b.z; }
static int veq(V a, V b) { return a.x == b.x && a.y == b.y && a.z == b.z; }

static const V NORMAL[6] = {{0,1,0},{1,0,0},{0,0,1},{0,-1,0},{-1,0,0},{0,0,-1}}; /* U R F D L B */
static const V UPV[6]    = {{0,0,-1},{0,1,0},{0,1,0},{0,0,1},{0,1,0},{0,1,0}};   /* net "up" */

static V piece[30];   /* centre n, or corner sign vector c */
static V point[30];   /* 2n for centres, c+n for corner stickers: distinct */
static int perm[8][30]; /* move m: content of sticker i goes to perm[m][i] */
static int rot24[24][30]; /* whole-puzzle rotations */
static const V CORNER[4] = {{1,-1,-1},{-1,1,-1},{-1,-1,1},{-1,-1,-1}}; /* R U L B = DRB ULB DLF DLB */
static const char *MOVENAME[8] = {"R","R'","U","U'","L","L'","B","B'"};

typedef struct { int m[3][3]; } M3;
static V mul(M3 a, V p) {
    V r = {a.m[0][0]*p.x + a.m[0][1]*p.y + a.m[0][2]*p.z,
           a.m[1][0]*p.x + a.m[1][1]*p.y + a.m[1][2]*p.z,
           a.m[2][0]*p.x + a.m[2][1]*p.y + a.m[2][2]*p.z};
    return r;
}
/* rotation by -120 deg about corner v (clockwise looking at v from outside):
   Rodrigues with cos=-1/2, sin=-sqrt3/2, n=v/sqrt3: R = (-I - [v]x + v v^T)/2 */
static M3 corner_turn(V v) {
    int a[3] = {v.x, v.y, v.z}, i, j;
    int K[3][3] = {{0, -v.z, v.y}, {v.z, 0, -v.x}, {-v.y, v.x, 0}};
    M3 r;
    for (i = 0; i < 3; i++) for (j = 0; j < 3; j++) {
        int t = -(i == j) - K[i][j] + a[i] * a[j];
        if (t % 2) { fprintf(stderr, "non-integer rotation\n"); exit(3); }
        r.m[i][j] = t / 2;
    }
    return r;
}
static int find_point(V p) {
    int i;
    for (i = 0; i < 30; i++) if (veq(point[i], p)) return i;
    fprintf(stderr, "point not found\n"); exit(3);
}
static void geometry(void) {
    int f, k, m, i, n = 0, a, b, c;
    for (f = 0; f < 6; f++) {
        V nn = NORMAL[f], up = UPV[f], right = cross(up, nn);
        piece[5*f] = nn; point[5*f] = vscale(nn, 2);
        for (k = 0; k < 4; k++) { /* TL TR BL BR */
            V c2 = vadd(nn, vadd(vscale(up, k < 2 ? 1 : -1), vscale(right, k % 2 ? 1 : -1)));
            piece[5*f+1+k] = c2; point[5*f+1+k] = vadd(c2, nn);
        }
    }
    for (m = 0; m < 8; m++) {
        M3 R = corner_turn(CORNER[m / 2]);
        for (i = 0; i < 30; i++) {
            V p = point[i];
            if (dot(piece[i], CORNER[m / 2]) > 0) {
                p = mul(R, p);
                if (m % 2) p = mul(R, p); /* prime = two clockwise turns */
            }
            perm[m][i] = find_point(p);
        }
    }
    /* 24 proper rotations: signed permutation matrices of determinant +1 */
    for (a = 0; a < 3; a++) for (b = 0; b < 3; b++) for (c = 0; c < 8; c++) {
        M3 R; int det;
        if (a == b) continue;
        memset(&R, 0, sizeof R);
        R.m[0][a] = c & 1 ? -1 : 1; R.m[1][b] = c & 2 ? -1 : 1; R.m[2][3-a-b] = c & 4 ? -1 : 1;
        {   /* explicit determinant */
            int (*q)[3] = R.m;
            det = q[0][0]*(q[1][1]*q[2][2]-q[1][2]*q[2][1]) - q[0][1]*(q[1][0]*q[2][2]-q[1][2]*q[2][0])
                + q[0][2]*(q[1][0]*q[2][1]-q[1][1]*q[2][0]);
        }
        if (det != 1) continue;
        for (i = 0; i < 30; i++) rot24[n][i] = find_point(mul(R, point[i]));
        /* put identity first */
        if (R.m[0][0] == 1 && R.m[1][1] == 1 && R.m[2][2] == 1 && n) {
            int t[30]; memcpy(t, rot24[0], sizeof t); memcpy(rot24[0], rot24[n], sizeof t); memcpy(rot24[n], t, sizeof t);
        }
        n++;
    }
    if (n != 24) { fprintf(stderr, "rotations %d\n", n); exit(3); }
}
static void apply(const int *p, const unsigned char *s, unsigned char *t) {
    int i; for (i = 0; i < 30; i++) t[p[i]] = s[i];
}

/* ---------- hash set of packed sticker strings ---------- */
static int HBITS = 23;          /* 16 for a radius-limited BFS (SKEWB_BFS_DEPTH) */
#define HSIZE (1u << HBITS)
typedef struct { uint64_t a, b; unsigned char w, c; } Slot; /* key halves (a==~0: empty), WCA and clockwise-only distance */
static Slot *tab;
static uint32_t *queue;
static long nstates;

static void pack(const unsigned char *s, uint64_t *a, uint64_t *b) {
    int i; *a = *b = 0;
    for (i = 0; i < 15; i++) *a = *a << 3 | s[i];
    for (i = 15; i < 30; i++) *b = *b << 3 | s[i];
}
static void unpack(uint64_t a, uint64_t b, unsigned char *s) {
    int i;
    for (i = 14; i >= 0; i--) { s[i] = a & 7; a >>= 3; }
    for (i = 29; i >= 15; i--) { s[i] = b & 7; b >>= 3; }
}
static uint32_t home_of(uint64_t a, uint64_t b) {
    uint64_t h = (a * 0x9E3779B97F4A7C15ull) ^ (b * 0xC2B2AE3D27D4EB4Full);
    return (uint32_t)(h >> (64 - HBITS));
}
static uint32_t slot_of(uint64_t a, uint64_t b, int insert) {
    uint32_t i = home_of(a, b);
    for (;;) {
        if (tab[i].a == ~(uint64_t)0) {
            if (!insert) return HSIZE;
            tab[i].a = a; tab[i].b = b; nstates++; return i;
        }
        if (tab[i].a == a && tab[i].b == b) return i;
        i = (i + 1) & (HSIZE - 1);
    }
}
static uint32_t lookup(const unsigned char *s) { uint64_t a, b; pack(s, &a, &b); return slot_of(a, b, 0); }

static void solved(unsigned char *s) { int i; for (i = 0; i < 30; i++) s[i] = (unsigned char)(i / 5); }

/* BFS from solved; moves used: all 8 (metric 0) or only the primes (metric 1:
   distance to solved when only clockwise turns are allowed) */
#define DIST(i) (*(metric ? &tab[i].c : &tab[i].w))
static int max_depth = 255;   /* environment SKEWB_BFS_DEPTH: stop there (positions beyond: -1) */
static void bfs(int metric) {
    unsigned char s[30], t[30];
    uint64_t a, b, na[8], nb[8];
    long head = 0, tail = 0;
    uint32_t i, j;
    int m, n, k;
    for (i = 0; i < HSIZE; i++) DIST(i) = 255;
    solved(s); pack(s, &a, &b);
    i = slot_of(a, b, 1); DIST(i) = 0; queue[tail++] = i;
    while (head < tail) {
        i = queue[head++];
        if (DIST(i) >= max_depth) continue;
        unpack(tab[i].a, tab[i].b, s);
        /* the neighbours' slots fetched together, then visited in move order (speed only) */
        for (m = metric, n = 0; m < 8; m += metric + 1, n++) {
            apply(perm[m], s, t); pack(t, &na[n], &nb[n]);
#if defined(__GNUC__)
            __builtin_prefetch(&tab[home_of(na[n], nb[n])]);
#endif
        }
        for (k = 0; k < n; k++) {
            j = slot_of(na[k], nb[k], 1);
            if (DIST(j) == 255) { DIST(j) = (unsigned char)(DIST(i) + 1); queue[tail++] = j; }
        }
    }
}
static void setup(int census) {
    uint32_t i;
    geometry();
    tab = malloc(HSIZE * sizeof *tab); queue = malloc(4000000 * sizeof *queue);
    if (!tab || !queue) { fprintf(stderr, "oom\n"); exit(3); }
    for (i = 0; i < HSIZE; i++) tab[i].a = ~(uint64_t)0;
    bfs(0);
    if (census) bfs(1);
}

/* ---------- input: colour letters -> face indices ---------- */
/* Lines: '\n' and '\r' each end one (so LF, CR and CRLF all work; the empty
   line inside CRLF is blank).  Blanks: space, tab, \v, \f.  Blank lines are
   skipped.  T is the first non-blank line, one run of digits with blanks
   around; anything else there means no cases; T above 10^9 counts as 10^9. */
#define ENDS_LINE(c) ((c) == EOF || (c) == '\n' || (c) == '\r')
#define BLANK(c) ((c) == ' ' || (c) == '\t' || (c) == '\v' || (c) == '\f')
static long read_t(void) {
    int c;
    long t = -1;
    while ((c = getchar()) != EOF && (BLANK(c) || ENDS_LINE(c))) ;
    while (c >= '0' && c <= '9') {
        if (t < 0) t = 0;
        t = t >= 100000000L ? 1000000000L : t * 10 + (c - '0');   /* 9 digits fit */
        if (t > 1000000000L) t = 1000000000L;
        c = getchar();
    }
    while (BLANK(c)) c = getchar();
    return ENDS_LINE(c) ? t : -1;
}
/* reads one non-blank line into up to 6 words; returns 0 at EOF, 1 ok, -1 malformed */
static int read_case(char w[6][6]) {
    int c, nw = 0, len = 0, bad = 0, any = 0;
    for (;;) {
        c = getchar();
        if (ENDS_LINE(c)) {
            if (len) nw++;
            if (!any) { if (c == EOF) return 0; nw = 0; len = 0; continue; }
            return (bad || nw != 6) ? -1 : 1;
        }
        if (BLANK(c)) { if (len) { nw++; len = 0; } continue; }
        any = 1;
        if (nw >= 6 || len >= 5 || c < 'A' || c > 'Z') { bad = 1; continue; }
        w[nw][len++] = (char)c; w[nw][len] = 0;
    }
}
/* returns hash slot of the position, or HSIZE if it is no reachable position */
static uint32_t parse_position(char w[6][6]) {
    char col[30];
    int i, j, f, cnt[26] = {0}, face_of[26], ncol = 0;
    unsigned char s[30];
    int corner_id[30];
    for (f = 0; f < 6; f++) {
        if (strlen(w[f]) != 5) return HSIZE;
        for (i = 0; i < 5; i++) col[5*f+i] = w[f][i];
    }
    for (i = 0; i < 30; i++) if (cnt[col[i]-'A']++ == 0) ncol++;
    if (ncol != 6) return HSIZE;
    for (i = 0; i < 26; i++) { face_of[i] = -1; if (cnt[i] && cnt[i] != 5) return HSIZE; }
    /* corner pieces: stickers sharing the same piece vector */
    for (i = 0; i < 30; i++) corner_id[i] = -1;
    for (i = 0; i < 30; i++) if (i % 5) for (j = 0; j < 30; j++) if (j % 5 && veq(piece[i], piece[j])) corner_id[i] = j < corner_id[i] || corner_id[i] < 0 ? j : corner_id[i];
    {
        int k;
        V c111 = {1,1,1};
        char u = 0, r = 0, fcol = 0;
        for (i = 0; i < 30; i++) if (i % 5 && veq(piece[i], c111)) {
            f = i / 5;
            if (f == 0) u = col[i]; else if (f == 1) r = col[i]; else if (f == 2) fcol = col[i];
        }
        {
            char base[3]; int which;
            base[0] = u; base[1] = r; base[2] = fcol;
            for (which = 0; which < 3; which++) {
                /* opposite of base[which]: the unique other colour on no corner with it */
                int c, found = -1, nfound = 0;
                for (c = 0; c < 26; c++) {
                    int share = 0;
                    if (!cnt[c] || c == base[which] - 'A') continue;
                    for (i = 0; i < 30; i++) if (i % 5 && col[i] == base[which])
                        for (j = 0; j < 30; j++) if (j % 5 && corner_id[j] == corner_id[i] && col[j] - 'A' == c) share = 1;
                    if (!share) { found = c; nfound++; }
                }
                if (nfound != 1) return HSIZE;
                if (face_of[base[which]-'A'] >= 0 || face_of[found] >= 0) return HSIZE;
                face_of[base[which]-'A'] = which == 0 ? 0 : which == 1 ? 1 : 2;
                face_of[found] = which == 0 ? 3 : which == 1 ? 4 : 5;
            }
        }
        for (k = 0; k < 30; k++) {
            if (face_of[col[k]-'A'] < 0) return HSIZE;
            s[k] = (unsigned char)face_of[col[k]-'A'];
        }
    }
    return lookup(s);
}
static void solve(void) {
    char w[6][6];
    long T = read_t();
    int r;
    unsigned char s[30], t[30];
    while (T-- > 0) {
        uint32_t i;
        memset(w, 0, sizeof w);
        r = read_case(w);
        if (r == 0) break;
        i = r < 0 ? HSIZE : parse_position(w);
        if (i == HSIZE) { puts("-1"); continue; }
        printf("%d", tab[i].w);
        unpack(tab[i].a, tab[i].b, s);
        while (tab[i].w) {
            int m;
            for (m = 0; m < 8; m++) {
                uint32_t j;
                apply(perm[m], s, t); j = lookup(t);
                if (tab[j].w == tab[i].w - 1) { printf(" %s", MOVENAME[m]); memcpy(s, t, 30); i = j; break; }
            }
        }
        putchar('\n');
    }
}

/* ---------- census ---------- */
static long gcdl(long a, long b) { while (b) { long t = a % b; a = b; b = t; } return a; }
static int cmp_pair(const void *x, const void *y) {
    const uint64_t *p = x, *q = y;
    if (p[0] != q[0]) return p[0] < q[0] ? -1 : 1;
    if (p[1] != q[1]) return p[1] < q[1] ? -1 : 1;
    return 0;
}
/* twisty Skewb: each centre carries 4 marks (one near each edge midpoint,
   numbered 4f+i going clockwise); the 4 centre-moving generators rotate marks
   as points.  Centres are rigid, so a state is the mark at spot 4f of each face
   (6 x 5 bits).  Marks at a face are 4c+o: centre c, turned o quarter turns.
   corner[0..3]: the four corners whose halves turn (the frame). */
static void twisty(const V *corner, const char *frame) {
    V mk[24]; int mperm[4][24], i, m, f;
    uint32_t h;
    long head = 0, tail = 0, inplace = 0, quarter = 0;
    unsigned char full[24], nf[24];
    for (f = 0; f < 6; f++) {
        V n = NORMAL[f], e = UPV[f];
        for (i = 0; i < 4; i++) { mk[4*f+i] = vadd(vscale(n, 4), e); e = cross(e, n); }
    }
    for (m = 0; m < 4; m++) {
        M3 R = corner_turn(corner[m]);
        for (i = 0; i < 24; i++) {
            V p = mk[i]; int j;
            if (dot(NORMAL[i / 4], corner[m]) > 0) p = mul(R, p);
            for (j = 0; j < 24 && !veq(mk[j], p); j++) ;
            if (j == 24) { fprintf(stderr, "mark lost\n"); exit(3); }
            mperm[m][i] = j;
        }
    }
    for (h = 0; h < HSIZE; h++) tab[h].a = ~(uint64_t)0;
    nstates = 0;
    {   uint64_t key = 0;
        for (f = 5; f >= 0; f--) key = key << 5 | (uint64_t)(4 * f);
        queue[tail++] = slot_of(key, 0, 1);
    }
    while (head < tail) {
        uint64_t key = tab[queue[head++]].a;
        int ok = 1, q = 0;
        for (f = 0; f < 6; f++) {
            int x = (int)(key >> (5 * f) & 31), c = x / 4, o = x % 4;
            for (i = 0; i < 4; i++) full[4*f+i] = (unsigned char)(4*c + (o + i) % 4);
            if (c != f) ok = 0; else if (o % 2) q = 1;
        }
        if (ok) { inplace++; quarter += q; }
        for (m = 0; m < 4; m++) {
            uint64_t nk = 0;
            for (i = 0; i < 24; i++) nf[mperm[m][i]] = full[i];
            for (f = 5; f >= 0; f--) nk = nk << 5 | nf[4*f];
            if (slot_of(nk, 0, 0) != HSIZE) continue;
            queue[tail++] = slot_of(nk, 0, 1);
        }
    }
    printf("twisty Skewb centres, %s: %ld reachable (permutation x orientation), %ld with every centre in place, %ld of these with a centre turned 90 degrees\n",
           frame, nstates, inplace, quarter);
}
/* distinct projections of the reached strings onto corner stickers (pass 0)
   or centre stickers (pass 1) */
static long projections(int pass) {
    uint64_t *pp = malloc(2 * sizeof(uint64_t) * (size_t)nstates);
    long n = 0, k, distinct = 0;
    uint32_t i;
    unsigned char s[30];
    if (!pp) { fprintf(stderr, "oom\n"); exit(3); }
    for (i = 0; i < HSIZE; i++) if (tab[i].a != ~(uint64_t)0) {
        int j; unpack(tab[i].a, tab[i].b, s);
        for (j = 0; j < 30; j++) if ((j % 5 == 0) != pass) s[j] = 0;
        pack(s, &pp[2*n], &pp[2*n+1]); n++;
    }
    qsort(pp, (size_t)n, 2 * sizeof(uint64_t), cmp_pair);
    for (k = 0; k < n; k++) if (!k || pp[2*k] != pp[2*k-2] || pp[2*k+1] != pp[2*k-1]) distinct++;
    free(pp);
    return distinct;
}
/* the twisty theorem in our frame and in the source's (four D corners turn) */
static const V D_CORNERS[4] = {{1,-1,1},{1,-1,-1},{-1,-1,1},{-1,-1,-1}}; /* DRF DRB DLF DLB */
static void twisties(void) {
    twisty(CORNER, "UFR fixed, R U L B turn");
    twisty(D_CORNERS, "U centre fixed, DRF DRB DLF DLB turn (source)");
}
static void census(void) {
    long cw[64] = {0}, cc[64] = {0}, maxw = 0, maxc = 0, d, total = nstates;
    long ncorn = projections(0), ncent = projections(1);
    uint32_t i;
    for (i = 0; i < HSIZE; i++) if (tab[i].a != ~(uint64_t)0) {
        /* (255: beyond SKEWB_BFS_DEPTH in that metric, left out of its column) */
        if (tab[i].w < 64) { cw[tab[i].w]++; if (tab[i].w > maxw) maxw = tab[i].w; }
        if (tab[i].c < 64) { cc[tab[i].c]++; if (tab[i].c > maxc) maxc = tab[i].c; }
    }
    printf("positions: %ld\n", total);
    printf("distance WCA clockwise-only\n");
    for (d = 0; d <= (maxw > maxc ? maxw : maxc); d++) printf("%ld %ld %ld\n", d, cw[d], cc[d]);
    printf("God's number: WCA %ld, clockwise-only %ld\n", maxw, maxc);
    {
        long d1 = 720, d2 = 5040L * 2187, g, n1 = ncent, n2 = ncorn;
        g = gcdl(n1, d1); n1 /= g; d1 /= g;
        g = gcdl(n2, d2); n2 /= g; d2 /= g;
        g = gcdl(n1, d2); n1 /= g; d2 /= g;
        g = gcdl(n2, d1); n2 /= g; d1 /= g;
        printf("reassembly (UFR piece fixed at UFR): centres %ld/720 x corners %ld/11022480 %s %ld positions; solvable fraction %ld/%ld\n",
               ncent, ncorn, ncent * ncorn == total ? "=" : "!=", total, n1 * n2, d1 * d2);
    }
    twisties();
}

/* ---------- generators ---------- */
static uint64_t rng;
static uint32_t rnd(uint32_t n) { rng = rng * 6364136223846793005ull + 1442695040888963407ull; return (uint32_t)((rng >> 33) % n); }
static const char STD[] = "WRGYOB";
static void print_pos(const unsigned char *s, const char *letters) {
    int f, k;
    for (f = 0; f < 6; f++) {
        if (f) putchar(' ');
        for (k = 0; k < 5; k++) putchar(letters[s[5*f+k]]);
    }
    putchar('\n');
}
static uint32_t random_slot(void) {
    uint32_t i;
    do i = rnd(HSIZE); while (tab[i].a == ~(uint64_t)0);
    return i;
}
static void random_letters(char *l) {
    int i, j; char a[26];
    for (i = 0; i < 26; i++) a[i] = (char)('A' + i);
    for (i = 0; i < 6; i++) { j = i + (int)rnd(26 - i); { char t = a[i]; a[i] = a[j]; a[j] = t; } l[i] = a[i]; }
    l[6] = 0;
}
static void gen(const char *kind, int n, uint64_t seed) {
    unsigned char s[30], t[30];
    uint32_t i;
    int k, d;
    rng = seed * 2654435761u + 12345;
    if (!strcmp(kind, "depth")) {   /* solved, one per depth 1..10, n at 11 */
        printf("%d\n", 11 + n);
        solved(s); print_pos(s, STD);
        for (d = 1; d <= 11; d++) for (k = 0; k < (d == 11 ? n : 1); k++) {
            do i = random_slot(); while (tab[i].w != d);
            unpack(tab[i].a, tab[i].b, s); print_pos(s, STD);
        }
    } else if (!strcmp(kind, "antipodes")) {
        long c = 0;
        for (i = 0; i < HSIZE; i++) if (tab[i].a != ~(uint64_t)0 && tab[i].w == 11) c++;
        printf("%ld\n", c);
        for (i = 0; i < HSIZE; i++) if (tab[i].a != ~(uint64_t)0 && tab[i].w == 11) { unpack(tab[i].a, tab[i].b, s); print_pos(s, STD); }
    } else if (!strcmp(kind, "random") || !strcmp(kind, "recolour") || !strcmp(kind, "turned")) {
        /* the same n uniform positions for a given seed; the letters and the turn
           use a second generator so the positions coincide across kinds */
        uint64_t r2 = seed ^ 0xABCDEFull;
        printf("%d\n", n);
        for (k = 0; k < n; k++) {
            char l[7]; uint64_t keep;
            i = random_slot();
            unpack(tab[i].a, tab[i].b, s);
            keep = rng; rng = r2;
            if (!strcmp(kind, "random")) strcpy(l, STD); else random_letters(l);
            if (!strcmp(kind, "turned")) { apply(rot24[1 + rnd(23)], s, t); memcpy(s, t, 30); }
            r2 = rng; rng = keep;
            print_pos(s, l);
        }
    } else if (!strcmp(kind, "legal")) {   /* n legal oddities kept legal by construction */
        printf("%d\n", n);
        for (k = 0; k < n; k++) { i = random_slot(); unpack(tab[i].a, tab[i].b, s); print_pos(s, STD); }
    } else if (!strcmp(kind, "invalid")) {
        /* each kind of damage applied to a random legal position, n of each */
        /* kinds: 0 centre swap, 1 one corner twisted, 2 corner mirrored, 3 two corners
           swapped, 4 a sticker recoloured, 5 two stickers swapped, 6 two corners
           twisted (sometimes legal), 7 side centres turned a quarter about U-D */
        int K = 8, kk;
        printf("%d\n", K * n);
        for (kk = 0; kk < K; kk++) for (k = 0; k < n; k++) {
            int a, b, c2;
            i = random_slot(); unpack(tab[i].a, tab[i].b, s);
            switch (kk) {
            case 0: a = 5 * (int)rnd(6); do b = 5 * (int)rnd(6); while (b == a);
                    c2 = s[a]; s[a] = s[b]; s[b] = (unsigned char)c2; break;
            case 1: case 6: {
                    int rep = kk == 1 ? 1 : 2, r0;
                    for (r0 = 0; r0 < rep; r0++) {
                        int st[3], ns = 0, j; unsigned char tmp;
                        do a = (int)rnd(30); while (a % 5 == 0);
                        for (j = 0; j < 30; j++) if (j % 5 && veq(piece[j], piece[a])) st[ns++] = j;
                        tmp = s[st[0]]; s[st[0]] = s[st[1]]; s[st[1]] = s[st[2]]; s[st[2]] = tmp;
                    }
                    break; }
            case 2: { int st[3], ns = 0, j;
                    do a = (int)rnd(30); while (a % 5 == 0);
                    for (j = 0; j < 30; j++) if (j % 5 && veq(piece[j], piece[a])) st[ns++] = j;
                    c2 = s[st[0]]; s[st[0]] = s[st[1]]; s[st[1]] = (unsigned char)c2; break; }
            case 3: { int sa[3], sb[3], na = 0, nb = 0, j; V pa, pbv;
                    do a = (int)rnd(30); while (a % 5 == 0);
                    do b = (int)rnd(30); while (b % 5 == 0 || veq(piece[a], piece[b]));
                    pa = piece[a]; pbv = piece[b];
                    /* swap the two corner pieces "without twist": use the rotation
                       taking one to the other is complicated; instead swap their
                       colour triples in clockwise order read from the U/D-axis
                       sticker (same slot reading order on both) */
                    for (j = 0; j < 30; j++) if (j % 5 && veq(piece[j], pa)) sa[na++] = j;
                    for (j = 0; j < 30; j++) if (j % 5 && veq(piece[j], pbv)) sb[nb++] = j;
                    /* order each triple clockwise: sticker on U/D first, then next clockwise */
                    {
                        int *arr[2] = {sa, sb}, q;
                        for (q = 0; q < 2; q++) {
                            int o[3], z, ud = -1; V cpos = piece[arr[q][0]];
                            M3 R = corner_turn(cpos);
                            for (z = 0; z < 3; z++) if (arr[q][z] / 5 == 0 || arr[q][z] / 5 == 3) ud = arr[q][z];
                            o[0] = ud; o[1] = find_point(mul(R, point[ud])); o[2] = find_point(mul(R, point[o[1]]));
                            for (z = 0; z < 3; z++) arr[q][z] = o[z];
                        }
                        for (j = 0; j < 3; j++) { c2 = s[sa[j]]; s[sa[j]] = s[sb[j]]; s[sb[j]] = (unsigned char)c2; }
                    }
                    break; }
            case 4: a = (int)rnd(30);
                    s[a] = (unsigned char)((s[a] + 1 + rnd(5)) % 6); break;
            case 5: do { a = (int)rnd(30); b = (int)rnd(30); } while (s[a] == s[b]);
                    c2 = s[a]; s[a] = s[b]; s[b] = (unsigned char)c2; break;
            case 7: { /* side centres cycled by a quarter turn of the whole puzzle about U-D */
                    unsigned char u = s[5], f = s[10], l = s[20], bb = s[25];
                    s[10] = u; s[20] = f; s[25] = l; s[5] = bb; break; }
            }
            print_pos(s, STD);
        }
    } else { fprintf(stderr, "unknown kind %s\n", kind); exit(2); }
}

/* ---------- replay: WCA move sequences, one a line, applied to solved ---------- */
/* Each non-blank line ('\n' and '\r' end lines; blanks separate tokens) prints the net it
   gives from solved in the standard letters, or "error" if a token is none of the 8 moves.
   The tests check skewb --scramble and --random with it. */
static void replay(void) {
    unsigned char s[30], t[30];
    char tok[8];
    int c, len = 0, bad = 0, any = 0, m;
    solved(s);
    for (;;) {
        c = getchar();
        if (!ENDS_LINE(c) && !BLANK(c)) {
            if (len < 7) tok[len] = (char)c;
            len++; any = 1;
            continue;
        }
        if (len) {
            tok[len < 7 ? len : 7] = 0;
            for (m = 0; m < 8 && (len > 2 || strcmp(tok, MOVENAME[m])); m++) ;
            if (m == 8) bad = 1; else { apply(perm[m], s, t); memcpy(s, t, 30); }
            len = 0;
        }
        if (ENDS_LINE(c)) {
            if (any) { if (bad) puts("error"); else print_pos(s, STD); }
            solved(s); any = bad = 0;
            if (c == EOF) return;
        }
    }
}

int main(int argc, char **argv) {
    /* a radius for quick checks of the parser on inputs near solved (tests say which) */
    if (getenv("SKEWB_BFS_DEPTH")) max_depth = atoi(getenv("SKEWB_BFS_DEPTH"));
    if (max_depth <= 4) HBITS = 16;   /* at most 2,073 positions: a small table */
    if (argc >= 2 && !strcmp(argv[1], "solve")) { setup(0); solve(); return 0; }
    if (argc >= 3 && !strcmp(argv[1], "each")) {   /* one BFS answers many files */
        int k;
        setup(0);
        for (k = 3; k < argc; k++) {
            char out[4096]; const char *base = strrchr(argv[k], '/');
            size_t n;
            base = base ? base + 1 : argv[k];
            n = strlen(base); if (n > 3 && !strcmp(base + n - 3, ".in")) n -= 3;
            snprintf(out, sizeof out, "%s/%.*s.out", argv[2], (int)n, base);
            if (!freopen(argv[k], "r", stdin) || !freopen(out, "w", stdout)) { fprintf(stderr, "cannot open %s or %s\n", argv[k], out); return 3; }
            solve();
            fflush(stdout);
        }
        return 0;
    }
    if (argc >= 2 && !strcmp(argv[1], "census")) { setup(1); census(); return 0; }
    if (argc >= 2 && !strcmp(argv[1], "twisty")) {   /* just the twisty lines of census */
        geometry();
        tab = malloc(HSIZE * sizeof *tab); queue = malloc(4000000 * sizeof *queue);
        if (!tab || !queue) { fprintf(stderr, "oom\n"); exit(3); }
        twisties();
        return 0;
    }
    if (argc >= 3 && !strcmp(argv[1], "apply")) {   /* position after MOVES from solved */
        unsigned char s[30], t[30]; char *tok; int m;
        geometry(); solved(s);
        for (tok = strtok(argv[2], " "); tok; tok = strtok(NULL, " ")) {
            for (m = 0; m < 8 && strcmp(tok, MOVENAME[m]); m++) ;
            if (m == 8) { fprintf(stderr, "bad move %s\n", tok); return 2; }
            apply(perm[m], s, t); memcpy(s, t, 30);
        }
        print_pos(s, argc >= 4 ? argv[3] : STD);
        return 0;
    }
    if (argc >= 2 && !strcmp(argv[1], "replay")) { geometry(); replay(); return 0; }
    if (argc >= 5 && !strcmp(argv[1], "gen")) { setup(0); gen(argv[2], atoi(argv[3]), (uint64_t)atoll(argv[4])); return 0; }
    fprintf(stderr, "usage: skewb_bfs solve|census|twisty|each DIR FILE...|apply MOVES|replay|gen KIND N SEED\n");
    return 2;
}
