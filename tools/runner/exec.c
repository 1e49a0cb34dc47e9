/*
 * exec.c -- in the program's process, between fork and exec: its resource limits (RLIMIT_AS =
 * the run's cap, RLIMIT_STACK, RLIMIT_FSIZE, RLIMIT_CORE 0, and RLIMIT_CPU as a per-process
 * backstop a whole second above --cpu-kill), its folder and descriptors (none inherited beyond
 * 0-2), default signal dispositions and an empty signal mask, then exec. The stack limit also
 * sizes every new thread's default stack (glibc reserves RLIMIT_STACK for each): with --stack =
 * --mem, pthread_create fails under --mem (MLE alloc-refused), so a threaded program needs a
 * smaller --stack. A traced run stops at its exit event, where VmPeak is read.
 */
#include "runner.h"
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/ptrace.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>
#include <linux/capability.h>

/* In a child before exec: record which set-up step failed (and errno) for the keeper; exit. */
void child_failed(const char *step, int sandbox_step)
{
	rep->fail_errno = errno ? errno : EINVAL;
	rep->fail_sandbox = sandbox_step;
	snprintf(rep->fail_step, sizeof rep->fail_step, "%s", step);
	_exit(SETUP_FAILED);
}

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

/* In the default mode, run as root, the program keeps root's powers (the README's threat
 * model) but three that would take it past the keeper: CAP_SYS_NICE (a real-time policy above
 * the keeper's would keep the keeper from ever running), CAP_SYS_RESOURCE (lifting its hard
 * limits, RLIMIT_RTPRIO among them) and CAP_SYS_PTRACE (attaching to the keeper, which is not
 * dumpable: keeper.c). Root's execve grants the bounding, inheritable and ambient sets: they
 * go from all three. Where we are not privileged, nothing to drop. */
static void drop_keeper_powers(void)
{
	static const int caps[] = { CAP_SYS_NICE, CAP_SYS_RESOURCE, CAP_SYS_PTRACE };
	struct __user_cap_header_struct h;
	struct __user_cap_data_struct d[2];
	size_t i;
	memset(&h, 0, sizeof h);
	h.version = _LINUX_CAPABILITY_VERSION_3;
	if (syscall(SYS_capget, &h, d) < 0)
		return;
	for (i = 0; i < sizeof caps / sizeof *caps; i++) { /* (each may fail: not privileged) */
		prctl(PR_CAPBSET_DROP, caps[i], 0, 0, 0);
		prctl(PR_CAP_AMBIENT, PR_CAP_AMBIENT_LOWER, caps[i], 0, 0);
		d[caps[i] / 32].inheritable &= ~(1U << caps[i] % 32);
	}
	syscall(SYS_capset, &h, d);
}

/* In the program's process: limits, folder, descriptors, clean signals, exec. No return. */
void exec_program(const struct config *c, const struct run_spec *s, const struct files *f,
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
	if (c->sandbox && install_syscall_filter() < 0)
		child_failed("install the system-call filter", 1);
	if (!c->sandbox) /* (the sandbox drops every capability) */
		drop_keeper_powers();
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
void trace_stop(pid_t pid, int status, long long *vm_peak_kib)
{
	int sig = WSTOPSIG(status), event = status >> 16;
	if (event == PTRACE_EVENT_EXIT) {
		*vm_peak_kib = proc_status_kib(pid, "VmPeak");
		sig = 0;
	} else if (sig == SIGTRAP) {
		ptrace(PTRACE_SETOPTIONS, pid, NULL,
		       (void *)(long)(PTRACE_O_TRACEEXIT | PTRACE_O_EXITKILL));
		sig = 0;
	}
	ptrace(PTRACE_CONT, pid, NULL, (void *)(long)sig);
}
