/*
 * cgroup.c -- a cgroup v2 per run, as isolate makes one: the program (or the proxy) enters it
 * before anything else runs, and the kernel adds up the CPU of everything in it, even of
 * children a program lets the kernel reap for it (SIGCHLD ignored), whose time no look at
 * /proc sees in full. Only where the runner may make cgroups under its own (root, or a
 * delegated cgroup); elsewhere cg_path stays "" and each function does nothing. This machine's
 * v2 has no memory controller: memory is watched through /proc (procs.c).
 */
#include "runner.h"
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

static char cg_path[PATH_MAX]; /* this run's cgroup v2 folder, "" when there is none */

/* Write TEXT into the file PATH; 0 on success. */
int write_file(const char *path, const char *text)
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
	char text[PATH_MAX], probe[PATH_MAX + 64], *line;
	size_t i;
	if (read_text("/proc/self/cgroup", text + 1, sizeof text - 1) < 0)
		return -1;
	text[0] = '\n'; /* the v2 line, "0::PATH", may be the first */
	if (!(line = strstr(text, "\n0::")))
		return -1;
	line += 4;
	line[strcspn(line, "\n")] = 0;
	for (i = 0; i < sizeof mounts / sizeof mounts[0]; i++) {
		snprintf(probe, sizeof probe, "%s%s/cgroup.procs", mounts[i], line);
		if (access(probe, W_OK) == 0) {
			const char *own = strcmp(line, "/") ? line : "";
			return snprintf(dir, size, "%s%s", mounts[i], own) < (int)size ? 0 : -1;
		}
	}
	return -1;
}

/* Kill what is left in the cgroups of runners that were killed with SIGKILL (runner.PID.N,
 * PID gone) in our own cgroup's folder, and remove them. */
void cg_sweep(void)
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
void cg_make(void)
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
int cg_write(const char *file, const char *text)
{
	char path[PATH_MAX + 32];
	snprintf(path, sizeof path, "%s/%s", cg_path, file);
	return cg_path[0] ? write_file(path, text) : -1;
}

/* Put process PID (0: the caller) into this run's cgroup; what it starts follows it there. */
void cg_enter(pid_t pid)
{
	char text[32];
	snprintf(text, sizeof text, "%d\n", (int)pid);
	cg_write("cgroup.procs", text);
}

/* CPU (us, user + sys) of everything that ever ran in this run's cgroup; 0 without one. */
long long cg_cpu_us(void)
{
	char path[PATH_MAX + 32], buf[512];
	snprintf(path, sizeof path, "%s/cpu.stat", cg_path);
	if (!cg_path[0] || read_text(path, buf, sizeof buf) < 0)
		return 0;
	return strncmp(buf, "usage_usec ", 11) ? 0 : strtoll(buf + 11, NULL, 10);
}

/* Kill whatever is still in the cgroup (cgroup.kill, Linux 5.14) and remove it. */
void cg_remove(void)
{
	int i;
	if (!cg_path[0])
		return;
	cg_write("cgroup.kill", "1");
	for (i = 0; i < 200 && rmdir(cg_path) != 0 && errno == EBUSY; i++)
		usleep(1000);
	cg_path[0] = 0;
}
