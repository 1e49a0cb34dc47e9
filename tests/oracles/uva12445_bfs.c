/*
 * uva12445_bfs.c -- independent oracle for UVa 12445 "Happy 12".
 *
 * Written straight from the problem statement, deliberately in a different
 * representation from problems/uva12445.c:
 *   - a state is a plain char array tok[12] (token 0..11 at position 0..11),
 *   - moves are the statement's "new[i] = old[src[i]]" source lists,
 *   - states are ranked with Myrvold-Ruskey's linear-time rank (not Lehmer),
 *   - one distance byte per state over all 12! states (479 MB),
 *     filled by a plain level-by-level BFS from the goal (the move set is
 *     closed under inverses, so distance from the goal = distance to it).
 *
 * Usage:
 *   uva12445_bfs --census               BFS, print "d count" lines + "max D"
 *   uva12445_bfs --table FILE           load FILE (or BFS and save it), then
 *                                       read a judge input on stdin, answer it
 *   uva12445_bfs --table FILE --census  census read back from the table
 *   uva12445_bfs --table FILE --pick D N SEED
 *                                       print N configurations at distance D
 *                                       (distinct if at least N exist, else
 *                                       every one, cycled), one per line
 *   uva12445_bfs --random N SEED        N uniformly random configurations
 *                                       (no table needed)
 *   uva12445_bfs --replay               no table: each stdin line is a case's 12
 *                                       tokens then a move sequence (names L L' R
 *                                       R' W W' = src_move rows 0..5, a leading
 *                                       number is skipped); prints the number of
 *                                       moves if they solve the case, else -1
 *
 * Input semantics (same contract as the solution, re-implemented here):
 * T, then up to T cases of 12 whitespace-separated words. A case whose 12
 * words are not exactly a permutation of 1..12 (digits only, leading zeros
 * allowed, any length) prints -1; a
 * case cut short by EOF prints -1 if it has at least one word, nothing if it
 * has none; a missing/invalid T prints nothing; a huge T just reads to EOF.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define N 12
#define NSTATES 479001600UL /* 12! */
#define UNSEEN 255

static const int src_move[6][N] = {
    {1, 2, 3, 4, 5, 11, 6, 7, 8, 9, 10, 0}, /* left ring clockwise */
    {11, 0, 1, 2, 3, 4, 6, 7, 8, 9, 10, 5}, /* left ring counter-clockwise */
    {0, 1, 2, 3, 4, 6, 7, 8, 9, 10, 11, 5}, /* right ring clockwise */
    {0, 1, 2, 3, 4, 11, 5, 6, 7, 8, 9, 10}, /* right ring counter-clockwise */
    {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 0}, /* whole clockwise */
    {11, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10}, /* whole counter-clockwise */
};

static unsigned char *tbl; /* NSTATES bytes: distance, or UNSEEN */

static int getd(unsigned long r) { return tbl[r]; }
static void setd(unsigned long r, int d) { tbl[r] = (unsigned char)d; }

/* Myrvold-Ruskey rank1; destroys its copies */
static unsigned long mr_rank(const char *tok) {
    char pi[N], inv[N];
    unsigned long r = 0, mul = 1;
    int n, i;
    for (i = 0; i < N; i++) { pi[i] = tok[i]; inv[(int)tok[i]] = (char)i; }
    /* rank1(n) = pi[n-1] + n * rank1(n-1) after the swaps */
    for (n = N; n > 1; n--) {
        int s = pi[n - 1], j = inv[n - 1];
        char t;
        r += (unsigned long)s * mul;
        mul *= (unsigned long)n;
        t = pi[n - 1]; pi[n - 1] = pi[j]; pi[j] = t;
        t = inv[s]; inv[s] = inv[n - 1]; inv[n - 1] = t;
    }
    return r;
}

/* inverse of mr_rank (Myrvold-Ruskey unrank1) */
static void mr_unrank(unsigned long r, char *tok) {
    int i, n, s;
    char t;
    for (i = 0; i < N; i++) tok[i] = (char)i;
    for (n = N; n > 1; n--) {
        s = (int)(r % (unsigned long)n);
        r /= (unsigned long)n;
        t = tok[n - 1]; tok[n - 1] = tok[s]; tok[s] = t;
    }
}

