/* probe MODE ...: what a program sees of its surroundings, and what it can leave behind.
 *   env NAME...     cwd, number of entries in it, readlink of fd 0, then NAME=value (or unset)
 *   mess OUTSIDE    print cwd; leave rel.txt, a chmod 000 folder with files, symlinks to
 *                   OUTSIDE and its folder, 2,000 nested folders and 3,000 files
 *   hang FILE       write cwd into FILE, then sleep until killed
 *   log ABSPATH     append "cwd lines-in-./log" to ./log and to ABSPATH, then exit 1
 *   write PATH...   try to create each PATH: "PATH OK" or "PATH ENAME"
 *   stat PATH...    "PATH OK" if it exists, else "PATH ENAME"
 *   procs           the pids in /proc, one line
 *   kill PID        kill(PID, 0): "OK" or the error
 *   remount         try to remount / and /usr read-write: the errors
 *   caps            uid, gid and CapEff from /proc/self/status
 *   connect PORT    connect to 127.0.0.1:PORT: "connected" or the error (of socket or connect)
 *   forksleep N     start `sleep N` in the background and exit 0
 *   sleep N         start `sleep N` and wait for it
 */
#define _GNU_SOURCE
#include <arpa/inet.h>
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <netinet/in.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mount.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

/* The errno's name, e.g. "EROFS". */
static const char *ename(int e)
{
	const char *s = strerrorname_np(e);
	return s ? s : "E?";
}

/* Lines in file PATH (0 if it is missing). */
static int count_lines(const char *path)
{
	FILE *f = fopen(path, "r");
	int n = 0, ch;
	if (!f)
		return 0;
	while ((ch = getc(f)) != EOF)
		n += ch == '\n';
	fclose(f);
	return n;
}

/* Append a line to PATH. */
static void append(const char *path, const char *line)
{
	FILE *f = fopen(path, "a");
	if (f) {
		fprintf(f, "%s\n", line);
		fclose(f);
	}
}

/* Leave a hostile tree in the current folder. */
static void mess(const char *outside)
{
	char dir[PATH_MAX];
	int i, fd;
	fclose(fopen("rel.txt", "w"));
	mkdir("locked", 0700);
	mkdir("locked/inner", 0700);
	fclose(fopen("locked/inner/f", "w"));
	chmod("locked/inner", 0);
	chmod("locked", 0);
	symlink(outside, "link-to-file");
	snprintf(dir, sizeof dir, "%s", outside);
	*strrchr(dir, '/') = 0;
	symlink(dir, "link-to-folder");
	mkdir("many", 0700);
	for (i = 0; i < 3000; i++) {
		char name[64];
		snprintf(name, sizeof name, "many/f%d", i);
		if ((fd = open(name, O_CREAT | O_WRONLY, 0600)) >= 0)
			close(fd);
	}
	fd = open(".", O_RDONLY | O_DIRECTORY);
	for (i = 0; i < 2000; i++) { /* deeper than PATH_MAX allows as one path */
		int sub;
		mkdirat(fd, "deep-folder-name", 0700);
		sub = openat(fd, "deep-folder-name", O_RDONLY | O_DIRECTORY);
		close(fd);
		fd = sub;
	}
	close(fd);
}

