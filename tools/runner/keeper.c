/*
 * keeper.c -- one run, watched from outside. This process is the KEEPER (after isolate): it
 * forks the program (or, with --sandbox, a proxy that forks it: sandbox.c) and watches it: it
 * sleeps in sigtimedwait (woken at once when a child ends) and in between looks at the
 * program's processes (procs.c) and its cgroup (cgroup.c).
 *
 * A run is started (work folder, files, environment, cgroup, fork), watched (until it ends or
 * is killed) and collected (what is left killed and reaped, the figures taken). The next look
 * comes when the CPU limit could at the earliest be reached at the machine's full speed,
 * between 1 and 50 ms later, so the stop lands within a few ms of --cpu-kill; the keeper runs
 * at a higher priority where allowed (the program at the caller's) so that it wakes on time
 * even when the program keeps every CPU busy. The wall-clock and RSS limits are checked at the
 * same looks. The CPU used is the largest of three accounts: the looks' running total, the
 * rusage of everything reaped (by the keeper, or by the proxy, which reports it through shared
 * memory), and the cgroup's total where there is one; without a cgroup, children the kernel
 * reaps for the program (SIGCHLD ignored) count only as far as the looks saw them alive.
 */
#include "runner.h"
#include <errno.h>
#include <sched.h>
#include <stdio.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/prctl.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#define POLL_MAX_US 50000           /* longest sleep between two looks at the program */
#define POLL_MIN_US 1000            /* shortest */
#define KEEPER_NICE (-10)           /* the keeper's priority, where allowed: it must wake on time
				       even when the program keeps every CPU busy */
#define KILL_GRACE_US 2000000       /* after a kill, how long the proxy may take to report */
#define REAP_ROUNDS 5000            /* 1 ms rounds to kill and reap what is left (5 s) */

struct report *rep;
pid_t keeper_pid;
int caller_nice;
static sigset_t keeper_signals;     /* SIGCHLD, SIGINT, SIGTERM, SIGHUP: blocked, waited for */
static long n_cpus;

/* One run under way. */
struct run {
	const struct config *c;
	const struct run_spec *s;
	struct outcome *o;
	struct work w;
	struct files f;
	char **env;
	pid_t pid;                      /* the program, or the proxy */
	pid_t proxy;                    /* the proxy, or 0 */
	int guard;                      /* the pipe end whose closing tells the proxy we died */
	int killed;                     /* a limit was passed: the program is being killed */
	struct tally reaped;            /* what the keeper reaped (the proxy's is in rep) */
	long long start, kill_at;       /* us */
	long long polled;               /* the largest CPU total a look saw, us */
	long long rss_seen;             /* the memory the RSS guard stopped it at, KiB */
	long long over_at;              /* the CPU total when a rerun passed s->over_kib, us */
};

/* Monotonic clock, microseconds. */
long long now_us(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec * 1000000LL + ts.tv_nsec / 1000;
}

/* Die of signal SIG, as the caller expects after Ctrl-C or kill. */
void die_of(int sig)
{
	sigset_t one;
	signal(sig, SIG_DFL);
	raise(sig);
	sigemptyset(&one);
	sigaddset(&one, sig);
	sigprocmask(SIG_UNBLOCK, &one, NULL);
	_exit(128 + sig);
}

/* Die of a SIGINT, SIGTERM or SIGHUP that came after the program ended. */
void die_if_signalled(void)
{
	struct timespec zero = { 0, 0 };
	int sig = sigtimedwait(&keeper_signals, NULL, &zero);
	if (sig == SIGINT || sig == SIGTERM || sig == SIGHUP)
		die_of(sig);
}

/* Whether to resume the caller (below): not under --sandbox, where the program cannot reach
 * it, nor while the user has paused the job with Ctrl-Z (the shell resumes it with fg or bg). */
static volatile sig_atomic_t resume_wanted = 1, paused_by_user;

/* Resume the keeper's caller (the judge) and the process group they share (make, a test
 * harness), which a program may stop as well: a stopped judge would hang for good, deaf even
 * to Ctrl-C. The group holds the keeper too: its own SIGCONT comes back as SI_USER. */
static void resume_caller(void)
{
	int saved = errno;
	if (resume_wanted && !paused_by_user) {
		kill(getppid(), SIGCONT);
		kill(-getpgrp(), SIGCONT);
	}
	errno = saved;
}

/* SIGCONT's handler: the keeper is resumed already; at the timer's signal, the caller too. Any
 * other SIGCONT (the shell's fg or bg) ends a pause by the user. */
