/*
 * runner -- run one program under judge limits and report what happened (Linux, libc only).
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
 *   --copy-in F     copy file F into the work folder, under its last name, before the start
 *   --copy-out N=F  after the end, copy the work folder's regular file N (at most --fsize
 *                   bytes; no link) out to F, mode 0755: a compiler's output leaves the box
 *   --env NAME=VAL  add a variable to the program's minimal environment (repeatable)
 *   --sandbox       run the program in new user, mount, PID, network, IPC and UTS namespaces
 *   --hide PATH     with --sandbox: PATH (the testdata, the judge's tree; a file too) shows
 *                   empty there, should it lie inside a system folder the sandbox shows
 *                   (repeatable)
 *   --sweep         alone: kill and remove what runners killed with SIGKILL left in cgroups
 *
 * Prints one line on stdout:   STATUS CPU_MS PEAK_KIB DETAIL
 *   STATUS   OK, MLE, OLE, TLE or RE (in that priority: MLE first)
 *   CPU_MS   total CPU of all the program's processes, from the rusage of everything reaped
 *            (microseconds, shown in ms); for a CPU TLE never below --cpu
 *   PEAK_KIB largest peak RSS (ru_maxrss) of a single process of the program; when the RSS
 *            guard stopped it, the larger of that and the total the guard saw
 *   DETAIL   '-', or what ended it: SIGSEGV, exit=3, rss, alloc-refused; for TLE one of
 *            running (stopped at --cpu-kill), finished (exit 0 after --cpu), finished:X (X as
 *            above), wall (stopped at the wall-clock limit; CPU_MS is then the real total);
 *            for MLE also static-data=KIB (the program's static data, from its ELF headers, is
 *            over --mem: it cannot be loaded, so it is not run; CPU_MS and PEAK_KIB are 0), and
 *            ",time=T" after it (T a TLE detail) when the run went past the time limit too;
 *            so for OLE: a run over the memory or output limit and the time limit is MLE or
 *            OLE (its memory and output do not depend on the machine's speed, its time does)
 * Exit status: 0 the line was printed, 2 usage error, 3 the runner itself failed, 4 --sandbox is
 * not possible here ("runner: sandbox unavailable: STEP: REASON" on stderr; never runs the
 * program unsandboxed). SIGINT, SIGTERM or SIGHUP to the runner kill the program, remove its
 * work folder, and then the runner dies of that signal.
 *
 * PROGRAM is found as execvp would, from the caller's folder and PATH, but relative ARGs are
 * taken in the work folder: pass absolute paths. Memory: RLIMIT_AS = --mem; a run that fails
 * under that cap is run once more, traced, with a cap of max(16 x, 4 GiB) and an RSS guard at
 * 2 x --mem, and stopped 300 ms of CPU after it passes --mem and twice the first run's CPU
 * time, if it has not ended by then (an instant failure costs a fraction of a second, not
 * --cpu-kill): MLE when that rerun passes --mem (its peak virtual size, VmPeak, polled and
 * read at its exit event, or its resident set) and then ends otherwise than the first run did
 * (or is still running at that stop, or is stopped by its guard or cap): the limit made the
 * difference. A rerun that ends as the first run did
 * (the same signal or exit status) was a plain crash: RE. That second run gets its own fresh
 * work folder, a fresh stdin copy and /dev/null for stdout and stderr, so nothing it writes
 * into its folder is seen; writes to absolute paths outside it DO happen twice in the default
 * mode (under --sandbox they cannot reach the judge's files).
 *
 * This file: the contract above, the options, the program's path, the verdict. How the
 * program is watched, isolated and sandboxed: the files that runner.h lists, each opening with
 * its part of the design.
 */
