/*
 * runner.h -- what the runner's files share. The runner runs one program under judge limits
 * and reports what happened (Linux, libc only); main.c states its contract.
 *
 * The files, by concern (after isolate: isolate.c, cg.c, rules.c, util.c):
 *   main.c     the contract (options, report line, exit codes), the options parser, the
 *              program's path, the verdict, main
 *   keeper.c   one run: start the program, watch it against the limits, collect its figures;
 *              reaping, the keeper's signals and priority
 *   procs.c    the program's processes seen through /proc: CPU, resident sets, PSS, killing
 *              what is left
 *   cgroup.c   a cgroup v2 per run, where one can be made: the CPU of everything in it
 *   workdir.c  the work folder and its removal, the stdin copy, outputs, the environment
 *   exec.c     in the program's process: resource limits, descriptors, exec; the trace that
 *              reads VmPeak at its exit
 *   image.c    the program's static data, from its ELF headers (over --mem: never loaded)
 *   sandbox.c  --sandbox: the proxy in new namespaces, the new root, dropped capabilities
 *   seccomp.c  --sandbox's system-call filter: sockets of AF_UNIX only, no io_uring, one ABI
 */
#ifndef RUNNER_H
#define RUNNER_H

#define _GNU_SOURCE
#include <dirent.h>
#include <limits.h>
#include <signal.h>
#include <sys/resource.h>
#include <sys/types.h>

#define EXEC_FAILED 127             /* exit code of a program whose execve failed */
#define SETUP_FAILED 126            /* exit code of a child whose set-up failed (reported) */
#define SANDBOX_ID 65534            /* nobody / nogroup: the sandbox's user when run as root */
#define DEFAULT_PATH "/usr/local/bin:/usr/bin:/bin" /* the program's PATH */

enum exit_code { EXIT_LINE = 0, EXIT_USAGE = 2, EXIT_RUNNER = 3, EXIT_NO_SANDBOX = 4 };

/* What the command line asks for; limits in ms, KiB and bytes, 0 = none. */
struct config {
	long long cpu_ms, cpu_kill_ms, wall_ms, mem_kib, rss_kib, stack_kib, fsize;
	double time_scale;              /* the product of the --time-scale factors */
	const char *in, *out, *err, *box_option;
	const char *copy_in, *copy_out; /* F, and NAME=F: files into and out of the work folder */
	char box[PATH_MAX];             /* --box, resolved */
	const char **env;               /* --env NAME=VAL, in order */
	char **hide;                    /* --hide PATH, resolved (realpath), in order */
	int n_env, n_hide, sandbox, help, sweep;
	char **argv;                    /* PROGRAM [ARG...] */
	char *args;                     /* the runner's own argument strings, one area (the */
	size_t args_len;                /* kernel's), to overwrite where they would show */
	char exec_path[PATH_MAX];       /* PROGRAM found (default mode execs this path) */
	int exec_fd, exec_errno;        /* --sandbox execs this descriptor; why it cannot be run */
	mode_t exec_mode;               /* PROGRAM's mode, put back after each run */
	int as_root;                    /* the keeper is root: the sandbox runs as nobody */
};

/* One run: the address-space cap, the RSS guard, traced (VmPeak at exit), outputs discarded;
 * a rerun is stopped AFTER_US of CPU after it went past OVER_KIB, once its CPU total is at
 * least MIN_US (OVER_KIB 0: no such stop). */
struct run_spec {
	long long mem_cap_kib, rss_kib;
	int traced, quiet;
	long long over_kib, after_us, min_us;
};

/* What reaped processes used: CPU, and the largest peak RSS of one of them. */
struct tally {
	long long cpu_us, maxrss_kib;
};

/* Written by the program's child (before exec) and the proxy; read by the keeper. Shared. */
struct report {
	struct tally reaped;            /* what the proxy reaped, updated live */
	long long vm_peak_kib;          /* VmPeak of the traced program at its exit */
	int status, have_status;        /* the program's wait status (sandbox) */
	int exec_errno;                 /* why execve failed */
	long long largest_tmp;          /* the largest file in the sandbox's /tmp at the end */
	int fail_errno, fail_sandbox;   /* a set-up step failed; 1: a namespace or mount step */
	char fail_step[96];
};

/* How one run went. */
struct outcome {
	int status, have_status;
	int wall_killed, cpu_killed, rss_killed, exec_enomem;
	long long cpu_us, rss_kib, vm_peak_kib, out_size, err_size;
	long long largest_file;         /* the largest file in the work folder or /tmp, bytes */
};

/* The run's stdin copy, stdout and stderr, and the modes the two outputs had when opened:
 * a program running as the caller's user may chmod them (fchmod 1), and they are put back. */
struct files {
	int in, out, err;
	mode_t out_mode, err_mode;
};

struct work {
	char path[PATH_MAX];
	int fd;
};

/* keeper.c */
extern struct report *rep;          /* MAP_SHARED: survives fork and clone */
extern pid_t keeper_pid;
extern int caller_nice;             /* the program runs at the caller's priority */
int keeper_init(void);
void die_if_signalled(void);
int run_once(const struct config *c, const struct run_spec *s, struct outcome *o);
pid_t reap_child(int flags, int *status, struct tally *t, pid_t except);
long long now_us(void);
void die_of(int sig);

/* procs.c */
int procs_open(void);
void procs_close(void);
ssize_t read_text(const char *path, char *buf, size_t size);
long long proc_status_kib(pid_t pid, const char *name);
void scan_procs(void);
long long sample(pid_t proxy, long long base, long long *rss_kib);
long long fair_rss(pid_t proxy, long long rss_sum, long long limit);
long long tree_vm_peak_kib(pid_t proxy);
void kill_tree(pid_t except);

/* cgroup.c */
int write_file(const char *path, const char *text);
void cg_sweep(void);
void cg_make(void);
int cg_write(const char *file, const char *text);
void cg_enter(pid_t pid);
long long cg_cpu_us(void);
void cg_remove(void);

/* workdir.c */
int make_work(const struct config *c, struct work *w);
long long remove_work(struct work *w);
long long empty_folder(const char *path);
int copy_fd(int from, int to, long long limit);
int copy_in(const struct work *w, const char *path);
int copy_out(const struct work *w, const char *name_path, long long limit);
const char *open_files(const struct config *c, const struct run_spec *s, struct files *f);
void close_files(struct files *f);
void restore_modes(const struct config *c, const struct files *f);
long long fd_size(int fd);
char **make_env(const struct config *c, const char *home);
void free_env(char **env);

/* exec.c */
void child_failed(const char *step, int sandbox_step);
void exec_program(const struct config *c, const struct run_spec *s, const struct files *f,
		  const char *cwd, char **env);
void trace_stop(pid_t pid, int status, long long *vm_peak_kib);

/* sandbox.c */
pid_t start_sandbox(const struct config *c, const struct run_spec *s, const struct files *f,
		    const struct work *w, char **env, int *keeper_end);

/* image.c */
long long static_data_kib(const char *path);
int private_copy(struct config *c);

/* seccomp.c */
int install_syscall_filter(void);

#endif
