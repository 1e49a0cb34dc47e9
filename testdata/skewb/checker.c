/*
 * checker.c -- special judge for skewb (testlib-style: checker INPUT OUTPUT ANSWER).
 *
 * Any optimal sequence is accepted.  Per case the answer file holds the
 * oracle's line "n moves..." or "-1".  The contestant's line must start with
 * the same n (or be exactly "-1"), be followed by exactly n WCA moves, and
 * those moves, applied to the input position with this file's own sticker
 * permutations, must leave every face one colour.  Exit 0 AC, 1 WA, 2 PE,
 * 3 judge error; a message goes to stdout.
 *
 * Never trusts the output: all three files are read as byte streams, one
 * byte at a time, with no allocation, so memory stays constant whatever the
 * output is (64 MiB of newlines, NUL bytes, megabyte-long lines).
 * Lexical rules, the same as problems/skewb.c's reader:
 *   - '\n' and '\r' each end a line (LF, CR and CRLF all work);
 *   - blanks are space, tab, \v and \f; every other byte, NUL included, is
 *     part of a token (so a NUL anywhere is garbage: PE inside a case line,
 *     WA after the last case);
 *   - blank lines are tolerated anywhere in the output (and trailing blanks);
 *   - the count is strict: "-1", "0" or 1-9 followed by at most 8 digits
 *     (no sign on positives, no leading zeros: "-0", "09", "+1" are PE).
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

static const int CYCLES[4][5][3] = {
    {{5, 25, 15}, {19, 9, 28}, {8, 26, 18}, {14, 2, 23}, {17, 7, 29}},
    {{0, 20, 25}, {1, 21, 27}, {3, 23, 26}, {11, 18, 7}, {22, 29, 2}},
    {{15, 20, 10}, {16, 24, 13}, {17, 23, 11}, {8, 29, 3}, {14, 18, 22}},
    {{15, 25, 20}, {18, 29, 23}, {19, 27, 24}, {9, 1, 13}, {28, 21, 16}},
};
static const char *NAMES[8] = {"R", "R'", "U", "U'", "L", "L'", "B", "B'"};

static void verdict(int code, long tcase, const char *msg) {
    if (tcase > 0) printf("case %ld: %s\n", tcase, msg); else printf("%s\n", msg);
    exit(code);
}

/* ---- streaming lexer: a file, and whether we stand inside a line ---- */
typedef struct { FILE *f; int in_line; } Stream;
static int ends_line(int c) { return c == '\n' || c == '\r' || c == EOF; }
static int is_blank(int c) { return c == ' ' || c == '\t' || c == '\v' || c == '\f'; }

static void open_stream(Stream *s, const char *path) {
    s->f = fopen(path, "rb");
    s->in_line = 0;
    if (!s->f) { printf("cannot open %s\n", path); exit(3); }
}
/* skip the rest of the current line, then blank lines; 1 if a non-blank
   line starts (positioned at its first non-blank byte), 0 at end of file */
static int next_line(Stream *s) {
    int c;
    if (s->in_line) while (!ends_line(c = getc(s->f))) continue;
    s->in_line = 0;
    while ((c = getc(s->f)) != EOF)
        if (!is_blank(c) && !ends_line(c)) { ungetc(c, s->f); s->in_line = 1; return 1; }
    return 0;
}
/* next token of the current line into tok (cap bytes); 0 if the line has no
   more.  A token too long or holding a NUL becomes "\1" (matches nothing). */
static int token(Stream *s, char *tok, size_t cap) {
    size_t n = 0;
    int c, bad = 0;
    if (!s->in_line) return 0;
    while (is_blank(c = getc(s->f))) continue;
    if (ends_line(c)) { s->in_line = 0; return 0; }
    for (; !is_blank(c) && !ends_line(c); c = getc(s->f)) {
        if (c == 0 || n + 1 >= cap) bad = 1; else tok[n++] = (char)c;
    }
    if (ends_line(c)) s->in_line = 0;
    if (bad) { tok[0] = 1; n = 1; }
    tok[n] = 0;
    return 1;
}
/* strict count: "-1", "0", or [1-9][0-9]{0,8} */
static int integer(const char *t, long *v) {
    size_t i, n = strlen(t);
    if (!strcmp(t, "-1")) { *v = -1; return 1; }
    if (n == 0 || n > 9 || t[0] < '0' || t[0] > '9' || (t[0] == '0' && n > 1)) return 0;
    for (*v = 0, i = 0; i < n; i++) {
        if (t[i] < '0' || t[i] > '9') return 0;
        *v = *v * 10 + (t[i] - '0');
    }
    return 1;
}

static void apply(char *s, int m) {
    int r, c;
    for (r = 0; r < (m & 1 ? 2 : 1); r++)
        for (c = 0; c < 5; c++) {
            const int *y = CYCLES[m / 2][c];
            char t = s[y[2]]; s[y[2]] = s[y[1]]; s[y[1]] = s[y[0]]; s[y[0]] = t;
        }
}

int main(int argc, char **argv) {
    Stream in, out, ans;
    long c = 0, n, got, k;
    char tok[64];
    if (argc < 4) { printf("usage: checker INPUT OUTPUT ANSWER\n"); return 3; }
    open_stream(&in, argv[1]); open_stream(&out, argv[2]); open_stream(&ans, argv[3]);
    if (!next_line(&in)) verdict(3, 0, "empty input");   /* the T line */
    while (next_line(&ans)) {
        char st[31];
        int len = 0, m;
        c++;
        if (!next_line(&in)) verdict(3, c, "answer has more cases than input");
        while (token(&in, tok, sizeof tok)) {                  /* this case's stickers */
            size_t t;
            for (t = 0; tok[t]; t++) if (len < 31) st[len++] = tok[t];
        }
        if (!token(&ans, tok, sizeof tok) || !integer(tok, &n)) verdict(3, c, "bad answer file");
        if (!next_line(&out)) verdict(1, c, "missing output line");
        if (!token(&out, tok, sizeof tok) || !integer(tok, &got)) verdict(2, c, "expected a move count or -1");
        if (got != n) {
            printf("case %ld: expected %ld moves, found %ld\n", c, n, got);
            return 1;
        }
        if (n < 0) {
            if (token(&out, tok, sizeof tok)) verdict(2, c, "text after -1");
            continue;
        }
        if (len != 30) verdict(3, c, "answer solves an input that is not 30 stickers");
        for (k = 0; k < n; k++) {
            if (!token(&out, tok, sizeof tok)) verdict(1, c, "fewer moves than announced");
            m = 0;
            while (m < 8 && strcmp(tok, NAMES[m])) m++;
            if (m == 8) verdict(2, c, "unknown move token");
            apply(st, m);
        }
        if (token(&out, tok, sizeof tok)) verdict(1, c, "more moves than announced");
        for (k = 0; k < 30; k++) if (st[k] != st[k / 5 * 5]) verdict(1, c, "sequence does not solve the position");
    }
    if (next_line(&out)) verdict(1, 0, "extra output after the last case");
    printf("ok %ld cases\n", c);
    return 0;
}