static void apply(const char *in, int m, char *out) {
    int i;
    for (i = 0; i < N; i++) out[i] = in[src_move[m][i]];
}

static long long level_count[256];
static int maxd;

static void bfs(void) {
    char tok[N], nb[N];
    unsigned long r, q;
    int d, m, i;
    long long cnt;
    tbl = malloc(NSTATES);
    if (!tbl) { fprintf(stderr, "out of memory\n"); exit(3); }
    memset(tbl, 0xff, NSTATES);
    for (i = 0; i < N; i++) tok[i] = (char)i;
    setd(mr_rank(tok), 0);
    level_count[0] = 1;
    for (d = 0; d < 60; d++) {
        cnt = 0;
        for (r = 0; r < NSTATES; r++) {
            if (getd(r) != d) continue;
            mr_unrank(r, tok);
            for (m = 0; m < 6; m++) {
                apply(tok, m, nb);
                q = mr_rank(nb);
                if (getd(q) == UNSEEN) { setd(q, d + 1); cnt++; }
            }
        }
        if (cnt == 0) break;
        level_count[d + 1] = cnt;
        maxd = d + 1;
        fprintf(stderr, "level %d: %lld\n", d + 1, cnt);
    }
}

static void load_or_build(const char *file) {
    FILE *f = fopen(file, "rb");
    int i;
    if (f) {
        tbl = malloc(NSTATES);
        if (!tbl || fread(tbl, 1, NSTATES, f) != NSTATES) {
            fprintf(stderr, "bad table file %s\n", file);
            exit(3);
        }
        fclose(f);
        return;
    }
    bfs();
    f = fopen(file, "wb");
    if (!f || fwrite(tbl, 1, NSTATES, f) != NSTATES) {
        fprintf(stderr, "cannot write %s\n", file);
        exit(3);
    }
    fclose(f);
    for (i = 0; i <= maxd; i++) printf("%d %lld\n", i, level_count[i]);
}

