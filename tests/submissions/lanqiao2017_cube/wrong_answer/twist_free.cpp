// twist_free.cpp -- Lanqiao 2017 "cube states", WRONG: twists not constrained.
//
// A corner's twist can be anything in a pattern, as if the cube were taken apart and put
// together again: the rule that face turns keep the twist sum (mod 3) is forgotten, so about
// three times too many states (contest colouring: 689,634 instead of 229,878).  Right only
// when a piece of one colour hides its twist anyway (one colour; AAAAAB ...).  Otherwise the
// accepted burnside_dp.cpp with the twist rule switched off.
// Caught by 01-sample (the contest colouring) and most other judge tests; stress: SIZE 0.
#include <algorithm>
#include <array>
#include <cstdio>
#include <iostream>
#include <map>
#include <queue>
#include <vector>
using namespace std;
typedef long long ll;

typedef array<array<int, 3>, 3> Mat;
vector<Mat> rots;
array<int, 3> pos[8];
int ax[8][3];  // axes of the three stickers of corner i, right-handed, the y axis first

int face(int axis, int sign) {  // U R F D L B = +y +x +z -y -x -z
	static const int f[3][2] = {{4, 1}, {3, 0}, {5, 2}};
	return f[axis][sign > 0];
}

int ncyc, clen[8], cturn[8], cpart[8];  // length, twist once round, sum of partial twists
int ncls, need;
vector<int> cnt, sym;
bool constrained;
map<tuple<int, vector<int>, int>, ll> memo;

ll dp(int j, vector<int> &rem, int sum) {
	if (j == ncyc) return !constrained || sum == need;
	auto key = make_tuple(j, rem, sum);
	auto it = memo.find(key);
	if (it != memo.end()) return it->second;
	ll n = 0;
	for (int c = 0; c < ncls; c++) {
		if (rem[c] < clen[j]) continue;
		rem[c] -= clen[j];
		if (sym[c])
			n += dp(j + 1, rem, sum);  // one colour: its twist shows nothing
		else if (cturn[j] == 0)
			for (int t = 0; t < 3; t++) n += dp(j + 1, rem, (sum + clen[j] * t + cpart[j]) % 3);
		rem[c] += clen[j];
	}
	return memo[key] = n;
}

int main() {
	int p[3] = {0, 1, 2};
	do
		for (int s = 0; s < 8; s++) {
			Mat m{};
			for (int r = 0; r < 3; r++) m[r][p[r]] = (s >> r & 1) ? -1 : 1;
			int det = m[0][0] * (m[1][1] * m[2][2] - m[1][2] * m[2][1]) -
			          m[0][1] * (m[1][0] * m[2][2] - m[1][2] * m[2][0]) +
			          m[0][2] * (m[1][0] * m[2][1] - m[1][1] * m[2][0]);
			if (det == 1) rots.push_back(m);
		}
	while (next_permutation(p, p + 3));
	for (int i = 0; i < 8; i++) {
		pos[i] = {i & 1 ? 1 : -1, i & 2 ? 1 : -1, i & 4 ? 1 : -1};
		int sx = pos[i][0], sy = pos[i][1], sz = pos[i][2];
		// normals n_y, n_x, n_z, right-handed when det(n_y, n_x, n_z) = -sx*sy*sz > 0
		if (-sx * sy * sz > 0) ax[i][0] = 1, ax[i][1] = 0, ax[i][2] = 2;
		else ax[i][0] = 1, ax[i][1] = 2, ax[i][2] = 0;
	}
	vector<string> lines;
	string s;
	while (getline(cin, s))
		if (!s.empty()) lines.push_back(s);
	if (lines.empty()) lines.push_back("YGOOGY");
	for (auto &ln : lines) {
		// pieces: colour triple per corner, grouped by cyclic shift
		map<string, int> id;
		vector<string> base;
		cnt.clear(), sym.clear();
		need = 0;
		constrained = false;  // BUG: every twist sum taken as reachable
		for (int i = 0; i < 8; i++) {
			string t(3, ' ');
			for (int k = 0; k < 3; k++) t[k] = ln[face(ax[i][k], pos[i][ax[i][k]])];
			string best = t;
			int off = 0;
			for (int k = 1; k < 3; k++) {
				string r = t.substr(3 - k) + t.substr(0, 3 - k);  // sticker j -> j + k
				if (r < best) best = r;
			}
			// off: t = base shifted by off (sticker j of base is at j + off)
			for (int k = 0; k < 3; k++)
				if (best.substr(3 - k) + best.substr(0, 3 - k) == t) { off = k; break; }
			if (!id.count(best)) {
				id[best] = (int)cnt.size();
				cnt.push_back(0);
				sym.push_back(best[0] == best[1] && best[1] == best[2]);
			}
			cnt[id[best]]++;
			need = (need + off) % 3;
		}
		ncls = (int)cnt.size();
		ll total = 0;
		for (auto &g : rots) {
			int img[8], d[8];
			for (int i = 0; i < 8; i++) {
				array<int, 3> q{};
				for (int r = 0; r < 3; r++)
					for (int c = 0; c < 3; c++) q[r] += g[r][c] * pos[i][c];
				for (int j = 0; j < 8; j++)
					if (pos[j] == q) img[i] = j;
				int a = ax[i][0], b = 0;  // where sticker 0's axis goes
				for (int r = 0; r < 3; r++)
					if (g[r][a]) b = r;
				for (int k = 0; k < 3; k++)
					if (ax[img[i]][k] == b) d[i] = k;  // sticker k of i lands on k + d[i]
			}
			bool seen[8] = {};
			ncyc = 0;
			for (int i = 0; i < 8; i++) {
				if (seen[i]) continue;
				int len = 0, tw = 0, part = 0;
				for (int j = i; !seen[j]; j = img[j]) {
					seen[j] = true;
					part += tw;  // this corner's twist = first corner's + tw
					tw += d[j];
					len++;
				}
				clen[ncyc] = len, cturn[ncyc] = tw % 3, cpart[ncyc++] = part % 3;
			}
			memo.clear();
			vector<int> rem = cnt;
			total += dp(0, rem, 0);
		}
		printf("%lld\n", total / 24);
	}
}
