// CPU time of other processes from /proc (Linux), read synchronously so a measuring loop can sample
// it at the exact edges of its window.
import { readdirSync, readFileSync } from 'node:fs';

/** utime + stime of a /proc stat file, in seconds; `clockTicks` is `getconf CLK_TCK`. */
function statCpuSeconds(path, clockTicks) {
  const stat = readFileSync(path, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / clockTicks;
}

/** CPU time of process `pid`, all its threads, in seconds. */
export const processCpuSeconds = (pid, clockTicks) => statCpuSeconds(`/proc/${pid}/stat`, clockTicks);

/**
 * CPU time of process `pid`'s main thread alone (its thread id is the process id), in seconds: for
 * Node, the event loop's JavaScript, apart from the thread pool's work (argon2) and V8's helpers.
 */
export const mainThreadCpuSeconds = (pid, clockTicks) => statCpuSeconds(`/proc/${pid}/task/${pid}/stat`, clockTicks);

/**
 * A counter of the CPU time of every process whose command line contains `text` (PostgreSQL names
 * each backend after its database), answering a running total. Backends come and go with the
 * server's connection pool, so each call adds what each one used since it was last seen, its whole
 * life when it is new; the difference of two calls is the work done between them, give or take
 * the last moments of a backend that ended in between.
 */
export function matchingProcessesCpu(text, clockTicks) {
  const seen = new Map();
  let total = 0;
  return () => {
    for (const pid of readdirSync('/proc')) {
      if (!/^\d+$/.test(pid)) continue;
      try {
        if (!readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(text)) continue;
        const now = processCpuSeconds(pid, clockTicks);
        total += now - (seen.get(pid) ?? 0);
        seen.set(pid, now);
      } catch {
        // the process ended while being read
      }
    }
    return total;
  };
}
