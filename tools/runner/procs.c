/*
 * procs.c -- the program's processes, seen through /proc from outside. The keeper is a child
 * subreaper, so every process the program starts stays its descendant. Each look sums, over
 * the descendants, the kernel's per-process CPU clock (clock_gettime: all threads, ns, from the
 * process's start), the CPU of the children they reaped (cutime+cstime, ticks) and their
 * resident sets. The descendants are found by listing /proc every 0.25 s (pid and inode only;
 * a pid seen before is not read again) and, at each look in between, by probing just the pids
 * handed out since the last look (pids are handed out in turn, and /proc/loadavg names the
 * newest). Every /proc file is read with read_text.
 */
#include "runner.h"
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include <sys/syscall.h>
#include <linux/kcmp.h>

#define LIST_EVERY_US 250000        /* list all of /proc this often; probe new pids in between */
#define PROBE_MAX 256               /* more new pids than this since the last look: list */
#define RETRY_MAX 64                /* new pids not there yet (in the making) probed once more */

enum { P_UNKNOWN, P_TREE, P_OTHER };

struct proc_entry {
	pid_t pid, ppid;
	ino_t ino;                      /* of /proc/PID: tells a reused pid from the old one */
	int cls;                        /* P_TREE: a descendant of the keeper */
};

static struct {
	struct proc_entry *v;
	size_t n;
	DIR *dir;                       /* /proc */
	long long last_pid;             /* the newest pid at the last look (/proc/loadavg) */
	long long listed_at;            /* when /proc was last listed (us) */
	int unresolved;                 /* some process could not be classified yet */
	pid_t retry[RETRY_MAX];         /* new pids that were not there at the last look */
	int n_retry;
} procs;

static long clk_tck, page_kib;

struct pstat {
	pid_t ppid;
	long long cticks, rss_pages;    /* cutime+cstime; resident pages */
};

/* Open /proc for the listings; 0 on success. */
int procs_open(void)
{
	clk_tck = sysconf(_SC_CLK_TCK) > 0 ? sysconf(_SC_CLK_TCK) : 100;
	page_kib = sysconf(_SC_PAGESIZE) > 0 ? sysconf(_SC_PAGESIZE) / 1024 : 4;
	return (procs.dir = opendir("/proc")) ? 0 : -1;
}

/* Close it (the proxy, in its own PID namespace, has no use for it). */
void procs_close(void)
{
	closedir(procs.dir);
	procs.dir = NULL;
}

/* Read the start of file PATH into BUF (SIZE bytes, NUL-terminated); its length, or -1. */
ssize_t read_text(const char *path, char *buf, size_t size)
{
	int fd = open(path, O_RDONLY | O_CLOEXEC);
	ssize_t n;
	if (fd < 0)
		return -1;
	n = read(fd, buf, size - 1);
	close(fd);
	if (n <= 0)
		return -1;
	buf[n] = 0;
	return n;
}

/* The start of /proc/PID/FILE into BUF, as read_text. */
static ssize_t read_proc(pid_t pid, const char *file, char *buf, size_t size)
{
	char path[64];
	snprintf(path, sizeof path, "/proc/%d/%s", (int)pid, file);
	return read_text(path, buf, size);
}

/* The number on line "NAME:" of a /proc "Name: value" text (status, smaps_rollup) that is not
 * its first line; -1 if there is none. */
static long long field_of(const char *text, const char *name)
{
	size_t n = strlen(name);
	const char *p = text;
	while ((p = strchr(p, '\n')) && (strncmp(++p, name, n) || p[n] != ':'))
		;
	return p ? strtoll(p + n + 1, NULL, 10) : -1;
}

/* Value in KiB of field NAME ("VmPeak") of /proc/PID/status; -1 if unreadable. */
long long proc_status_kib(pid_t pid, const char *name)
{
	char buf[4096];
	return read_proc(pid, "status", buf, sizeof buf) < 0 ? -1 : field_of(buf, name);
}

