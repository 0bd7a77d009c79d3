// Worker: the authorization-code round trips. Each client is one member's browser with a live site
// session and a grant to demo-spa; every step is authorize → code → tokens, and anything else ends
// the run (a round trip without tokens is not a data point).
import { closedLoop, report, workerInput } from './closed-loop.mjs';
import { linkedMember, roundTrip } from './oidc-client.mjs';
import { processCpuSeconds } from './proc-cpu.mjs';

const { origin, concurrency, warmupMs, measureMs, serverPid, clockTicks } = workerInput();

report(
  closedLoop({
    concurrency,
    warmupMs,
    measureMs,
    cpuSeconds: () => processCpuSeconds(serverPid, clockTicks),
    setup: () => linkedMember(origin),
    step: roundTrip,
  }),
);