int main(int argc, char **argv)
{
	char cwd[PATH_MAX], buf[PATH_MAX], line[2 * PATH_MAX];
	const char *mode = argc > 1 ? argv[1] : "";
	int i;
	ssize_t n;
	if (!getcwd(cwd, sizeof cwd))
		strcpy(cwd, "?");
	if (!strcmp(mode, "env")) {
		DIR *d = opendir(".");
		int entries = 0;
		struct dirent *e;
		while (d && (e = readdir(d)))
			entries += strcmp(e->d_name, ".") && strcmp(e->d_name, "..");
		n = readlink("/proc/self/fd/0", buf, sizeof buf - 1);
		buf[n > 0 ? n : 0] = 0;
		printf("cwd=%s\nentries=%d\nfd0=%s\n", cwd, entries, buf);
		for (i = 2; i < argc; i++)
			printf("%s=%s\n", argv[i], getenv(argv[i]) ? getenv(argv[i]) : "(unset)");
	} else if (!strcmp(mode, "mess") && argc > 2) {
		printf("%s\n", cwd);
		fflush(stdout);
		mess(argv[2]);
	} else if (!strcmp(mode, "hang") && argc > 2) {
		FILE *f = fopen(argv[2], "w");
		fprintf(f, "%s\n", cwd);
		fclose(f);
		for (;;)
			pause();
	} else if (!strcmp(mode, "log") && argc > 2) {
		int before = count_lines("log");
		snprintf(line, sizeof line, "%s %d", cwd, before + 1);
		append("log", line);
		append(argv[2], line);
		printf("%s\n", line);
		return 1;
	} else if (!strcmp(mode, "write")) {
		for (i = 2; i < argc; i++) {
			int fd = open(argv[i], O_CREAT | O_WRONLY | O_TRUNC, 0644);
			printf("%s %s\n", argv[i], fd >= 0 ? "OK" : ename(errno));
			if (fd >= 0)
				close(fd);
		}
	} else if (!strcmp(mode, "stat")) {
		struct stat st;
		for (i = 2; i < argc; i++)
			printf("%s %s\n", argv[i], stat(argv[i], &st) == 0 ? "OK" : ename(errno));
	} else if (!strcmp(mode, "procs")) {
		DIR *d = opendir("/proc");
		struct dirent *e;
		while (d && (e = readdir(d)))
			if (e->d_name[0] >= '0' && e->d_name[0] <= '9')
				printf("%s ", e->d_name);
		printf("\n");
	} else if (!strcmp(mode, "kill") && argc > 2) {
		printf("%s\n", kill(atoi(argv[2]), 0) == 0 ? "OK" : ename(errno));
	} else if (!strcmp(mode, "remount")) {
		printf("/ %s\n", mount(NULL, "/", NULL, MS_REMOUNT | MS_BIND, NULL) == 0 ? "OK" :
		       ename(errno));
		printf("/usr %s\n", mount(NULL, "/usr", NULL, MS_REMOUNT | MS_BIND, NULL) == 0 ?
		       "OK" : ename(errno));
	} else if (!strcmp(mode, "caps")) {
		FILE *f = fopen("/proc/self/status", "r");
		while (f && fgets(line, sizeof line, f))
			if (!strncmp(line, "Uid:", 4) || !strncmp(line, "Gid:", 4) ||
			    !strncmp(line, "CapEff:", 7) || !strncmp(line, "CapBnd:", 7) ||
			    !strncmp(line, "NoNewPrivs:", 11))
				fputs(line, stdout);
	} else if (!strcmp(mode, "connect") && argc > 2) {
		struct sockaddr_in a;
		int s = socket(AF_INET, SOCK_STREAM, 0);
		memset(&a, 0, sizeof a);
		a.sin_family = AF_INET;
		a.sin_port = htons((unsigned short)atoi(argv[2]));
		a.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
		if (s < 0)
			printf("%s\n", ename(errno)); /* no socket of that family at all */
		else if (connect(s, (struct sockaddr *)&a, sizeof a) == 0)
			printf("connected\n");
		else
			printf("%s\n", ename(errno));
	} else if ((!strcmp(mode, "forksleep") || !strcmp(mode, "sleep")) && argc > 2) {
		pid_t pid = fork();
		if (pid == 0) {
			execlp("sleep", "sleep", argv[2], (char *)NULL);
			_exit(127);
		}
		if (!strcmp(mode, "sleep"))
			waitpid(pid, NULL, 0);
	} else {
		fprintf(stderr, "probe: unknown mode\n");
		return 2;
	}
	return 0;
}