/* Parse /proc/PID/stat; 0 on success. */
static int read_stat(pid_t pid, struct pstat *ps)
{
	char buf[1024], *p;
	long long f[22];
	int i;
	if (read_proc(pid, "stat", buf, sizeof buf) < 0)
		return -1;
	if (!(p = strrchr(buf, ')')) || p[1] != ' ' || !p[2])
		return -1;
	p += 3; /* after the state: field 4 (ppid) on */
	for (i = 0; i < 22; i++) { /* fields 4..25 */
		char *end;
		f[i] = strtoll(p, &end, 10);
		if (end == p)
			return -1;
		p = end;
	}
	ps->ppid = (pid_t)f[0];
	ps->cticks = f[12] + f[13]; /* fields 16, 17 */
	ps->rss_pages = f[20];      /* field 24 */
	return 0;
}

/* Order of entries by pid. */
static int by_pid(const void *a, const void *b)
{
	pid_t x = ((const struct proc_entry *)a)->pid, y = ((const struct proc_entry *)b)->pid;
	return (x > y) - (x < y);
}

/* The entry of PID in the current listing, or NULL. */
static struct proc_entry *find_proc(pid_t pid)
{
	struct proc_entry key;
	key.pid = pid;
	return procs.n ? bsearch(&key, procs.v, procs.n, sizeof key, by_pid) : NULL;
}

/* Classify the entries not classified yet: ours if the parent is ours (or the keeper), not
 * ours if the parent is known not to be. */
static void classify(void)
{
	struct proc_entry *v = procs.v, *p;
	size_t i, n = procs.n;
	int changed;
	do { /* a process is ours if its parent is */
		changed = 0;
		for (i = 0; i < n; i++)
			if (v[i].cls == P_UNKNOWN && v[i].ppid > 0 &&
			    (v[i].ppid == keeper_pid ||
			     ((p = find_proc(v[i].ppid)) && p->cls == P_TREE)))
				v[i].cls = P_TREE, changed = 1;
	} while (changed);
	procs.unresolved = 0;
	for (i = 0; i < n; i++) /* and not ours if its parent is known not to be */
		if (v[i].cls == P_UNKNOWN && v[i].ppid >= 0 &&
		    (v[i].ppid == 0 || ((p = find_proc(v[i].ppid)) && p->cls == P_OTHER)))
			v[i].cls = P_OTHER;
		else if (v[i].cls == P_UNKNOWN)
			procs.unresolved = 1;
}


/* List /proc and classify every process: a descendant of the keeper (P_TREE) or not. Known
 * pids with the same /proc inode keep their class, so only new ones are read. */
void scan_procs(void)
{
	struct proc_entry *old = procs.v, *v = NULL;
	size_t n_old = procs.n, n = 0, cap = 0, i, j;
	struct dirent *e;
	int sorted = 1;
	rewinddir(procs.dir);
	while ((e = readdir(procs.dir))) {
		char *end;
		long pid = strtol(e->d_name, &end, 10);
		if (e->d_name[0] < '1' || e->d_name[0] > '9' || *end)
			continue;
		if (n == cap) {
			struct proc_entry *nv = realloc(v, (cap = 2 * cap + 256) * sizeof *v);
			if (!nv) {
				free(v);
				return; /* keep the old listing */
			}
			v = nv;
		}
		v[n].pid = (pid_t)pid, v[n].ppid = -1, v[n].ino = e->d_ino, v[n].cls = P_UNKNOWN;
		sorted &= n == 0 || v[n - 1].pid < v[n].pid;
		n++;
	}
	if (!sorted)
		qsort(v, n, sizeof *v, by_pid);
	for (i = j = 0; i < n; i++) {
		struct pstat ps;
		while (j < n_old && old[j].pid < v[i].pid)
			j++;
		if (j < n_old && old[j].pid == v[i].pid && old[j].ino == v[i].ino)
			v[i].cls = old[j].cls, v[i].ppid = old[j].ppid;
		if (v[i].cls == P_UNKNOWN && read_stat(v[i].pid, &ps) == 0)
			v[i].ppid = ps.ppid;
	}
	free(old);
	procs.v = v, procs.n = n;
	classify();
}

