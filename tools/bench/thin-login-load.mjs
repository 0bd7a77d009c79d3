// Worker: the load on the thin route (thin-login-server.mjs), as login-load.mjs on the real login:
// `concurrency` clients post the right password back to back; every counted answer must be 200
// with a session cookie, anything else ends the run.
import { BenchClient } from './bench-client.mjs';
import { closedLoop, report, workerInput } from './closed-loop.mjs';
import { matchingProcessesCpu, processCpuSeconds } from './proc-cpu.mjs';

const { origin, email, password, concurrency, warmupMs, measureMs, serverPid, databaseName, clockTicks } =
  workerInput();

report(
  closedLoop({
    concurrency,
    warmupMs,
    measureMs,
    cpuSeconds: () => processCpuSeconds(serverPid, clockTicks),
    databaseCpuSeconds: databaseName ? matchingProcessesCpu(` ${databaseName} `, clockTicks) : undefined,
    setup: async () => new BenchClient(origin),
    step: async (client) => {
      const answer = await client.request('POST', '/login', { email, password });
      if (answer.status !== 200 || !answer.setCookies.some((line) => line.startsWith('thin-session=')))
        throw new Error(`POST /login of the thin route answered ${answer.status}: ${JSON.stringify(answer.body)}`);
    },
  }),
);
