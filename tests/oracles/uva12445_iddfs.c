/*
 * uva12445_iddfs.c -- shallow brute-force oracle for UVa 12445 "Happy 12".
 *
 * Plain iterative-deepening DFS from each query, no tables at all, written
 * from the statement in yet another representation: where[t] = position of
 * token t (the inverse of the input list).  A move "new[i] = old[src[i]]"
 * sends the token at position src[i] to position i, so where'[t] =
 * dst[where[t]] with dst = src^-1.  The only pruning is "never undo the
 * previous move", which no shortest solution does.
 *
 * Usage: uva12445_iddfs [LIMIT] < input   (LIMIT default 8)
 * Prints the distance of each case, "?" if it is larger than LIMIT, and -1
 * for an invalid case (same input contract as problems/uva12445.c).
 */
#include <stdio.h>
#include <stdlib.h>

static const int src_move[6][12] = {
    {1, 2, 3, 4, 5, 11, 6, 7, 8, 9, 10, 0}, /* L  */
    {0, 1, 2, 3, 4, 6, 7, 8, 9, 10, 11, 5}, /* R  */
    {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 0}, /* W  */
    {11, 0, 1, 2, 3, 4, 6, 7, 8, 9, 10, 5}, /* L' */
    {0, 1, 2, 3, 4, 11, 5, 6, 7, 8, 9, 10}, /* R' */
    {11, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10}, /* W' */
};
static int dst[6][12]; /* dst[m][src_move[m][i]] = i; move m and m+3 are inverses */

static int solved(const int *where) {
    int t;
    for (t = 0; t < 12; t++) if (where[t] != t) return 0;
    return 1;
}

static int dfs(const int *where, int left, int last) {
    int nw[12], m, t;
    if (solved(where)) return 1;
    if (left == 0) return 0;
    for (m = 0; m < 6; m++) {
        if (last >= 0 && m == (last + 3) % 6) continue;
        for (t = 0; t < 12; t++) nw[t] = dst[m][where[t]];
        if (dfs(nw, left - 1, m)) return 1;
    }
    return 0;
}

/* one whitespace-separated word: 1 and *v = its value (all digits, capped
   at 10^10) or -1 (anything else); 0 at EOF */
static int next_value(long long *v) {
    int c, ok = 1;
    while ((c = getchar()) == ' ' || c == '\n' || c == '\r' || c == '\t' || c == '\v' || c == '\f') {}
    if (c == EOF) return 0;
    for (*v = 0; c != EOF && !(c == ' ' || c == '\n' || c == '\r' || c == '\t' || c == '\v' || c == '\f'); c = getchar()) {
        if (c < '0' || c > '9') ok = 0;
        else if (*v < 10000000000LL) *v = *v * 10 + (c - '0');
    }
    if (!ok) *v = -1;
    return 1;
}

int main(int argc, char **argv) {
    int limit = argc > 1 ? atoi(argv[1]) : 8;
    int m, i, d, got, bad, where[12], used[13];
    long long t, k, v;
    for (m = 0; m < 6; m++) for (i = 0; i < 12; i++) dst[m][src_move[m][i]] = i;
    if (!next_value(&t) || t < 0 || t > 1000000000LL) return 0;
    for (k = 0; k < t; k++) {
        got = 0; bad = 0;
        for (i = 0; i <= 12; i++) used[i] = 0;
        for (i = 0; i < 12 && next_value(&v); i++) {
            got++;
            if (v < 1 || v > 12 || used[v]) bad = 1;
            else { used[v] = 1; where[v - 1] = i; }
        }
        if (got == 0) break;
        if (bad || got < 12) { puts("-1"); if (got < 12) break; continue; }
        for (d = 0; d <= limit; d++) if (dfs(where, d, -1)) break;
        if (d > limit) puts("?"); else printf("%d\n", d);
    }
    return 0;
}
