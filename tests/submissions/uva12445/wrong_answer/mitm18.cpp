// mitm18.cpp -- UVa 12445 "Happy 12", WRONG: a meet-in-the-middle that reaches 18 and no
// further.
//
// The seed write-up splits the 19 moves as "10 from the goal, 10 from the query"; its code
// in fact keeps depth <= 9 on both sides and reaches 19 only because it also tests the
// query side's tenth level against the goal's table.  Counting the halves one short is the
// usual slip: here 10 (the forward ball) + 8 (query-side spheres) = 18, so the 28
// positions at distance 19 are never met and print -1.  Otherwise the accepted
// mitm_bitset.cpp.  Caught by 02-depth (3 cases at 19), 03-deepest100 (28), 05-god100
// (100).
#include <algorithm>
#include <bitset>
#include <cstdio>
#include <queue>
#include <vector>
using namespace std;
typedef unsigned long long u64;

static const int SRC[6][12] = {   // new[i] = old[SRC[m][i]]: L L' R R' W W'
	{1, 2, 3, 4, 5, 11, 6, 7, 8, 9, 10, 0}, {11, 0, 1, 2, 3, 4, 6, 7, 8, 9, 10, 5},
	{0, 1, 2, 3, 4, 6, 7, 8, 9, 10, 11, 5}, {0, 1, 2, 3, 4, 11, 5, 6, 7, 8, 9, 10},
	{1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 0}, {11, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10}};
const int RADIUS = 10;  // forward ball, marked in the bitset
const int SPHERES = 8;  // query side: 10 + 8 = 18
u64 fact[12];
unsigned char ones[4096];    // ones[x] = set bits of x (12 bits)
vector<unsigned char> ball;  // bit r: rank r is at most RADIUS from the goal
vector<u64> level[RADIUS];   // positions exactly k from the goal, sorted

int tok(u64 u, int i) { return int(u >> (4 * i) & 15); }
u64 turn(u64 u, int m) {
	u64 r = 0;
	for (int i = 0; i < 12; i++) r |= u64(tok(u, SRC[m][i])) << (4 * i);
	return r;
}
u64 lehmer(const int *t) {
	u64 r = 0;
	unsigned used = 0;
	for (int i = 0; i < 11; i++) {
		r += (t[i] - ones[used & ((1u << t[i]) - 1)]) * fact[11 - i];
		used |= 1u << t[i];
	}
	return r;
}
u64 lehmer(u64 u) {
	int t[12];
	for (int i = 0; i < 12; i++) t[i] = tok(u, i);
	return lehmer(t);
}
bool marked(u64 r) { return ball[r >> 3] >> (r & 7) & 1; }
void mark(u64 r) { ball[r >> 3] |= (unsigned char)(1 << (r & 7)); }

void build() {
	fact[0] = 1;
	for (int i = 1; i < 12; i++) fact[i] = fact[i - 1] * i;
	for (int x = 1; x < 4096; x++) ones[x] = (unsigned char)(ones[x >> 1] + (x & 1));
	ball.assign(479001600 / 8, 0);
	u64 goal = 0;
	for (int i = 0; i < 12; i++) goal |= u64(i) << (4 * i);
	level[0].push_back(goal);
	mark(lehmer(goal));
	for (int k = 0; k < RADIUS; k++)
		for (size_t i = 0; i < level[k].size(); i += 4) {  // 4 positions at a time
			u64 v[24], r[24];
			int n = 0;
			for (size_t j = i; j < i + 4 && j < level[k].size(); j++)
				for (int m = 0; m < 6; m++, n++) {
					v[n] = turn(level[k][j], m);
					r[n] = lehmer(v[n]);
					__builtin_prefetch(&ball[r[n] >> 3]);
				}
			for (int j = 0; j < n; j++)
				if (!marked(r[j])) {
					mark(r[j]);
					if (k + 1 < RADIUS) level[k + 1].push_back(v[j]);
				}
		}
	for (auto &l : level) sort(l.begin(), l.end());
}

int solve(u64 q) {
	for (int k = 0; k < RADIUS; k++)
		if (binary_search(level[k].begin(), level[k].end(), q)) return k;
	int t[12], p[12];
	for (int i = 0; i < 12; i++) t[i] = tok(q, i);
	if (marked(lehmer(t))) return RADIUS;
	// d > 10: the first k at which some q.g (|g| = k) is in the ball has d = 10 + k
	for (int k = 1; k <= SPHERES; k++) {
		const vector<u64> &s = level[k];
		for (size_t i = 0; i < s.size(); i += 16) {  // 16 at a time: ranks, then probes
			size_t n = min<size_t>(16, s.size() - i);
			u64 r[16];
			for (size_t j = 0; j < n; j++) {
				for (int x = 0; x < 12; x++) p[x] = t[tok(s[i + j], x)];
				r[j] = lehmer(p);
				__builtin_prefetch(&ball[r[j] >> 3]);
			}
			for (size_t j = 0; j < n; j++)
				if (marked(r[j])) return RADIUS + k;
		}
	}
	return -1;  // not met within 18
}

int main() {
	build();
	int T;
	if (scanf("%d", &T) != 1) return 0;
	while (T--) {
		u64 q = 0;
		for (int i = 0; i < 12; i++) {
			int v;
			if (scanf("%d", &v) != 1) return 0;
			q |= u64(v - 1) << (4 * i);
		}
		printf("%d\n", solve(q));
	}
	return 0;
}
