// Worker: GET / of the bare Fastify server back to back; anything but 200 'hello world' ends the run.
import { reportServerLoad, workerInput } from './closed-loop.mjs';

const input = workerInput();
const { origin } = input;

reportServerLoad(input, {
  setup: async () => null,
  step: async () => {
    const response = await fetch(`${origin}/`);
    const text = await response.text();
    if (response.status !== 200 || text !== 'hello world') throw new Error(`GET / answered ${response.status}`);
  },
});
