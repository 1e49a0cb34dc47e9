/*
 * runner.c -- run one program under judge limits and report what happened.
 *
 * Usage:  runner [options] -- PROGRAM [ARG...]
 *   --cpu MS      CPU-time limit (user+sys), milliseconds; 0 = none
 *   --wall MS     wall-clock limit, milliseconds; 0 = none (judge.sh uses 2*cpu + 1000)
 *   --mem KIB     memory limit, KiB: address-space cap (RLIMIT_AS) and peak-RSS check; 0 = none
 *   --fsize BYTES output limit per file written (RLIMIT_FSIZE); 0 = none
 *   --in F / --out F / --err F   stdin / stdout / stderr of the child (default /dev/null)
 *
 * Prints one line on stdout:
 *   STATUS CPU_MS PEAK_KIB DETAIL
 * STATUS is OK (exit 0 within every limit), TLE, MLE, OLE or RE; DETAIL is "-" or what ended the
 * child (SIGSEGV, exit=3, wall, ...). Exit status: 0 when the line was printed, 2 usage error,
 * 3 the runner itself failed.
 *
 * How: fork; the child makes its own process group, sets the rlimits, redirects, execs. The parent
 * waits with wait4 (so CPU time and ru_maxrss are the child's own), polling so that it can kill the
 * whole process group at the wall-clock limit; afterwards it kills the group again so no stray
 * grandchild survives. A child that fails (signal or non-zero exit) while the address-space cap was
 * set is run once more with a cap 8x higher: if that run succeeds, the first failure came from a
 * refused allocation and the verdict is MLE, not RE.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/time.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#define EXEC_FAILED 127 /* exit code of a child whose execve failed */

struct limits {
	long cpu_ms, wall_ms, mem_kib;
	long long fsize;
	const char *in, *out, *err;
};

struct outcome {
	int status;        /* wait status */
	int timed_out;     /* killed at the wall-clock limit */
	int exec_enomem;   /* execve refused for lack of memory */
	long cpu_ms, rss_kib;
};