static void on_continue(int sig, siginfo_t *info, void *context)
{
	(void)sig, (void)context;
	if (info->si_code == SI_TIMER)
		resume_caller();
	else
		paused_by_user = 0;
}

/* SIGTSTP's handler: the terminal's (SI_KERNEL: Ctrl-Z, not a program's kill) pauses the job
 * for the user, whose shell has it stopped; the keeper itself goes on (the timer would resume
 * it anyway), and so does the program, in a session of its own, up to its limits. */
static void on_terminal_stop(int sig, siginfo_t *info, void *context)
{
	(void)sig, (void)context;
	if (info->si_code == SI_KERNEL)
		paused_by_user = 1;
}

/* Resume the keeper whenever it is stopped, and the caller with it. A program may stop its
 * parent (SIGSTOP to getppid()), and a stopped keeper would leave the judge waiting for it
 * forever. A SIGCONT resumes a process when it is sent, whoever sends it: a kernel timer sends
 * one every 100 ms, without any process having to run, and the next look ends the run at its
 * wall-clock limit. SIGCONT gets a handler, with SA_RESTART: a periodic timer whose signal is
 * ignored is not rearmed (Linux 6.x), and an interrupted sleep of the keeper only ends early.
 * Timers are not inherited by a fork, and exec resets the handler. A burst of stops can still
 * win: a stop discards the SIGCONT under way, and the timer, which rearms when its signal is
 * delivered, sends no more (the README says so; --sandbox hides the keeper). */
static void keep_awake(void)
{
	struct sigaction sa;
	struct sigevent ev;
	struct itimerspec every = { { 0, 100000000 }, { 0, 100000000 } };
	timer_t timer;
	memset(&sa, 0, sizeof sa);
	sa.sa_sigaction = on_continue;
	sa.sa_flags = SA_RESTART | SA_SIGINFO;
	sigemptyset(&sa.sa_mask);
	sigaction(SIGCONT, &sa, NULL);
	sa.sa_sigaction = on_terminal_stop;
	sigaction(SIGTSTP, &sa, NULL);
	memset(&ev, 0, sizeof ev);
	ev.sigev_notify = SIGEV_SIGNAL;
	ev.sigev_signo = SIGCONT;
	if (timer_create(CLOCK_MONOTONIC, &ev, &timer) == 0)
		timer_settime(timer, 0, &every, NULL);
}

/* The keeper must wake on time even when the program keeps every CPU busy, with thousands of
 * processes: nice -10 where allowed, and where allowed (root) the real-time policy, which
 * the scheduler serves before any ordinary process (a fork bomb of 2,048 busy processes
 * under time 1 was stopped at 2.4 s with it, 4-5.5 s at nice -10 alone: each look reads /proc
 * for every process). The keeper sleeps between looks; its children (the program, the proxy)
 * start with the ordinary policy (SCHED_RESET_ON_FORK), the program at the caller's nice. */
static void raise_priority(void)
{
	struct sched_param rt = { 1 };
	errno = 0;
	caller_nice = getpriority(PRIO_PROCESS, 0);
	if (errno == 0 && caller_nice > KEEPER_NICE &&
	    setpriority(PRIO_PROCESS, 0, KEEPER_NICE) < 0) { /* not allowed: stay as we are */ }
	if (sched_setscheduler(0, SCHED_FIFO | SCHED_RESET_ON_FORK, &rt) < 0) { /* as above */ }
}

/* Become the keeper: the signals waited for, child subreaper, a higher priority, the caller's
 * hard rlimits lifted where allowed, a timer that resumes it, the shared report, /proc. 0, or
 * -1 (errno set). */
int keeper_init(void)
{
	static const int lifted[] = { RLIMIT_CPU, RLIMIT_AS, RLIMIT_STACK, RLIMIT_FSIZE };
	static const int waited[] = { SIGCHLD, SIGINT, SIGTERM, SIGHUP };
	struct rlimit rl;
	size_t i;
	keeper_pid = getpid();
	n_cpus = sysconf(_SC_NPROCESSORS_ONLN) > 0 ? sysconf(_SC_NPROCESSORS_ONLN) : 1;
	sigemptyset(&keeper_signals);
	/* an inherited SIG_IGN would let the kernel reap our children, or discard these signals
	 * (background jobs start with SIGINT ignored); blocked and at their default, they wait
	 * for sigtimedwait */
	for (i = 0; i < sizeof waited / sizeof *waited; i++) {
		sigaddset(&keeper_signals, waited[i]);
		signal(waited[i], SIG_DFL);
	}
	sigprocmask(SIG_BLOCK, &keeper_signals, NULL);
	signal(SIGPIPE, SIG_IGN);
	prctl(PR_SET_CHILD_SUBREAPER, 1);
	raise_priority();
	for (i = 0; i < sizeof lifted / sizeof *lifted; i++) /* the caller's ulimit: */
		if (getrlimit(lifted[i], &rl) == 0 && rl.rlim_max != RLIM_INFINITY) {
			rl.rlim_max = RLIM_INFINITY; /* root may lift it, for the namespaces too */
			setrlimit(lifted[i], &rl);
		}
	keep_awake();
	rep = mmap(NULL, sizeof *rep, PROT_READ | PROT_WRITE, MAP_SHARED | MAP_ANONYMOUS, -1, 0);
	return rep == MAP_FAILED || procs_open() < 0 ? -1 : 0;
}

