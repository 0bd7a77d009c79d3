// Worker: the login load. Each client is one cookie jar (one browser): it fetches its CSRF cookie
// once, then posts /login with the right password back to back. Every answer must be a full login
// (fullLoginProblem below); anything else, a throttled 429 or a second-factor step included, is an error
// that ends the run: a failed or half login is not a data point.
// With `spreadAddresses` (the server trusts X-Forwarded-For), every login comes from an address
// of its own in 198.18.0.0/15, the range RFC 2544 sets aside for benchmarks.
// With `databaseName` (PostgreSQL), the CPU time of that database's backends is measured too.
import { accountIdentifierCookieName, endpoints, hostCookieName } from './contract.mjs';
import { BenchClient } from './bench-client.mjs';
import { reportServerLoad, workerInput } from './closed-loop.mjs';

const input = workerInput();
const { origin, identifier, password, spreadAddresses, addressBase = 0 } = input;

/** Runs of one benchmark start at different `addressBase`s, so no address is used twice. */
let logins = addressBase;
function nextAddress() {
  logins += 1;
  return `198.${18 + ((logins >> 16) & 1)}.${(logins >> 8) & 255}.${logins & 255}`;
}

const sessionCookie = hostCookieName('vs-session', true);
const accountCookie = hostCookieName(accountIdentifierCookieName, true);
const multiFactorPages = /^\/(oidc\/)?login\/multi-factor/;

/**
 * What a counted answer must be: 200, a new session cookie and the account-identifier cookie set on
 * it, and a return target that is not the second-factor step; else the error that ends the run.
 */
function fullLoginProblem({ status, body, setCookies }) {
  const sets = (name) => setCookies.some((line) => line.startsWith(`${name}=`) && !line.startsWith(`${name}=;`));
  if (status !== 200) return `answered ${status}: ${JSON.stringify(body)}`;
  if (typeof body?.redirectTo !== 'string' || multiFactorPages.test(body.redirectTo))
    return `answered ${JSON.stringify(body)}, not a full login`;
  if (!sets(sessionCookie) || !sets(accountCookie))
    return `set no new ${sessionCookie} and ${accountCookie} cookies (${setCookies.length} Set-Cookie lines)`;
  return null;
}

reportServerLoad(input, {
  setup: async () => {
    const client = new BenchClient(origin);
    await client.expectOk('GET', endpoints.rootScreenData.path);
    return client;
  },
  step: async (client) => {
    const headers = spreadAddresses ? { 'x-forwarded-for': nextAddress() } : {};
    const answer = await client.request(
      'POST',
      endpoints.login.path,
      { emailUserId: identifier, password, loginMethod: 'Password' },
      headers,
    );
    const problem = fullLoginProblem(answer);
    if (problem) throw new Error(`POST ${endpoints.login.path} ${problem}`);
  },
});
