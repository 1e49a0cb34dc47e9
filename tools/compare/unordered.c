/*
 * unordered.c -- unordered mode. Each block is compared in order while its lines agree (the
 * judge's own answers are sorted); from the first disagreement the rest of the block goes into
 * a hash table of line -> (count in EXPECTED - count in GOT), hashed with a seed drawn per run
 * and verified byte by byte, so the time stays linear (expected) whatever the output. Memory:
 * about 35 bytes per distinct line of the rest of that block, and both files mapped (pages it
 * reads to check lines longer than INLINE_LINE count in its RSS).
 */
#include "compare.h"
#include <fcntl.h>
#include <string.h>
#include <sys/mman.h>
#include <time.h>
#include <unistd.h>

#define INLINE_LINE 8     /* unordered: a line of up to 8 bytes is kept in its table entry */
#define LOAD_NUM 7        /* ...and the table grows when it is 7/10 full */
#define LOAD_DEN 10
#define BATCH 16          /* ...and is probed 16 lines at a time (see rest_walk) */
#define MAX_UNORDERED 4294967296LL /* 2^32: files below it have line lengths and counts that */
				    /* fit an entry's 32-bit fields */
#define FNV_PRIME 0x100000001b3ULL /* FNV-1a, 64 bits */

struct entry { /* unordered: one distinct line of a block, 24 bytes */
	uint64_t hash;
	union {
		unsigned char bytes[INLINE_LINE]; /* a short line itself */
		uint64_t at;                      /* a longer one: its file offset * 2 + file */
	} u;
	uint32_t len;       /* without its trailing blanks; 0: the slot is free */
	int32_t count;      /* occurrences in EXPECTED minus occurrences in GOT */
};

struct bline { /* a line of a block, read for the multiset */
	off_t start;
	long long no;
	long long len, nlen;    /* bytes; without the trailing blanks */
	uint64_t hash;          /* of the nlen bytes */
	unsigned char head[INLINE_LINE];
	size_t nkeep;
	unsigned char keep[KEEP];
};

/* Mix the bits of a hash (MurmurHash3's finaliser). */
static uint64_t mix(uint64_t h)
{
	h ^= h >> 33;
	h *= 0xff51afd7ed558ccdULL;
	h ^= h >> 33;
	h *= 0xc4ceb9fe1a85ec53ULL;
	return h ^ (h >> 33);
}

/* A seed for the hash, different in every run, so that no output can be made to collide. */
static uint64_t random_seed(void)
{
	uint64_t s = 0;
	int fd = open("/dev/urandom", O_RDONLY);
	if (fd < 0 || read(fd, &s, sizeof s) != (ssize_t)sizeof s)
		s = (uint64_t)time(NULL) ^ ((uint64_t)getpid() << 32);
	if (fd >= 0)
		close(fd);
	return s;
}

/* Read the next line of S's block into B; 0 at the end of the block: a blank line (taken) or
 * the end of the content (not). Trailing blanks are hashed only once something follows them,
 * so the hash is that of the cut line. */
static int read_bline(const struct ctx *x, struct side *s, struct bline *b)
{
	uint64_t h = x->seed, tent;
	long long len = 0, nlen = 0;
	int c;
	b->start = cur_off(&s->c);
	b->no = s->line;
	b->nkeep = 0;
	b->len = b->nlen = 0;
	if (b->start >= s->f->cend)
		return 0;
	tent = h;
	while ((c = cur_get(&s->c)) >= 0 && c != '\n') {
		if (len < INLINE_LINE)
			b->head[len] = (unsigned char)c;
		if (b->nkeep < KEEP)
			b->keep[b->nkeep++] = (unsigned char)c;
		len++;
		tent = (tent ^ (unsigned)c) * FNV_PRIME;
		if (!is_trim(c)) {
			h = tent;
			nlen = len;
		}
	}
	if (c == '\n')
		s->line++;
	b->len = len;
	b->nlen = nlen;
	b->hash = mix(h ^ (uint64_t)nlen);
	return nlen > 0;
}

/* The number of lines left in S's block (S does not move). */
static long long count_rest(struct side *s)
{
	off_t at = cur_off(&s->c);
	long long line = s->line, n = 0;
	int c, blank;
	while (cur_off(&s->c) < s->f->cend) {
		blank = 1;
		while ((c = cur_get(&s->c)) >= 0 && c != '\n')
			if (!is_trim(c))
				blank = 0;
		if (blank)
			break;
		n++;
	}
	cur_seek(&s->c, at);
	s->line = line;
	return n;
}