/* Reap a child as wait4(-1, STATUS, FLAGS | __WALL) does (EINTR retried). When it ended (not
 * stopped) and is not EXCEPT (the proxy, whose own rusage is not the program's), add its CPU
 * to T (atomically: the keeper reads the proxy's total live) and its peak RSS. */
pid_t reap_child(int flags, int *status, struct tally *t, pid_t except)
{
	struct rusage ru;
	pid_t r;
	while ((r = wait4(-1, status, flags | __WALL, &ru)) < 0 && errno == EINTR)
		;
	if (r > 0 && r != except && !WIFSTOPPED(*status)) {
		long long us = (ru.ru_utime.tv_sec + ru.ru_stime.tv_sec) * 1000000LL +
			       ru.ru_utime.tv_usec + ru.ru_stime.tv_usec;
		__atomic_add_fetch(&t->cpu_us, us, __ATOMIC_SEQ_CST);
		if (ru.ru_maxrss > t->maxrss_kib)
			t->maxrss_kib = ru.ru_maxrss;
	}
	return r;
}

/* Kill what is left of the program and reap it into T; with a sandbox the proxy does it, or
 * the kernel when the proxy goes. */
static void reap_rest(pid_t pid, struct tally *t)
{
	int st, round;
	pid_t r;
	for (round = 0; round < REAP_ROUNDS; round++) {
		if (pid > 0)
			kill(-pid, SIGKILL);
		while ((r = reap_child(WNOHANG, &st, t, 0)) > 0)
			;
		/* the keeper is a subreaper: a descendant left alive is a child of ours or has
		 * one as its ancestor, so no child means nothing left (and no /proc listing) */
		if (r < 0 && errno == ECHILD)
			return;
		scan_procs();
		kill_tree(0);
		usleep(1000);
	}
}

/* End of a run: close its files, remove its cgroup and work folder, free its environment. */
static void end_run(struct run *r)
{
	resume_caller(); /* a stop of the caller in the program's last moment */
	cg_remove();
	restore_modes(r->c, &r->f);
	close_files(&r->f);
	r->o->largest_file = remove_work(&r->w);
	if (rep->largest_tmp > r->o->largest_file)
		r->o->largest_file = rep->largest_tmp;
	free_env(r->env);
	r->env = NULL;
}

/* A run could not be done: say why (ERR: errno), clean up, return the exit code. */
static int run_failed(struct run *r, const char *what, int err, int code)
{
	if (code == EXIT_NO_SANDBOX)
		fprintf(stderr, "runner: sandbox unavailable: %s: %s\n", what, strerror(err));
	else
		fprintf(stderr, "runner: %s: %s\n", what, strerror(err));
	end_run(r);
	return code;
}

/* A program that attached to the keeper with ptrace would stop it for good (its SIGCONTs go
 * to the tracer), and could make it run anything. A process that is not dumpable can be
 * traced only with CAP_SYS_PTRACE, which the program does not have (exec.c); the program
 * itself is dumpable again from its exec. With --sandbox the proxy does the same for itself
 * (sandbox.c), once the keeper has written its id maps, which this would make root's. */
static void shield_from_tracing(void)
{
	prctl(PR_SET_DUMPABLE, 0, 0, 0, 0);
}

/* Start the run: work folder, files, environment, cgroup, then the program (or the proxy).
 * 0, or the exit code of a failure (reported). */