/* PPid and Tgid of PID from /proc/PID/status; 0 on success. */
static int read_ids(pid_t pid, pid_t *ppid, pid_t *tgid)
{
	char buf[4096];
	if (read_proc(pid, "status", buf, sizeof buf) < 0)
		return -1;
	*tgid = (pid_t)field_of(buf, "Tgid");
	*ppid = (pid_t)field_of(buf, "PPid");
	return *tgid < 0 || *ppid < 0 ? -1 : 0;
}

/* Forget the entry of PID (its pid was given to a new process, or it is a thread). */
static void drop_proc(pid_t pid)
{
	struct proc_entry *p = find_proc(pid);
	if (p) {
		memmove(p, p + 1, (size_t)(procs.v + procs.n - (p + 1)) * sizeof *p);
		procs.n--;
	}
}

/* Enter PID, a new process with parent PPID, in its place (its class still to find). */
static void put_proc(pid_t pid, pid_t ppid)
{
	struct proc_entry *v;
	size_t i;
	drop_proc(pid);
	if (!(v = realloc(procs.v, (procs.n + 1) * sizeof *v)))
		return;
	procs.v = v;
	for (i = procs.n; i > 0 && v[i - 1].pid > pid; i--)
		v[i] = v[i - 1];
	v[i].pid = pid, v[i].ppid = ppid, v[i].ino = 0, v[i].cls = P_UNKNOWN; /* ino 0: re-read */
	procs.n++;
}

/* Look at one new pid: a process enters the listing, a thread does not; one not there (yet)
 * is tried again at the next look if RETRY. */
static void probe_pid(pid_t pid, int retry)
{
	pid_t ppid, tgid;
	if (read_ids(pid, &ppid, &tgid) < 0) {
		drop_proc(pid);
		if (retry && procs.n_retry < RETRY_MAX)
			procs.retry[procs.n_retry++] = pid;
	} else if (tgid != pid)
		drop_proc(pid);
	else
		put_proc(pid, ppid);
}


/* The newest pid of the machine (last field of /proc/loadavg); -1 if unreadable. */
static long long newest_pid(void)
{
	char buf[128], *p;
	if (read_text("/proc/loadavg", buf, sizeof buf) < 0)
		return -1;
	return (p = strrchr(buf, ' ')) ? atoll(p + 1) : -1;
}

/* Bring the listing up to date. Pids are handed out in turn, so the processes made since the
 * last look have the pids after the newest one then: probe only those (far cheaper than a
 * listing of /proc on a machine of a few hundred processes). List all of /proc at the start,
 * every LIST_EVERY_US (a process in the making when probed was not there yet), and when pids
 * wrapped around or too many were made. */
static void refresh_procs(void)
{
	long long newest = newest_pid(), t = now_us(), pid;
	pid_t retry[RETRY_MAX];
	int i, n_retry = procs.n_retry;
	if (!procs.v || procs.unresolved || t - procs.listed_at >= LIST_EVERY_US || newest < 0 ||
	    newest < procs.last_pid || newest - procs.last_pid > PROBE_MAX) {
		scan_procs();
		procs.n_retry = 0;
		procs.listed_at = t;
	} else if (newest != procs.last_pid || n_retry) {
		memcpy(retry, procs.retry, sizeof retry);
		procs.n_retry = 0;
		for (i = 0; i < n_retry; i++)
			probe_pid(retry[i], 0);
		for (pid = procs.last_pid + 1; pid <= newest; pid++)
			probe_pid((pid_t)pid, 1);
		classify();
	}
	procs.last_pid = newest;
}

