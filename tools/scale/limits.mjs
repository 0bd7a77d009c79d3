// The guessing limits across processes: 50 wrong passwords sent at once through the proxy, which
// spreads them over every process, may get no more tries than the limit allows.
import { endpoints } from '../bench/contract.mjs';
import { importTypeScript } from '../bench/ts-import.mjs';
import { CountedClient, loopbackAddress } from './load.mjs';

// The server's own rules, so the check follows any change of the numbers.
const { LOGIN_THROTTLE_PER_ACCOUNT, LOGIN_THROTTLE_PER_CLIENT } = await importTypeScript(
  new URL('../../apps/server/src/modules/auth/auth-policy.ts', import.meta.url).href,
);

export const GUESSES = 50;

async function guessAtOnce(origin, log, phase, guesses) {
  const clients = await Promise.all(
    guesses.map(async ({ localAddress }) => {
      const client = new CountedClient(origin, log, { localAddress, phase });
      await client.expect(200, 'GET', endpoints.rootScreenData.path);
      return client;
    }),
  );
  const statuses = await Promise.all(
    guesses.map(async ({ identifier }, i) => {
      const body = { emailUserId: identifier, password: 'NotThePassword9', loginMethod: 'Password' };
      const answer = await clients[i].request('POST', endpoints.login.path, body).catch(() => null);
      clients[i].close();
      return answer?.status ?? 0;
    }),
  );
  const tried = statuses.filter((status) => status === 401).length;
  const refused = statuses.filter((status) => status === 429).length;
  if (tried + refused !== guesses.length)
    log.fail(`${phase}: answers other than 401 and 429: ${statuses.filter((s) => s !== 401 && s !== 429)}`);
  return { tried, refused };
}

/**
 * Per account: 50 wrong passwords for one member, each from an address of its own. Per address: 50
 * wrong passwords from one address, each for an identifier of its own. Answers both outcomes with
 * their limits; `phase` names them in the proxy's access log.
 */
export async function checkGuessLimits({ origin, log, member }) {
  const perAccount = await guessAtOnce(
    origin,
    log,
    'limit-account',
    Array.from({ length: GUESSES }, (_, i) => ({ identifier: member.identifier, localAddress: loopbackAddress(3, i) })),
  );
  const address = loopbackAddress(4, 0);
  const perAddress = await guessAtOnce(
    origin,
    log,
    'limit-address',
    Array.from({ length: GUESSES }, (_, i) => ({ identifier: `nobody-${i}@example.com`, localAddress: address })),
  );
  return {
    account: { ...perAccount, limit: LOGIN_THROTTLE_PER_ACCOUNT.freeFailures, phase: 'limit-account' },
    address: { ...perAddress, limit: LOGIN_THROTTLE_PER_CLIENT.freeFailures, phase: 'limit-address' },
  };
}
