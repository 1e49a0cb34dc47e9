/*
 * runner.c -- run one program under judge limits and report what happened (Linux, libc only).
 *
 * Usage:  runner [options] -- PROGRAM [ARG...]
 * A time T is whole milliseconds or decimal seconds with s (1500, 1.5s); a size M is whole KiB
 * or a decimal number with K, M or G (262144, 256M, 1.5G); 0 = none. Decimals are rounded to
 * the nearest ms or KiB; a value out of range (over 1000000 s, 1 PiB) is a usage error.
 *   --cpu T         CPU-time limit: user+sys time of ALL the program's processes and threads
 *                   together (children, orphans that left with setsid)
 *   --cpu-kill T    stop the program when that total reaches T (default and minimum: --cpu);
 *                   a program that ends by itself between --cpu and --cpu-kill is still TLE
 *   --wall T        wall-clock limit
 *   --time-scale F  multiply the three time limits by F (a decimal above 0; given twice, the
 *                   factors multiply: a slower machine, and a sanitizer's x10)
 *   --mem M         address-space cap (RLIMIT_AS) of every process and peak-RSS check
 *   --rss M         kill when the resident sets of the program's processes add up to more than
 *                   M, shared pages divided among their sharers (PSS) once the plain sum is
 *                   over (a guard where --mem is off, e.g. under ASan); default --mem
 *   --stack M       stack limit, soft and hard; default --mem, or unlimited without --mem. The
 *                   caller's own `ulimit -s` never matters (a hard limit below it can be
 *                   lifted only with CAP_SYS_RESOURCE; without, the runner says so: exit 3).
 *   --fsize B       limit of each file the program writes (stdout, stderr, ...): whole bytes,
 *                   or a decimal number with K, M or G (64M)
 *   --in F          stdin: a private sealed copy of F (a memfd), default /dev/null
 *   --out F, --err F   stdout / stderr (default /dev/null; may name the same file)
 *   --box DIR       where the program's work folder is made (default $TMPDIR, else /tmp)
 *   --env NAME=VAL  add a variable to the program's minimal environment (repeatable)
 *   --sandbox       run the program in new user, mount, PID, network, IPC and UTS namespaces
 *   --sweep         alone: kill and remove what runners killed with SIGKILL left in cgroups
 *
 * Prints one line on stdout:   STATUS CPU_MS PEAK_KIB DETAIL
 *   STATUS   OK, TLE, MLE, OLE or RE (in that priority: TLE first)
 *   CPU_MS   total CPU of all the program's processes, from the rusage of everything reaped
 *            (microseconds, shown in ms); for a CPU TLE never below --cpu
 *   PEAK_KIB largest peak RSS (ru_maxrss) of a single process of the program; when the RSS
 *            guard stopped it, the larger of that and the total the guard saw
 *   DETAIL   '-', or what ended it: SIGSEGV, exit=3, rss, alloc-refused; for TLE one of
 *            running (stopped at --cpu-kill), finished (exit 0 after --cpu), finished:X (X as
 *            above), wall (stopped at the wall-clock limit; CPU_MS is then the real total)
 * Exit status: 0 the line was printed, 2 usage error, 3 the runner itself failed, 4 --sandbox is
 * not possible here ("runner: sandbox unavailable: STEP: REASON" on stderr; never runs the
 * program unsandboxed). SIGINT, SIGTERM or SIGHUP to the runner kill the program, remove its
 * work folder, and then the runner dies of that signal.
 *
 * Design, after isolate (CMS): this process is the KEEPER. It forks the program (or, with
 * --sandbox, a PROXY that is PID 1 of fresh namespaces and forks the program), and watches it
 * from outside: it sleeps in sigtimedwait (woken at once when a child ends) and in between
 * looks at the program's processes through /proc.
 *
 * Time. The keeper is a child subreaper, so every process the program starts stays its
 * descendant. Each look sums, over the descendants, the kernel's per-process CPU clock
 * (clock_gettime: all threads, ns, from the process's start), the CPU of the children they
 * reaped (cutime+cstime, ticks) and the rusage of everything already reaped (by the keeper, or
 * by the proxy, which reports it through shared memory). The descendants are found by listing
 * /proc every 0.25 s (pid and inode only; a pid seen before is not read again) and, at each
 * look in between, by probing just the pids handed out since the last look (pids are handed
 * out in turn, and /proc/loadavg names the newest). The next look comes when the limit could at
 * the earliest be reached at the machine's full speed, between 1 and 50 ms later, so the stop
 * lands within a few ms of --cpu-kill; the keeper runs at nice -10 where allowed (the program
 * at the caller's priority) so that it wakes on time even when the program keeps every CPU
 * busy. The wall-clock and RSS limits are checked at the same looks. The reported figure is the
 * larger of the running total and the final rusage sum. RLIMIT_CPU stays as a per-process
 * backstop a whole second above --cpu-kill. Where the runner may make a cgroup (v2, under its
 * own: root, or a delegated one), each run gets one, as in isolate: the program (or the proxy)
 * enters it before anything else runs, the kernel adds up the CPU of everything in it, even of
 * children a program lets the kernel reap for it (SIGCHLD ignored), whose time no look sees
 * in full, and the total used is the larger of the two accounts. Without a cgroup such
 * children count only as far as the looks saw them alive.
 *
 * Memory. RLIMIT_AS = --mem; a run that fails under that cap is run once more, traced, with a
 * cap of max(16 x, 4 GiB) and --mem as RSS guard: if its peak virtual size (VmPeak, read at its
 * exit event) or resident set passes --mem, the failure was a refused allocation: MLE, not RE.
 * That second run gets its own fresh work folder, a fresh stdin copy and /dev/null for stdout
 * and stderr, so nothing it writes into its folder is seen; writes to absolute paths outside
 * it DO happen twice in the default mode (under --sandbox they cannot reach the judge's files).
 * The stack limit also sizes every new thread's default stack (glibc reserves RLIMIT_STACK
 * for each): with --stack = --mem, pthread_create fails under --mem (MLE alloc-refused), so
 * give a threaded program a smaller --stack.
 *
 * Isolation (default mode; for your own code). The program runs in a fresh empty folder
 * (mkdtemp under --box) that is removed afterwards with everything in it (never following a
 * symlink, never entering another mount, unlocking folders it locked, iteratively for deep
 * trees). PROGRAM is found as execvp would, from the caller's folder and PATH, but relative
 * ARGs are taken in the work folder: pass absolute paths. Its stdin is a sealed memfd copy, so
 * /proc/self/fd/0 leads nowhere. The environment is only PATH=/usr/local/bin:/usr/bin:/bin,
 * HOME and PWD = the work folder, TMPDIR=/tmp and the --env variables (so ASAN_OPTIONS too must
 * be given with --env). It runs in its own process group with PR_SET_PDEATHSIG, RLIMIT_CORE 0,
 * no inherited descriptors beyond 0-2, default signal dispositions and an empty signal mask;
 * when it ends, every process it left is killed and reaped before the report.
 *
 * Sandbox (--sandbox; for code you do not trust). One clone() makes new user, mount, PID,
 * network, IPC and UTS namespaces; the keeper writes the uid/gid maps (run as root: only
 * nobody 65534; otherwise the caller's own ids). The proxy, as that user, builds a new root on
 * a tmpfs: read-only binds of /usr /bin /sbin /lib* /etc (merged-usr symlinks recreated as
 * symlinks), a fresh /proc of the new PID namespace, a read-only /dev with null zero full random
 * urandom, a private 64 MiB /tmp, the work folder as /box (read-write, the program's HOME and
 * cwd), then pivot_root, and the root itself is made read-only. Everything else -- the project,
 * its testdata and expected outputs, the judge's output folder, other users' files -- is absent.
 * The program is exec'd from a descriptor opened before the switch. It runs with no
 * capabilities (bounding set emptied), no_new_privs and nosuid mounts, so it cannot undo the
 * read-only mounts; it has only a loopback that is down (no network at all); it sees and can
 * signal only the sandbox's processes; when it ends the proxy kills and reaps the rest, and the
 * proxy dies with the keeper (PDEATHSIG, with a pipe guarding the race), taking the whole PID
 * namespace with it even if the keeper is SIGKILLed. Limits, verdicts and figures are the same
 * as without it: the proxy reaps, traces (MLE vs RE) and reports the program's rusage, not its
 * own. NOT covered: there is no seccomp filter (every system call the kernel allows an
 * unprivileged user in its own namespaces is open); limits are rlimits and polling, not cgroups
 * (a process count is not limited, and memory is per process plus the RSS sum); disk use in
 * the work folder is limited only per file (RLIMIT_FSIZE); /proc/self/mountinfo names the host
 * paths of the bound folders; the program needs execute permission on its file for nobody.
 */
#define _GNU_SOURCE
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <grp.h>
#include <limits.h>
#include <poll.h>
#include <sched.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/mount.h>
#include <sys/prctl.h>
#include <sys/ptrace.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/statvfs.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>
#include <linux/capability.h>

/* ---- Constants, configuration, shared report ------------------------------------------- */

#define EXEC_FAILED 127             /* exit code of a program whose execve failed */
#define SETUP_FAILED 126            /* exit code of a child whose set-up failed (reported) */
#define POLL_MAX_US 50000           /* longest sleep between two looks at the program */
#define POLL_MIN_US 1000            /* shortest */
#define LIST_EVERY_US 250000        /* list all of /proc this often; probe new pids in between */
#define PROBE_MAX 256               /* more new pids than this since the last look: list */
#define RETRY_MAX 64                /* new pids not there yet (in the making) probed once more */
#define KEEPER_NICE (-10)           /* the keeper's priority, where allowed: it must wake on time
				       even when the program keeps every CPU busy */
