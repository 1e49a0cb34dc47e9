/* full_table.c -- HDU 2953, accepted: one BFS over all 3,674,160 positions, then look-ups.
 * The base of the wrong_answer/ files (each says what it changes).  Reads well-formed input
 * only: T, then 24 colour letters per cube.  Colours are normalised on the DBL corner: its
 * stickers name D, B, L; each one's opposite is the colour never on a corner with it.  With
 * DBL fixed only U, R, F turn.  Position = rank of the other 7 corners * 729 + twists. */
#include <stdio.h>
#include <string.h>

enum { U, R, F, D, L, B };
#define NPOS (5040 * 729)
/* corner slots URF UFL ULB UBR DFR DLF DRB DBL: net stickers, U/D sticker first, clockwise */
static const int CF[8][3] = {{3, 6, 5}, {2, 4, 11}, {0, 10, 9}, {1, 8, 7},
	{21, 13, 14}, {20, 19, 12}, {23, 15, 16}, {22, 17, 18}};
/* face of each sticker of a solved cube (net: U; F R B L side blocks; D) */
static const int FACE[24] = {U, U, U, U, F, F, R, R, B, B, L, L,
	F, F, R, R, B, B, L, L, D, D, D, D};
/* U, R, F clockwise: sticker a goes to b in each cycle a b c d */
static const int CYC[3][3][4] = {{{0, 1, 3, 2}, {4, 10, 8, 6}, {5, 11, 9, 7}},
	{{6, 7, 15, 14}, {5, 1, 16, 21}, {13, 3, 8, 23}},
	{{4, 5, 13, 12}, {2, 6, 21, 19}, {3, 14, 20, 11}}};
static unsigned char dist[NPOS];
static int queue[NPOS], pmove[5040][6], tmove[729][6];

static void turn(int *s, int f)
{
	int t[24], k, i;
	memcpy(t, s, sizeof t);
	for (k = 0; k < 3; k++)
		for (i = 0; i < 4; i++) t[CYC[f][k][(i + 1) % 4]] = s[CYC[f][k][i]];
	memcpy(s, t, sizeof t);
}

static int encode(const int *s)
{
	int cp[8], co[8], i, j, o, x = 0, t = 0;
	for (i = 0; i < 8; i++) {
		for (o = 0; o < 2 && s[CF[i][o]] != U && s[CF[i][o]] != D; o++) {}
		for (j = 0; j < 7; j++)
			if (FACE[CF[j][0]] == s[CF[i][o]] &&
			    FACE[CF[j][1]] == s[CF[i][(o + 1) % 3]] &&
			    FACE[CF[j][2]] == s[CF[i][(o + 2) % 3]]) break;
		cp[i] = j;
		co[i] = o;
	}
	for (i = 0; i < 7; i++) {
		int c = 0;
		for (j = i + 1; j < 7; j++) c += cp[j] < cp[i];
		x = x * (7 - i) + c;
	}
	for (i = 0; i < 6; i++) t = t * 3 + co[i];
	return x * 729 + t;
}

static void decode(int x, int *s)
{
	int cp[8], co[8], dig[7], i, j, k, t = x % 729, sum = 0, used = 0;
	x /= 729;
	for (i = 5; i >= 0; i--) { co[i] = t % 3; sum += t % 3; t /= 3; }
	co[6] = (3 - sum % 3) % 3;
	co[7] = 0;
	for (i = 6; i >= 0; i--) { dig[i] = x % (7 - i); x /= 7 - i; }
	for (i = 0; i < 7; i++) {
		for (j = 0; (used >> j & 1) || dig[i]-- > 0; j++) {}
		cp[i] = j;
		used |= 1 << j;
	}
	cp[7] = 7;
	for (i = 0; i < 8; i++)
		for (k = 0; k < 3; k++) s[CF[i][(co[i] + k) % 3]] = FACE[CF[cp[i]][k]];
}

int main(void)
{
	static const int OPP[6] = {D, L, B, U, R, F};
	int s[24], i, j, k, f, head = 0, tail = 0, T;
	char c[24];
	for (i = 0; i < 5040; i++)
		for (f = 0; f < 3; f++) {
			decode(i * 729, s);
			for (k = 1; k <= 3; k++) {   /* k quarter turns; keep 1 and 3 */
				turn(s, f);
				if (k != 2) pmove[i][f + 3 * (k == 3)] = encode(s) / 729;
			}
		}
	for (i = 0; i < 729; i++)
		for (f = 0; f < 3; f++) {
			decode(i, s);
			for (k = 1; k <= 3; k++) {
				turn(s, f);
				if (k != 2) tmove[i][f + 3 * (k == 3)] = encode(s) % 729;
			}
		}
	memset(dist, 255, sizeof dist);
	dist[0] = 0;
	queue[tail++] = 0;
	while (head < tail) {
		int x = queue[head++];
		for (f = 0; f < 6; f++) {
			int y = pmove[x / 729][f] * 729 + tmove[x % 729][f];
			if (dist[y] == 255) { dist[y] = dist[x] + 1; queue[tail++] = y; }
		}
	}
	if (scanf("%d", &T) != 1) return 0;
	while (T-- > 0) {
		static int adj[256][256];
		int lab[256], col[24], base[3] = {D, B, L};
		memset(adj, 0, sizeof adj);
		for (i = 0; i < 24; i++) {
			if (scanf(" %c", &c[i]) != 1) return 0;
			col[i] = (unsigned char)c[i];
		}
		for (i = 0; i < 8; i++)                     /* colours sharing a corner */
			for (j = 0; j < 3; j++)
				for (k = 0; k < 3; k++) adj[col[CF[i][j]]][col[CF[i][k]]] = 1;
		for (i = 0; i < 256; i++) lab[i] = U;
		for (k = 0; k < 3; k++) {   /* DBL names D, B, L; their opposites U, F, R */
			int x = col[CF[7][k]];
			lab[x] = base[k];
			for (i = 0; i < 24; i++)
				if (!adj[x][col[i]]) lab[col[i]] = OPP[base[k]];
		}
		for (i = 0; i < 24; i++) s[i] = lab[col[i]];
		printf("%d\n", dist[encode(s)]);
	}
	return 0;
}
