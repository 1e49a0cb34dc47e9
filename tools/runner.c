/*
 * runner.c -- run one program under judge limits and report what happened (Linux, libc only).
 *
 * Usage:  runner [options] -- PROGRAM [ARG...]
 *   --cpu MS      CPU-time limit (user+sys), milliseconds; 0 = none
 *   --wall MS     wall-clock limit, milliseconds; 0 = none (judge.sh passes 2*cpu + 1000)
 *   --mem KIB     memory limit, KiB: address-space cap (RLIMIT_AS) and peak-RSS check; 0 = none
 *   --rss KIB     kill the child when its resident set passes KIB (a safety net where --mem is
 *                 off, e.g. under AddressSanitizer); 0 = none
 *   --fsize BYTES output limit for each file the child writes (stdout, stderr); 0 = none
 *   --in F / --out F / --err F   stdin / stdout / stderr of the child (default /dev/null;
 *                 --out and --err may name the same file)
 *
 * Prints one line on stdout:   STATUS CPU_MS PEAK_KIB DETAIL
 * STATUS is OK (exit 0 within every limit), TLE, MLE, OLE or RE; DETAIL is "-" or what ended
 * the child (SIGSEGV, exit=3, wall, rss, alloc-refused). Exit status: 0 when the line was
 * printed, 2 usage error, 3 the runner itself failed.
 *
 * How: fork; the child makes its own process group, asks to die with the runner, sets the
 * rlimits, redirects and execs. The parent polls wait4 (CPU time and ru_maxrss are the
 * child's own) so that it can kill the whole group at the wall-clock or RSS limit. The runner
 * is a child subreaper: descendants that escape the group (setsid) are reparented to it, and
 * it kills and reaps them all before it reports; SIGINT/SIGTERM/SIGHUP to the runner kill the
 * child's group first. A child that fails (signal or non-zero exit) under the address-space
 * cap is run once more, traced, with a cap of max(16x, 4 GiB) and the RSS limit as a guard: if
 * that run's peak virtual size (VmPeak, read at its exit) passes the first cap, the failure
 * came from a refused allocation: MLE, not RE.
 */
#define _GNU_SOURCE
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/ptrace.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#define EXEC_FAILED 127 /* exit code of a child whose execve failed */

struct limits {
	long cpu_ms, wall_ms, mem_kib, rss_kib;
	long long fsize;
	const char *in, *out, *err;
};

struct outcome {
	int status;      /* wait status */
	int timed_out;   /* killed at the wall-clock limit */
	int rss_killed;  /* killed at the RSS limit */
	int exec_enomem; /* execve refused for lack of memory */
	long cpu_ms, rss_kib;
	long vm_peak_kib; /* VmPeak at exit (traced runs only) */
};

static volatile sig_atomic_t child_pgid; /* for the signal handler */

