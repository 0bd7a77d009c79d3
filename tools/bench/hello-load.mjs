// Worker: GET / of the bare Fastify server back to back; anything but 200 'hello world' ends the run.
import { closedLoop, report, workerInput } from './closed-loop.mjs';
import { processCpuSeconds } from './proc-cpu.mjs';

const { origin, concurrency, warmupMs, measureMs, serverPid, clockTicks } = workerInput();

report(
  closedLoop({
    concurrency,
    warmupMs,
    measureMs,
    cpuSeconds: () => processCpuSeconds(serverPid, clockTicks),
    setup: async () => null,
    step: async () => {
      const response = await fetch(`${origin}/`);
      const text = await response.text();
      if (response.status !== 200 || text !== 'hello world') throw new Error(`GET / answered ${response.status}`);
    },
  }),
);