#include "runner.h"
#include "../textio.h" /* parse_whole: the tools' one whole-number parser */
#include <errno.h>
#include <fcntl.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#define MAX_MS 1000000000LL         /* largest time limit accepted: about 11.5 days */
#define MAX_KIB (1LL << 40)         /* largest size accepted, KiB (1 PiB) */
#define BACKSTOP_SLACK_US 20000     /* RLIMIT_CPU is checked at the scheduler tick */
#define TRACED_CAP_MIN_KIB (4L << 20) /* the traced rerun's cap: max(16 x --mem, 4 GiB) */
#define RERUN_AFTER_MS 300          /* the rerun's CPU once past --mem: time to end as the first
				     * run did, if the limit was not the cause */

/* ---- Options ---------------------------------------------------------------------------- */

/* Print the usage summary to F; return CODE. */
static int usage(FILE *f, int code)
{
	fputs("usage: runner [--cpu T] [--cpu-kill T] [--wall T] [--time-scale F] [--mem M]\n"
	      "              [--rss M] [--stack M] [--fsize B] [--in F] [--out F] [--err F]\n"
	      "              [--box DIR] [--env NAME=VAL]... [--sandbox [--hide PATH]...]\n"
	      "              -- PROGRAM [ARG...]\n"
	      "       runner --sweep   (kill and remove what killed runners left in cgroups)\n"
	      "T: ms, or seconds as 1.5s; M: KiB, or 512K 256M 1.5G; B: bytes, or 64M; 0 = none.\n"
	      "Prints 'STATUS CPU_MS PEAK_KIB DETAIL'; exit 0 line printed, 2 usage, 3 runner\n"
	      "failed, 4 sandbox unavailable. A failure under --mem is rerun traced (MLE or RE)\n"
	      "in a fresh work folder with outputs discarded. See tools/runner/main.c.\n",
	      f);
	return code;
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
		       "whole KiB, or a decimal number with K, M or G (1.5G), at most 1 PiB" },
	[SIZE_BYTES] = { "KMG", { 1 << 10, 1 << 20, 1 << 30 }, MAX_KIB * 1024,
			 "whole bytes, or a decimal number with K, M or G (64M), at most 1 PiB" },
};

