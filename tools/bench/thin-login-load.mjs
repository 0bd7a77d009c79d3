// Worker: the load on the thin route (thin-login-server.mjs), as login-load.mjs on the real login:
// `concurrency` clients post the right password back to back; every counted answer must be 200
// with a session cookie, anything else ends the run.
import { BenchClient } from './bench-client.mjs';
import { reportServerLoad, workerInput } from './closed-loop.mjs';

const input = workerInput();
const { origin, email, password } = input;

reportServerLoad(input, {
  setup: async () => new BenchClient(origin),
  step: async (client) => {
    const answer = await client.request('POST', '/login', { email, password });
    if (answer.status !== 200 || !answer.setCookies.some((line) => line.startsWith('thin-session=')))
      throw new Error(`POST /login of the thin route answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  },
});