/* Total CPU (us) of the program now: BASE (already reaped) plus, for each descendant but the
 * proxy, its CPU clock and its reaped children's time; *RSS_KIB = their resident sets. */
long long sample(pid_t proxy, long long base, long long *rss_kib)
{
	long long total = base;
	size_t i;
	*rss_kib = 0;
	refresh_procs();
	for (i = 0; i < procs.n; i++) {
		struct pstat ps;
		struct timespec ts;
		clockid_t clk;
		pid_t pid = procs.v[i].pid;
		if (procs.v[i].cls != P_TREE || pid == proxy || read_stat(pid, &ps) < 0)
			continue;
		total += ps.cticks * 1000000 / clk_tck;
		*rss_kib += ps.rss_pages * page_kib;
		if (clock_getcpuclockid(pid, &clk) == 0 && clock_gettime(clk, &ts) == 0)
			total += ts.tv_sec * 1000000LL + ts.tv_nsec / 1000;
	}
	return total;
}


/* Proportional set size (KiB) of PID: its resident pages, each shared one divided among its
 * sharers (/proc/PID/smaps_rollup, Linux 4.14); -1 where that cannot be read. */
static long long pss_kib(pid_t pid)
{
	char buf[4096];
	return read_proc(pid, "smaps_rollup", buf, sizeof buf) < 0 ? -1 : field_of(buf, "Pss");
}

/* Is E one of the program's processes (not the proxy)? */
static int counted(const struct proc_entry *e, pid_t proxy)
{
	return e->cls == P_TREE && e->pid != proxy;
}

/* The largest peak virtual size (VmPeak, KiB) of the program's processes now: what a traced
 * rerun stopped before its end had reserved. */
long long tree_vm_peak_kib(pid_t proxy)
{
	long long peak = 0, v;
	size_t i;
	for (i = 0; i < procs.n; i++)
		if (counted(&procs.v[i], proxy) &&
		    (v = proc_status_kib(procs.v[i].pid, "VmPeak")) > peak)
			peak = v;
	return peak;
}

/* Does process I share its address space with one counted before it (clone(CLONE_VM)
 * without CLONE_THREAD, as vfork and posix_spawn make)? One space is counted once; kcmp's
 * KCMP_VM tells (0: the same mm). */
static int shares_space(size_t i, pid_t proxy)
{
	size_t j;
	for (j = 0; j < i; j++)
		if (counted(&procs.v[j], proxy) &&
		    syscall(SYS_kcmp, procs.v[i].pid, procs.v[j].pid, KCMP_VM, 0, 0) == 0)
			return 1;
	return 0;
}

/* The program's memory as the RSS guard judges it (KiB): RSS_SUM (the resident sets added up,
 * which counts a page shared by several processes once per process) when it is within LIMIT,
 * else the sum of their proportional set sizes; a process whose PSS cannot be read counts
 * with its whole RSS (nothing if it is gone). */
long long fair_rss(pid_t proxy, long long rss_sum, long long limit)
{
	long long total = 0, v;
	struct pstat ps;
	size_t i;
	if (rss_sum <= limit)
		return rss_sum;
	for (i = 0; i < procs.n; i++) {
		if (!counted(&procs.v[i], proxy) || shares_space(i, proxy))
			continue;
		if ((v = pss_kib(procs.v[i].pid)) < 0)
			v = read_stat(procs.v[i].pid, &ps) == 0 ? ps.rss_pages * page_kib : 0;
		total += v;
	}
	return total;
}

/* SIGKILL every descendant of the last listing but EXCEPT (the proxy). */
void kill_tree(pid_t except)
{
	size_t i;
	for (i = 0; i < procs.n; i++)
		if (procs.v[i].cls == P_TREE && procs.v[i].pid != except)
			kill(procs.v[i].pid, SIGKILL);
}
