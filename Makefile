# cubejudge -- build, judge, test and benchmark the contest solutions.
#   make         build every problem (strict profile) and the judge's tools into build/
#   make judge   judge every problem on its testdata (./judge.sh)
#   make test    the bats-core suite: judge fixtures, every problem under every profile, oracles
#   make bench   median CPU time and peak RSS of each problem's bench tests against its targets,
#                written into README.md's bench table
#   make clean   remove build/
SHELL := bash
CC ?= cc
BUILD := build
# a profile's C command (its default standard's flag in place: the first of its STANDARDS, as
# judge/build.sh's std_flag reads it) and libraries, from the judge's one table (judge/profiles),
# with the -Werror that problems/NAME.c always gets: $(call profile_c,PROFILE,$$4 or $$5)
profile_c = $(shell awk -F ' *[|] *' '$$1 == "$(1)" && $$2 == "c" { split($$3, s, " "); \
	f = s[1] == "-" ? "" : s[1] ~ /=/ ? substr(s[1], index(s[1], "=") + 1) : "-std=" s[1]; \
	sub(/STD/, f, $$4); sub(/ *-Wall/, "", $$4); print $(2) }' judge/profiles)
STRICT_CMD := $(call profile_c,strict,$$4 " -Wall -Werror")
STRICT_LIBS := $(call profile_c,strict,$$5)
SANITIZE_CMD := $(call profile_c,sanitize,$$4 " -Wall -Werror")
PROBLEMS := $(patsubst problems/%.c,$(BUILD)/strict/%,$(wildcard problems/*.c))
ORACLES := $(patsubst tests/oracles/%.c,$(BUILD)/oracles/%,$(wildcard tests/oracles/*.c))
TOOLS := $(BUILD)/runner $(BUILD)/compare $(BUILD)/cases $(BUILD)/escape
TOOL_FLAGS := -std=c99 -O2 -Wall -Wextra -Werror
# what the tests run besides: the runner's test programs, each problem under the sanitize profile,
# the generators, checkers and input validators of testdata/ (the validators under sanitize too)
TEST_PROGRAMS := $(patsubst tests/runner/%.c,$(BUILD)/test-runner/%,$(wildcard tests/runner/*.c)) \
	$(patsubst problems/%.c,$(BUILD)/sanitize/%,$(wildcard problems/*.c)) \
	$(patsubst testdata/%/gen.c,$(BUILD)/gen/%,$(wildcard testdata/*/gen.c)) \
	$(patsubst testdata/%/checker.c,$(BUILD)/checker/%,$(wildcard testdata/*/checker.c)) \
	$(patsubst testdata/%/validator.c,$(BUILD)/validator/%,$(wildcard testdata/*/validator.c)) \
	$(patsubst testdata/%/validator.c,$(BUILD)/validator-san/%,$(wildcard testdata/*/validator.c))

# `make test` alone builds what the tests run one compile per core (`make -j1 test` still
# builds one at a time; with another goal, as `make clean test`, make stays serial: they must
# not race).
ifeq ($(MAKECMDGOALS),test)
MAKEFLAGS += --jobs=$(or $(shell nproc 2>/dev/null),2)
endif

.PHONY: all tools test-programs judge test bench oracles clean
all: $(PROBLEMS) $(TOOLS)

$(BUILD)/strict/%: problems/%.c
	@mkdir -p $(@D)
	$(STRICT_CMD) -o $@ $< $(STRICT_LIBS)

# the judge's tools: runner (limits, isolation, sandbox), compare (verdicts), cases (case split),
# escape (every view of a program's text made safe for a terminal),
# from their C files (and the text input they share), each made under a temporary name and then
# renamed: a judge running meanwhile never runs half of one. judge.sh builds them with `make tools`
# (when a tool is missing or tools/ changed since the build it last asked for: build/tools.stamp).
tools: $(TOOLS)
$(BUILD)/runner: $(wildcard tools/runner/*.[ch]) tools/textio.c tools/textio.h
$(BUILD)/compare: $(wildcard tools/compare/*.[ch]) tools/textio.c tools/textio.h
$(BUILD)/cases: tools/cases.c tools/textio.c tools/textio.h
$(BUILD)/escape: tools/escape.c
$(TOOLS):
	@mkdir -p $(@D)
	$(CC) $(TOOL_FLAGS) -o $@.$$$$ $(filter %.c,$^) && mv -f $@.$$$$ $@

# the small programs tests/runner.bats runs under the runner
test-programs: $(TEST_PROGRAMS)
$(BUILD)/test-runner/%: tests/runner/%.c
	@mkdir -p $(@D)
	gcc $(TOOL_FLAGS) -pthread -o $@ $<
$(BUILD)/sanitize/%: problems/%.c
	@mkdir -p $(@D)
	$(SANITIZE_CMD) -o $@ $< $(STRICT_LIBS)
$(BUILD)/gen/%: testdata/%/gen.c
	@mkdir -p $(@D)
	$(CC) $(TOOL_FLAGS) -o $@ $< -lm
$(BUILD)/checker/%: testdata/%/checker.c
	@mkdir -p $(@D)
	$(CC) $(TOOL_FLAGS) -o $@ $< -lm
$(BUILD)/validator/%: testdata/%/validator.c
	@mkdir -p $(@D)
	$(STRICT_CMD) -o $@ $<
$(BUILD)/validator-san/%: testdata/%/validator.c
	@mkdir -p $(@D)
	$(SANITIZE_CMD) -o $@ $<

oracles: $(ORACLES)
$(BUILD)/oracles/%: tests/oracles/%.c
	@mkdir -p $(@D)
	$(CC) -std=c99 -O2 -Wall -o $@ $< -lm

judge: $(TOOLS)
	./judge.sh

# the figures go into README.md's bench table too (tools/bench-table.sh), even when a target is
# missed; the exit status is judge.sh's
bench: $(TOOLS)
	@mkdir -p $(BUILD)
	@set -o pipefail; ./judge.sh --bench | tee $(BUILD)/bench.txt; status=$$?; \
	tools/bench-table.sh $(BUILD)/bench.txt README.md && exit $$status

# bats' TAP stream, then one closing line "N passed, N failed" for CI; fails on any failure.
# With GNU parallel the test files run three at a time (the tests of one file stay in order):
# on two cores, since many tests wait -- on a wall-clock limit, a sleeping program, a signal --
# rather than compute (the limit tests are made to pass with two busy loops beside them). The
# longest file first (by the time each file's tests take: a long file started last would end
# alone); a file not listed yet runs after them.
LONGEST := verify judge_limits problems judge_modes stress runner judge judge_compile skewb \
	validators judge_progress uva12445 hdu2953 judge_views lanqiao2017_cube compare uva197 \
	judge_official
LONGEST := $(patsubst %,tests/%.bats,$(LONGEST))
JOBS := $(if $(shell command -v parallel),--jobs 3 --no-parallelize-within-files)
BATS_FILES := $(filter $(wildcard tests/*.bats),$(LONGEST)) \
	$(filter-out $(LONGEST),$(wildcard tests/*.bats))
# JUDGE_COMPILE_CACHE: the judge reuses a compile the suite already made of a file of the tree (one
# fresh folder per run; its .start: when the run began, judge/build.sh);
# ORACLE_CACHE: so does the hdu2953 oracle its BFS table (tests/oracles/hdu2953_bfs.c).
# The tests' own make calls get no MAKEFLAGS: under -j it names a jobserver they do not have.
test: all oracles test-programs
	@rm -rf $(BUILD)/compile-cache $(BUILD)/oracle-cache
	@mkdir -p $(BUILD)/oracle-cache && mkdir -m 700 $(BUILD)/compile-cache && \
	    touch $(BUILD)/compile-cache/.start
	@set -o pipefail; export JUDGE_COMPILE_CACHE="$(abspath $(BUILD))/compile-cache" \
	    ORACLE_CACHE="$(abspath $(BUILD))/oracle-cache"; \
	MAKEFLAGS='' MFLAGS='' bats --tap --timing $(JOBS) $(BATS_FILES) | tee $(BUILD)/bats.tap; \
	status=$$?; \
	awk '/^ok .*# skip/ { s++; next } /^ok / { p++ } /^not ok / { f++ } \
	     END { if (s) printf "(%d skipped)\n", s; printf "%d passed, %d failed\n", p, f; exit (f > 0) }' \
	    $(BUILD)/bats.tap && exit $$status

clean:
	rm -rf $(BUILD)