static int start_run(struct run *r)
{
	const struct config *c = r->c;
	const char *what;
	if (make_work(c, &r->w) < 0)
		return run_failed(r, "make the work folder", errno, EXIT_RUNNER);
	if (c->copy_in && copy_in(&r->w, c->copy_in) < 0)
		return run_failed(r, "--copy-in", errno, EXIT_RUNNER);
	if ((what = open_files(c, r->s, &r->f)))
		return run_failed(r, what, errno, EXIT_RUNNER);
	if (!(r->env = make_env(c, c->sandbox ? "/box" : r->w.path)))
		return run_failed(r, "environment", ENOMEM, EXIT_RUNNER);
	cg_make();
	r->start = now_us();
	resume_wanted = !c->sandbox;
	if (c->sandbox) {
		r->pid = r->proxy = start_sandbox(c, r->s, &r->f, &r->w, r->env, &r->guard);
		if (r->pid < 0)
			return run_failed(r, rep->fail_step, rep->fail_errno, EXIT_NO_SANDBOX);
	} else if (shield_from_tracing(), (r->pid = fork()) == 0) {
		/* a session of its own: a process group to kill, and no controlling terminal (no
		 * /dev/tty to write past the judge's views, set modes on or push input into; the
		 * terminal by its own name stays within reach, as the README says) */
		setsid();
		prctl(PR_SET_PDEATHSIG, SIGKILL);
		if (getppid() != keeper_pid)
			_exit(SETUP_FAILED);
		cg_enter(0);
		exec_program(c, r->s, &r->f, r->w.path, r->env);
	} else if (r->pid < 0)
		return run_failed(r, "fork", errno, EXIT_RUNNER);
	/* (no setpgid here: a group leader cannot make a session; until the child has, the
	 * kill of the tree finds it) */
	close(r->f.in);
	r->f.in = -1;
	return 0;
}

/* How long to sleep before the next look (us): until the CPU limit could at the earliest be
 * reached with every CPU busy, or the wall-clock limit is; the shortest once killing. */
static long long next_look(const struct run *r)
{
	const struct config *c = r->c;
	long long wait = POLL_MAX_US, t = now_us();
	if (r->killed)
		return POLL_MIN_US;
	if (c->cpu_kill_ms > 0 && (c->cpu_kill_ms * 1000 - r->polled) / n_cpus < wait)
		wait = (c->cpu_kill_ms * 1000 - r->polled) / n_cpus;
	if (c->wall_ms > 0 && r->start + c->wall_ms * 1000 - t < wait)
		wait = r->start + c->wall_ms * 1000 - t;
	return wait < POLL_MIN_US ? POLL_MIN_US : wait;
}

/* Reap what ended since the last look; 1 when the run is over (the program, or the proxy,
 * ended; or no child is left). */
static int reap_ended(struct run *r)
{
	int st, over = 0;
	pid_t p;
	while ((p = reap_child(WNOHANG, &st, &r->reaped, r->proxy)) > 0) {
		if (WIFSTOPPED(st)) {
			if (p == r->pid && !r->proxy)
				trace_stop(p, st, &r->o->vm_peak_kib);
			continue;
		}
		if (p == r->pid && !r->proxy)
			r->o->status = st, r->o->have_status = 1;
		over |= p == r->pid;
	}
	return over || (p < 0 && errno == ECHILD);
}

/* A rerun with a stop past the limit (s->over_kib): note when its resident set RSS or its
 * reserved address space (VmPeak) goes past the limit; 1 once it has run s->after_us of CPU
 * since, and s->min_us in all, still alive (the limit made the difference: no need to wait for
 * its end). */
static int rerun_done(struct run *r, long long rss)
{
	long long peak;
	if (r->over_at)
		return r->polled - r->over_at >= r->s->after_us && r->polled >= r->s->min_us;
	if ((peak = tree_vm_peak_kib(r->proxy)) > r->o->vm_peak_kib)
		r->o->vm_peak_kib = peak;
	if (rss > r->s->over_kib || peak > r->s->over_kib)
		r->over_at = r->polled > 0 ? r->polled : 1;
	return 0;
}

/* One look at the living program: its CPU so far, its memory; past a limit, kill it (and keep
 * killing what is left at each look). */