/* ---- input: words ---- */
static int is_ws(int c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v'; }

/* read one word; *val = its value if all digits (saturating at 10^12), else
   -1.  Returns 0 at EOF. */
static int read_num(long long *val) {
    int c, digits_only = 1;
    long long v = 0;
    do c = getchar(); while (c != EOF && is_ws(c));
    if (c == EOF) return 0;
    for (; c != EOF && !is_ws(c); c = getchar()) {
        if (c >= '0' && c <= '9') { v = v * 10 + (c - '0'); if (v > 1000000000000LL) v = 1000000000000LL; }
        else digits_only = 0;
    }
    *val = digits_only ? v : -1;
    return 1;
}

static void answer_stdin(void) {
    long long t, k, v;
    int i, bad, got, seen;
    char tok[N];
    if (!read_num(&t) || t < 0) return;  /* T above 10^9: read to EOF */
    for (k = 0; k < t; k++) {
        bad = 0; seen = 0; got = 0;
        for (i = 0; i < N; i++) {
            if (!read_num(&v)) break;
            got++;
            if (v < 1 || v > 12 || (seen >> v) & 1) bad = 1;
            else { seen |= 1 << v; tok[i] = (char)(v - 1); }
        }
        if (got == 0) return;
        if (got < N || bad) printf("-1\n");
        else printf("%d\n", getd(mr_rank(tok)));
        if (got < N) return;
    }
}

/* ---- deterministic PRNG (xorshift64*) ---- */
static unsigned long long rng_state;
static unsigned long long rng(void) {
    rng_state ^= rng_state >> 12;
    rng_state ^= rng_state << 25;
    rng_state ^= rng_state >> 27;
    return rng_state * 2685821657736338717ULL;
}

static void print_tok(const char *tok) {
    int i;
    for (i = 0; i < N; i++) printf("%d%c", tok[i] + 1, i == N - 1 ? '\n' : ' ');
}

static void pick(int d, long n) {
    unsigned long r, *all = NULL;
    size_t cnt = 0, cap = 0, i, j;
    char tok[N];
    /* collect every state at distance d (bounded to 4M), then shuffle */
    for (r = 0; r < NSTATES; r++) {
        if (getd(r) != d) continue;
        if (cnt < 4000000) {
            if (cnt == cap) { cap = cap ? 2 * cap : 1024; all = realloc(all, cap * sizeof *all); }
            all[cnt++] = r;
        } else { /* reservoir sampling keeps it uniform */
            j = (size_t)(rng() % (cnt + 1));
            if (j < 4000000) all[j] = r;
            cnt++;
        }
    }
    if (cnt > 4000000) cnt = 4000000;
    if (cnt == 0) return;
    for (i = cnt - 1; i > 0; i--) {
        unsigned long t;
        j = (size_t)(rng() % (i + 1));
        t = all[i]; all[i] = all[j]; all[j] = t;
    }
    for (i = 0; i < (size_t)n; i++) { mr_unrank(all[i % cnt], tok); print_tok(tok); }
    free(all);
}

static void random_perms(long n) {
    char tok[N], t;
    long k;
    int i, j;
    for (k = 0; k < n; k++) {
        for (i = 0; i < N; i++) tok[i] = (char)i;
        for (i = N - 1; i > 0; i--) { j = (int)(rng() % (unsigned long long)(i + 1)); t = tok[i]; tok[i] = tok[j]; tok[j] = t; }
        print_tok(tok);
    }
}

/* ---- replay: apply named moves with src_move, report whether they solve ---- */
static const char *move_name[6] = {"L", "L'", "R", "R'", "W", "W'"};

static void replay(void) {
    char line[4096], *w, tok[N], nb[N];
    int i, m, n, ok;
    while (fgets(line, sizeof line, stdin)) {
        n = 0; ok = 1;
        w = strtok(line, " \t\r\n");
        for (i = 0; i < N; i++, w = strtok(NULL, " \t\r\n")) {
            if (!w || atoi(w) < 1 || atoi(w) > N) { fprintf(stderr, "bad case\n"); exit(3); }
            tok[i] = (char)(atoi(w) - 1);
        }
        if (w && w[0] >= '0' && w[0] <= '9') w = strtok(NULL, " \t\r\n"); /* distance */
        for (; w; w = strtok(NULL, " \t\r\n"), n++) {
            for (m = 0; m < 6 && strcmp(w, move_name[m]); m++) {}
            if (m == 6) { fprintf(stderr, "unknown move '%s'\n", w); exit(3); }
            apply(tok, m, nb);
            memcpy(tok, nb, N);
        }
        for (i = 0; i < N; i++) if (tok[i] != i) ok = 0;
        printf("%d\n", ok ? n : -1);
    }
}

int main(int argc, char **argv) {
    int i;
    if (argc == 2 && !strcmp(argv[1], "--replay")) { replay(); return 0; }
    if (argc == 2 && !strcmp(argv[1], "--census")) {
        bfs();
        for (i = 0; i <= maxd; i++) printf("%d %lld\n", i, level_count[i]);
        printf("max %d\n", maxd);
        return 0;
    }
    if (argc == 4 && !strcmp(argv[1], "--random")) {
        rng_state = strtoull(argv[3], NULL, 10) * 0x9E3779B97F4A7C15ULL + 1;
        random_perms(atol(argv[2]));
        return 0;
    }
    if (argc >= 3 && !strcmp(argv[1], "--table")) {
        load_or_build(argv[2]);
        if (argc == 7 && !strcmp(argv[3], "--pick")) {
            rng_state = strtoull(argv[6], NULL, 10) * 0x9E3779B97F4A7C15ULL + 1;
            pick(atoi(argv[4]), atol(argv[5]));
            return 0;
        }
        if (argc == 4 && !strcmp(argv[3], "--census")) {
            unsigned long r;
            memset(level_count, 0, sizeof level_count);
            for (r = 0; r < NSTATES; r++) level_count[getd(r)]++;
            for (i = 0; i < 64 && level_count[i]; i++) printf("%d %lld\n", i, level_count[i]);
            printf("max %d\n", i - 1);
            return 0;
        }
        if (argc == 3) { answer_stdin(); return 0; }
    }
    fprintf(stderr, "usage: %s --census | --table FILE [--census | --pick D N SEED] | --random N SEED"
            " | --replay\n", argv[0]);
    return 2;
}