/* Map both files into memory (once), where the table's longer lines are checked. */
static void map_files(struct ctx *x)
{
	int i;
	for (i = 0; i < 2; i++) {
		struct file *f = &x->file[i];
		void *p;
		if (x->map[i] || f->size == 0)
			continue;
		if (f->size >= MAX_UNORDERED)
			fail("unordered mode compares files under 4 GiB", NULL);
		p = mmap(NULL, (size_t)f->size, PROT_READ, MAP_PRIVATE, f->fd, 0);
		if (p == MAP_FAILED)
			fail("cannot map", f->name);
		x->map[i] = p;
	}
}

/* Is entry EN the line B just read from side I? */
static int entry_is(const struct ctx *x, const struct entry *en, const struct bline *b, int i)
{
	if (en->hash != b->hash || en->len != (uint64_t)b->nlen)
		return 0;
	if (b->nlen <= INLINE_LINE)
		return memcmp(en->u.bytes, b->head, (size_t)b->nlen) == 0;
	if (en->u.at == ((uint64_t)b->start << 1 | (uint64_t)i))
		return 1; /* the line the entry was made from (the report walks them again) */
	return memcmp(x->map[en->u.at & 1] + (en->u.at >> 1), x->map[i] + b->start,
		(size_t)b->nlen) == 0;
}

/* Zeroed memory for N entries, in huge pages where the kernel has them: the table is probed
 * at random, and in a virtual machine each TLB miss costs several cache misses. */