#define KILL_GRACE_US 2000000       /* after a kill, how long the proxy may take to report */
#define REAP_ROUNDS 5000            /* 1 ms rounds to kill and reap what is left (5 s) */
#define SANDBOX_ID 65534            /* nobody / nogroup: the sandbox's user when run as root */
#define SANDBOX_TMP "size=64m,nr_inodes=16384,mode=1777" /* its private /tmp */
#define NEW_ROOT "/tmp"             /* mount point of the new root, in the private namespace */
#define NEW_ROOT_TMPFS "size=1m,nr_inodes=256,mode=0755" /* holds only mount points, links */
#define BACKSTOP_SLACK_US 20000    /* RLIMIT_CPU is checked at the scheduler tick */
#define TRACED_CAP_MIN_KIB (4L << 20) /* the traced rerun's cap: max(16 x --mem, 4 GiB) */
#define DEFAULT_PATH "/usr/local/bin:/usr/bin:/bin" /* the program's PATH */
#define MAX_MS 1000000000LL         /* largest time limit accepted: about 11.5 days */
#define MAX_KIB (1LL << 40)         /* largest size accepted, KiB (1 PiB) */

enum exit_code { EXIT_LINE = 0, EXIT_USAGE = 2, EXIT_RUNNER = 3, EXIT_NO_SANDBOX = 4 };

struct config {
	long long cpu_ms, cpu_kill_ms, wall_ms, mem_kib, rss_kib, stack_kib, fsize;
	double time_scale;              /* the product of the --time-scale factors */
	const char *in, *out, *err;
	char box[PATH_MAX];
	const char **env;               /* --env NAME=VAL, in order */
	int n_env, sandbox;
	char **argv;                    /* PROGRAM [ARG...] */
	char exec_path[PATH_MAX];       /* PROGRAM found (default mode execs this path) */
	int exec_fd, exec_errno;        /* --sandbox execs this descriptor; why it cannot be run */
	int as_root;                    /* the keeper is root: the sandbox runs as nobody */
};

/* One run: the address-space cap, the RSS guard, traced (VmPeak at exit), outputs discarded. */
struct run_spec {
	long long mem_cap_kib, rss_kib;
	int traced, quiet;
};

/* Written by the program's child (before exec) and the proxy; read by the keeper. Shared. */
struct report {
	long long reaped_us;            /* CPU of everything the proxy reaped, updated live */
	long long maxrss_kib;           /* largest ru_maxrss among them */
	long long vm_peak_kib;          /* VmPeak of the traced program at its exit */
	int status, have_status;        /* the program's wait status (sandbox) */
	int exec_errno;                 /* why execve failed */
	int fail_errno, fail_sandbox;   /* a set-up step failed; 1: a namespace or mount step */
	char fail_step[96];
};

struct outcome {
	int status, have_status;
	int wall_killed, cpu_killed, rss_killed, exec_enomem;
	long long cpu_us, rss_kib, vm_peak_kib, out_size, err_size;
};

struct files {
	int in, out, err;
};

struct work {
	char path[PATH_MAX];
	int fd;
};

static struct report *rep;          /* MAP_SHARED: survives fork and clone */
static sigset_t keeper_signals;     /* SIGCHLD, SIGINT, SIGTERM, SIGHUP: blocked, waited for */
static pid_t keeper_pid;
static int caller_nice;             /* the program runs at the caller's priority */
static long clk_tck, page_kib, n_cpus;

/* ---- Small helpers ---------------------------------------------------------------------- */

/* Monotonic clock, microseconds. */
static long long now_us(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec * 1000000LL + ts.tv_nsec / 1000;
}

/* User+system time of a rusage, microseconds. */
static long long rusage_us(const struct rusage *ru)
{
	return (ru->ru_utime.tv_sec + ru->ru_stime.tv_sec) * 1000000LL + ru->ru_utime.tv_usec +
	       ru->ru_stime.tv_usec;
}

/* In a child before exec: record which set-up step failed (and errno) for the keeper; exit. */
static void child_failed(const char *step, int sandbox_step)
{
	rep->fail_errno = errno ? errno : EINVAL;
	rep->fail_sandbox = sandbox_step;
	snprintf(rep->fail_step, sizeof rep->fail_step, "%s", step);
	_exit(SETUP_FAILED);
}

/* Value in KiB of field NAME ("VmPeak:") of /proc/PID/status; -1 if unreadable. */
static long long proc_status_kib(pid_t pid, const char *name)
{
	char path[64], line[256];
	long long v = -1;
	size_t n = strlen(name);
	FILE *f;
	snprintf(path, sizeof path, "/proc/%d/status", (int)pid);
	if (!(f = fopen(path, "re")))
		return -1;
	while (fgets(line, sizeof line, f))
		if (!strncmp(line, name, n)) {
			v = atoll(line + n);
			break;
		}
	fclose(f);
	return v;
}

/* Die of signal SIG, as the caller expects after Ctrl-C or kill. */
static void die_of(int sig)
{
	sigset_t one;
	signal(sig, SIG_DFL);
	raise(sig);
	sigemptyset(&one);
	sigaddset(&one, sig);
	sigprocmask(SIG_UNBLOCK, &one, NULL);
	_exit(128 + sig);
}

static void cg_sweep(void);

/* ---- Options ---------------------------------------------------------------------------- */

/* Print the usage summary to F; return CODE. */
static int usage(FILE *f, int code)
{
	fputs("usage: runner [--cpu T] [--cpu-kill T] [--wall T] [--time-scale F] [--mem M]\n"
	      "              [--rss M] [--stack M] [--fsize B] [--in F] [--out F] [--err F]\n"
	      "              [--box DIR] [--env NAME=VAL]... [--sandbox] -- PROGRAM [ARG...]\n"
	      "       runner --sweep   (kill and remove what killed runners left in cgroups)\n"
	      "T: ms, or seconds as 1.5s; M: KiB, or 512K 256M 1.5G; B: bytes, or 64M; 0 = none.\n"
	      "Prints 'STATUS CPU_MS PEAK_KIB DETAIL'; exit 0 line printed, 2 usage, 3 runner\n"
	      "failed, 4 sandbox unavailable. A failure under --mem is rerun traced (MLE or RE)\n"
	      "in a fresh work folder with outputs discarded. See the header of tools/runner.c.\n",
	      f);
	return code;
}

/* Parse a whole non-negative decimal number not above MAX into *V; 0 on success. */
static int parse_number(const char *s, long long max, long long *v)
{
	char *end;
	if (*s < '0' || *s > '9')
		return -1;
	errno = 0;
	*v = strtoll(s, &end, 10);
	return errno || *end || *v > max ? -1 : 0;
}

/* Length of the decimal number ("12", "1.5") that S starts with; 0 if none. */
static size_t decimal_length(const char *s)
{
	size_t n = strspn(s, "0123456789"), f;
	if (n == 0 || s[n] != '.')
		return n;
	f = strspn(s + n + 1, "0123456789");
	return f ? n + 1 + f : 0;
}

/* The kinds of limit, each with its base unit (what a plain whole number counts) and the
 * suffixes that scale a decimal number, as judge.conf writes them. */
enum kind { TIME_MS, SIZE_KIB, SIZE_BYTES };

static const struct kind_info {
	const char *suffixes;           /* one letter each */
	long long per_suffix[3];        /* base units in one of each */
	long long max;                  /* largest value accepted, base units */
	const char *rule;
} kinds[] = {
	[TIME_MS] = { "s", { 1000 }, MAX_MS,
		      "whole milliseconds, or decimal seconds as 1.5s, at most 1000000 s" },
	[SIZE_KIB] = { "KMG", { 1, 1 << 10, 1 << 20 }, MAX_KIB,
		       "whole KiB, or a decimal number with K, M or G (256M, 1.5G), at most 1 PiB" },
	[SIZE_BYTES] = { "KMG", { 1 << 10, 1 << 20, 1 << 30 }, MAX_KIB * 1024,
			 "whole bytes, or a decimal number with K, M or G (64M), at most 1 PiB" },
};

/* V as a limit of kind K into *OUT (base units; a decimal with a suffix rounded to the
 * nearest, and a nonzero one must not round to 0); 0 on success. */
static int parse_limit(const char *v, enum kind k, long long *out)
{
	const struct kind_info *ki = &kinds[k];
	size_t n = decimal_length(v);
	const char *suffix = n ? strchr(ki->suffixes, v[n]) : NULL;
	double x;
	if (n && !v[n])
		return parse_number(v, ki->max, out);
	if (!suffix || !*suffix || v[n + 1])
		return -1;
	x = strtod(v, NULL) * (double)ki->per_suffix[suffix - ki->suffixes];
	if (!(x < (double)ki->max + 0.5))
		return -1;
	*out = (long long)(x + 0.5);
	return *out == 0 && x > 0 ? -1 : 0;
}

/* Multiply each time limit by the --time-scale factors (a nonzero limit stays at least 1 ms);
 * 0, or -1 when one goes past the range. */
static int scale_times(struct config *c)
{
	long long *t[] = { &c->cpu_ms, &c->cpu_kill_ms, &c->wall_ms };
	size_t i;
	for (i = 0; i < sizeof t / sizeof *t; i++) {
		double x = (double)*t[i] * c->time_scale;
		if (*t[i] == 0)
			continue;
		if (!(x < (double)MAX_MS + 0.5))
			return -1;
		*t[i] = x < 1 ? 1 : (long long)(x + 0.5);
	}
	return 0;
}

/* A bad value V of option O: say why; -1. */
static int bad_value(const char *o, const char *v, const char *rule)
{
	fprintf(stderr, "runner: %s '%s': %s\n", o, v, rule);
	return -1;
}

