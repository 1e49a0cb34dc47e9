/*
 * checker.c -- special judge for skewb (testlib-style: checker INPUT OUTPUT ANSWER).
 *
 * Any optimal sequence is accepted.  Per case the answer file holds the
 * oracle's line "n moves..." or "-1".  The contestant's line must start with
 * the same n (or be exactly "-1"), be followed by exactly n WCA moves, and
 * those moves, applied to the input position with this file's own sticker
 * permutations, must leave every face one colour.  Exit 0 AC, 1 WA, 2 PE;
 * a message goes to stdout.  Never trusts the output: any bytes are safe.
 *
 * Stickers 5*face + k, faces U R F D L B, k = centre, TL, TR, BL, BR of the
 * net (U above F with its top edge at B, L F R B in a row, D below F).
 * Moves, written by hand from the net: each cycle (a b c) sends the sticker
 * at a to b, b to c, c to a; a prime is the cycle applied twice.
 *   R (corner DRB): (5 25 15)(19 9 28)(8 26 18)(14 2 23)(17 7 29)
 *   U (corner ULB): (0 20 25)(1 21 27)(3 23 26)(11 18 7)(22 29 2)
 *   L (corner DLF): (15 20 10)(16 24 13)(17 23 11)(8 29 3)(14 18 22)
 *   B (corner DLB): (15 25 20)(18 29 23)(19 27 24)(9 1 13)(28 21 16)
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <ctype.h>

static const int CYCLES[4][5][3] = {
    {{5, 25, 15}, {19, 9, 28}, {8, 26, 18}, {14, 2, 23}, {17, 7, 29}},
    {{0, 20, 25}, {1, 21, 27}, {3, 23, 26}, {11, 18, 7}, {22, 29, 2}},
    {{15, 20, 10}, {16, 24, 13}, {17, 23, 11}, {8, 29, 3}, {14, 18, 22}},
    {{15, 25, 20}, {18, 29, 23}, {19, 27, 24}, {9, 1, 13}, {28, 21, 16}},
};
static const char *NAMES[8] = {"R", "R'", "U", "U'", "L", "L'", "B", "B'"};

static void verdict(int code, int tcase, const char *msg) {
    if (tcase > 0) printf("case %d: %s\n", tcase, msg); else printf("%s\n", msg);
    exit(code);
}

/* whole file -> array of lines (CR and trailing blanks stripped) */
typedef struct { char **line; int n; char *buf; } Lines;
static Lines read_lines(const char *path) {
    Lines L = {NULL, 0, NULL};
    FILE *f = fopen(path, "rb");
    char *buf, *p;
    long size = 0, cap = 1 << 16;
    size_t got;
    if (!f) { printf("cannot open %s\n", path); exit(3); }
    buf = malloc((size_t)cap + 1);
    while (buf && (got = fread(buf + size, 1, (size_t)(cap - size), f)) > 0) {
        size += (long)got;
        if (size == cap) { cap *= 2; buf = realloc(buf, (size_t)cap + 1); }
    }
    fclose(f);
    if (!buf) { printf("out of memory\n"); exit(3); }
    buf[size] = 0;
    L.buf = buf;
    for (p = buf; *p; p++) if (*p == '\n') L.n++;
    L.line = malloc(sizeof(char *) * (size_t)(L.n + 2));
    L.n = 0;
    for (p = buf; *p;) {
        char *e = strchr(p, '\n'), *t;
        if (e) *e = 0;
        t = p + strlen(p);
        while (t > p && (t[-1] == '\r' || t[-1] == ' ' || t[-1] == '\t')) *--t = 0;
        L.line[L.n++] = p;
        if (!e) break;
        p = e + 1;
    }
    return L;
}
static int blank(const char *s) { while (*s) if (!isspace((unsigned char)*s++)) return 0; return 1; }

static void apply(char *s, int m) {
    int r, c;
    for (r = 0; r < (m & 1 ? 2 : 1); r++)
        for (c = 0; c < 5; c++) {
            const int *y = CYCLES[m / 2][c];
            char t = s[y[2]]; s[y[2]] = s[y[1]]; s[y[1]] = s[y[0]]; s[y[0]] = t;
        }
}

/* next whitespace-separated token of *p into tok (at most cap-1 chars); 0 if none */
static int token(const char **p, char *tok, size_t cap) {
    size_t n = 0;
    while (**p && isspace((unsigned char)**p)) (*p)++;
    if (!**p) return 0;
    while (**p && !isspace((unsigned char)**p)) { if (n + 1 < cap) tok[n++] = **p; else n = cap; (*p)++; }
    if (n >= cap) { tok[0] = 1; tok[1] = 0; return 1; }   /* too long: unmatchable */
    tok[n] = 0;
    return 1;
}
static int integer(const char *t, long *v) {
    char *e;
    if (!*t) return 0;
    *v = strtol(t, &e, 10);
    return *e == 0 && (isdigit((unsigned char)t[0]) || (t[0] == '-' && isdigit((unsigned char)t[1])));
}

static Lines in, out, ans;   /* global: still reachable at exit, whatever the verdict */

int main(int argc, char **argv) {
    int i = 0, o = 0, c;
    char tok[64];
    if (argc < 4) { printf("usage: checker INPUT OUTPUT ANSWER\n"); return 3; }
    in = read_lines(argv[1]); out = read_lines(argv[2]); ans = read_lines(argv[3]);
    while (i < in.n && blank(in.line[i])) i++;
    i++;                                              /* the T line */
    for (c = 0; c < ans.n; c++) {
        const char *a = ans.line[c], *u;
        long n = 0, got = 0;
        char st[31];
        int k, m, len = 0;
        if (blank(a)) continue;
        while (i < in.n && blank(in.line[i])) i++;    /* this case's input line */
        if (i >= in.n) verdict(3, c + 1, "answer has more cases than input");
        for (u = in.line[i++]; *u; u++) if (!isspace((unsigned char)*u) && len < 31) st[len++] = *u;
        if (!token(&a, tok, sizeof tok) || !integer(tok, &n)) verdict(3, c + 1, "bad answer file");
        while (o < out.n && blank(out.line[o])) o++;
        if (o >= out.n) verdict(1, c + 1, "missing output line");
        u = out.line[o++];
        if (!token(&u, tok, sizeof tok) || !integer(tok, &got)) verdict(2, c + 1, "expected a move count or -1");
        if (got != n) {
            printf("case %d: expected %ld moves, found %ld\n", c + 1, n, got);
            return 1;
        }
        if (n < 0) {
            if (token(&u, tok, sizeof tok)) verdict(2, c + 1, "text after -1");
            continue;
        }
        if (len != 30) verdict(3, c + 1, "answer solves an input that is not 30 stickers");
        for (k = 0; k < n; k++) {
            if (!token(&u, tok, sizeof tok)) verdict(1, c + 1, "fewer moves than announced");
            m = 0;
            while (m < 8 && strcmp(tok, NAMES[m])) m++;
            if (m == 8) verdict(2, c + 1, "unknown move token");
            apply(st, m);
        }
        if (token(&u, tok, sizeof tok)) verdict(1, c + 1, "more moves than announced");
        for (k = 0; k < 30; k++) if (st[k] != st[k / 5 * 5]) verdict(1, c + 1, "sequence does not solve the position");
    }
    while (o < out.n && blank(out.line[o])) o++;
    if (o < out.n) verdict(1, 0, "extra output after the last case");
    printf("ok %d cases\n", c);
    return 0;
}