static double now_ms(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

static void set_limit(int resource, rlim_t value)
{
	struct rlimit rl;
	rl.rlim_cur = rl.rlim_max = value;
	setrlimit(resource, &rl);
}

/* The runner is being stopped: take the child's process group with it. */
static void on_signal(int sig)
{
	if (child_pgid > 0)
		kill(-child_pgid, SIGKILL);
	signal(sig, SIG_DFL);
	raise(sig);
}

/* Value in KiB of field NAME ("VmPeak:", "VmRSS:") of /proc/PID/status; -1 if unreadable. */
static long proc_status_kib(pid_t pid, const char *name)
{
	char path[64], line[256];
	long v = -1;
	size_t n = strlen(name);
	FILE *f;
	snprintf(path, sizeof path, "/proc/%d/status", (int)pid);
	if (!(f = fopen(path, "r")))
		return -1;
	while (fgets(line, sizeof line, f))
		if (!strncmp(line, name, n)) {
			v = atol(line + n);
			break;
		}
	fclose(f);
	return v;
}

/* In the forked child: own process group, limits, redirections, exec. Never returns. */
static void child(const struct limits *lim, long mem_kib, int traced, char **argv, int errpipe)
{
	int fd;
	setpgid(0, 0);
	prctl(PR_SET_PDEATHSIG, SIGKILL);
	if (lim->cpu_ms > 0) {
		rlim_t s = (rlim_t)(lim->cpu_ms + 999) / 1000; /* SIGXCPU at the limit, rounded up */
		struct rlimit rl;
		rl.rlim_cur = s;
		rl.rlim_max = s + 1; /* then SIGKILL */
		setrlimit(RLIMIT_CPU, &rl);
	}
	if (mem_kib > 0)
		set_limit(RLIMIT_AS, (rlim_t)mem_kib * 1024);
	if (lim->fsize > 0)
		set_limit(RLIMIT_FSIZE, (rlim_t)lim->fsize + 1); /* the limit itself may be written */
	set_limit(RLIMIT_CORE, 0);
	if ((fd = open(lim->in, O_RDONLY)) < 0 || dup2(fd, 0) < 0)
		_exit(EXEC_FAILED);
	close(fd);
	if ((fd = open(lim->out, O_WRONLY | O_CREAT | O_TRUNC, 0644)) < 0 || dup2(fd, 1) < 0)
		_exit(EXEC_FAILED);
	close(fd);
	if (strcmp(lim->err, lim->out) == 0)
		fd = dup(1);
	else
		fd = open(lim->err, O_WRONLY | O_CREAT | O_TRUNC, 0644);
	if (fd < 0 || dup2(fd, 2) < 0)
		_exit(EXEC_FAILED);
	close(fd);
	if (traced)
		ptrace(PTRACE_TRACEME, 0, NULL, NULL);
	execvp(argv[0], argv);
	fd = errno;
	if (write(errpipe, &fd, sizeof fd) < 0) { /* nothing more to do */ }
	_exit(EXEC_FAILED);
}

/* Kill and reap every descendant that was reparented to us (we are a child subreaper). */
static void kill_orphans(void)
{
	int round;
	for (round = 0; round < 1000; round++) {
		DIR *d = opendir("/proc");
		struct dirent *e;
		while (d && (e = readdir(d))) {
			char path[300], buf[512], *p;
			FILE *f;
			int ppid;
			if (e->d_name[0] < '1' || e->d_name[0] > '9')
				continue;
			snprintf(path, sizeof path, "/proc/%s/stat", e->d_name);
			if (!(f = fopen(path, "r")))
				continue;
			p = fgets(buf, sizeof buf, f) ? strrchr(buf, ')') : NULL;
			fclose(f);
			if (p && sscanf(p + 1, " %*c %d", &ppid) == 1 && ppid == (int)getpid())
				kill(atoi(e->d_name), SIGKILL);
		}
		if (d)
			closedir(d);
		while (waitpid(-1, NULL, WNOHANG | __WALL) > 0)
			;
		if (waitpid(-1, NULL, WNOHANG | __WALL) < 0 && errno == ECHILD)
			return;
		usleep(1000);
	}
}

/* Run argv once with address-space cap mem_kib (0 = none), traced to read VmPeak at exit if
 * asked; fill *o. Returns -1 if the run could not be started. */
static int run_once(const struct limits *lim, long mem_kib, int traced, char **argv, struct outcome *o)
{
	int pfd[2], e = 0;
	pid_t pid;
	struct rusage ru;
	double start = now_ms();

	memset(o, 0, sizeof *o);
	memset(&ru, 0, sizeof ru);
	if (pipe2(pfd, O_CLOEXEC) < 0)
		return -1;
	if ((pid = fork()) < 0)
		return -1;
	if (pid == 0) {
		close(pfd[0]);
		child(lim, mem_kib, traced, argv, pfd[1]);
	}
	close(pfd[1]);
	setpgid(pid, pid); /* also here, so that kill(-pid) works at once */
	child_pgid = pid;
	for (;;) {
		pid_t r = wait4(pid, &o->status, WNOHANG | __WALL, &ru);
		if (r == pid && WIFSTOPPED(o->status)) { /* traced: exec trap, exit event, or a signal */
			int sig = WSTOPSIG(o->status), event = o->status >> 16;
			if (event == PTRACE_EVENT_EXIT) {
				o->vm_peak_kib = proc_status_kib(pid, "VmPeak:");
				sig = 0;
			} else if (sig == SIGTRAP) {
				ptrace(PTRACE_SETOPTIONS, pid, NULL,
				       (void *)(long)(PTRACE_O_TRACEEXIT | PTRACE_O_EXITKILL));
				sig = 0;
			}
			ptrace(PTRACE_CONT, pid, NULL, (void *)(long)sig);
			continue;
		}
		if (r == pid)
			break;
		if (r < 0 && errno != EINTR)
			return -1;
		if (!o->timed_out && !o->rss_killed) {
			long rss = lim->rss_kib > 0 ? proc_status_kib(pid, "VmRSS:") : -1;
			if (lim->wall_ms > 0 && now_ms() - start > lim->wall_ms)
				o->timed_out = 1;
			else if (rss > lim->rss_kib)
				o->rss_killed = 1;
			if (o->timed_out || o->rss_killed) {
				kill(-pid, SIGKILL);
				kill(pid, SIGKILL);
			}
		}
		usleep(2000);
	}
	child_pgid = 0;
	kill(-pid, SIGKILL); /* grandchildren left in the group */
	kill_orphans();      /* and those that left it */
	if (read(pfd[0], &e, sizeof e) == (ssize_t)sizeof e && WIFEXITED(o->status) &&
	    WEXITSTATUS(o->status) == EXEC_FAILED)
		o->exec_enomem = (e == ENOMEM || e == E2BIG);
	close(pfd[0]);
	o->cpu_ms = (ru.ru_utime.tv_sec + ru.ru_stime.tv_sec) * 1000L +
		    (ru.ru_utime.tv_usec + ru.ru_stime.tv_usec) / 1000L;
	o->rss_kib = ru.ru_maxrss;
	return 0;
}

static int failed(const struct outcome *o)
{
	return o->timed_out || o->rss_killed || !WIFEXITED(o->status) || WEXITSTATUS(o->status) != 0;
}

static long long file_size(const char *path)
{
	struct stat st;
	return stat(path, &st) == 0 && S_ISREG(st.st_mode) ? (long long)st.st_size : 0;
}

/* Was the failed run o (under cap mem_kib) caused by the cap? Rerun traced with a larger cap. */
static int refused_allocation(const struct limits *lim, char **argv)
{
	struct limits quiet = *lim;
	struct outcome again;
	long cap = lim->mem_kib * 16 > 4L * 1024 * 1024 ? lim->mem_kib * 16 : 4L * 1024 * 1024;
	quiet.out = quiet.err = "/dev/null";
	quiet.rss_kib = lim->mem_kib; /* resident memory past the limit settles it, and is bounded */
	if (run_once(&quiet, cap, 1, argv, &again) < 0)
		return 0;
	return again.rss_killed || again.rss_kib > lim->mem_kib || again.vm_peak_kib > lim->mem_kib ||
	       again.exec_enomem;
}

static int usage(void)
{
	fputs("usage: runner [--cpu MS] [--wall MS] [--mem KIB] [--rss KIB] [--fsize BYTES] "
	      "[--in F] [--out F] [--err F] -- PROGRAM [ARG...]\n", stderr);
	return 2;
}

int main(int argc, char **argv)
{
	struct limits lim = { 0, 0, 0, 0, 0, "/dev/null", "/dev/null", "/dev/null" };
	struct outcome o;
	const char *status = "OK";
	char detail[64] = "-";
	int i, sig;

	for (i = 1; i < argc && strcmp(argv[i], "--") != 0; i += 2) {
		const char *opt = argv[i], *val = i + 1 < argc ? argv[i + 1] : NULL;
		if (!val)
			return usage();
		if (!strcmp(opt, "--cpu")) lim.cpu_ms = atol(val);
		else if (!strcmp(opt, "--wall")) lim.wall_ms = atol(val);
		else if (!strcmp(opt, "--mem")) lim.mem_kib = atol(val);
		else if (!strcmp(opt, "--rss")) lim.rss_kib = atol(val);
		else if (!strcmp(opt, "--fsize")) lim.fsize = atoll(val);
		else if (!strcmp(opt, "--in")) lim.in = val;
		else if (!strcmp(opt, "--out")) lim.out = val;
		else if (!strcmp(opt, "--err")) lim.err = val;
		else return usage();
	}
	if (i + 1 >= argc)
		return usage();
	argv += i + 1;
	if (lim.rss_kib == 0)
		lim.rss_kib = lim.mem_kib;
	signal(SIGPIPE, SIG_IGN);
	signal(SIGINT, on_signal);
	signal(SIGTERM, on_signal);
	signal(SIGHUP, on_signal);
	prctl(PR_SET_CHILD_SUBREAPER, 1);

	if (run_once(&lim, lim.mem_kib, 0, argv, &o) < 0) {
		perror("runner");
		return 3;
	}
	sig = WIFSIGNALED(o.status) ? WTERMSIG(o.status) : 0;
	if (sig) {
		const char *abbrev = sigabbrev_np(sig);
		if (abbrev)
			snprintf(detail, sizeof detail, "SIG%s", abbrev);
		else
			snprintf(detail, sizeof detail, "signal=%d", sig);
	} else if (WEXITSTATUS(o.status) != 0) {
		snprintf(detail, sizeof detail, "exit=%d", WEXITSTATUS(o.status));
	}

	if (o.timed_out) {
		status = "TLE";
		strcpy(detail, "wall");
	} else if ((lim.cpu_ms > 0 && o.cpu_ms > lim.cpu_ms) || sig == SIGXCPU ||
		   (sig == SIGKILL && lim.cpu_ms > 0 && o.cpu_ms >= lim.cpu_ms && !o.rss_killed)) {
		status = "TLE";
	} else if (o.rss_killed || (lim.mem_kib > 0 && (o.rss_kib > lim.mem_kib || o.exec_enomem))) {
		status = "MLE";
		if (o.rss_killed)
			strcpy(detail, "rss");
	} else if (sig == SIGXFSZ ||
		   (lim.fsize > 0 && (file_size(lim.out) > lim.fsize || file_size(lim.err) > lim.fsize))) {
		status = "OLE";
	} else if (failed(&o)) {
		status = "RE";
		if (lim.mem_kib > 0 && refused_allocation(&lim, argv)) {
			status = "MLE";
			strcpy(detail, "alloc-refused");
		}
	}
	printf("%s %ld %ld %s\n", status, o.cpu_ms, o.rss_kib, detail);
	return 0;
}