/* --time-scale V: one more factor (> 0); 0 on success. */
static int parse_scale(const char *v, struct config *c)
{
	size_t n = decimal_length(v);
	double f = n && !v[n] ? strtod(v, NULL) : 0;
	if (!(f > 0 && f < 1e9))
		return bad_value("--time-scale", v, "a decimal number above 0 (0.5, 2)");
	c->time_scale *= f;
	return 0;
}

/* Fill C from the command line; returns -1 on a usage error. */
static int parse_options(int argc, char **argv, struct config *c)
{
	int i, kill_set = 0, rss_set = 0, stack_set = 0;
	const char *box = getenv("TMPDIR");
	box = box && *box ? box : "/tmp";
	c->in = c->out = c->err = "/dev/null";
	c->exec_fd = -1;
	c->time_scale = 1;
	if (!(c->env = calloc((size_t)argc, sizeof *c->env)))
		return -1;
	for (i = 1; i < argc && strcmp(argv[i], "--") != 0; i++) {
		const char *o = argv[i], *v = i + 1 < argc ? argv[i + 1] : NULL;
		long long *num = NULL;
		enum kind k = SIZE_KIB;
		if (!strcmp(o, "--help") || !strcmp(o, "-h"))
			exit(usage(stdout, 0));
		if (!strcmp(o, "--sweep")) { /* only the cgroups of killed runners, then exit */
			cg_sweep();
			exit(0);
		}
		if (!strcmp(o, "--sandbox")) {
			c->sandbox = 1;
			continue;
		}
		if (!v)
			return -1;
		i++;
		if (!strcmp(o, "--cpu")) num = &c->cpu_ms, k = TIME_MS;
		else if (!strcmp(o, "--cpu-kill")) num = &c->cpu_kill_ms, k = TIME_MS, kill_set++;
		else if (!strcmp(o, "--wall")) num = &c->wall_ms, k = TIME_MS;
		else if (!strcmp(o, "--time-scale")) { if (parse_scale(v, c) < 0) return -1; }
		else if (!strcmp(o, "--mem")) num = &c->mem_kib;
		else if (!strcmp(o, "--rss")) num = &c->rss_kib, rss_set = 1;
		else if (!strcmp(o, "--stack")) num = &c->stack_kib, stack_set = 1;
		else if (!strcmp(o, "--fsize")) num = &c->fsize, k = SIZE_BYTES;
		else if (!strcmp(o, "--in")) c->in = v;
		else if (!strcmp(o, "--out")) c->out = v;
		else if (!strcmp(o, "--err")) c->err = v;
		else if (!strcmp(o, "--box")) box = v;
		else if (!strcmp(o, "--env") && strchr(v, '=') && *v != '=') c->env[c->n_env++] = v;
		else return -1;
		if (num && parse_limit(v, k, num) < 0)
			return bad_value(o, v, kinds[k].rule);
	}
	if (i + 1 >= argc)
		return -1;
	c->argv = argv + i + 1;
	if (scale_times(c) < 0) {
		fputs("runner: --time-scale: a time limit past 1000000 s once scaled\n", stderr);
		return -1;
	}
	if (!kill_set || c->cpu_kill_ms < c->cpu_ms)
		c->cpu_kill_ms = c->cpu_ms;
	if (!rss_set)
		c->rss_kib = c->mem_kib;
	if (!stack_set)
		c->stack_kib = c->mem_kib;
	if (!realpath(box, c->box)) {
		fprintf(stderr, "runner: --box %s: %s\n", box, strerror(errno));
		exit(EXIT_RUNNER);
	}
	return 0;
}

/* Find PROGRAM as execvp would (the caller's PATH, or relative to the caller's folder), so
 * that it still runs from the work folder; --sandbox also opens it. */
static void resolve_program(struct config *c)
{
	const char *p = c->argv[0], *path = getenv("PATH");
	char cwd[PATH_MAX];
	c->exec_errno = ENOENT;
	if (strchr(p, '/')) {
		if (p[0] == '/')
			snprintf(c->exec_path, sizeof c->exec_path, "%s", p);
		else if (!getcwd(cwd, sizeof cwd) ||
			 snprintf(c->exec_path, sizeof c->exec_path, "%s/%s", cwd, p) >=
			 (int)sizeof c->exec_path)
			return;
		c->exec_errno = access(c->exec_path, F_OK) == 0 ? 0 : errno;
	} else {
		const char *dir = path && *path ? path : DEFAULT_PATH;
		while (*p && c->exec_errno) {
			size_t n = strcspn(dir, ":");
			struct stat st;
			snprintf(c->exec_path, sizeof c->exec_path, "%.*s/%s", (int)n,
				 n ? dir : ".", p);
			if (stat(c->exec_path, &st) == 0 && S_ISREG(st.st_mode) &&
			    access(c->exec_path, X_OK) == 0)
				c->exec_errno = 0;
			if (!dir[n])
				break;
			dir += n + 1;
		}
	}
	if (c->sandbox && !c->exec_errno &&
	    (c->exec_fd = open(c->exec_path, O_PATH | O_CLOEXEC)) < 0)
		c->exec_errno = errno;
}

/* ---- Work folder, stdin copy, outputs --------------------------------------------------- */

/* Mount id of NAME in DIRFD ("" = DIRFD itself), -1 where the kernel does not say. */
static long long mount_id(int dirfd, const char *name)
{
#ifdef STATX_MNT_ID
	struct statx sx;
	int flags = AT_SYMLINK_NOFOLLOW | (name[0] ? 0 : AT_EMPTY_PATH);
	if (statx(dirfd, name, flags, STATX_MNT_ID, &sx) == 0 && (sx.stx_mask & STATX_MNT_ID))
		return (long long)sx.stx_mnt_id;
#else
	(void)dirfd, (void)name;
#endif
	return -1;
}

struct ident {
	dev_t dev;
	ino_t ino;
};

struct level {
	struct ident parent;            /* the folder we came down from */
	char *name;                     /* the folder we went into, by its name there */
};

/* Is folder ST among the N that stay (mounts, folders that could not be removed)? */
static int skipped(const struct ident *skip, size_t n, const struct stat *st)
{
	while (n--)
		if (skip[n].dev == st->st_dev && skip[n].ino == st->st_ino)
			return 1;
	return 0;
}

/* Add folder ST to those that stay; -1 if out of memory. */
static int add_skip(struct ident **skip, size_t *n, const struct stat *st)
{
	struct ident *v = realloc(*skip, (*n + 1) * sizeof **skip);
	if (!v)
		return -1;
	v[*n].dev = st->st_dev, v[*n].ino = st->st_ino;
	*skip = v, (*n)++;
	return 0;
}

/* Remove everything inside the folder open as TOP (not TOP itself): never follows a symlink,
 * never enters another mount, unlocks folders the program locked (chmod 000), and walks deep
 * trees iteratively with one descriptor and a stack of names. Returns 0 if all went. */
