// per_query_bfs.cpp -- UVa 12445 "Happy 12": right answers, too slow on the deepest cases.
//
// The seed write-up's method, in our own code: a breadth-first search from the goal to
// depth 9 in a hash map (once), then for EACH query a second breadth-first search from
// the query, with its own visited set, that stops at the first position the first search
// knows (checking the query's sphere 10 too, so 9 + 10 = 19 is covered; the first hit is
// exact, since every hit at the first level that has one lies 9 from the goal).  The
// write-up's code is accepted on UVa, whose data are evidently shallow; here a position at
// distance 19 makes the query's search visit its whole radius-9 ball (878,183 positions in
// a hash set), ~0.3 s each, so 100 of them (03-deepest100, 05-god100) exceed the 3 s limit.
#include <bitset>
#include <cstdio>
#include <queue>
#include <unordered_map>
#include <unordered_set>
#include <vector>
using namespace std;
typedef unsigned long long u64;

static const int SRC[6][12] = {   // new[i] = old[SRC[m][i]]: L L' R R' W W'
	{1, 2, 3, 4, 5, 11, 6, 7, 8, 9, 10, 0}, {11, 0, 1, 2, 3, 4, 6, 7, 8, 9, 10, 5},
	{0, 1, 2, 3, 4, 6, 7, 8, 9, 10, 11, 5}, {0, 1, 2, 3, 4, 11, 5, 6, 7, 8, 9, 10},
	{1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 0}, {11, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10}};
const int HALF = 9;
unordered_map<u64, int> from_goal;

u64 turn(u64 u, int m) {
	u64 r = 0;
	for (int i = 0; i < 12; i++) r |= (u >> (4 * SRC[m][i]) & 15) << (4 * i);
	return r;
}

int solve(u64 q) {
	auto it = from_goal.find(q);
	if (it != from_goal.end()) return it->second;
	unordered_set<u64> seen{q};
	vector<u64> cur{q}, next;
	for (int k = 1; k <= HALF + 1; k++, swap(cur, next)) {
		next.clear();
		for (u64 u : cur)
			for (int m = 0; m < 6; m++) {
				u64 v = turn(u, m);
				auto f = from_goal.find(v);
				if (f != from_goal.end()) return k + f->second;
				if (k <= HALF && seen.insert(v).second) next.push_back(v);
			}
	}
	return -1;
}

int main() {
	u64 goal = 0;
	for (int i = 0; i < 12; i++) goal |= u64(i) << (4 * i);
	vector<u64> cur{goal}, next;
	from_goal[goal] = 0;
	for (int k = 1; k <= HALF; k++, swap(cur, next)) {
		next.clear();
		for (u64 u : cur)
			for (int m = 0; m < 6; m++) {
				u64 v = turn(u, m);
				if (from_goal.emplace(v, k).second) next.push_back(v);
			}
	}
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
