// The one measuring loop of the throughput benchmarks, shared by every load worker and the bare
// verifier so all rates are counted the same way: `concurrency` workers each run `step` back to back
// (a closed loop); steps that finish inside the measured window count, after a warm-up that does not.
import { performance } from 'node:perf_hooks';
import { mainThreadCpuSeconds, matchingProcessesCpu, processCpuSeconds } from './proc-cpu.mjs';

/**
 * `setup()` once per worker answers that worker's state; `step(state)` is one unit of work and
 * throws on any failure, which ends the run. `cpuSeconds()` reads the CPU time of the process doing
 * the work, so the figure can also be given per CPU-second (the machine is shared);
 * `mainThreadCpuSeconds()`, when given, that of its main thread alone; `databaseCpuSeconds()`, when
 * given, that of a database running in processes of its own.
 * @param {{ concurrency: number, warmupMs: number, measureMs: number, setup: () => Promise<any>,
 *   step: (state: any) => Promise<unknown>, cpuSeconds: () => number, mainThreadCpuSeconds?: () => number,
 *   databaseCpuSeconds?: () => number }} options
 */
export async function closedLoop({
  concurrency,
  warmupMs,
  measureMs,
  setup,
  step,
  cpuSeconds,
  mainThreadCpuSeconds: mainThreadCpu,
  databaseCpuSeconds,
}) {
  const start = performance.now();
  const measureFrom = start + warmupMs;
  const measureTo = measureFrom + measureMs;
  const latencies = [];
  const cpu = {};
  const sample = () => ({
    own: cpuSeconds(),
    mainThread: mainThreadCpu?.() ?? null,
    database: databaseCpuSeconds?.() ?? null,
  });
  const sampleAt = (ms, key) => setTimeout(() => (cpu[key] = sample()), ms);
  const timers = [sampleAt(warmupMs, 'from'), sampleAt(warmupMs + measureMs, 'to')];
  let failure = null;
  const worker = async () => {
    const state = await setup();
    while (failure === null && performance.now() < measureTo) {
      const began = performance.now();
      await step(state);
      const ended = performance.now();
      if (ended >= measureFrom && ended <= measureTo) latencies.push(ended - began);
    }
  };
  await Promise.all(
    Array.from({ length: concurrency }, () =>
      worker().catch((error) => {
        failure ??= error;
      }),
    ),
  );
  // Every worker ends at or after measureTo, but the timer may not have had its turn yet.
  cpu.to ??= sample();
  timers.forEach(clearTimeout);
  if (failure) throw failure;
  const databaseSeconds = databaseCpuSeconds ? cpu.to.database - cpu.from.database : null;
  return {
    seconds: measureMs / 1000,
    cpuSeconds: cpu.to.own - cpu.from.own,
    mainThreadCpuSeconds: mainThreadCpu ? cpu.to.mainThread - cpu.from.mainThread : null,
    databaseCpuSeconds: databaseSeconds,
    latencies,
  };
}

/**
 * One thread doing `step` synchronously back to back, nothing else: the rate a core reaches when
 * the work is all there is (the login benchmark's denominator). The window opens and closes at step
 * boundaries (a timer cannot fire inside a synchronous loop), and its own length is the time measured,
 * so every step between the two CPU samples is counted and nothing else.
 * @param {{ warmupMs: number, measureMs: number, step: () => void, cpuSeconds: () => number }} options
 */
export function syncLoop({ warmupMs, measureMs, step, cpuSeconds }) {
  const measureFrom = performance.now() + warmupMs;
  const latencies = [];
  let from = null;
  let now = performance.now();
  while (from === null || now - from.at < measureMs) {
    if (from === null && now >= measureFrom) from = { at: now, cpu: cpuSeconds() };
    step();
    const ended = performance.now();
    if (from !== null) latencies.push(ended - now);
    now = ended;
  }
  return {
    seconds: (now - from.at) / 1000,
    cpuSeconds: cpuSeconds() - from.cpu,
    mainThreadCpuSeconds: null,
    databaseCpuSeconds: null,
    latencies,
  };
}

/** Several closedLoop runs of one kind as one figure: rate over their summed time, latency quantiles. */
export function summarize(runs) {
  const latencies = runs.flatMap((run) => run.latencies).sort((a, b) => a - b);
  const seconds = runs.reduce((sum, run) => sum + run.seconds, 0);
  const cpuSeconds = runs.reduce((sum, run) => sum + run.cpuSeconds, 0);
  const mainThreadMeasured = runs.every((run) => run.mainThreadCpuSeconds !== null);
  const mainThreadCpuSeconds = runs.reduce((sum, run) => sum + (run.mainThreadCpuSeconds ?? 0), 0);
  const databaseMeasured = runs.every((run) => run.databaseCpuSeconds !== null);
  const databaseCpuSeconds = runs.reduce((sum, run) => sum + (run.databaseCpuSeconds ?? 0), 0);
  const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? null;
  return {
    count: latencies.length,
    seconds,
    perSecond: latencies.length / seconds,
    cpuShare: cpuSeconds / seconds,
    perCpuSecond: latencies.length / cpuSeconds,
    /** The main thread's CPU time per step, in ms (null: not measured). */
    mainThreadCpuMsPerStep: mainThreadMeasured ? (1000 * mainThreadCpuSeconds) / latencies.length : null,
    /** The database processes' CPU time over the measured time (null: not measured, or in-process). */
    databaseCpuShare: databaseMeasured ? databaseCpuSeconds / seconds : null,
    databaseCpuMsPerStep: databaseMeasured ? (1000 * databaseCpuSeconds) / latencies.length : null,
    p50Ms: at(0.5),
    p95Ms: at(0.95),
    p99Ms: at(0.99),
  };
}

/** A worker script's input: its one argument, JSON. */
export function workerInput() {
  return JSON.parse(process.argv[2] ?? '{}');
}

/** A worker script's result: one JSON line on stdout, or the error on stderr and exit 1. */
export function report(run) {
  run.then(
    (result) => console.log(JSON.stringify(result)),
    (error) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}

/**
 * A load worker's whole run: {@link closedLoop} with the input's clients and window, counting the CPU
 * time of the server process `serverPid` (and of its main thread) and, with `databaseName`, of that
 * PostgreSQL database's backends (a backend's title is "postgres: <cluster>: <user> <database> <client>
 * <state>"); the result, or the error, reported.
 * @param {{ concurrency: number, warmupMs: number, measureMs: number, serverPid: number, clockTicks: number,
 *   databaseName?: string }} input
 * @param {{ setup: () => Promise<any>, step: (state: any) => Promise<unknown> }} work
 */
export function reportServerLoad(input, { setup, step }) {
  const { concurrency, warmupMs, measureMs, serverPid, clockTicks, databaseName } = input;
  report(
    closedLoop({
      concurrency,
      warmupMs,
      measureMs,
      cpuSeconds: () => processCpuSeconds(serverPid, clockTicks),
      mainThreadCpuSeconds: () => mainThreadCpuSeconds(serverPid, clockTicks),
      databaseCpuSeconds: databaseName ? matchingProcessesCpu(` ${databaseName} `, clockTicks) : undefined,
      setup,
      step,
    }),
  );
}