static struct entry *table_alloc(size_t n)
{
	void *p = mmap(NULL, n * sizeof(struct entry), PROT_READ | PROT_WRITE,
		MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	if (p == MAP_FAILED)
		fail("out of memory", NULL);
	madvise(p, n * sizeof(struct entry), MADV_HUGEPAGE);
	return p;
}

/* A new empty table for about N lines. */
static void table_new(struct ctx *x, long long n)
{
	if (x->tab)
		munmap(x->tab, x->cap * sizeof *x->tab);
	x->cap = (size_t)n / LOAD_NUM * LOAD_DEN + 16;
	x->tab = table_alloc(x->cap);
	x->used = 0;
	x->nonzero = 0;
}

/* Double the table. */
static void table_grow(struct ctx *x)
{
	struct entry *old = x->tab;
	size_t i, j, n = x->cap;
	x->cap *= 2;
	x->tab = table_alloc(x->cap);
	for (i = 0; i < n; i++)
		if (old[i].len) {
			j = old[i].hash % x->cap;
			while (x->tab[j].len)
				j = j + 1 == x->cap ? 0 : j + 1;
			x->tab[j] = old[i];
		}
	munmap(old, n * sizeof *old);
}

/* The entry of line B of side I: added with count 0 when new (ADD), else NULL. */
static struct entry *table_find(struct ctx *x, const struct bline *b, int i, int add)
{
	size_t j;
	struct entry *en;
	if (add && (x->used + 1) * LOAD_DEN > x->cap * LOAD_NUM)
		table_grow(x);
	for (j = b->hash % x->cap; x->tab[j].len; j = j + 1 == x->cap ? 0 : j + 1)
		if (entry_is(x, &x->tab[j], b, i))
			return &x->tab[j];
	if (!add)
		return NULL;
	en = &x->tab[j];
	en->hash = b->hash;
	en->len = (uint32_t)b->nlen;
	en->count = 0;
	if (b->nlen <= INLINE_LINE)
		memcpy(en->u.bytes, b->head, (size_t)b->nlen);
	else
		en->u.at = (uint64_t)b->start << 1 | (uint64_t)i;
	x->used++;
	return en;
}


typedef int line_fn(struct ctx *x, struct entry *en, const struct bline *b, int i);

/* Walk the rest of side I's block, calling FN with each line and its entry (added when ADD,
 * else NULL if absent) until FN returns nonzero. The lines go BATCH at a time: first their
 * hashes and a prefetch of their slots, then the probes, so that the cache misses overlap. */
static void rest_walk(struct ctx *x, int i, int add, line_fn *fn)
{
	static struct bline b[BATCH];
	struct side *s = &x->side[i];
	int n, k, more = 1;
	while (more) {
		for (n = 0; n < BATCH && (more = read_bline(x, s, &b[n])); n++)
			__builtin_prefetch(&x->tab[b[n].hash % x->cap]);
		for (k = 0; k < n; k++)
			if (fn(x, table_find(x, &b[k], i, add), &b[k], i))
				return;
	}
}

/* Count line B of side I in its entry EN: +1 from EXPECTED, -1 from GOT. */
static int tally(struct ctx *x, struct entry *en, const struct bline *b, int i)
{
	int32_t old = en->count;
	(void)b;
	en->count += i == 0 ? 1 : -1;
	if (old == 0)
		x->nonzero++;
	else if (en->count == 0)
		x->nonzero--;
	return 0;
}

/* Put the rest of the current block of each side (where REST) into a new table. Are the two
 * multisets equal? */
static int rest_equal(struct ctx *x, struct ublock *u)
{
	int i;
	map_files(x);
	table_new(x, u->rest[0] ? count_rest(&x->side[0]) : 0);
	for (i = 0; i < 2; i++) {
		u->from[i] = cur_off(&x->side[i].c);
		u->from_line[i] = x->side[i].line;
		if (u->rest[i])
			rest_walk(x, i, 1, tally);
	}
	return x->nonzero == 0;
}

/* Move S back to the start of line L. */
static void side_back(struct side *s, const struct line *l)
{
	cur_seek(&s->c, l->start);
	s->line = l->no;
}

/* Compare block by block; the first differing block into U. */
enum verdict unordered_pass(struct ctx *x, struct ublock *u)
{
	struct side *e = &x->side[0], *g = &x->side[1];
	struct line le, lg;
	long long b;
	x->seed = random_seed();
	sides_reset(x);
	for (b = 1;; b++) {
		u->no = b;
		u->line_e = e->line;
		u->have[0] = cur_off(&e->c) < e->f->cend;
		u->have[1] = cur_off(&g->c) < g->f->cend;
		if (!u->have[0] && !u->have[1])
			return AC;
		if (u->have[0] != u->have[1]) { /* a block on one side only, even an empty one */
			u->rest[0] = u->have[0];
			u->rest[1] = u->have[1];
			rest_equal(x, u);
			return WA;
		}
		for (;;) { /* in order while the lines agree */
			int same = read_pair(e, g, 0, &le, &lg);
			int end_e = le.eof || le.blank, end_g = lg.eof || lg.blank;
			if (end_e && end_g)
				break;
			if (same)
				continue;
			u->rest[0] = !end_e;
			u->rest[1] = !end_g;
			if (!end_e)
				side_back(e, &le);
			if (!end_g)
				side_back(g, &lg);
			if (!rest_equal(x, u))
				return WA;
			break;
		}
	}
}

/* --diff, unordered: show line B of side I if its entry EN has a surplus on that side (taking
 * one occurrence off it); stop after x->show_max. */
static int show_surplus(struct ctx *x, struct entry *en, const struct bline *b, int i)
{
	int sign = i == 0 ? 1 : -1;
	if (en && en->count * sign > 0) {
		en->count -= sign;
		fprintf(out, "%8lld  ", b->no);
		show_cell(x, b->keep, b->nkeep, b->len, 0, i == 0, 0);
		putc('\n', out);
		if (++x->shown >= x->show_max)
			return 1;
	}
	return 0;
}

/* Show the surplus lines of side I of block U (TOTAL of them). */
static void show_surplus_side(struct ctx *x, const struct ublock *u, int i, long long total)
{
	struct side *s = &x->side[i];
	fprintf(out, "%8s  %s\n", "line", i == 0 ? "missing (expected, not received)"
		: "unexpected (received, not expected)");
	x->shown = 0;
	x->show_max = total < x->diff ? total : x->diff;
	cur_seek(&s->c, u->from[i]);
	s->line = u->from_line[i];
	if (u->rest[i])
		rest_walk(x, i, 0, show_surplus);
	if (total > x->shown)
		fprintf(out, "%8s  (%lld more)\n", "", total - x->shown);
}

/* The --diff report of unordered mode: the first differing block's surplus lines. */
void unordered_report(struct ctx *x, const struct ublock *u)
{
	long long missing = 0, unexpected = 0;
	size_t j;
	for (j = 0; j < x->cap; j++)
		if (x->tab[j].len) {
			if (x->tab[j].count > 0)
				missing += x->tab[j].count;
			else
				unexpected -= x->tab[j].count;
		}
	fprintf(out, "    block %lld: %lld %s missing, %lld unexpected%s\n", u->no, missing,
		missing == 1 ? "line" : "lines", unexpected,
		!u->have[0] ? " (expected has no such block)"
		: !u->have[1] ? " (received has no such block)" : "");
	if (missing > 0)
		show_surplus_side(x, u, 0, missing);
	if (unexpected > 0)
		show_surplus_side(x, u, 1, unexpected);
}