static void look(struct run *r)
{
	const struct config *c = r->c;
	long long t, rss, rss_limit = r->s->rss_kib, base = r->reaped.cpu_us;
	if (r->proxy) /* first what it reaped, then the living: never counted twice */
		base = __atomic_load_n(&rep->reaped.cpu_us, __ATOMIC_SEQ_CST);
	if ((t = sample(r->proxy, base, &rss)) > r->polled)
		r->polled = t;
	if ((t = cg_cpu_us()) > r->polled)
		r->polled = t;
	t = now_us();
	if (!r->killed) {
		if (c->cpu_kill_ms > 0 && r->polled >= c->cpu_kill_ms * 1000)
			r->o->cpu_killed = r->killed = 1;
		else if (rss_limit > 0 && rss > rss_limit &&
			 (rss = fair_rss(r->proxy, rss, rss_limit)) > rss_limit)
			r->o->rss_killed = r->killed = 1, r->rss_seen = rss;
		else if (c->wall_ms > 0 && t - r->start >= c->wall_ms * 1000)
			r->o->wall_killed = r->killed = 1;
		else if (r->s->over_kib > 0 && rerun_done(r, rss)) /* (a rerun: no verdict) */
			r->o->cpu_killed = r->killed = 1;
		if (r->killed && r->s->traced) /* a rerun stopped early: what it had reserved */
			r->o->vm_peak_kib = tree_vm_peak_kib(r->proxy);
		if (r->killed)
			r->kill_at = t;
	}
	if (r->killed) {
		if (!r->proxy) /* (the proxy must live on to report) */
			kill(-r->pid, SIGKILL), cg_write("cgroup.kill", "1");
		kill_tree(r->proxy);
		if (r->proxy && t - r->kill_at > KILL_GRACE_US)
			kill(r->proxy, SIGKILL);
	}
}

/* Watch the run until it is over. SIGINT, SIGTERM or SIGHUP: kill, clean up, die of it. */
static void watch(struct run *r)
{
	for (;;) {
		long long wait = next_look(r);
		struct timespec ts = { wait / 1000000, wait % 1000000 * 1000 };
		int sig = sigtimedwait(&keeper_signals, NULL, &ts);
		if (sig == SIGINT || sig == SIGTERM || sig == SIGHUP) {
			if (r->proxy)
				kill(r->proxy, SIGKILL);
			reap_rest(r->proxy ? 0 : r->pid, &r->reaped);
			end_run(r);
			die_of(sig);
		}
		if (reap_ended(r))
			return;
		look(r);
	}
}

/* The run is over: reap what is left, take the figures into r->o (the proxy's report in the
 * sandbox), clean up. 0, or the exit code of a failure (reported). */
static int collect(struct run *r)
{
	struct outcome *o = r->o;
	long long cg;
	if (!r->proxy)
		reap_rest(r->pid, &r->reaped);
	if (r->guard >= 0)
		close(r->guard);
	o->out_size = fd_size(r->f.out);
	o->err_size = fd_size(r->f.err);
	if (r->proxy) {
		o->status = rep->status, o->have_status = rep->have_status;
		if (rep->vm_peak_kib > o->vm_peak_kib)
			o->vm_peak_kib = rep->vm_peak_kib;
		r->reaped = rep->reaped;
		if (!o->have_status && r->killed) /* the proxy itself had to be killed */
			o->status = SIGKILL, o->have_status = 1;
	}
	if (rep->fail_step[0])
		return run_failed(r, rep->fail_step, rep->fail_errno,
				  rep->fail_sandbox ? EXIT_NO_SANDBOX : EXIT_RUNNER);
	if (!o->have_status)
		return run_failed(r, "the program's end was not seen", ECHILD, EXIT_RUNNER);
	if ((cg = cg_cpu_us()) > r->polled)
		r->polled = cg;
	o->cpu_us = r->reaped.cpu_us > r->polled ? r->reaped.cpu_us : r->polled;
	o->rss_kib = r->reaped.maxrss_kib > r->rss_seen ? r->reaped.maxrss_kib : r->rss_seen;
	o->exec_enomem = WIFEXITED(o->status) && WEXITSTATUS(o->status) == EXEC_FAILED &&
			 (rep->exec_errno == ENOMEM || rep->exec_errno == E2BIG);
	if (r->c->copy_out && !r->s->quiet) /* none made (a failed compile): no file out */
		(void)copy_out(&r->w, r->c->copy_out, r->c->fsize);
	end_run(r);
	return 0;
}

/* Run the program once under spec S, watching it from here; fill *O. Returns 0, or the exit
 * code of a runner failure (3) or of a refused sandbox (4), already reported. */
int run_once(const struct config *c, const struct run_spec *s, struct outcome *o)
{
	struct run r;
	int code;
	memset(&r, 0, sizeof r);
	memset(o, 0, sizeof *o);
	memset(rep, 0, sizeof *rep);
	r.c = c, r.s = s, r.o = o;
	r.w.fd = r.guard = -1;
	r.f.in = r.f.out = r.f.err = -1;
	if ((code = start_run(&r)))
		return code;
	watch(&r);
	return collect(&r);
}
