// Worker: one kind of screen-data request back to back from `concurrency` keep-alive connections
// (node:http, lighter than fetch, so one load core can outrun the server's). Every answer is checked
// to be the real thing, or the run ends with an error: status 200 and, for a member, the member's own
// data (a login redirect answers 200 too). A guest sends no cookie at all: a first visit each time.
// With `databaseName` (PostgreSQL), the CPU time of that database's backends is measured too.
import { Agent, request as httpRequest } from 'node:http';
import { reportServerLoad, workerInput } from './closed-loop.mjs';

const input = workerInput();
const { origin, path, cookie, check, email, concurrency } = input;

const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
const userAgent =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36';
const headers = { 'user-agent': userAgent, 'accept-language': 'ja', ...(cookie ? { cookie } : {}) };

function get() {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(`${origin}${path}`, { headers, agent }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          type: String(response.headers['content-type'] ?? ''),
          text: Buffer.concat(chunks).toString('utf8'),
        }),
      );
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

/** Throws unless the answer is what `check` names. */
const checks = {
  /** The floor route: the member's own address. */
  floor: (answer) => JSON.parse(answer.text).email === email,
  /** My Page's screen data, not the login redirect: the member's own address. */
  mypage: (answer) => {
    const body = JSON.parse(answer.text);
    return body.redirectTo === undefined && body.contactEmail === email;
  },
  /** The plan list for a guest. */
  plans: (answer) => {
    const body = JSON.parse(answer.text);
    return Array.isArray(body.plans) && body.plans.length > 0;
  },
  /** The shell's HTML with its data block. */
  html: (answer) => answer.type.startsWith('text/html') && answer.text.includes('<html'),
};

reportServerLoad(input, {
  setup: async () => null,
  step: async () => {
    const answer = await get();
    if (answer.status !== 200 || !checks[check](answer))
      throw new Error(`GET ${path} answered ${answer.status}, not the ${check} expected: ${answer.text.slice(0, 200)}`);
  },
});
