#!/usr/bin/env python3
"""bench/thread_cpu.py CMD... : runs CMD, reads /proc/PID/task/*/stat every 20 ms and prints the CPU
seconds (user + sys) of each of its threads, from when to when (s after the start) each was seen,
and the CPU seconds of the main thread after the last other thread ended. For a job import
(`gatebench import ... --kind jobs`): the other thread is the reading one, the main thread writes,
and its CPU after the reader ended is the part nothing runs beside (bench/README.md,
compare_baseline.sh, "Any order: what is left"). Threads under 0.05 s are not shown."""
import os, subprocess, sys, time
tck = os.sysconf('SC_CLK_TCK')
p = subprocess.Popen(sys.argv[1:], stdout=subprocess.DEVNULL)
t0 = time.time(); seen = {}  # tid -> (cpu, last_seen, first_seen)
hist = []  # (t, {tid: cpu})
while p.poll() is None:
    now = time.time() - t0; snap = {}
    try:
        for tid in os.listdir(f'/proc/{p.pid}/task'):
            try:
                f = open(f'/proc/{p.pid}/task/{tid}/stat').read().rsplit(')', 1)[1].split()
                cpu = (int(f[11]) + int(f[12])) / tck
                first = seen.get(tid, (0, 0, now))[2]
                seen[tid] = (cpu, now, first); snap[tid] = cpu
            except (FileNotFoundError, ProcessLookupError, IndexError):
                pass
    except FileNotFoundError:
        pass
    hist.append((now, snap))
    time.sleep(0.02)
wall = time.time() - t0
main = str(p.pid)
others = [t for t in seen if t != main and seen[t][0] > 0.05]
end_others = max((seen[t][1] for t in others), default=0)
main_at_end = 0
for t, snap in hist:
    if t <= end_others and main in snap: main_at_end = snap[main]
out = [f"wall {wall:.2f}"]
for t in sorted(seen, key=lambda t: -seen[t][0]):
    if seen[t][0] > 0.05: out.append(f"{'main' if t == main else 'thr'} {seen[t][0]:.2f}s ({seen[t][2]:.2f}-{seen[t][1]:.2f})")
out.append(f"main after others {seen.get(main, (0,))[0] - main_at_end:.2f}s")
print(" | ".join(out))