static double now_ms(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

static void set_limit(int resource, rlim_t soft, rlim_t hard)
{
	struct rlimit rl;
	rl.rlim_cur = soft;
	rl.rlim_max = hard;
	setrlimit(resource, &rl);
}

static void redirect(const char *path, int fd, int flags)
{
	int f = open(path, flags, 0644);
	if (f < 0 || dup2(f, fd) < 0)
		_exit(EXEC_FAILED);
	close(f);
}

/* In the forked child: own process group, limits, redirections, exec. Never returns. */
static void child(const struct limits *lim, long mem_kib, char **argv, int errpipe)
{
	setpgid(0, 0);
	if (lim->cpu_ms > 0) {
		rlim_t s = (rlim_t)(lim->cpu_ms + 999) / 1000; /* SIGXCPU at the limit, rounded up */
		set_limit(RLIMIT_CPU, s, s + 1);                   /* SIGKILL one second later */
	}
	if (mem_kib > 0)
		set_limit(RLIMIT_AS, (rlim_t)mem_kib * 1024, (rlim_t)mem_kib * 1024);
	if (lim->fsize > 0)
		set_limit(RLIMIT_FSIZE, (rlim_t)lim->fsize, (rlim_t)lim->fsize);
	set_limit(RLIMIT_CORE, 0, 0);
	redirect(lim->in, 0, O_RDONLY);
	redirect(lim->out, 1, O_WRONLY | O_CREAT | O_TRUNC);
	redirect(lim->err, 2, O_WRONLY | O_CREAT | O_TRUNC);
	execvp(argv[0], argv);
	{
		int e = errno;
		if (write(errpipe, &e, sizeof e) < 0) { /* nothing more we can do */ }
	}
	_exit(EXEC_FAILED);
}

/* Run argv once with the given address-space cap (KiB, 0 = none); fill *o. Returns -1 on fork failure. */
static int run_once(const struct limits *lim, long mem_kib, char **argv, struct outcome *o)
{
	int pfd[2], e = 0;
	pid_t pid;
	struct rusage ru;
	double start = now_ms();

	memset(o, 0, sizeof *o);
	if (pipe2(pfd, O_CLOEXEC) < 0)
		return -1;
	pid = fork();
	if (pid < 0)
		return -1;
	if (pid == 0) {
		close(pfd[0]);
		child(lim, mem_kib, argv, pfd[1]);
	}
	close(pfd[1]);
	setpgid(pid, pid); /* also here, so kill(-pid) works even before the child ran */
	for (;;) {
		pid_t r = wait4(pid, &o->status, WNOHANG, &ru);
		if (r == pid)
			break;
		if (r < 0 && errno != EINTR)
			return -1;
		if (lim->wall_ms > 0 && now_ms() - start > lim->wall_ms && !o->timed_out) {
			o->timed_out = 1;
			kill(-pid, SIGKILL);
			kill(pid, SIGKILL);
		}
		usleep(2000);
	}
	kill(-pid, SIGKILL); /* stray grandchildren */
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
	return o->timed_out || !WIFEXITED(o->status) || WEXITSTATUS(o->status) != 0;
}

static long long file_size(const char *path)
{
	FILE *f = fopen(path, "rb");
	long long n;
	if (!f)
		return 0;
	fseek(f, 0, SEEK_END);
	n = ftell(f);
	fclose(f);
	return n;
}

static int usage(void)
{
	fputs("usage: runner [--cpu MS] [--wall MS] [--mem KIB] [--fsize BYTES] "
	      "[--in F] [--out F] [--err F] -- PROGRAM [ARG...]\n", stderr);
	return 2;
}

int main(int argc, char **argv)
{
	struct limits lim = { 0, 0, 0, 0, "/dev/null", "/dev/null", "/dev/null" };
	struct outcome o, again;
	const char *status = "OK";
	char detail[64] = "-";
	int i;

	for (i = 1; i < argc && strcmp(argv[i], "--") != 0; i += 2) {
		const char *opt = argv[i], *val = i + 1 < argc ? argv[i + 1] : NULL;
		if (!val)
			return usage();
		if (!strcmp(opt, "--cpu")) lim.cpu_ms = atol(val);
		else if (!strcmp(opt, "--wall")) lim.wall_ms = atol(val);
		else if (!strcmp(opt, "--mem")) lim.mem_kib = atol(val);
		else if (!strcmp(opt, "--fsize")) lim.fsize = atoll(val);
		else if (!strcmp(opt, "--in")) lim.in = val;
		else if (!strcmp(opt, "--out")) lim.out = val;
		else if (!strcmp(opt, "--err")) lim.err = val;
		else return usage();
	}
	if (i + 1 >= argc)
		return usage();
	argv += i + 1;
	signal(SIGPIPE, SIG_IGN);

	if (run_once(&lim, lim.mem_kib, argv, &o) < 0) {
		perror("runner");
		return 3;
	}
	if (WIFSIGNALED(o.status)) {
		const char *abbrev = sigabbrev_np(WTERMSIG(o.status));
		if (abbrev)
			snprintf(detail, sizeof detail, "SIG%s", abbrev);
		else
			snprintf(detail, sizeof detail, "signal=%d", WTERMSIG(o.status));
	} else if (WEXITSTATUS(o.status) != 0) {
		snprintf(detail, sizeof detail, "exit=%d", WEXITSTATUS(o.status));
	}

	if (o.timed_out) {
		status = "TLE";
		strcpy(detail, "wall");
	} else if ((lim.cpu_ms > 0 && o.cpu_ms > lim.cpu_ms) ||
		   (WIFSIGNALED(o.status) && (WTERMSIG(o.status) == SIGXCPU ||
					      (WTERMSIG(o.status) == SIGKILL && lim.cpu_ms > 0 &&
					       o.cpu_ms >= lim.cpu_ms)))) {
		status = "TLE";
	} else if (lim.mem_kib > 0 && (o.rss_kib > lim.mem_kib || o.exec_enomem)) {
		status = "MLE";
	} else if ((WIFSIGNALED(o.status) && WTERMSIG(o.status) == SIGXFSZ) ||
		   (lim.fsize > 0 && (file_size(lim.out) >= lim.fsize || file_size(lim.err) >= lim.fsize))) {
		status = "OLE";
	} else if (failed(&o)) {
		status = "RE";
		if (lim.mem_kib > 0) {
			struct limits quiet = lim;
			quiet.out = quiet.err = "/dev/null";
			if (run_once(&quiet, lim.mem_kib * 8, argv, &again) == 0 &&
			    (!failed(&again) || again.rss_kib > lim.mem_kib)) {
				status = "MLE";
				strcpy(detail, "alloc-refused");
			}
		}
	}
	printf("%s %ld %ld %s\n", status, o.cpu_ms, o.rss_kib, detail);
	return 0;
}