/* The options that set a limit: where it goes, and its kind. */
static const struct limit_option {
	const char *name;
	size_t offset;                  /* of its long long in struct config */
	enum kind kind;
} limit_options[] = {
	{ "--cpu", offsetof(struct config, cpu_ms), TIME_MS },
	{ "--cpu-kill", offsetof(struct config, cpu_kill_ms), TIME_MS },
	{ "--wall", offsetof(struct config, wall_ms), TIME_MS },
	{ "--mem", offsetof(struct config, mem_kib), SIZE_KIB },
	{ "--rss", offsetof(struct config, rss_kib), SIZE_KIB },
	{ "--stack", offsetof(struct config, stack_kib), SIZE_KIB },
	{ "--fsize", offsetof(struct config, fsize), SIZE_BYTES },
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
		return parse_whole(v, ki->max, out) ? 0 : -1;
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
		if (*t[i] <= 0) /* none, or not given */
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

/* Option O with its value V; 0, or -1 on a usage error. */
static int parse_valued(const char *o, const char *v, struct config *c)
{
	size_t i;
	for (i = 0; i < sizeof limit_options / sizeof *limit_options; i++) {
		const struct limit_option *l = &limit_options[i];
		if (!strcmp(o, l->name))
			return parse_limit(v, l->kind, (long long *)((char *)c + l->offset)) < 0 ?
			       bad_value(o, v, kinds[l->kind].rule) : 0;
	}
	if (!strcmp(o, "--time-scale"))
		return parse_scale(v, c);
	if (!strcmp(o, "--in"))
		c->in = v;
	else if (!strcmp(o, "--out"))
		c->out = v;
	else if (!strcmp(o, "--err"))
		c->err = v;
	else if (!strcmp(o, "--box"))
		c->box_option = v;
	else if (!strcmp(o, "--copy-in"))
		c->copy_in = v;
	else if (!strcmp(o, "--copy-out") && strchr(v, '=') && *v != '=')
		c->copy_out = v;
	else if (!strcmp(o, "--env") && strchr(v, '=') && *v != '=')
		c->env[c->n_env++] = v;
	else if (!strcmp(o, "--hide") && *v) /* resolved; one that does not exist: none to hide */
		c->n_hide += (c->hide[c->n_hide] = realpath(v, NULL)) != NULL;
	else
		return -1;
	return 0;
}

/* Fill C from the command line (only that: --help and --sweep are for main to act on, and
 * end the parse); returns -1 on a usage error. */
static int parse_options(int argc, char **argv, struct config *c)
{
	const char *tmpdir = getenv("TMPDIR");
	int i;
	c->in = c->out = c->err = "/dev/null";
	c->box_option = tmpdir && *tmpdir ? tmpdir : "/tmp";
	c->exec_fd = -1;
	c->time_scale = 1;
	c->cpu_kill_ms = c->rss_kib = c->stack_kib = -1; /* not given */
	if (!(c->env = calloc((size_t)argc, sizeof *c->env)) ||
	    !(c->hide = calloc((size_t)argc, sizeof *c->hide)))
		return -1;
	for (i = 1; i < argc && strcmp(argv[i], "--") != 0; i++) {
		c->help |= !strcmp(argv[i], "--help") || !strcmp(argv[i], "-h");
		c->sweep |= !strcmp(argv[i], "--sweep");
		c->sandbox |= !strcmp(argv[i], "--sandbox");
		if (c->help || c->sweep)
			return 0;
		if (!strcmp(argv[i], "--sandbox"))
			continue;
		if (i + 1 == argc || parse_valued(argv[i], argv[i + 1], c) < 0)
			return -1;
		i++;
	}
	if (i + 1 >= argc)
		return -1;
	c->argv = argv + i + 1;
	if (scale_times(c) < 0) {
		fputs("runner: --time-scale: a time limit past 1000000 s once scaled\n", stderr);
		return -1;
	}
	if (c->cpu_kill_ms < c->cpu_ms) /* not given, or below --cpu */
		c->cpu_kill_ms = c->cpu_ms;
	if (c->rss_kib < 0)
		c->rss_kib = c->mem_kib;
	if (c->stack_kib < 0)
		c->stack_kib = c->mem_kib;
	return 0;
}

/* Find PROGRAM as execvp would (the caller's PATH, or relative to the caller's folder), so
 * that it still runs from the work folder; and open it (--sandbox execs that descriptor). */
static void resolve_program(struct config *c)
{
	const char *p = c->argv[0], *path = getenv("PATH");
	char cwd[PATH_MAX];
	struct stat st;
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
	/* (the default mode execs the path; the descriptor serves restore_modes there; under
	 * --sandbox main may swap it for a private copy: image.c) */
	if (!c->exec_errno && (c->exec_fd = open(c->exec_path, O_PATH | O_CLOEXEC)) < 0 &&
	    c->sandbox)
		c->exec_errno = errno;
}

/* ---- Verdict ---------------------------------------------------------------------------- */

/* Did the run end otherwise than by exit 0 on its own? */
static int failed(const struct outcome *o)
{
	return o->wall_killed || o->cpu_killed || o->rss_killed || !WIFEXITED(o->status) ||
	       WEXITSTATUS(o->status) != 0;
}

/* Was the failed first run FIRST caused by the address-space cap? Rerun it traced with a
 * larger cap in a fresh folder, outputs discarded, stopped RERUN_AFTER_MS of CPU after it goes
 * past --mem and past twice the first run's CPU time (so that it gets beyond the point where
 * the first run ended), or at --cpu-kill. Yes when the rerun went past --mem and then ended
 * otherwise, or was still running at that stop (an allocation the limit refused made the
 * difference); a rerun that used more and still failed the same way is a plain crash, RE.
 * 1 yes, 0 no, or -code of a runner failure. */
static int refused_allocation(const struct config *c, const struct outcome *first)
{
	struct run_spec s;
	struct outcome again;
	int code;
	s.mem_cap_kib = c->mem_kib * 16 > TRACED_CAP_MIN_KIB ? c->mem_kib * 16 : TRACED_CAP_MIN_KIB;
	s.rss_kib = 2 * c->mem_kib; /* past --mem, to show how it would end; but bounded */
	s.over_kib = c->mem_kib, s.after_us = RERUN_AFTER_MS * 1000LL;
	s.min_us = 2 * first->cpu_us + s.after_us;
	s.traced = s.quiet = 1;
	if ((code = run_once(c, &s, &again)))
		return -code;
	if (again.exec_enomem || again.rss_killed) /* over even the larger cap */
		return 1;
	return (again.rss_kib > c->mem_kib || again.vm_peak_kib > c->mem_kib) &&
	       (again.cpu_killed || again.wall_killed || /* still running past the limit */
		again.status != first->status); /* the same signal or exit status: a plain crash */
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

/* Did the program write as much as --fsize into stdout, stderr or a file of its work folder
 * or of the sandbox's /tmp (where the kernel's RLIMIT_FSIZE, --fsize + 1, stops a file)? */
static int output_limit_reached(const struct config *c, const struct outcome *o)
{
	return c->fsize > 0 && (o->out_size >= c->fsize || o->err_size >= c->fsize ||
				o->largest_file >= c->fsize);
}

/* Did run O go past the time limit? Then its TLE detail into BUF (N bytes; END: how it
 * ended): wall, running (stopped by us, or by the kernel's per-process backstop), finished
 * (exit 0 after --cpu) or finished:END. */
static int time_over(const struct config *c, const struct outcome *o, const char *end,
		     char *buf, size_t n)
{
	int sig = WIFSIGNALED(o->status) ? WTERMSIG(o->status) : 0;
	long long backstop_us = ((c->cpu_kill_ms + 999) / 1000 + 1) * 1000000LL;
	int over_cpu = c->cpu_ms > 0 && o->cpu_us > c->cpu_ms * 1000;
	if (o->wall_killed)
		snprintf(buf, n, "wall");
	else if (o->cpu_killed || (o->rss_killed && over_cpu) ||
		 (c->cpu_kill_ms > 0 && (sig == SIGXCPU || (sig == SIGKILL && !o->rss_killed)) &&
		  o->cpu_us >= backstop_us - BACKSTOP_SLACK_US))
		snprintf(buf, n, "running");
	else if (over_cpu)
		snprintf(buf, n, "finished%s%s", strcmp(end, "-") ? ":" : "",
			 strcmp(end, "-") ? end : "");
	else
		return 0;
	return 1;
}

/* Did run O go past the memory limit by its own figures? Then its MLE detail into BUF: rss
 * (over the RSS guard), or END. A process whose own peak RSS (ru_maxrss) was over is MLE, even
 * when the burst ended between two of the guard's polls. */
static int memory_over(const struct config *c, const struct outcome *o, const char *end,
		       char *buf, size_t n)
{
	if (o->rss_killed || (c->rss_kib > 0 && o->rss_kib > c->rss_kib))
		snprintf(buf, n, "rss");
	else if (c->mem_kib > 0 && (o->rss_kib > c->mem_kib || o->exec_enomem))
		snprintf(buf, n, "%s", end);
	else
		return 0;
	return 1;
}

/* STATUS and DETAIL (N bytes) of the report for the first run's outcome O. The rule: MLE
 * when the memory limit was reached (by the run's own figures, or a failure under --mem that
 * the traced rerun shows the cap caused), else OLE when a file passed the output limit, each
 * with ",time=TLE-DETAIL" when the time limit was passed too: memory and output do not depend
 * on the machine's or the compiler's speed, time does, so a run over both is MLE or OLE on
 * every machine that lets it get that far. Else TLE, then RE. 0, or the exit code of a failed
 * rerun. */
static int verdict_of(const struct config *c, const struct outcome *o, const char **status,
		      char *detail, size_t n)
{
	char end[64], tle[80], mle[64] = "";
	int over_time, over_mem, ole, code, sig = WIFSIGNALED(o->status) ? WTERMSIG(o->status) : 0;
	end_detail(o, end, sizeof end);
	over_time = time_over(c, o, end, tle, sizeof tle);
	over_mem = memory_over(c, o, end, mle, sizeof mle);
	/* past the limit: killed by SIGXFSZ, or a file one byte over it (a program that ignores
	 * the signal goes on); a SIGXFSZ the program raised itself, short of the limit, is RE */
	ole = output_limit_reached(c, o) && (sig == SIGXFSZ || o->out_size > c->fsize ||
					     o->err_size > c->fsize || o->largest_file > c->fsize);
	snprintf(detail, n, "%s", end);
	*status = "OK";
	/* a failure under the cap is rerun, unless we stopped it or it reached the output limit
	 * (OLE then, whatever its time: a slower machine must not make it MLE) */
	if (!over_mem && failed(o) && c->mem_kib > 0 && !ole &&
	    (!over_time || !strncmp(tle, "finished:", 9))) {
		if ((code = refused_allocation(c, o)) < 0)
			return -code;
		if (code)
			over_mem = 1, snprintf(mle, sizeof mle, "alloc-refused");
	}
	if (over_mem || ole) {
		*status = over_mem ? "MLE" : "OLE";
		/* (an OLE's end is in its TLE detail when there is one: "finished:SIGXFSZ") */
		snprintf(detail, n, "%s%s%s", over_mem ? mle : over_time ? "-" : end,
			 over_time ? ",time=" : "", over_time ? tle : "");
	} else if (over_time) {
		*status = "TLE";
		snprintf(detail, n, "%s", tle);
	} else if (failed(o)) {
		*status = "RE";
	}
	return 0;
}

int main(int argc, char **argv)
{
	static struct config c;
	struct run_spec first = { 0, 0, 0, 0, 0, 0, 0 };
	struct outcome o;
	const char *status;
	char detail[160];
	long long static_kib;
	struct stat st;
	int code;
	if (parse_options(argc, argv, &c) < 0)
		return usage(stderr, EXIT_USAGE);
	if (c.help)
		return usage(stdout, EXIT_LINE);
	if (c.sweep) { /* only the cgroups of killed runners */
		cg_sweep();
		return EXIT_LINE;
	}
	if (!realpath(c.box_option, c.box)) {
		fprintf(stderr, "runner: --box %s: %s\n", c.box_option, strerror(errno));
		return EXIT_RUNNER;
	}
	c.args = argv[0];
	c.args_len = (size_t)(argv[argc - 1] + strlen(argv[argc - 1]) + 1 - argv[0]);
	c.as_root = geteuid() == 0;
	if (keeper_init() < 0) {
		perror("runner");
		return EXIT_RUNNER;
	}
	resolve_program(&c);
	if (c.sandbox && !c.exec_errno && private_copy(&c) < 0) { /* never run from the file */
		fprintf(stderr, "runner: sandbox unavailable: a private copy of the program: %s\n",
			strerror(errno));
		return EXIT_NO_SANDBOX;
	}
	if (c.exec_fd >= 0 && fstat(c.exec_fd, &st) == 0)
		c.exec_mode = st.st_mode;
	if (c.mem_kib > 0 && !c.exec_errno &&
	    (static_kib = static_data_kib(c.exec_path)) > c.mem_kib) { /* never loaded: not run */
		printf("MLE 0 0 static-data=%lld\n", static_kib);
		return fflush(stdout) == 0 ? EXIT_LINE : EXIT_RUNNER;
	}
	first.mem_cap_kib = c.mem_kib, first.rss_kib = c.rss_kib;
	if ((code = run_once(&c, &first, &o)) ||
	    (code = verdict_of(&c, &o, &status, detail, sizeof detail)))
		return code;
	die_if_signalled(); /* stopped after the program ended: still die of it */
	printf("%s %lld %lld %s\n", status, o.cpu_us / 1000, o.rss_kib, detail);
	return fflush(stdout) == 0 ? EXIT_LINE : EXIT_RUNNER;
}