static int empty_tree(int top)
{
	struct level *stk = NULL;
	struct ident *skip = NULL;
	size_t depth = 0, cap = 0, n_skip = 0;
	long long top_mnt = mount_id(top, "");
	struct stat st;
	int cur = fcntl(top, F_DUPFD_CLOEXEC, 0), bad = 0, oom = 0;
	dev_t dev;
	if (cur < 0 || fstat(cur, &st) < 0)
		return -1;
	dev = st.st_dev;
	for (;;) {
		char *sub = NULL;
		struct dirent *e;
		DIR *d = NULL;
		int dfd, nfd;
		if (fchmod(cur, 0700) < 0) { /* not ours: try anyway */ }
		if ((dfd = openat(cur, ".", O_RDONLY | O_DIRECTORY | O_CLOEXEC)) >= 0 &&
		    !(d = fdopendir(dfd)))
			close(dfd);
		bad |= !d;
		while (d && !sub && !oom && (e = readdir(d))) {
			if (!strcmp(e->d_name, ".") || !strcmp(e->d_name, ".."))
				continue;
			if (fstatat(cur, e->d_name, &st, AT_SYMLINK_NOFOLLOW) < 0)
				continue;
			if (!S_ISDIR(st.st_mode))
				bad |= unlinkat(cur, e->d_name, 0) < 0;
			else if (skipped(skip, n_skip, &st))
				continue;
			else if (st.st_dev != dev || mount_id(cur, e->d_name) != top_mnt)
				bad = 1, oom = add_skip(&skip, &n_skip, &st) < 0; /* a mount */
			else if (unlinkat(cur, e->d_name, AT_REMOVEDIR) < 0)
				oom = !(sub = strdup(e->d_name));
		}
		if (d)
			closedir(d);
		if (oom || (sub && depth == cap &&
			    !(stk = realloc(stk, (cap = 2 * cap + 16) * sizeof *stk)))) {
			free(sub);
			bad = 1;
			break;
		}
		if (sub) { /* go down into it */
			if (fchmodat(cur, sub, 0700, 0) < 0) { /* try anyway */ }
			nfd = openat(cur, sub, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
			if (nfd < 0 || fstat(cur, &st) < 0) {
				if (nfd >= 0)
					close(nfd);
				bad = 1;
				if (fstatat(cur, sub, &st, AT_SYMLINK_NOFOLLOW) < 0 ||
				    add_skip(&skip, &n_skip, &st) < 0) {
					free(sub);
					break;
				}
				free(sub);
				continue;
			}
			stk[depth].parent.dev = st.st_dev;
			stk[depth].parent.ino = st.st_ino;
			stk[depth++].name = sub;
			close(cur);
			cur = nfd;
			continue;
		}
		if (depth == 0)
			break;
		/* CUR is as empty as it gets: back up to its parent and remove it there */
		nfd = openat(cur, "..", O_RDONLY | O_DIRECTORY | O_CLOEXEC);
		if (nfd < 0 || fstat(nfd, &st) < 0 || st.st_dev != stk[depth - 1].parent.dev ||
		    st.st_ino != stk[depth - 1].parent.ino || fstat(cur, &st) < 0) {
			if (nfd >= 0)
				close(nfd);
			bad = 1; /* moved under our feet: stop */
			break;
		}
		close(cur);
		cur = nfd;
		depth--;
		if (unlinkat(cur, stk[depth].name, AT_REMOVEDIR) < 0) {
			bad = 1;
			if (add_skip(&skip, &n_skip, &st) < 0) {
				free(stk[depth].name);
				break;
			}
		}
		free(stk[depth].name);
	}
	close(cur);
	while (depth)
		free(stk[--depth].name);
	free(stk);
	free(skip);
	return bad ? -1 : 0;
}

/* Make the run's fresh empty work folder under --box; 0 on success. */
static int make_work(const struct config *c, struct work *w)
{
	w->fd = -1;
	if (snprintf(w->path, sizeof w->path, "%s/runner.XXXXXX", c->box) >= (int)sizeof w->path ||
	    !mkdtemp(w->path))
		return -1;
	if ((w->fd = open(w->path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)) < 0) {
		rmdir(w->path);
		return -1;
	}
	if (c->sandbox && c->as_root && fchown(w->fd, SANDBOX_ID, SANDBOX_ID) < 0) {
		close(w->fd);
		rmdir(w->path);
		return -1;
	}
	return 0;
}

/* Remove the work folder and everything in it (a folder put in its place is left alone). */
static void remove_work(struct work *w)
{
	struct stat a, b;
	if (w->fd < 0)
		return;
	if (empty_tree(w->fd) < 0 || fstat(w->fd, &a) < 0 || lstat(w->path, &b) < 0 ||
	    a.st_dev != b.st_dev || a.st_ino != b.st_ino || rmdir(w->path) < 0)
		fprintf(stderr, "runner: could not remove all of %s\n", w->path);
	close(w->fd);
	w->fd = -1;
}

/* A private, sealed, seekable copy of --in (memfd; an unlinked file in --box where there is
 * no memfd); /dev/null as is. -1 on failure. */
static int make_stdin(const struct config *c)
{
	char buf[65536], path[PATH_MAX];
	int src, fd;
	ssize_t n;
	if (!strcmp(c->in, "/dev/null"))
		return open("/dev/null", O_RDONLY | O_CLOEXEC);
	if ((src = open(c->in, O_RDONLY | O_CLOEXEC)) < 0)
		return -1;
	if ((fd = memfd_create("stdin", MFD_CLOEXEC | MFD_ALLOW_SEALING)) < 0) {
		if (snprintf(path, sizeof path, "%s/runner-in.XXXXXX", c->box) < (int)sizeof path &&
		    (fd = mkostemp(path, O_CLOEXEC)) >= 0)
			unlink(path);
	}
	while (fd >= 0 && (n = read(src, buf, sizeof buf)) != 0) {
		char *p = buf;
		if (n < 0 && errno == EINTR)
			continue;
		while (n > 0) {
			ssize_t m = write(fd, p, (size_t)n);
			if (m < 0 && errno == EINTR)
				continue;
			if (m <= 0)
				break;
			p += m, n -= m;
		}
		if (n) { /* read or write error */
			close(fd);
			fd = -1;
		}
	}
	close(src);
	if (fd >= 0) {
		int seals = F_SEAL_SHRINK | F_SEAL_GROW | F_SEAL_WRITE | F_SEAL_SEAL;
		if (fcntl(fd, F_ADD_SEALS, seals) < 0) { /* an unlinked file: private, unsealed */ }
		lseek(fd, 0, SEEK_SET);
	}
	return fd;
}

/* Open stdin copy, stdout and stderr of one run; the name of what failed, or NULL. */
static const char *open_files(const struct config *c, const struct run_spec *s, struct files *f)
{
	struct stat a, b;
	f->in = f->out = f->err = -1;
	if ((f->in = make_stdin(c)) < 0)
		return c->in;
	if (s->quiet) {
		f->out = open("/dev/null", O_WRONLY | O_CLOEXEC);
		f->err = f->out < 0 ? -1 : fcntl(f->out, F_DUPFD_CLOEXEC, 0);
		return f->err < 0 ? "/dev/null" : NULL;
	}
	if ((f->out = open(c->out, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644)) < 0)
		return c->out;
	if ((f->err = open(c->err, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644)) < 0)
		return c->err;
	if (fstat(f->out, &a) == 0 && fstat(f->err, &b) == 0 && a.st_dev == b.st_dev &&
	    a.st_ino == b.st_ino) { /* one file: one offset, so the two streams do not overwrite */
		close(f->err);
		if ((f->err = fcntl(f->out, F_DUPFD_CLOEXEC, 0)) < 0)
			return c->err;
	}
	return NULL;
}

/* Close the run's descriptors. */
static void close_files(struct files *f)
{
	if (f->in >= 0) close(f->in);
	if (f->out >= 0) close(f->out);
	if (f->err >= 0) close(f->err);
	f->in = f->out = f->err = -1;
}

/* Size of the regular file open as FD (0 for a device). */
static long long fd_size(int fd)
{
	struct stat st;
	return fd >= 0 && fstat(fd, &st) == 0 && S_ISREG(st.st_mode) ? (long long)st.st_size : 0;
}

/* The program's environment: the minimal set, with HOME and PWD = HOME, then --env. */
static char **make_env(const struct config *c, const char *home)
{
	char **env = calloc((size_t)c->n_env + 5, sizeof *env);
	int n = 0, i, j;
	if (!env)
		return NULL;
	env[n++] = strdup("PATH=" DEFAULT_PATH);
	if (asprintf(&env[n++], "HOME=%s", home) < 0 || asprintf(&env[n++], "PWD=%s", home) < 0)
		return NULL;
	env[n++] = strdup("TMPDIR=/tmp");
	for (i = 0; i < c->n_env; i++) {
		size_t len = (size_t)(strchr(c->env[i], '=') - c->env[i]) + 1;
		for (j = 0; j < n && strncmp(env[j], c->env[i], len) != 0; j++)
			;
		if (j == n)
			n++;
		else
			free(env[j]);
		env[j] = strdup(c->env[i]);
	}
	for (i = 0; i < n; i++)
		if (!env[i])
			return NULL;
	return env;
}

/* Free an environment from make_env. */
static void free_env(char **env)
{
	int i;
	for (i = 0; env && env[i]; i++)
		free(env[i]);
	free(env);
}

/* ---- Accounting: the program's processes, seen through /proc ---------------------------- */

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

struct pstat {
	pid_t ppid;
	long long cticks, rss_pages;    /* cutime+cstime; resident pages */
};

/* Read the start of file PATH into BUF (SIZE bytes, NUL-terminated); its length, or -1. */
static ssize_t read_text(const char *path, char *buf, size_t size)
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

/* Parse /proc/PID/stat; 0 on success. */
static int read_stat(pid_t pid, struct pstat *ps)
{
	char path[64], buf[1024], *p;
	long long f[22];
	int i;
	snprintf(path, sizeof path, "/proc/%d/stat", (int)pid);
	if (read_text(path, buf, sizeof buf) < 0)
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

static void classify(void);

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

/* List /proc and classify every process: a descendant of the keeper (P_TREE) or not. Known
 * pids with the same /proc inode keep their class, so only new ones are read. */
static void scan_procs(void)
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

/* PPid and Tgid of PID from /proc/PID/status; 0 on success. */
static int read_ids(pid_t pid, pid_t *ppid, pid_t *tgid)
{
	char path[64], buf[2048], *p, *q;
	snprintf(path, sizeof path, "/proc/%d/status", (int)pid);
	if (read_text(path, buf, sizeof buf) < 0)
		return -1;
	if (!(p = strstr(buf, "\nTgid:")) || !(q = strstr(buf, "\nPPid:")))
		return -1;
	*tgid = (pid_t)atol(p + 6);
	*ppid = (pid_t)atol(q + 6);
	return 0;
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
	int fd = open("/proc/loadavg", O_RDONLY | O_CLOEXEC);
	ssize_t n = fd < 0 ? -1 : read(fd, buf, sizeof buf - 1);
	if (fd >= 0)
		close(fd);
	if (n <= 0)
		return -1;
	buf[n] = 0;
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
static long long sample(pid_t proxy, long long base, long long *rss_kib)
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
	char path[64], buf[4096], *p;
	snprintf(path, sizeof path, "/proc/%d/smaps_rollup", (int)pid);
	if (read_text(path, buf, sizeof buf) < 0)
		return -1;
	return (p = strstr(buf, "\nPss:")) ? strtoll(p + 5, NULL, 10) : -1;
}

/* The program's memory as the RSS guard judges it (KiB): RSS_SUM (the resident sets added up,
 * which counts a page shared by several processes once per process) when it is within LIMIT,
 * else the sum of their proportional set sizes; a process whose PSS cannot be read counts
 * with its whole RSS (nothing if it is gone). */
static long long fair_rss(pid_t proxy, long long rss_sum, long long limit)
{
	long long total = 0, v;
	struct pstat ps;
	size_t i;
	if (rss_sum <= limit)
		return rss_sum;
	for (i = 0; i < procs.n; i++) {
		if (procs.v[i].cls != P_TREE || procs.v[i].pid == proxy)
			continue;
		if ((v = pss_kib(procs.v[i].pid)) < 0)
			v = read_stat(procs.v[i].pid, &ps) == 0 ? ps.rss_pages * page_kib : 0;
		total += v;
	}
	return total;
}

/* ---- cgroup (CPU of everything the program starts) -------------------------------------- */

static char cg_path[PATH_MAX]; /* this run's cgroup v2 folder, "" when there is none */

/* Write TEXT into the file PATH; 0 on success. */
static int write_file(const char *path, const char *text)
{
	int fd, ok;
	if ((fd = open(path, O_WRONLY | O_CLOEXEC)) < 0)
		return -1;
	ok = write(fd, text, strlen(text)) == (ssize_t)strlen(text);
	close(fd);
	return ok ? 0 : -1;
}

/* Our own cgroup's folder (/proc/self/cgroup "0::PATH" in the v2 hierarchy mounted at
 * /sys/fs/cgroup or /sys/fs/cgroup/unified) into DIR, if we may make cgroups in it; 0 if so. */
static int cg_parent(char *dir, size_t size)
{
	static const char *const mounts[] = { "/sys/fs/cgroup", "/sys/fs/cgroup/unified" };
	char line[PATH_MAX], probe[PATH_MAX + 64];
	FILE *f = fopen("/proc/self/cgroup", "re");
	size_t i;
	if (!f)
		return -1;
	while (fgets(line, sizeof line, f) && strncmp(line, "0::", 3))
		;
	if (fclose(f) != 0 || strncmp(line, "0::", 3))
		return -1;
	line[3 + strcspn(line + 3, "\n")] = 0;
	for (i = 0; i < sizeof mounts / sizeof mounts[0]; i++) {
		snprintf(probe, sizeof probe, "%s%s/cgroup.procs", mounts[i], line + 3);
		if (access(probe, W_OK) == 0)
			return snprintf(dir, size, "%s%s", mounts[i], strcmp(line + 3, "/") ?
					line + 3 : "") < (int)size ? 0 : -1;
	}
	return -1;
}

/* Kill what is left in the cgroups of runners that were killed with SIGKILL (runner.PID.N,
 * PID gone) in our own cgroup's folder, and remove them. */
static void cg_sweep(void)
{
	char dir[PATH_MAX], path[PATH_MAX + 300];
	struct dirent *e;
	DIR *d;
	int pid, i;
	if (cg_parent(dir, sizeof dir) != 0 || !(d = opendir(dir)))
		return;
	while ((e = readdir(d)))
		if (sscanf(e->d_name, "runner.%d.", &pid) == 1 && pid > 0 && kill(pid, 0) != 0 &&
		    errno == ESRCH) {
			snprintf(path, sizeof path, "%s/%s/cgroup.kill", dir, e->d_name);
			write_file(path, "1");
			path[strlen(path) - strlen("/cgroup.kill")] = 0;
			for (i = 0; i < 100 && rmdir(path) != 0 && errno == EBUSY; i++)
				usleep(1000);
		}
	closedir(d);
}

/* Make this run's cgroup (runner.PID.N under our own, after a sweep); cg_path stays "" where
 * cgroups cannot be made. */
static void cg_make(void)
{
	static unsigned runs;
	char dir[PATH_MAX];
	cg_path[0] = 0;
	if (cg_parent(dir, sizeof dir) != 0)
		return;
	cg_sweep();
	if (snprintf(cg_path, sizeof cg_path, "%s/runner.%d.%u", dir, (int)getpid(), runs++) >=
	    (int)sizeof cg_path || mkdir(cg_path, 0700) != 0)
		cg_path[0] = 0;
}

/* Write TEXT into FILE of this run's cgroup; 0 on success. */
static int cg_write(const char *file, const char *text)
{
	char path[PATH_MAX + 32];
	snprintf(path, sizeof path, "%s/%s", cg_path, file);
	return cg_path[0] ? write_file(path, text) : -1;
}

/* Put process PID (0: the caller) into this run's cgroup; what it starts follows it there. */
static void cg_enter(pid_t pid)
{
	char text[32];
	snprintf(text, sizeof text, "%d\n", (int)pid);
	cg_write("cgroup.procs", text);
}

/* CPU (us, user + sys) of everything that ever ran in this run's cgroup; 0 without one. */
static long long cg_cpu_us(void)
{
	char path[PATH_MAX + 32], buf[512];
	snprintf(path, sizeof path, "%s/cpu.stat", cg_path);
	if (!cg_path[0] || read_text(path, buf, sizeof buf) < 0)
		return 0;
	return strncmp(buf, "usage_usec ", 11) ? 0 : strtoll(buf + 11, NULL, 10);
}

/* Kill whatever is still in the cgroup (cgroup.kill, Linux 5.14) and remove it. */
static void cg_remove(void)
{
	int i;
	if (!cg_path[0])
		return;
	cg_write("cgroup.kill", "1");
	for (i = 0; i < 200 && rmdir(cg_path) != 0 && errno == EBUSY; i++)
		usleep(1000);
	cg_path[0] = 0;
}

/* SIGKILL every descendant of the last listing but EXCEPT (the proxy). */
static void kill_tree(pid_t except)
{
	size_t i;
	for (i = 0; i < procs.n; i++)
		if (procs.v[i].cls == P_TREE && procs.v[i].pid != except)
			kill(procs.v[i].pid, SIGKILL);
}

/* ---- Starting the program --------------------------------------------------------------- */

/* Set one resource limit NAME of the program, soft and hard; NONE: as high as allowed. NULL,
 * or what could not be done (a static buffer; the caller's hard limit can only be raised by a
 * keeper with CAP_SYS_RESOURCE, which e.g. root in a Docker container lacks). */
static const char *limit(int resource, const char *name, rlim_t soft, rlim_t hard, int none)
{
	static char why[sizeof rep->fail_step];
	struct rlimit rl;
	int e;
	rl.rlim_cur = soft, rl.rlim_max = hard;
	if (setrlimit(resource, &rl) == 0)
		return NULL;
	e = errno;
	if (getrlimit(resource, &rl) < 0)
		return name;
	if (none) {
		rl.rlim_cur = rl.rlim_max;
		if (setrlimit(resource, &rl) == 0)
			return NULL;
	}
	if (rl.rlim_max != RLIM_INFINITY && hard > rl.rlim_max)
		snprintf(why, sizeof why, "%s above the caller's hard limit %llu", name,
			 (unsigned long long)rl.rlim_max);
	else
		snprintf(why, sizeof why, "%s", name);
	errno = e;
	return why;
}

/* The program's resource limits; NULL, or what could not be set. */
static const char *set_limits(const struct config *c, const struct run_spec *s)
{
	rlim_t inf = RLIM_INFINITY, v;
	const char *why;
	if (c->cpu_kill_ms > 0) { /* backstop: SIGXCPU a whole second above --cpu-kill */
		v = (rlim_t)(c->cpu_kill_ms + 999) / 1000 + 1;
		if ((why = limit(RLIMIT_CPU, "RLIMIT_CPU (s)", v, v + 1, 0)))
			return why;
	} else if ((why = limit(RLIMIT_CPU, "RLIMIT_CPU", inf, inf, 1)))
		return why;
	v = s->mem_cap_kib > 0 ? (rlim_t)s->mem_cap_kib * 1024 : inf;
	if ((why = limit(RLIMIT_AS, "RLIMIT_AS (bytes)", v, v, s->mem_cap_kib == 0)))
		return why;
	v = c->stack_kib > 0 ? (rlim_t)c->stack_kib * 1024 : inf;
	if ((why = limit(RLIMIT_STACK, "RLIMIT_STACK (bytes)", v, v, c->stack_kib == 0)))
		return why;
	v = c->fsize > 0 ? (rlim_t)c->fsize + 1 : inf; /* the limit itself may be written */
	if ((why = limit(RLIMIT_FSIZE, "RLIMIT_FSIZE (bytes)", v, v, c->fsize == 0)))
		return why;
	return limit(RLIMIT_CORE, "RLIMIT_CORE", 0, 0, 0);
}

/* Mark every descriptor from 3 up close-on-exec (the exec descriptor must live until exec). */
static void cloexec_from_3(void)
{
	int fd;
#ifdef CLOSE_RANGE_CLOEXEC
	if (close_range(3, ~0U, CLOSE_RANGE_CLOEXEC) == 0)
		return;
#endif
	for (fd = 3; fd < 4096; fd++)
		fcntl(fd, F_SETFD, FD_CLOEXEC);
}

/* In the program's process: limits, folder, descriptors, clean signals, exec. No return. */
static void exec_program(const struct config *c, const struct run_spec *s, const struct files *f,
			 const char *cwd, char **env)
{
	const char *what;
	sigset_t none;
	int sig;
	if (setpriority(PRIO_PROCESS, 0, caller_nice) < 0) { /* as the keeper's then: harmless */ }
	if ((what = set_limits(c, s)))
		child_failed(what, 0); /* "runner: RLIMIT_STACK (bytes) above the caller's ..." */
	if (chdir(cwd) < 0)
		child_failed("chdir to the work folder", 0);
	if (dup2(f->in, 0) < 0 || dup2(f->out, 1) < 0 || dup2(f->err, 2) < 0)
		child_failed("dup2", 0);
	cloexec_from_3();
	for (sig = 1; sig < NSIG; sig++)
		signal(sig, SIG_DFL);
	if (s->traced && ptrace(PTRACE_TRACEME, 0, NULL, NULL) < 0)
		child_failed("ptrace", 0);
	sigemptyset(&none);
	sigprocmask(SIG_SETMASK, &none, NULL);
	if (c->exec_errno)
		errno = c->exec_errno;
	else if (c->sandbox)
		fexecve(c->exec_fd, c->argv, env);
	else
		execve(c->exec_path, c->argv, env);
	rep->exec_errno = errno;
	_exit(EXEC_FAILED);
}

/* A traced program stopped: note VmPeak at its exit event, set the options at the exec trap,
 * pass any other signal on. */
static void trace_stop(pid_t pid, int status, long long *vm_peak_kib)
{
	int sig = WSTOPSIG(status), event = status >> 16;
	if (event == PTRACE_EVENT_EXIT) {
		*vm_peak_kib = proc_status_kib(pid, "VmPeak:");
		sig = 0;
	} else if (sig == SIGTRAP) {
		ptrace(PTRACE_SETOPTIONS, pid, NULL,
		       (void *)(long)(PTRACE_O_TRACEEXIT | PTRACE_O_EXITKILL));
		sig = 0;
	}
	ptrace(PTRACE_CONT, pid, NULL, (void *)(long)sig);
}

/* ---- Sandbox: the proxy and the new root ------------------------------------------------ */

/* In the proxy: a namespace or mount step failed; report it (exit 4) and end. */
static void sandbox_failed(const char *step)
{
	child_failed(step, 1);
}

/* Write TEXT into /proc/PID/NAME; 0 on success. */
static int write_proc(pid_t pid, const char *name, const char *text)
{
	char path[64];
	snprintf(path, sizeof path, "/proc/%d/%s", (int)pid, name);
	return write_file(path, text);
}

/* Make the mount at PATH and those below it read-only, nosuid, nodev. */
static int make_readonly(const char *path, int recursive)
{
	unsigned long flags = MS_REMOUNT | MS_BIND | MS_RDONLY | MS_NOSUID | MS_NODEV;
	struct statvfs sv;
#ifdef MOUNT_ATTR_RDONLY
	struct mount_attr attr;
	memset(&attr, 0, sizeof attr);
	attr.attr_set = MOUNT_ATTR_RDONLY | MOUNT_ATTR_NOSUID | MOUNT_ATTR_NODEV;
	if (mount_setattr(AT_FDCWD, path, recursive ? AT_RECURSIVE : 0, &attr, sizeof attr) == 0)
		return 0;
	if (errno != ENOSYS)
		return -1;
#endif
	(void)recursive; /* older kernels: the top mount only, keeping its locked flags */
	if (statvfs(path, &sv) == 0) {
		if (sv.f_flag & ST_NOEXEC) flags |= MS_NOEXEC;
		if (sv.f_flag & ST_NOATIME) flags |= MS_NOATIME;
		if (sv.f_flag & ST_NODIRATIME) flags |= MS_NODIRATIME;
		if (sv.f_flag & ST_RELATIME) flags |= MS_RELATIME;
	}
	return mount(NULL, path, NULL, flags, NULL);
}

/* In the proxy: become the sandbox's user (nobody when run as root) and keep the namespace's
 * capabilities, which the program will not have. */
static void become_sandbox_user(int as_root)
{
	struct __user_cap_header_struct h;
	struct __user_cap_data_struct d[2];
	if (!as_root)
		return; /* the caller's own ids, mapped to themselves */
	if (setgroups(0, NULL) < 0)
		sandbox_failed("setgroups");
	if (setresgid(SANDBOX_ID, SANDBOX_ID, SANDBOX_ID) < 0)
		sandbox_failed("setresgid");
	if (setresuid(SANDBOX_ID, SANDBOX_ID, SANDBOX_ID) < 0)
		sandbox_failed("setresuid");
	memset(&h, 0, sizeof h);
	h.version = _LINUX_CAPABILITY_VERSION_3;
	if (syscall(SYS_capget, &h, d) < 0)
		sandbox_failed("capget");
	d[0].effective = d[0].permitted, d[1].effective = d[1].permitted;
	if (syscall(SYS_capset, &h, d) < 0)
		sandbox_failed("capset");
}

/* In the program's process in the sandbox: no capabilities now or after exec, no new ones. */
static void drop_privileges(void)
{
	struct __user_cap_header_struct h;
	struct __user_cap_data_struct d[2];
	int cap;
	for (cap = 0; prctl(PR_CAPBSET_DROP, cap, 0, 0, 0) == 0; cap++)
		;
	if (errno != EINVAL)
		child_failed("drop the capability bounding set", 1);
	prctl(PR_CAP_AMBIENT, PR_CAP_AMBIENT_CLEAR_ALL, 0, 0, 0);
	memset(&h, 0, sizeof h);
	memset(d, 0, sizeof d);
	h.version = _LINUX_CAPABILITY_VERSION_3;
	if (syscall(SYS_capset, &h, d) < 0)
		child_failed("capset", 1);
	if (prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) < 0)
		child_failed("no_new_privs", 1);
}

/* Path NAME under the new root (a static buffer). */
static const char *in_root(const char *name)
{
	static char path[PATH_MAX];
	if (snprintf(path, sizeof path, NEW_ROOT "/%s", name) >= (int)sizeof path)
		sandbox_failed("name too long");
	return path;
}

/* In the proxy: build the new root (see the header) with the work folder (BOX) as /box, and
 * switch to it. */
static void build_root(int box)
{
	static const char *const sys[] = { "usr", "bin", "sbin", "lib", "lib32", "lib64", "libx32",
					   "etc" };
	static const char *const dev[] = { "null", "zero", "full", "random", "urandom" };
	static const char *const links[][2] = { { "fd", "/proc/self/fd" },
		{ "stdin", "/proc/self/fd/0" }, { "stdout", "/proc/self/fd/1" },
		{ "stderr", "/proc/self/fd/2" } };
	char src[PATH_MAX], target[PATH_MAX];
	unsigned i;
	if (mount(NULL, "/", NULL, MS_REC | MS_PRIVATE, NULL) < 0)
		sandbox_failed("make the mounts private");
	if (mount("tmpfs", NEW_ROOT, "tmpfs", MS_NOSUID | MS_NODEV, NEW_ROOT_TMPFS) < 0)
		sandbox_failed("mount the new root (tmpfs)");
	for (i = 0; i < sizeof sys / sizeof *sys; i++) {
		struct stat st;
		ssize_t n;
		snprintf(src, sizeof src, "/%s", sys[i]);
		if (lstat(src, &st) < 0)
			continue;
		if (S_ISLNK(st.st_mode)) { /* merged /usr: the same symlink */
			if ((n = readlink(src, target, sizeof target - 1)) < 0)
				sandbox_failed("readlink a system folder");
			target[n] = 0;
			if (symlink(target, in_root(sys[i])) < 0)
				sandbox_failed("symlink a system folder");
		} else if (S_ISDIR(st.st_mode)) {
			if (mkdir(in_root(sys[i]), 0755) < 0 ||
			    mount(src, in_root(sys[i]), NULL, MS_BIND | MS_REC, NULL) < 0)
				sandbox_failed("bind a system folder");
			if (make_readonly(in_root(sys[i]), 1) < 0)
				sandbox_failed("make a system folder read-only");
		}
	}
	if (mkdir(in_root("proc"), 0555) < 0 ||
	    mount("proc", in_root("proc"), "proc", MS_NOSUID | MS_NODEV | MS_NOEXEC, NULL) < 0)
		sandbox_failed("mount /proc");
	if (mkdir(in_root("dev"), 0755) < 0 || mount("tmpfs", in_root("dev"), "tmpfs",
						   MS_NOSUID | MS_NOEXEC, "size=64k,mode=0755") < 0)
		sandbox_failed("mount /dev");
	for (i = 0; i < sizeof dev / sizeof *dev; i++) {
		int fd;
		snprintf(src, sizeof src, "/dev/%s", dev[i]);
		snprintf(target, sizeof target, "dev/%s", dev[i]);
		if ((fd = open(in_root(target), O_WRONLY | O_CREAT | O_CLOEXEC, 0666)) < 0)
			sandbox_failed("create a /dev node");
		close(fd);
		if (mount(src, in_root(target), NULL, MS_BIND, NULL) < 0)
			sandbox_failed("bind a /dev node");
	}
	for (i = 0; i < sizeof links / sizeof *links; i++) {
		snprintf(target, sizeof target, "dev/%s", links[i][0]);
		if (symlink(links[i][1], in_root(target)) < 0)
			sandbox_failed("symlink in /dev");
	}
	if (make_readonly(in_root("dev"), 0) < 0)
		sandbox_failed("make /dev read-only");
	if (mkdir(in_root("tmp"), 01777) < 0 ||
	    mount("tmpfs", in_root("tmp"), "tmpfs", MS_NOSUID | MS_NODEV, SANDBOX_TMP) < 0)
		sandbox_failed("mount /tmp");
	snprintf(src, sizeof src, "/proc/self/fd/%d", box);
	if (mkdir(in_root("box"), 0755) < 0 || mount(src, in_root("box"), NULL, MS_BIND, NULL) < 0)
		sandbox_failed("bind the work folder");
	if (chdir(NEW_ROOT) < 0 || syscall(SYS_pivot_root, ".", ".") < 0)
		sandbox_failed("pivot_root");
	if (umount2(".", MNT_DETACH) < 0 || chdir("/") < 0)
		sandbox_failed("detach the old root");
	if (make_readonly("/", 0) < 0)
		sandbox_failed("make the new root read-only");
	if (sethostname("sandbox", 7) < 0)
		sandbox_failed("sethostname");
}

/* The proxy, PID 1 of the new namespaces: wait for the keeper's go (EOF: the keeper died),
 * build the root, fork the program, reap everything, report the program's rusage. */
static void proxy(const struct config *c, const struct run_spec *s, const struct files *f,
		  int go, int work_fd, const char *work_path, char **env)
{
	struct rusage ru;
	pid_t pid, r;
	int st, done = 0;
	char byte;
	struct pollfd keeper;
	struct stat a, b;
	int box;
	prctl(PR_SET_PDEATHSIG, SIGKILL);
	if (read(go, &byte, 1) != 1) /* the keeper is gone, or could not map our ids */
		_exit(SETUP_FAILED);
	closedir(procs.dir);
	/* a descriptor from the keeper's mount namespace cannot be bound here: open it again */
	if ((box = open(work_path, O_PATH | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)) < 0 ||
	    fstat(box, &a) < 0 || fstat(work_fd, &b) < 0 || a.st_dev != b.st_dev ||
	    a.st_ino != b.st_ino)
		sandbox_failed("open the work folder");
	close(work_fd);
	become_sandbox_user(c->as_root);
	/* a change of credentials clears the parent-death signal: set it again, then make sure
	 * the keeper did not die before (it holds the pipe open until we are reaped) */
	prctl(PR_SET_PDEATHSIG, SIGKILL);
	keeper.fd = go, keeper.events = POLLIN, keeper.revents = 0;
	if (poll(&keeper, 1, 0) != 0)
		_exit(SETUP_FAILED);
	close(go);
	build_root(box);
	close(box);
	if ((pid = fork()) < 0)
		child_failed("fork in the sandbox", 0);
	if (pid == 0) {
		setsid();
		drop_privileges();
		prctl(PR_SET_PDEATHSIG, SIGKILL); /* after every change of credentials */
		exec_program(c, s, f, "/box", env);
	}
	for (;;) {
		if ((r = wait4(-1, &st, __WALL, &ru)) < 0) {
			if (errno == EINTR)
				continue;
			break; /* ECHILD: all gone */
		}
		if (WIFSTOPPED(st)) {
			if (r == pid)
				trace_stop(pid, st, &rep->vm_peak_kib);
			continue;
		}
		__atomic_add_fetch(&rep->reaped_us, rusage_us(&ru), __ATOMIC_SEQ_CST);
		if (ru.ru_maxrss > rep->maxrss_kib)
			rep->maxrss_kib = ru.ru_maxrss;
		if (r == pid)
			rep->status = st, rep->have_status = done = 1;
		if (done) /* the program ended: nothing else may go on */
			kill(-1, SIGKILL);
	}
	_exit(0);
}

/* Start the proxy in new namespaces and map its ids; its pid, or -1 (reported in rep). The
 * keeper keeps *KEEPER_END, the write end of the pipe it said go on, until the proxy ends. */
static pid_t start_sandbox(const struct config *c, const struct run_spec *s,
			   const struct files *f, const struct work *w, char **env, int *keeper_end)
{
	const int flags = CLONE_NEWUSER | CLONE_NEWNS | CLONE_NEWPID | CLONE_NEWNET | CLONE_NEWIPC |
			  CLONE_NEWUTS;
	const char *step;
	char map[64];
	int go[2];
	pid_t pid;
	unsigned id_u = c->as_root ? SANDBOX_ID : (unsigned)geteuid();
	unsigned id_g = c->as_root ? SANDBOX_ID : (unsigned)getegid();
	if (pipe2(go, O_CLOEXEC) < 0)
		return -1;
	errno = 0;
	pid = (pid_t)syscall(SYS_clone, (unsigned long)flags | SIGCHLD, 0, 0, 0, 0);
	if (pid == 0) {
		close(go[1]);
		proxy(c, s, f, go[0], w->fd, w->path, env);
	}
	close(go[0]);
	if (pid < 0) {
		errno = errno ? errno : EPERM;
		rep->fail_errno = errno, rep->fail_sandbox = 1;
		snprintf(rep->fail_step, sizeof rep->fail_step, "clone (new namespaces)");
		close(go[1]);
		return -1;
	}
	snprintf(map, sizeof map, "%u %u 1\n", id_u, id_u);
	if (write_proc(pid, "uid_map", map) < 0)
		step = "write uid_map";
	else if (!c->as_root && write_proc(pid, "setgroups", "deny") < 0)
		step = "write setgroups";
	else if (snprintf(map, sizeof map, "%u %u 1\n", id_g, id_g) < 0 ||
		 write_proc(pid, "gid_map", map) < 0)
		step = "write gid_map";
	else if ((cg_enter(pid), write(go[1], "g", 1)) != 1)
		step = "start the proxy";
	else {
		*keeper_end = go[1]; /* open while the proxy lives: its guard against our death */
		return pid;
	}
	rep->fail_errno = errno ? errno : EPERM, rep->fail_sandbox = 1;
	snprintf(rep->fail_step, sizeof rep->fail_step, "%s", step);
	close(go[1]);
	kill(pid, SIGKILL);
	waitpid(pid, NULL, __WALL);
	return -1;
}

/* ---- Keeper ----------------------------------------------------------------------------- */

/* Kill what is left of the program and reap it, adding rusage to *BASE and *MAXRSS; with a
 * sandbox the proxy does it, or the kernel when the proxy goes. */
static void reap_rest(pid_t pid, long long *base, long long *maxrss)
{
	struct rusage ru;
	int st, round;
	pid_t r;
	for (round = 0; round < REAP_ROUNDS; round++) {
		if (pid > 0)
			kill(-pid, SIGKILL);
		scan_procs();
		kill_tree(0);
		while ((r = wait4(-1, &st, WNOHANG | __WALL, &ru)) > 0)
			if (!WIFSTOPPED(st)) {
				*base += rusage_us(&ru);
				if (ru.ru_maxrss > *maxrss)
					*maxrss = ru.ru_maxrss;
			}
		if (r < 0 && errno == ECHILD)
			return;
		usleep(1000);
	}
}

/* End of a run: close its files, remove its cgroup and work folder, free its environment. */
static void end_run(struct work *w, struct files *f, char **env)
{
	cg_remove();
	close_files(f);
	remove_work(w);
	free_env(env);
}

/* A run could not be done: say why (ERR: errno), clean up, return the exit code. */
static int run_failed(struct work *w, struct files *f, char **env, const char *what, int err,
		      int code)
{
	if (code == EXIT_NO_SANDBOX)
		fprintf(stderr, "runner: sandbox unavailable: %s: %s\n", what, strerror(err));
	else
		fprintf(stderr, "runner: %s: %s\n", what, strerror(err));
	end_run(w, f, env);
	return code;
}

/* Run the program once under spec S, watching it from here; fill *O. Returns 0, or the exit
 * code of a runner failure (3) or of a refused sandbox (4), already reported. SIGINT, SIGTERM
 * or SIGHUP: kill, clean up and die of it. */
static int run_once(const struct config *c, const struct run_spec *s, struct outcome *o)
{
	struct work w;
	struct files f = { -1, -1, -1 };
	struct rusage ru;
	char **env = NULL;
	const char *what;
	long long start, kill_at = 0, polled = 0, base = 0, maxrss = 0, rss, rss_seen = 0, t0;
	pid_t pid, proxy_pid = 0, r;
	int st, done = 0, killed = 0, sig, guard = -1;

	memset(o, 0, sizeof *o);
	memset(rep, 0, sizeof *rep);
	if (make_work(c, &w) < 0)
		return run_failed(&w, &f, env, "make the work folder", errno, EXIT_RUNNER);
	if ((what = open_files(c, s, &f)))
		return run_failed(&w, &f, env, what, errno, EXIT_RUNNER);
	if (!(env = make_env(c, c->sandbox ? "/box" : w.path)))
		return run_failed(&w, &f, env, "environment", ENOMEM, EXIT_RUNNER);
	cg_make();
	start = now_us();
	if (c->sandbox) {
		if ((pid = proxy_pid = start_sandbox(c, s, &f, &w, env, &guard)) < 0)
			return run_failed(&w, &f, env, rep->fail_step, rep->fail_errno,
					  EXIT_NO_SANDBOX);
	} else if ((pid = fork()) == 0) {
		setpgid(0, 0);
		prctl(PR_SET_PDEATHSIG, SIGKILL);
		if (getppid() != keeper_pid)
			_exit(SETUP_FAILED);
		cg_enter(0);
		exec_program(c, s, &f, w.path, env);
	} else if (pid < 0)
		return run_failed(&w, &f, env, "fork", errno, EXIT_RUNNER);
	else
		setpgid(pid, pid); /* also here, so that kill(-pid) works at once */
	close(f.in);
	f.in = -1;

	while (!done) {
		long long t = now_us(), wait = POLL_MAX_US;
		struct timespec ts;
		if (killed)
			wait = POLL_MIN_US;
		else {
			if (c->cpu_kill_ms > 0) {
				long long soonest = (c->cpu_kill_ms * 1000 - polled) / n_cpus;
				wait = soonest < wait ? soonest : wait;
			}
			if (c->wall_ms > 0 && start + c->wall_ms * 1000 - t < wait)
				wait = start + c->wall_ms * 1000 - t;
			wait = wait < POLL_MIN_US ? POLL_MIN_US : wait;
		}
		ts.tv_sec = wait / 1000000, ts.tv_nsec = wait % 1000000 * 1000;
		sig = sigtimedwait(&keeper_signals, NULL, &ts);
		if (sig == SIGINT || sig == SIGTERM || sig == SIGHUP) {
			if (proxy_pid)
				kill(proxy_pid, SIGKILL);
			reap_rest(proxy_pid ? 0 : pid, &base, &maxrss);
			end_run(&w, &f, env);
			die_of(sig);
		}
		while ((r = wait4(-1, &st, WNOHANG | __WALL, &ru)) > 0) {
			if (WIFSTOPPED(st)) {
				if (r == pid && !proxy_pid)
					trace_stop(pid, st, &o->vm_peak_kib);
				continue;
			}
			if (r == proxy_pid) { /* its own rusage is not the program's */
				done = 1;
				continue;
			}
			base += rusage_us(&ru);
			if (ru.ru_maxrss > maxrss)
				maxrss = ru.ru_maxrss;
			if (r == pid)
				o->status = st, o->have_status = done = 1;
		}
		if (done || (r < 0 && errno == ECHILD))
			break;
		if (proxy_pid) /* first what it reaped, then the living: never counted twice */
			base = __atomic_load_n(&rep->reaped_us, __ATOMIC_SEQ_CST);
		if ((t = sample(proxy_pid, base, &rss)) > polled)
			polled = t;
		if ((t = cg_cpu_us()) > polled)
			polled = t;
		t = now_us();
		if (!killed) {
			if (c->cpu_kill_ms > 0 && polled >= c->cpu_kill_ms * 1000)
				o->cpu_killed = killed = 1;
			else if (s->rss_kib > 0 && rss > s->rss_kib &&
				 (rss = fair_rss(proxy_pid, rss, s->rss_kib)) > s->rss_kib)
				o->rss_killed = killed = 1, rss_seen = rss;
			else if (c->wall_ms > 0 && t - start >= c->wall_ms * 1000)
				o->wall_killed = killed = 1;
			if (killed)
				kill_at = t;
		}
		if (killed) {
			if (!proxy_pid) /* (the proxy must live on to report) */
				kill(-pid, SIGKILL), cg_write("cgroup.kill", "1");
			kill_tree(proxy_pid);
			if (proxy_pid && t - kill_at > KILL_GRACE_US)
				kill(proxy_pid, SIGKILL);
		}
	}
	if (!proxy_pid)
		reap_rest(pid, &base, &maxrss);
	if (guard >= 0)
		close(guard);
	o->out_size = fd_size(f.out);
	o->err_size = fd_size(f.err);
	if (proxy_pid) {
		o->status = rep->status, o->have_status = rep->have_status;
		o->vm_peak_kib = rep->vm_peak_kib;
		base = rep->reaped_us;
		maxrss = rep->maxrss_kib;
		if (!o->have_status && killed) /* the proxy itself had to be killed */
			o->status = SIGKILL, o->have_status = 1;
	}
	if (rep->fail_step[0])
		return run_failed(&w, &f, env, rep->fail_step, rep->fail_errno,
				  rep->fail_sandbox ? EXIT_NO_SANDBOX : EXIT_RUNNER);
	if (!o->have_status)
		return run_failed(&w, &f, env, "the program's end was not seen", ECHILD,
				  EXIT_RUNNER);
	if ((t0 = cg_cpu_us()) > polled)
		polled = t0;
	o->cpu_us = base > polled ? base : polled;
	o->rss_kib = maxrss > rss_seen ? maxrss : rss_seen; /* the figure that was over, if any */
	o->exec_enomem = WIFEXITED(o->status) && WEXITSTATUS(o->status) == EXEC_FAILED &&
			 (rep->exec_errno == ENOMEM || rep->exec_errno == E2BIG);
	end_run(&w, &f, env);
	return 0;
}

/* ---- Verdict ---------------------------------------------------------------------------- */

/* Did the run end otherwise than by exit 0 on its own? */
static int failed(const struct outcome *o)
{
	return o->wall_killed || o->cpu_killed || o->rss_killed || !WIFEXITED(o->status) ||
	       WEXITSTATUS(o->status) != 0;
}

/* Was the failed first run caused by the address-space cap? Rerun it traced with a larger cap
 * in a fresh folder, outputs discarded: 1 yes, 0 no, or -code of a runner failure. */
static int refused_allocation(const struct config *c)
{
	struct run_spec s;
	struct outcome again;
	int code;
	s.mem_cap_kib = c->mem_kib * 16 > TRACED_CAP_MIN_KIB ? c->mem_kib * 16 : TRACED_CAP_MIN_KIB;
	s.rss_kib = c->mem_kib; /* resident memory past the limit settles it, and is bounded */
	s.traced = s.quiet = 1;
	if ((code = run_once(c, &s, &again)))
		return -code;
	return again.rss_killed || again.rss_kib > c->mem_kib || again.vm_peak_kib > c->mem_kib ||
	       again.exec_enomem;
}

/* "SIGSEGV", "exit=3" or "-": how the run ended. */
static void end_detail(const struct outcome *o, char *buf, size_t n)
{
	int sig = WIFSIGNALED(o->status) ? WTERMSIG(o->status) : 0;
	if (sig && sigabbrev_np(sig))
		snprintf(buf, n, "SIG%s", sigabbrev_np(sig));
	else if (sig)
		snprintf(buf, n, "signal=%d", sig);
	else if (WEXITSTATUS(o->status) != 0)
		snprintf(buf, n, "exit=%d", WEXITSTATUS(o->status));
	else
		snprintf(buf, n, "-");
}

int main(int argc, char **argv)
{
	static struct config c;
	struct run_spec first;
	struct outcome o;
	struct rlimit rl;
	struct timespec zero = { 0, 0 };
	const char *status = "OK";
	char end[64], detail[80];
	int sig, code, i;
	long long backstop_us;
	static const int lifted[] = { RLIMIT_CPU, RLIMIT_AS, RLIMIT_STACK, RLIMIT_FSIZE };

	if (parse_options(argc, argv, &c) < 0)
		return usage(stderr, EXIT_USAGE);
	keeper_pid = getpid();
	clk_tck = sysconf(_SC_CLK_TCK) > 0 ? sysconf(_SC_CLK_TCK) : 100;
	page_kib = sysconf(_SC_PAGESIZE) > 0 ? sysconf(_SC_PAGESIZE) / 1024 : 4;
	n_cpus = sysconf(_SC_NPROCESSORS_ONLN) > 0 ? sysconf(_SC_NPROCESSORS_ONLN) : 1;
	c.as_root = geteuid() == 0;
	sigemptyset(&keeper_signals);
	sigaddset(&keeper_signals, SIGCHLD);
	sigaddset(&keeper_signals, SIGINT);
	sigaddset(&keeper_signals, SIGTERM);
	sigaddset(&keeper_signals, SIGHUP);
	sigprocmask(SIG_BLOCK, &keeper_signals, NULL);
	/* an inherited SIG_IGN would let the kernel reap our children, or discard these signals
	 * (background jobs start with SIGINT ignored); blocked and at their default, they wait
	 * for sigtimedwait */
	signal(SIGCHLD, SIG_DFL);
	signal(SIGINT, SIG_DFL);
	signal(SIGTERM, SIG_DFL);
	signal(SIGHUP, SIG_DFL);
	signal(SIGPIPE, SIG_IGN);
	prctl(PR_SET_CHILD_SUBREAPER, 1);
	errno = 0;
	caller_nice = getpriority(PRIO_PROCESS, 0);
	if (errno == 0 && caller_nice > KEEPER_NICE &&
	    setpriority(PRIO_PROCESS, 0, KEEPER_NICE) < 0) { /* not allowed: stay as we are */ }
	for (i = 0; i < (int)(sizeof lifted / sizeof *lifted); i++) /* the caller's ulimit: */
		if (getrlimit(lifted[i], &rl) == 0 && rl.rlim_max != RLIM_INFINITY) {
			rl.rlim_max = RLIM_INFINITY; /* root may lift it, for the namespaces too */
			setrlimit(lifted[i], &rl);
		}
	rep = mmap(NULL, sizeof *rep, PROT_READ | PROT_WRITE, MAP_SHARED | MAP_ANONYMOUS, -1, 0);
	if (rep == MAP_FAILED || !(procs.dir = opendir("/proc"))) {
		perror("runner");
		return EXIT_RUNNER;
	}
	resolve_program(&c);

	first.mem_cap_kib = c.mem_kib, first.rss_kib = c.rss_kib, first.traced = first.quiet = 0;
	if ((code = run_once(&c, &first, &o)))
		return code;
	sig = WIFSIGNALED(o.status) ? WTERMSIG(o.status) : 0;
	end_detail(&o, end, sizeof end);
	snprintf(detail, sizeof detail, "%s", end);
	backstop_us = ((c.cpu_kill_ms + 999) / 1000 + 1) * 1000000LL;
	if (o.wall_killed) {
		status = "TLE";
		strcpy(detail, "wall");
	} else if (o.cpu_killed || (o.rss_killed && c.cpu_ms > 0 && o.cpu_us > c.cpu_ms * 1000) ||
		   (c.cpu_kill_ms > 0 && (sig == SIGXCPU || (sig == SIGKILL && !o.rss_killed)) &&
		    o.cpu_us >= backstop_us - BACKSTOP_SLACK_US)) {
		status = "TLE"; /* stopped by us, or by the kernel's per-process backstop */
		strcpy(detail, "running");
	} else if (c.cpu_ms > 0 && o.cpu_us > c.cpu_ms * 1000) {
		status = "TLE";
		snprintf(detail, sizeof detail, "finished%s%s", strcmp(end, "-") ? ":" : "",
			 strcmp(end, "-") ? end : "");
	} else if (o.rss_killed || (c.rss_kib > 0 && o.rss_kib > c.rss_kib) ||
		   (c.mem_kib > 0 && (o.rss_kib > c.mem_kib || o.exec_enomem))) {
		/* a process whose own peak RSS (ru_maxrss) was over is MLE, even when the burst
		 * ended between two of the guard's polls */
		status = "MLE";
		if (o.rss_killed || (c.rss_kib > 0 && o.rss_kib > c.rss_kib))
			strcpy(detail, "rss");
	} else if (sig == SIGXFSZ ||
		   (c.fsize > 0 && (o.out_size > c.fsize || o.err_size > c.fsize))) {
		status = "OLE";
	} else if (failed(&o)) {
		status = "RE";
		if (c.mem_kib > 0 && (code = refused_allocation(&c)) != 0) {
			if (code < 0)
				return -code;
			status = "MLE";
			strcpy(detail, "alloc-refused");
		}
	}
	if ((sig = sigtimedwait(&keeper_signals, NULL, &zero)) == SIGINT || sig == SIGTERM ||
	    sig == SIGHUP)
		die_of(sig); /* stopped after the program ended: still die of it */
	printf("%s %lld %lld %s\n", status, o.cpu_us / 1000, o.rss_kib, detail);
	return fflush(stdout) == 0 ? EXIT_LINE : EXIT_RUNNER;
}
